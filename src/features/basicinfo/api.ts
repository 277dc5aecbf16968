import { exportCall, pageQueryCall } from '@/api/pageCalls';
import type { Goods } from './types';

/** Goods information calls: POST /api/fea-vsm/goods/query and /export (mock: mocks/services/goods.ts). */
const GOODS = '/api/fea-vsm/goods';

/** The generic table query of SPEC §7 over the caller's goods. */
export const queryGoods = pageQueryCall<Goods>(`${GOODS}/query`);

/** Every goods row of a query as an .xls file (binary, SPEC §7 and §9; 120000 ms time-out). */
export const exportGoods = exportCall(`${GOODS}/export`);
