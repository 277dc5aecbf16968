import { insertRow, nextId, table, updateRows } from '../../db';
import { nowStamp } from '../../db/clock';
import { returnDocIdOf, returnDocOf } from './seed';
import type { ReturnDocRow, ReturnMemoRow, ReturnNoticeRow } from './tables';
import type { ReturnDoc, ReturnLine, ReturnMemo, ReturnNotice } from '@/features/returns/types';
import { apiError, ERR } from '../../errors';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { vendorScope, type Ctx } from '../../services/context';
import { lineGoods, transitionDocument } from '../../services/documents';
import {
  filterRows,
  requireRetailer,
  requireSupplier,
  sheetIdsOf,
  siteNames,
  vendorNames,
  xlsResponse,
} from '../../services/docList';
import { codeAndName, exportColumns, labelOf } from '../../services/exportColumns';
import { isBlank, sortRows, type Page, type PageQuery, pageInOrder } from '../../services/paging';
import { recordBusinessDocument } from '../../shared/settlementDocuments';
import {
  DOC_COLUMNS,
  DOC_STATUS,
  DOC_STATUSES,
  GOODS_KINDS,
  NOTICE_COLUMNS,
  NOTICE_STATUS,
  NOTICE_STATUSES,
  RETURNS_ERRORS,
  SHEET_TYPES,
  canConfirmNotice,
  canExecuteReturn,
  memoMessageKey,
  memoProblems,
} from '@/features/returns/contract';
import { DOC_TYPE } from '@/features/settlement/contract';
import { vendorKeyOf } from '../../db/tables';

/**
 * Returns (SPEC §2 returnnoticedoc_query, returndoc_query, /s/reorder/return-sales and
 * return-sales-memo; §9 return policy):
 * - return notices: query, lines, export; the supplier confirms ticked notices (0 → 1, the
 *   'return notice' to-do drops) and each confirmation makes the notice's return document;
 * - return documents: query, lines (the notice's), export; the retailer executes a return
 *   (document 0 → 1, its notice 1 → 2: the retailer's 'return notice' to-do drops);
 * - memos: notes the retailer keeps on return documents (query, add, edit; text required).
 * Lists are scoped by vendorScope (a supplier its selected combination, the retailer all).
 */

/** The contract's memo refusals with the client's own texts; a memo not found is the server's own. */
const MEMO_MSG = {
  textRequired: { code: RETURNS_ERRORS.textRequired.code, message: catalogue(memoMessageKey('textRequired')) },
  textTooLong: { code: RETURNS_ERRORS.textTooLong.code, message: catalogue(memoMessageKey('textTooLong')) },
  notFound: { code: RETURNS_ERRORS.memoNotFound.code, message: tr('备忘不存在', 'Memo does not exist') },
};

const byNewest = 'createDate desc,sheetId desc';

function withNames<T extends { bu: string; venderId: string; shopId: string }>(
  rows: T[],
): Array<T & { venderName: string; shopName: string }> {
  const vendors = vendorNames();
  const sites = siteNames();
  return rows.map((r) => ({
    ...r,
    venderName: vendors.get(`${r.bu}/${r.venderId}`) ?? '',
    shopName: sites.get(r.shopId) ?? '',
  }));
}

function visible<T extends ReturnNoticeRow | ReturnDocRow>(ctx: Ctx, rows: readonly T[], sheetId: unknown): T {
  const doc = rows.find((r) => r.sheetId === String(sheetId ?? ''));
  if (!doc || !vendorScope(ctx)(doc)) throw apiError(ERR.documentNotFound);
  return doc;
}

function linesOf(noticeSheetId: string): ReturnLine[] {
  const goodsOf = lineGoods();
  return table('returnNoticeLines')
    .filter((l) => l.sheetId === noticeSheetId)
    .sort((a, b) => a.lineNo - b.lineNo)
    .map((l) => {
      const { goodsName, barcode, unit } = goodsOf(l.goodsId);
      return { ...l, goodsName, barcode, unit };
    });
}

// ---------------------------------------------------------------- return notices
function matchingNotices(ctx: Ctx, query: PageQuery): ReturnNotice[] {
  return withNames(filterRows(ctx, table('returnNotices'), query, { kind: 'returnNotice' }));
}

export function queryReturnNotices(ctx: Ctx, query: PageQuery): Page<ReturnNotice> {
  return pageInOrder(matchingNotices(ctx, query), query, byNewest);
}

export function returnNoticeLines(ctx: Ctx, body: Record<string, unknown>): ReturnLine[] {
  return linesOf(visible(ctx, table('returnNotices'), body.sheetId).sheetId);
}

/** The supplier confirms ticked notices, all or none (B0400 for one that is not pending); each gets its return document. */
export function confirmReturnNotices(
  ctx: Ctx,
  body: Record<string, unknown>,
): { confirmed: number; returnDocs: string[] } {
  requireSupplier(ctx);
  const ids = sheetIdsOf(body);
  for (const id of ids)
    if (!canConfirmNotice(visible(ctx, table('returnNotices'), id))) throw apiError(ERR.statusNotAllowed);
  const made: string[] = [];
  for (const id of ids) {
    transitionDocument('returnNotice', id, NOTICE_STATUS.confirmed, ctx);
    const notice = table('returnNotices').find((n) => n.sheetId === id)!;
    const doc = returnDocOf(
      notice,
      table('returnNoticeLines').filter((l) => l.sheetId === id),
      returnDocIdOf(id),
      nowStamp(),
    );
    insertRow('returnDocs', { ...doc, creator: ctx.user!.emplName });
    made.push(doc.sheetId);
  }
  return { confirmed: ids.length, returnDocs: made };
}

// ---------------------------------------------------------------- return documents
function matchingDocs(ctx: Ctx, query: PageQuery): ReturnDoc[] {
  const notices = new Map(table('returnNotices').map((n) => [n.sheetId, n.status]));
  // 'pending' on this list: documents whose notice is pending for the caller (the retailer's to-do).
  const pending = (d: ReturnDocRow, statuses: readonly string[]) =>
    statuses.includes(notices.get(d.noticeSheetId) ?? '');
  return withNames(filterRows(ctx, table('returnDocs'), query, { kind: 'returnNotice', test: pending }));
}

export function queryReturnDocs(ctx: Ctx, query: PageQuery): Page<ReturnDoc> {
  return pageInOrder(matchingDocs(ctx, query), query, byNewest);
}

export function returnDocLines(ctx: Ctx, body: Record<string, unknown>): ReturnLine[] {
  return linesOf(visible(ctx, table('returnDocs'), body.sheetId).noticeSheetId).map((l) => ({
    ...l,
    sheetId: String(body.sheetId),
  }));
}

/**
 * The retailer executes ticked returns (goods left): document 0 → 1 and its notice 1 → 2; all or none.
 * An executed return enters settlement as a settlement document of a negative amount.
 */
export function executeReturnDocs(ctx: Ctx, body: Record<string, unknown>): { executed: number } {
  requireRetailer(ctx);
  const ids = sheetIdsOf(body);
  const docs = ids.map((id) => visible(ctx, table('returnDocs'), id));
  if (!docs.every(canExecuteReturn)) throw apiError(ERR.statusNotAllowed);
  const time = nowStamp();
  for (const d of docs) {
    transitionDocument('returnNotice', d.noticeSheetId, NOTICE_STATUS.completed, ctx);
    updateRows('returnDocs', (r) => r.sheetId === d.sheetId, {
      status: DOC_STATUS.executed,
      checker: ctx.user!.emplName,
      checkDate: time,
    });
    recordBusinessDocument({
      ...vendorKeyOf(d),
      docType: DOC_TYPE.return,
      sourceSheetId: d.sheetId,
      shopId: d.shopId,
      docDate: d.returnDate,
      amount: -d.amount,
      creator: d.creator,
    });
  }
  return { executed: docs.length };
}

// ---------------------------------------------------------------- memos
function matchingMemos(ctx: Ctx, query: PageQuery): ReturnMemo[] {
  requireRetailer(ctx);
  const vendors = vendorNames();
  const docs = new Map(table('returnDocs').map((d) => [d.sheetId, d.status]));
  return filterRows(ctx, table('returnMemos'), query, { kind: 'returnNotice' }).map((m) => ({
    ...m,
    venderName: vendors.get(`${m.bu}/${m.venderId}`) ?? '',
    docStatus: docs.get(m.sheetId) ?? '',
  }));
}

export function queryReturnMemos(ctx: Ctx, query: PageQuery): Page<ReturnMemo> {
  return pageInOrder(matchingMemos(ctx, query), query, 'createDate desc,memoId desc');
}

/** Adds a memo to a return document, or (with memoId) changes its text, by the contract's memoProblems. */
export function saveReturnMemo(ctx: Ctx, body: Record<string, unknown>): ReturnMemoRow {
  requireRetailer(ctx);
  const problem = memoProblems(body);
  if (problem) throw apiError(MEMO_MSG[problem.text]);
  const text = String(body.text).trim();
  const time = nowStamp();
  if (!isBlank(body.memoId)) {
    const memo = table('returnMemos').find((m) => m.memoId === String(body.memoId));
    if (!memo) throw apiError(MEMO_MSG.notFound);
    return updateRows('returnMemos', (m) => m.memoId === memo.memoId, {
      text,
      modifier: ctx.user!.emplName,
      modifyDate: time,
    })[0];
  }
  const doc = visible(ctx, table('returnDocs'), body.sheetId);
  return insertRow('returnMemos', {
    memoId: `M${String(900000 + nextId('returnMemo'))}`,
    sheetId: doc.sheetId,
    ...vendorKeyOf(doc),
    text,
    creator: ctx.user!.emplName,
    createDate: time,
    modifier: null,
    modifyDate: null,
  });
}

// ---------------------------------------------------------------- exports
// The lists' columns as the screens show them (the contract's), each cell as the server writes it.
const sheetTypeText = labelOf(SHEET_TYPES);
const shared = {
  sheetType: (r: ReturnNotice | ReturnDoc) => sheetTypeText(r.sheetType),
  venderId: (r: ReturnNotice | ReturnDoc) => codeAndName(r.venderId, r.venderName),
  shopId: (r: ReturnNotice | ReturnDoc) => codeAndName(r.shopId, r.shopName),
};
const noticeStatusText = labelOf(NOTICE_STATUSES);
const goodsKindText = labelOf(GOODS_KINDS);
const EXPORT_NOTICE_COLUMNS = exportColumns<ReturnNotice>(NOTICE_COLUMNS, {
  ...shared,
  status: (r) => noticeStatusText(r.status),
  goodsKind: (r) => goodsKindText(r.goodsKind),
});
const docStatusText = labelOf(DOC_STATUSES);
const EXPORT_DOC_COLUMNS = exportColumns<ReturnDoc>(DOC_COLUMNS, { ...shared, status: (r) => docStatusText(r.status) });

export function exportReturnNotices(ctx: Ctx, query: PageQuery): Promise<Response> {
  return xlsResponse(ctx, sortRows(matchingNotices(ctx, query), query.orderBy || byNewest), EXPORT_NOTICE_COLUMNS, {
    name: 'return-notices',
    title: catalogue('returns:noticeExportFileName'),
  });
}

export function exportReturnDocs(ctx: Ctx, query: PageQuery): Promise<Response> {
  return xlsResponse(ctx, sortRows(matchingDocs(ctx, query), query.orderBy || byNewest), EXPORT_DOC_COLUMNS, {
    name: 'return-documents',
    title: catalogue('returns:docExportFileName'),
  });
}
