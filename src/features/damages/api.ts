import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import { damagesUrl } from './contract';
import type { Damage, DamageImportRow, DamageLine } from './types';

/** Liquidated-damages calls of SPEC §7 (mock: mocks/domains/damages): the contract's paths. */

export const queryDamages = pageQueryCall<Damage>(damagesUrl('query'));

export const damageLines = (sheetId: string, opts?: RequestOptions) =>
  http.post<DamageLine[]>(damagesUrl('lines'), { sheetId }, opts);

/** Supplier: accepts breaches (pending, or after a rejected dispute). */
export const confirmDamages = (sheetIds: string[], opts?: RequestOptions) =>
  http.post<{ count: number }>(damagesUrl('confirm'), { sheetIds }, opts);

/** Supplier: disputes pending breaches; the reason is required (SPEC §5). */
export const disputeDamages = (sheetIds: string[], reason: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(damagesUrl('dispute'), { sheetIds, reason }, opts);

/** Retailer: accepts or rejects disputes; a rejection needs a reason. */
export const reviewDisputes = (sheetIds: string[], accept: boolean, reason: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(damagesUrl('review'), { sheetIds, accept, reason }, opts);

/** Retailer with damages:import: new breaches from a clean Excel import (nothing is saved unless every row passes). */
export const importDamages = (rows: DamageImportRow[], opts?: RequestOptions) =>
  http.post<{ count: number; sheetIds: string[] }>(damagesUrl('import'), { rows }, opts);
