import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type { Damage, DamageImportRow, DamageLine } from './types';

/** Liquidated-damages calls of SPEC §7 under /api/fea-vsm/liquidateddamages (mock: mocks/services/damages.ts). */
const DAMAGES = '/api/fea-vsm/liquidateddamages';

export const queryDamages = pageQueryCall<Damage>(`${DAMAGES}/query`);

export const damageLines = (sheetId: string, opts?: RequestOptions) =>
  http.post<DamageLine[]>(`${DAMAGES}/lines`, { sheetId }, opts);

/** Supplier: accepts breaches (pending, or after a rejected dispute). */
export const confirmDamages = (sheetIds: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(`${DAMAGES}/confirm`, { sheetIds }, opts);

/** Supplier: disputes pending breaches; the reason is required (SPEC §5). */
export const disputeDamages = (sheetIds: string[], reason: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(`${DAMAGES}/dispute`, { sheetIds, reason }, opts);

/** Retailer: accepts or rejects disputes; a rejection needs a reason. */
export const reviewDisputes = (sheetIds: string[], accept: boolean, reason: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(`${DAMAGES}/review`, { sheetIds, accept, reason }, opts);

/** Retailer with damages:import: new breaches from a clean Excel import (nothing is saved unless every row passes). */
export const importDamages = (rows: DamageImportRow[], opts?: RequestOptions) =>
  http.post<{ count: number; sheetIds: string[] }>(`${DAMAGES}/import`, { rows }, opts);
