import { saveGoodsRow, table } from '../../db';
import { nowStamp } from '../../db/clock';
import type { InventoryRow } from '@/features/inventory/types';
import {
  ENTERED,
  INVENTORY_ERRORS,
  SUPPLY,
  figureMessageKey,
  inventoryProblems,
  type InventoryFigure,
} from '@/features/inventory/contract';
import { NOTICE_STATUS } from '@/features/orders/contract';
import { apiError, ERR } from '../../errors';
import { catalogue } from '../../catalogue';
import { isRetailer, requireUser, vendorScope, type Ctx } from '../../services/context';
import { isBlank, matchesParams, paramsOf, type Page, type PageQuery, pageInOrder, text } from '../../services/paging';
import { fieldsOf, vendorKeyOf } from '../../db/tables';

/**
 * Inventory collaboration (SPEC §3 inventory collect: production cycle in days, allocable and
 * in-production inventory in cases, §9 unit cases): the supplier enters its figures per goods; the
 * retailer reads every supplier's, with the goods short against open order notices (unconfirmed
 * or confirmed, not yet shipped).
 */

export const INVENTORY_ERR = {
  goods: { code: INVENTORY_ERRORS.goods.code, message: catalogue('errors:productNotExist') },
} as const;
/** The refusal of a figure out of its range: the client's own message of it. */
const figureError = (name: InventoryFigure) => ({
  code: INVENTORY_ERRORS.figure.code,
  message: catalogue(figureMessageKey(name)),
});

/** Order notice statuses still to deliver: unconfirmed, confirmed. */
export const OPEN_ORDER_STATUSES: string[] = [NOTICE_STATUS.unconfirmed, NOTICE_STATUS.confirmed];

/** Pieces on open order notices per `${bu}/${goodsId}`. */
function openOrderQty(): Map<string, number> {
  const open = new Map(
    table('orderNotices')
      .filter((n) => OPEN_ORDER_STATUSES.includes(n.status))
      .map((n) => [n.sheetId, n.bu]),
  );
  const out = new Map<string, number>();
  for (const l of table('orderNoticeLines')) {
    const bu = open.get(l.sheetId);
    if (bu === undefined) continue;
    const key = `${bu}/${l.goodsId}`;
    out.set(key, (out.get(key) ?? 0) + l.orderQty);
  }
  return out;
}

/**
 * Params: venderId (retailer), goodsId, goodsName, barcode, entered ('1' / '0'), short ('1' goods
 * short against open orders). Every goods of the suppliers in scope, entered or not.
 */
export function queryInventory(ctx: Ctx, query: PageQuery): Page<InventoryRow> {
  const inScope = vendorScope(ctx);
  const { entered, ...rest } = paramsOf(query);
  if (!isRetailer(ctx)) delete rest.venderId;
  const entries = new Map(table('inventoryEntries').map((e) => [`${e.bu}/${e.goodsId}`, e]));
  const names = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  const ordered = openOrderQty();
  const rows: InventoryRow[] = table('goods')
    .filter(inScope)
    .map((g) => {
      const key = `${g.bu}/${g.goodsId}`;
      const e = entries.get(key);
      const qty = Math.round((ordered.get(key) ?? 0) * 1000) / 1000;
      const openOrderCases = e ? Math.ceil(qty / e.unitsPerCase) : null;
      const shortCases = e ? Math.max(0, openOrderCases! - e.allocableCases) : null;
      return {
        ...vendorKeyOf(g),
        ...fieldsOf(g, ['goodsId', 'goodsName', 'barcode']),
        venderName: names.get(`${g.bu}/${g.venderId}`) ?? '',
        productionCycle: e?.productionCycle ?? null,
        unitsPerCase: e?.unitsPerCase ?? null,
        allocableCases: e?.allocableCases ?? null,
        inProductionCases: e?.inProductionCases ?? null,
        openOrderQty: qty,
        openOrderCases,
        shortCases,
        short: (e ? shortCases! > 0 : qty > 0) ? SUPPLY.short : SUPPLY.enough,
        updateTime: e?.updateTime ?? null,
        updater: e?.updater ?? null,
      };
    })
    .filter(
      (r) => matchesParams(r, rest) && (isBlank(entered) || (r.updateTime !== null) === (entered === ENTERED.yes)),
    );
  return pageInOrder(rows, query, 'venderId asc,goodsId asc');
}

/** The supplier enters or updates the figures of one of its goods. */
export function saveInventory(ctx: Ctx, body: Record<string, unknown>): { goodsId: string } {
  const user = requireUser(ctx);
  if (user.userType !== 2) throw apiError(ERR.supplierOnly);
  const inScope = vendorScope(ctx);
  const goods = table('goods').find((g) => g.goodsId === text(body.goodsId) && inScope(g));
  if (!goods) throw apiError(INVENTORY_ERR.goods);
  const wrong = inventoryProblems(body);
  if (wrong) throw apiError(figureError(wrong[0]));
  const vendor = table('vendors').find((v) => v.venderId === goods.venderId && v.bu === goods.bu);
  const values = {
    productionCycle: Number(body.productionCycle),
    unitsPerCase: Number(body.unitsPerCase),
    allocableCases: Number(body.allocableCases),
    inProductionCases: Number(body.inProductionCases),
    updateTime: nowStamp(),
    updater: vendor?.venderName ?? user.emplName,
  };
  saveGoodsRow('inventoryEntries', goods, values);
  return { goodsId: goods.goodsId };
}
