import { insertRow, nextId, table } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import { acceptanceLinesOfOrder, acceptanceOfOrder, DC_RECEIVER } from './seed';
import type { AcceptanceRow } from './tables';
import type { Acceptance, AcceptanceLine } from '@/features/acceptance/types';
import { apiError, ERR } from '../../errors';
import { catalogue } from '../../catalogue';
import { vendorScope, type Ctx } from '../../services/context';
import { lineGoods, transitionDocument } from '../../services/documents';
import { filterRows, requireSupplier, sheetIdsOf, siteNames, vendorNames, xlsResponse } from '../../services/docList';
import { codeAndName, exportColumns, labelOf } from '../../services/exportColumns';
import { sortRows, type Page, type PageQuery, pageInOrder } from '../../services/paging';
import { recordBusinessDocument } from '../../shared/settlementDocuments';
import {
  ACCEPTANCE_COLUMNS,
  ACCEPTANCE_STATUS,
  ACCEPTANCE_STATUSES,
  SHEET_TYPES,
  canConfirmAcceptance,
} from '@/features/acceptance/contract';
import { DOC_TYPE } from '@/features/settlement/contract';
import { vendorKeyOf } from '../../db/tables';

/**
 * Acceptance (receipt) documents (SPEC §2 /acceptance-management/acceptancedoc_query and
 * /s/acceptance/search): the generic table query, the lines, the .xls export and the supplier's
 * confirmation (to be confirmed → confirmed, the contract's canConfirmAcceptance; the 'acceptance' to-do drops). A supplier sees its selected combination,
 * the retailer every supplier. `receiveOrder` makes the acceptance of an order received at its
 * store or transfer DC.
 *
 * Params: sheetId, orderSheetId, shopId (prefix), sheetType, status ('pending' = the caller's
 * pending statuses), receiptDateStart/End, createDateStart/End, venderId (retailer only).
 */

const DEFAULT_ORDER = 'receiptDate desc,sheetId desc';
const round3 = (n: number) => Math.round(n * 1000) / 1000;

function matching(ctx: Ctx, query: PageQuery): Acceptance[] {
  const vendors = vendorNames();
  const sites = siteNames();
  return filterRows(ctx, table('acceptances'), query, { kind: 'acceptance' }).map((a) => ({
    ...a,
    venderName: vendors.get(`${a.bu}/${a.venderId}`) ?? '',
    shopName: sites.get(a.shopId) ?? '',
    diffQty: round3(a.receivedQty - a.orderQty),
  }));
}

export function queryAcceptances(ctx: Ctx, query: PageQuery): Page<Acceptance> {
  return pageInOrder(matching(ctx, query), query, DEFAULT_ORDER);
}

function visible(ctx: Ctx, sheetId: string): AcceptanceRow {
  const doc = table('acceptances').find((a) => a.sheetId === sheetId);
  if (!doc || !vendorScope(ctx)(doc)) throw apiError(ERR.documentNotFound);
  return doc;
}

/** The lines of one acceptance with goods name, barcode, unit and received − ordered. */
export function acceptanceLines(ctx: Ctx, body: Record<string, unknown>): AcceptanceLine[] {
  const doc = visible(ctx, String(body.sheetId ?? ''));
  const goodsOf = lineGoods();
  return table('acceptanceLines')
    .filter((l) => l.sheetId === doc.sheetId)
    .sort((a, b) => a.lineNo - b.lineNo)
    .map((l) => {
      const { goodsName, barcode, unit } = goodsOf(l.goodsId);
      return { ...l, goodsName, barcode, unit, diffQty: round3(l.receivedQty - l.orderQty) };
    });
}

/**
 * The supplier confirms ticked acceptances: all or none (a document not in scope → B0404, one not
 * pending → B0400 当前单据不允许此操作). A confirmed receipt enters settlement as a settlement document.
 */
export function confirmAcceptances(ctx: Ctx, body: Record<string, unknown>): { confirmed: number } {
  requireSupplier(ctx);
  const ids = sheetIdsOf(body);
  if (!ids.every((id) => canConfirmAcceptance(visible(ctx, id)))) throw apiError(ERR.statusNotAllowed);
  for (const id of ids) {
    transitionDocument('acceptance', id, ACCEPTANCE_STATUS.confirmed, ctx);
    const a = visible(ctx, id);
    recordBusinessDocument({
      ...vendorKeyOf(a),
      docType: DOC_TYPE.receipt,
      sourceSheetId: a.sheetId,
      shopId: a.shopId,
      docDate: a.receiptDate,
      amount: a.amount,
      creator: a.creator,
    });
  }
  return { confirmed: ids.length };
}

/**
 * An order was received at its store or transfer DC: its pending acceptance, with the order's
 * lines (idempotent: an order has one acceptance).
 */
export function receiveOrder(orderSheetId: string, receiver = DC_RECEIVER): AcceptanceRow {
  const existing = table('acceptances').find((a) => a.orderSheetId === orderSheetId);
  if (existing) return existing;
  const order = table('orderNotices').find((o) => o.sheetId === orderSheetId);
  if (!order) throw apiError(ERR.documentNotFound);
  const today = mockToday();
  const sheetId = `YS${today.replace(/-/g, '')}${String(90000 + nextId('acceptance')).padStart(5, '0')}`;
  const lines = acceptanceLinesOfOrder(
    sheetId,
    table('orderNoticeLines').filter((l) => l.sheetId === orderSheetId),
    table('goods'),
  );
  const row = { ...acceptanceOfOrder(order, sheetId, lines, today, nowStamp()), creator: receiver };
  for (const line of lines) insertRow('acceptanceLines', line);
  return insertRow('acceptances', row);
}

/** The list's columns as the screen shows them (the contract's), each cell as the server writes it. */
const statusText = labelOf(ACCEPTANCE_STATUSES);
const sheetTypeText = labelOf(SHEET_TYPES);
const COLUMNS = exportColumns<Acceptance>(ACCEPTANCE_COLUMNS, {
  sheetType: (a) => sheetTypeText(a.sheetType),
  status: (a) => statusText(a.status),
  venderId: (a) => codeAndName(a.venderId, a.venderName),
  shopId: (a) => codeAndName(a.shopId, a.shopName),
});

/** Every matching acceptance (no paging) as .xls. */
export function exportAcceptances(ctx: Ctx, query: PageQuery): Promise<Response> {
  return xlsResponse(ctx, sortRows(matching(ctx, query), query.orderBy || DEFAULT_ORDER), COLUMNS, {
    name: 'acceptance',
    title: catalogue('acceptance:exportFileName'),
  });
}
