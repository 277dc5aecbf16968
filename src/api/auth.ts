import { http, type RequestOptions } from './http';
import { authUrl } from './platformContract';
import type { AppInfo, Post, SessionUser, SupplierOption, VendorCombination, VendorData } from './types';

/** Authentication and user calls (SPEC §7; docs/API.md "Auth and user"). */

export const getApptokenInfo = (body: { apptoken: string }, opts?: RequestOptions) =>
  http.post<SessionUser>(authUrl('getApptokenInfo'), body, opts);

export const myPosts = (body: { sstoken: string; emplId: string; entId: string }, opts?: RequestOptions) =>
  http.post<Post[]>(authUrl('myPosts'), body, opts);

export const listApp = (opts?: RequestOptions) => http.post<AppInfo[]>(authUrl('listApp'), {}, opts);

/** Obtains the app token of an application. */
export const applyApplication = (body: { appId: string }, opts?: RequestOptions) =>
  http.post<{ apptoken: string }>(authUrl('application/apply'), body, opts);

export const cancelApplication = (body: { appId: string }, opts?: RequestOptions) =>
  http.post<null>(authUrl('application/cancel'), body, opts);

/** Ends the session on the server: the token stops working. */
export const logout = (opts?: RequestOptions) => http.post<null>(authUrl('logout'), {}, opts);

export const getToken = (opts?: RequestOptions) => http.post<{ access_token: string }>(authUrl('getToken'), {}, opts);

/** Function permission codes, e.g. `contact:new`. */
export const dataRights = (body: { appId: string; entId: string; postId: string }, opts?: RequestOptions) =>
  http.post<{ rights: string[] }>(authUrl('dataRights'), body, opts);

/** The supplier combinations (bu, venderId, partnerId) the user may work under. */
export const getDataPermission = (body: { entId: string }, opts?: RequestOptions) =>
  http.post<SupplierOption[]>(authUrl('getdatapermission'), body, opts);

export const turnOnValidate = (body: { partnerId: string }, opts?: RequestOptions) =>
  http.post<{ enabled: boolean }>(authUrl('turnOnValidate'), body, opts);

/** Makes a combination the working one; answers the vendor with its status. */
export const venderLogin = (body: VendorCombination, opts?: RequestOptions) =>
  http.post<VendorData>(authUrl('venderLogin'), body, opts);

// The partner checks of the sign-in flow are common calls; offered here too for that flow.
export { searchPartnerBlack, searchPartnerVender } from './common';
