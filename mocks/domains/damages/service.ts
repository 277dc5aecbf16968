import { normalizeDate } from '@/lib/dates';
import { insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import type { DamageRow } from './tables';
import type { Damage } from '@/features/damages/types';
import { apiError, ERR, fromContract } from '../../errors';
import { tr } from '../../glossary';
import {
  type Ctx,
  isRetailer,
  requireRetailerStaff,
  requireUser,
  vendorScope,
  requireSupplier,
} from '../../services/context';
import { splitDateRanges } from '../../services/dateRange';
import { DOC_KINDS, transitionDocument } from '../../services/documents';
import {
  isBlank,
  matchesParams,
  paramsOf,
  type Page,
  type PageQuery,
  pageInOrder,
  text,
  list,
} from '../../services/paging';
import {
  DAMAGE_STATUS,
  DAMAGES_ERRORS as CODES,
  IMPORT_RIGHT,
  PENDING,
  canConfirmDamage,
  canDisputeDamage,
  canReviewDispute,
  importCellProblems,
  type DamageStatus,
} from '@/features/damages/contract';
import { vendorKeyOf } from '../../db/tables';

/**
 * Order liquidated damages (SPEC §2 order_liquidateddamages on both sides, §5 dispute reason, §6
 * breach import, §8): the supplier confirms or disputes its breaches (with a reason), the retailer
 * accepts or rejects a dispute (a rejection needs a reason) and imports new breaches. Each move is
 * allowed by the contract's predicate (src/features/damages/contract.ts, which the screen calls too;
 * B0400 otherwise) and goes through DOC_KINDS.liquidatedDamages.
 */

export const DAMAGES_ERR = {
  disputeReason: { code: CODES.disputeReason.code, message: tr('申诉原因不能为空', 'The dispute reason is required') },
  noImportRight: fromContract(CODES.noImportRight),
  importInvalid: fromContract(CODES.importInvalid),
} as const;

/**
 * Params: sheetId, orderSheetId, shopId (prefix), venderId (retailer only), breachType, status
 * ('pending' = the pending statuses of the caller's side), breachDateStart / breachDateEnd.
 */
export function queryDamages(ctx: Ctx, query: PageQuery): Page<Damage> {
  const inScope = vendorScope(ctx);
  const { status, ...params } = paramsOf(query);
  const { rest, inRanges } = splitDateRanges(params);
  if (!isRetailer(ctx)) delete rest.venderId;
  const pending = DOC_KINDS.liquidatedDamages.pending[isRetailer(ctx) ? 'retailer' : 'supplier'] as readonly string[];
  const statuses = status === PENDING ? pending : isBlank(status) ? null : [String(status)];
  const names = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  const rows = table('damages')
    .filter((d) => inScope(d) && matchesParams(d, rest) && inRanges(d) && (!statuses || statuses.includes(d.status)))
    .map(({ lines: _lines, ...d }) => ({ ...d, venderName: names.get(`${d.bu}/${d.venderId}`) ?? '' }));
  return pageInOrder(rows, query, 'breachDate desc,sheetId desc');
}

export function damageLines(ctx: Ctx, sheetId: unknown) {
  const inScope = vendorScope(ctx);
  const row = table('damages').find((d) => d.sheetId === text(sheetId) && inScope(d));
  if (!row) throw apiError(ERR.documentNotFound);
  return row.lines;
}

/** Checks every move first (the contract's `allowed`), then makes them: one refused document leaves all unchanged. */
function moveAll(
  ctx: Ctx,
  sheetIds: string[],
  allowed: (d: DamageRow) => boolean,
  to: DamageStatus,
  patch: Partial<DamageRow> = {},
): { count: number } {
  if (sheetIds.length === 0) throw apiError(ERR.selectFirst);
  const inScope = vendorScope(ctx);
  for (const id of sheetIds) {
    const doc = table('damages').find((d) => d.sheetId === id);
    if (!doc || !inScope(doc)) throw apiError(ERR.documentNotFound);
    if (!allowed(doc)) throw apiError(ERR.statusNotAllowed);
  }
  for (const id of sheetIds) {
    transitionDocument('liquidatedDamages', id, to, ctx);
    if (Object.keys(patch).length) updateRows('damages', (d) => d.sheetId === id, patch);
  }
  return { count: sheetIds.length };
}

/** The supplier accepts breaches (pending, or after a rejected dispute). */
export function confirmDamages(ctx: Ctx, body: Record<string, unknown>) {
  requireSupplier(ctx);
  return moveAll(ctx, list(body.sheetIds), canConfirmDamage, DAMAGE_STATUS.confirmed);
}

/** The supplier disputes pending breaches; SPEC §8 'dispute reason required'. */
export function disputeDamages(ctx: Ctx, body: Record<string, unknown>) {
  requireSupplier(ctx);
  const ids = list(body.sheetIds);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const reason = text(body.reason);
  if (!reason) throw apiError(DAMAGES_ERR.disputeReason);
  return moveAll(ctx, ids, canDisputeDamage, DAMAGE_STATUS.disputed, { disputeReason: reason });
}

/** The retailer accepts or rejects disputes; a rejection needs a reason. */
export function reviewDisputes(ctx: Ctx, body: Record<string, unknown>) {
  requireRetailerStaff(ctx);
  const ids = list(body.sheetIds);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const accept = body.accept === true || body.accept === 'true';
  const reason = text(body.reason);
  if (!accept && !reason) throw apiError(ERR.rejectReason);
  const to = accept ? DAMAGE_STATUS.accepted : DAMAGE_STATUS.rejected;
  return moveAll(ctx, ids, canReviewDispute, to, { reviewReason: reason || null });
}

export type DamageImportRow = {
  venderId: string;
  orderSheetId: string;
  shopId: string;
  breachType: string;
  amount: string | number;
  breachDate: string;
  remark?: string;
};

/** Problems of one import row (empty when it can be saved): the contract's cell rules, then its supplier and shop. */
export function importRowProblems(row: Record<string, unknown>): string[] {
  const problems: string[] = importCellProblems(row);
  const vendor = table('vendors').find((v) => v.venderId === text(row.venderId));
  if (!vendor && !problems.includes('venderId')) problems.push('venderId');
  const shopKnown = vendor && table('shops').some((s) => s.shopId === text(row.shopId) && s.buId === vendor.bu);
  if (!shopKnown && !problems.includes('shopId')) problems.push('shopId');
  return problems;
}

/** Breach import (SPEC §6 function permission): every row is checked, nothing is saved unless all pass. */
export function importDamages(ctx: Ctx, body: Record<string, unknown>): { count: number; sheetIds: string[] } {
  const user = requireUser(ctx);
  requireRetailerStaff(ctx);
  if (!user.rights.includes(IMPORT_RIGHT)) throw apiError(DAMAGES_ERR.noImportRight);
  const rows = Array.isArray(body.rows) ? (body.rows as Record<string, unknown>[]) : [];
  if (rows.length === 0) throw apiError(ERR.importEmpty);
  if (rows.some((r) => importRowProblems(r).length > 0)) throw apiError(DAMAGES_ERR.importInvalid);
  const today = mockToday().replace(/-/g, '');
  const sheetIds = rows.map((r) => {
    const vendor = table('vendors').find((v) => v.venderId === text(r.venderId))!;
    const shop = table('shops').find((s) => s.shopId === text(r.shopId))!;
    const sheetId = `WY${today}${String(90000 + nextId('damages')).padStart(5, '0')}`;
    insertRow('damages', {
      sheetId,
      sheetType: 'liquidated_damages',
      ...vendorKeyOf(vendor),
      status: DAMAGE_STATUS.pending,
      creator: user.emplName,
      checker: null,
      createDate: nowStamp(),
      checkDate: null,
      orderSheetId: text(r.orderSheetId),
      shopId: shop.shopId,
      shopName: shop.shopName,
      breachType: text(r.breachType),
      amount: Math.round(Number(text(r.amount)) * 100) / 100,
      breachDate: normalizeDate(text(r.breachDate), { loose: true })!,
      disputeReason: null,
      reviewReason: null,
      remark: text(r.remark),
      lines: [],
    });
    return sheetId;
  });
  return { count: sheetIds.length, sheetIds };
}
