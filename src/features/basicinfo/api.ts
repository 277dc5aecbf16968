import { exportCall, pageQueryCall } from '@/api/pageCalls';
import { goodsUrl } from './contract';
import type { Goods } from './types';

/** Goods information calls on the contract's paths (mock: mocks/domains/goods). */

/** The generic table query of SPEC §7 over the caller's goods. */
export const queryGoods = pageQueryCall<Goods>(goodsUrl('query'));

/** Every goods row of a query as an .xls file (binary, SPEC §7 and §9; 120000 ms time-out). */
export const exportGoods = exportCall(goodsUrl('export'));
