import { http, type RequestOptions } from './http';
import { menuUrl } from './platformContract';
import type { MenuModule, MenuQuery } from './types';

/** Menu calls: the module tree of the user (supplier S01–S18, retailer S51–S67). */

export const moduleTree = (body: MenuQuery, opts?: RequestOptions) =>
  http.post<MenuModule[]>(menuUrl('moduleTree'), body, opts);

export const getAppMenu = (body: MenuQuery, opts?: RequestOptions) =>
  http.post<MenuModule[]>(menuUrl('getAppMenu'), body, opts);
