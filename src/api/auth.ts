import { http, type RequestOptions } from './http';
import type { AppInfo, Post, SessionUser, SupplierOption, VendorCombination, VendorData } from './types';

/** Authentication and user calls (SPEC §7; docs/API.md "Auth and user"). */

const AUTH = '/api/fea-vsm/auth';

export const getApptokenInfo = (body: { apptoken: string }, opts?: RequestOptions) =>
  http.post<SessionUser>(`${AUTH}/getApptokenInfo`, body, opts);

export const myPosts = (body: { sstoken: string; emplId: string; entId: string }, opts?: RequestOptions) =>
  http.post<Post[]>(`${AUTH}/myPosts`, body, opts);

export const listApp = (opts?: RequestOptions) => http.post<AppInfo[]>(`${AUTH}/listApp`, {}, opts);

/** Obtains the app token of an application. */
export const applyApplication = (body: { appId: string }, opts?: RequestOptions) =>
  http.post<{ apptoken: string }>(`${AUTH}/application/apply`, body, opts);

export const cancelApplication = (body: { appId: string }, opts?: RequestOptions) =>
  http.post<null>(`${AUTH}/application/cancel`, body, opts);

/** Ends the session on the server: the token stops working. */
export const logout = (opts?: RequestOptions) => http.post<null>(`${AUTH}/logout`, {}, opts);

export const getToken = (opts?: RequestOptions) => http.post<{ access_token: string }>(`${AUTH}/getToken`, {}, opts);

/** Function permission codes, e.g. `contact:new`. */
export const dataRights = (body: { appId: string; entId: string; postId: string }, opts?: RequestOptions) =>
  http.post<{ rights: string[] }>(`${AUTH}/dataRights`, body, opts);

/** The supplier combinations (bu, venderId, partnerId) the user may work under. */
export const getDataPermission = (body: { entId: string }, opts?: RequestOptions) =>
  http.post<SupplierOption[]>(`${AUTH}/getdatapermission`, body, opts);

export const turnOnValidate = (body: { partnerId: string }, opts?: RequestOptions) =>
  http.post<{ enabled: boolean }>(`${AUTH}/turnOnValidate`, body, opts);

/** Makes a combination the working one; answers the vendor with its status. */
export const venderLogin = (body: VendorCombination, opts?: RequestOptions) =>
  http.post<VendorData>(`${AUTH}/venderLogin`, body, opts);

// The partner checks of the sign-in flow are common calls; offered here too for that flow.
export { searchPartnerBlack, searchPartnerVender } from './common';
