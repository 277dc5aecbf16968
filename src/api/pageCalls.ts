import { TIMEOUTS, http, type DownloadOptions, type RequestOptions } from './http';
import type { Page, PageQuery } from './types';

/** A paged table query (SPEC §7): POSTs the query and answers a page of T, on the list timeout. */
export const pageQueryCall =
  <T>(url: string) =>
  (query: PageQuery, opts?: RequestOptions) =>
    http.post<Page<T>>(url, query, { timeout: TIMEOUTS.list, ...opts });

/** The server export of a table query: the file of every row the query finds, on the list timeout. */
export const exportCall = (url: string) => (query: PageQuery, opts?: DownloadOptions) =>
  http.download(url, query, { timeout: TIMEOUTS.list, ...opts, method: 'POST' });
