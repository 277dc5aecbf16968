import { http, type RequestOptions } from './http';
import type { MenuModule, MenuQuery } from './types';

/** Menu calls: the module tree of the user (supplier S01–S18, retailer S51–S67). */

const MENU = '/api/fea-vsm/menu';

export const moduleTree = (body: MenuQuery, opts?: RequestOptions) =>
  http.post<MenuModule[]>(`${MENU}/moduleTree`, body, opts);

export const getAppMenu = (body: MenuQuery, opts?: RequestOptions) =>
  http.post<MenuModule[]>(`${MENU}/getAppMenu`, body, opts);
