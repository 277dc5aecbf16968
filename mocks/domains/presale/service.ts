import { table, updateRows } from '../../db';
import { nowStamp } from '../../db/clock';
import {
  AFTER_SALE_STATUS,
  ENTERED_FILTER,
  EXPRESS_IMPORT_MAX_ROWS,
  ORDER_STATUS,
  PRESALE_ERRORS as CODES,
  WAREHOUSE_STATUS,
  agreedStatus,
  canConfirmReceipt,
  canDecideAfterSale,
  isPackMaterial,
  packSizeProblems,
  shipProblem as orderShipProblem,
} from '@/features/presale/contract';
import type { AfterSale, PackInfo, PresaleOrder } from '@/features/presale/types';
import { apiError, ERR, fromContract } from '../../errors';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { vendorScope, type Ctx, requireSupplier } from '../../services/context';
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

/**
 * Presale and after-sale (SPEC §3 express_no, outerOrderNumber, outer_aftersale_number, apply_type,
 * reason; §4 states): the supplier ships paid orders of the delivery period with an express number
 * (one by one or from an Excel import, refused rows answered with their reason), keeps packing
 * information per goods, agrees to or rejects (with a reason) after-sale applications and confirms
 * the receipt of returned goods.
 */

export const PRESALE_ERR = {
  orderNotFound: fromContract(CODES.orderNotFound),
  notPaid: fromContract(CODES.notPaid),
  presalePeriod: fromContract(CODES.presalePeriod),
  expressNo: fromContract(CODES.expressNo),
  expressCompany: { code: CODES.expressCompany.code, message: catalogue('presale:import.company') },
  duplicateRow: fromContract(CODES.duplicateRow),
  packSize: fromContract(CODES.packSize),
  orderRequired: fromContract(CODES.orderRequired),
  expressRequired: fromContract(CODES.expressRequired),
  packMaterial: { code: CODES.packMaterial.code, message: tr('请选择包装材质', 'Please select the packing material') },
  packGoods: { code: CODES.packGoods.code, message: tr('商品不是预售商品', 'The goods are not sold in presale') },
} as const;

const between = (value: string, from: unknown, to: unknown) =>
  (isBlank(from) || value.slice(0, 10) >= String(from)) && (isBlank(to) || value.slice(0, 10) <= String(to));

// ---------------------------------------------------------------- presale orders

/** Params: orderNo, outerOrderNumber, status, stage, goodsId, expressNo, payTimeStart / payTimeEnd. */
export function queryOrders(ctx: Ctx, query: PageQuery): Page<PresaleOrder> {
  const inScope = vendorScope(ctx);
  const { payTimeStart, payTimeEnd, ...rest } = paramsOf(query);
  const rows = table('presaleOrders').filter(
    (o) => inScope(o) && matchesParams(o, rest) && between(o.payTime, payTimeStart, payTimeEnd),
  );
  return pageInOrder(rows, query, 'payTime desc,orderNo desc');
}

/** Why an order cannot ship with this express number, or null. */
function shipProblem(ctx: Ctx, input: Record<string, unknown>): { code: string; message: string } | null {
  const inScope = vendorScope(ctx);
  const order = table('presaleOrders').find((o) => o.outerOrderNumber === text(input.outerOrderNumber) && inScope(o));
  if (!order) return PRESALE_ERR.orderNotFound;
  const problem = orderShipProblem(order, input);
  return problem ? PRESALE_ERR[problem] : null;
}

function ship(input: Record<string, unknown>) {
  updateRows('presaleOrders', (o) => o.outerOrderNumber === text(input.outerOrderNumber), {
    status: ORDER_STATUS.shipped,
    expressCompany: text(input.expressCompany),
    expressNo: text(input.expressNo),
    shipTime: nowStamp(),
  });
}

/** One order: { outerOrderNumber, expressCompany, expressNo }; paid orders of the delivery period only. */
export function shipOrder(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  requireSupplier(ctx);
  if (isBlank(body.outerOrderNumber)) throw apiError(PRESALE_ERR.orderRequired);
  if (isBlank(body.expressNo)) throw apiError(PRESALE_ERR.expressRequired);
  const problem = shipProblem(ctx, body);
  if (problem) throw apiError(problem);
  ship(body);
  return { count: 1 };
}

export type ShipRowProblem = { row: number; outerOrderNumber: string; code: string; message: string };

/**
 * Express numbers from Excel: { rows: [{ row, outerOrderNumber, expressCompany, expressNo }] }. Each
 * good row ships; each refused row is answered with its sheet row number and reason (the others still ship).
 */
export function importExpress(ctx: Ctx, body: Record<string, unknown>): { count: number; errors: ShipRowProblem[] } {
  requireSupplier(ctx);
  const rows = Array.isArray(body.rows) ? (body.rows as Record<string, unknown>[]) : [];
  if (rows.length === 0) throw apiError(ERR.importEmpty);
  if (rows.length > EXPRESS_IMPORT_MAX_ROWS) throw apiError(ERR.paramMissing);
  const errors: ShipRowProblem[] = [];
  const seen = new Set<string>();
  let count = 0;
  rows.forEach((r, i) => {
    const row = Number(r.row) || i + 2;
    const outerOrderNumber = text(r.outerOrderNumber);
    const problem = seen.has(outerOrderNumber) ? PRESALE_ERR.duplicateRow : shipProblem(ctx, r);
    seen.add(outerOrderNumber);
    if (problem) {
      const code = Object.entries(PRESALE_ERR).find(([, e]) => e === problem)![0];
      errors.push({ row, outerOrderNumber, code, message: problem.message });
      return;
    }
    ship(r);
    count += 1;
  });
  return { count, errors };
}

// ---------------------------------------------------------------- packing information

/** Params: goodsId, goodsName, barcode, entered ('1' entered, '0' waiting). */
export function queryPacks(ctx: Ctx, query: PageQuery): Page<PackInfo> {
  const inScope = vendorScope(ctx);
  const { entered, ...rest } = paramsOf(query);
  const rows = table('presalePacks').filter(
    (p) =>
      inScope(p) &&
      matchesParams(p, rest) &&
      (isBlank(entered) || (p.updateTime !== null) === (entered === ENTERED_FILTER.entered)),
  );
  return pageInOrder(rows, query, 'goodsId asc');
}

/** Saves the packing information of one presale goods: sizes (cm), weight (kg), pieces per parcel above 0. */
export function savePack(ctx: Ctx, body: Record<string, unknown>): PackInfo {
  requireSupplier(ctx);
  const inScope = vendorScope(ctx);
  const pack = table('presalePacks').find((p) => p.goodsId === text(body.goodsId) && inScope(p));
  if (!pack) throw apiError(PRESALE_ERR.packGoods);
  if (packSizeProblems(body)) throw apiError(PRESALE_ERR.packSize);
  if (!isPackMaterial(body.packMaterial)) throw apiError(PRESALE_ERR.packMaterial);
  const round = (v: unknown, d: number) => Math.round(Number(v) * 10 ** d) / 10 ** d;
  Object.assign(pack, {
    packLength: round(body.packLength, 1),
    packWidth: round(body.packWidth, 1),
    packHeight: round(body.packHeight, 1),
    packWeight: round(body.packWeight, 3),
    piecesPerParcel: Number(body.piecesPerParcel),
    packMaterial: text(body.packMaterial),
    updateTime: nowStamp(),
  });
  updateRows('presalePacks', (p) => p === pack, {});
  return pack;
}

// ---------------------------------------------------------------- after-sale

/** Params: afterSaleNo, outerAftersaleNumber, outerOrderNumber, applyType, status, warehouseStatus, applyTimeStart / applyTimeEnd. */
export function queryAfterSales(ctx: Ctx, query: PageQuery): Page<AfterSale> {
  const inScope = vendorScope(ctx);
  const { applyTimeStart, applyTimeEnd, ...rest } = paramsOf(query);
  const rows = table('afterSales').filter(
    (a) => inScope(a) && matchesParams(a, rest) && between(a.applyTime, applyTimeStart, applyTimeEnd),
  );
  return pageInOrder(rows, query, 'applyTime desc,afterSaleNo desc');
}

/** Checks every application first, then changes them: one refused leaves all unchanged. */
function handle(
  ctx: Ctx,
  ids: string[],
  allowed: (a: AfterSale) => boolean,
  patch: (a: AfterSale) => Partial<AfterSale>,
): { count: number } {
  requireSupplier(ctx);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const inScope = vendorScope(ctx);
  const found = ids.map((id) => table('afterSales').find((a) => a.afterSaleNo === id && inScope(a)));
  if (found.some((a) => !a)) throw apiError(ERR.documentNotFound);
  if (found.some((a) => !allowed(a!))) throw apiError(ERR.statusNotAllowed);
  const handleTime = nowStamp();
  for (const a of found) updateRows('afterSales', (r) => r === a, { ...patch(a!), handleTime });
  return { count: ids.length };
}

/** Agree to pending-review applications: a physical return waits for the goods, the others for the refund. */
export function agree(ctx: Ctx, body: Record<string, unknown>) {
  return handle(ctx, list(body.afterSaleNos), canDecideAfterSale, (a) => ({ status: agreedStatus(a) }));
}

/** Reject pending-review applications; the reason is required (SPEC §5 rejection reason). */
export function reject(ctx: Ctx, body: Record<string, unknown>) {
  const reason = text(body.reason);
  if (list(body.afterSaleNos).length > 0 && !reason) throw apiError(ERR.rejectReason);
  return handle(ctx, list(body.afterSaleNos), canDecideAfterSale, () => ({
    status: AFTER_SALE_STATUS.rejected,
    rejectReason: reason,
  }));
}

/** Confirm the receipt of returned goods (pending return): in stock, and the refund is next. */
export function confirmReceipt(ctx: Ctx, body: Record<string, unknown>) {
  return handle(ctx, list(body.afterSaleNos), canConfirmReceipt, () => ({
    status: AFTER_SALE_STATUS.pendingRefund,
    warehouseStatus: WAREHOUSE_STATUS.inStock,
  }));
}
