import { TIMEOUTS, http, type DownloadOptions, type RequestOptions } from '@/api/http';
import type { Page, PageQuery } from '@/api/types';
import type { Goods } from './types';

/** Goods information calls: POST /api/fea-vsm/goods/query and /export (mock: mocks/services/goods.ts). */
const GOODS = '/api/fea-vsm/goods';

/** The generic table query of SPEC §7 over the caller's goods. */
export const queryGoods = (query: PageQuery, opts?: RequestOptions) => http.post<Page<Goods>>(`${GOODS}/query`, query, { timeout: TIMEOUTS.list, ...opts });

/** Every goods row of a query as an .xls file (binary, SPEC §7 and §9; 120000 ms time-out). */
export const exportGoods = (query: PageQuery, opts?: DownloadOptions) =>
  http.download(`${GOODS}/export`, query, { timeout: TIMEOUTS.list, ...opts, method: 'POST' });
