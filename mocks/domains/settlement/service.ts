import { insertRow, nextId, table, updateRows } from '../../db';
import { addDays, mockToday, nowStamp } from '../../db/clock';
import type {
  Dispute,
  DisputeItem,
  DisputeRecord,
  ESignStatus,
  Expense,
  HoldReason,
  LedgerKind,
  SettleDoc,
  SettleSheet,
  SettleSheetRecord,
  TimelineEvent,
  Totals,
} from '@/features/settlement/types';
import type { UploadedFile } from '@/api/types';
import { fieldsOf, vendorKeyOf, type VendorKey } from '../../db/tables';
import { apiError, ERR, type ErrDef, fromContract } from '../../errors';
import { REFUSED } from './refusals';
import { download, storeFile } from '../../services/files';
import { renderPdf, sealPdf } from '../../services/pdfDoc';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { requireUser, vendorScope, type Ctx, requireSupplier } from '../../services/context';
import { scopedRows as scoped } from '../../services/docList';
import { invoiceDataOf } from '../../shared/invoiceData';
import { recordBusinessDocument } from '../../shared/settlementDocuments';
import { isBlank, paramsOf, type Page, type PageQuery, pageInOrder, text, list } from '../../services/paging';
import { namedUpload, requireImageOrPdf, requireWithinLimit } from '../../services/uploads';
import {
  CULL_MODES,
  DISPUTE_SOURCE,
  DISPUTE_STATUS,
  DOC_STATUS,
  DOC_TYPE,
  EXPENSE_STATUS,
  INVOICE_STATUS,
  LEDGER_KINDS,
  LEDGER_STATUS,
  LETTER_STATUS,
  MAX_EVIDENCE,
  SETTLEMENT_ERRORS as CODES,
  SHEET_STATUS,
  SIGN_BIZ_TYPES,
  canApplyForPayment,
  canConfirmExpense,
  canConfirmInvoice,
  canConfirmWithdrawal,
  canCullDoc,
  canCullFromSheet,
  canDisputeExpense,
  canMergeDoc,
  canPaySheet,
  canPrintLetter,
  canReceiveInvoice,
  canRegenerateInvoice,
  canSaveLetter,
  canSignLetter,
  isPrintedForSigning,
  signTimeProblem,
  type CullMode,
} from '@/features/settlement/contract';
import { CERT_STATUS } from '@/features/sealApplication/contract';
import { DISPUTE_DAYS, PAYMENT_TERM_DAYS, cents, sheetTotals } from './model';
import { daysBetween } from '@/lib/dates';

/**
 * Settlement I (SPEC §2 settlement management, §4 states, §5 rules, §8 messages; docs/API.md
 * "Settlement"). The supplier confirms or disputes OI expense documents (a reason, evidence
 * images), merges settlement documents into a sheet and culls documents from a new sheet (dispute,
 * delay, cancel), confirms or regenerates the sheet's invoice data, saves, prints and e-signs its
 * confirmation letter and applies for payment. The retailer's side answers on its desks: disputes
 * (./desk.ts) and the invoice received and the payment (./paydesk.ts), through the transitions here,
 * which the mock control routes call too.
 */

export const SETTLEMENT_ERR = {
  disputeReason: { code: CODES.disputeReason.code, message: tr('争议原因不能为空', 'The dispute reason is required') },
  evidenceInvalid: fromContract(CODES.evidenceInvalid),
  disputeClosed: fromContract(CODES.disputeClosed),
  mergeMixed: fromContract(CODES.mergeMixed),
  signingRequired: fromContract(CODES.signingRequired),
  signTimeFormat: fromContract(CODES.signTimeFormat),
  signTimeFuture: {
    code: CODES.signing.code,
    message: catalogue('settlement:letter.signTimeFuture'),
  },
  saveTextFirst: fromContract(CODES.saveTextFirst),
  printFirst: fromContract(CODES.printFirst),
  eSignContract: fromContract(CODES.eSignContract),
  selectToConfirmOrPrint: fromContract(CODES.selectToConfirmOrPrint),
} as const;

/** Signing business types of the confirmation letter (the contract's): 1 purchase, 2 joint operation, 3 consignment. */
const SIGN_BIZ_CODES = SIGN_BIZ_TYPES.map((o) => o.value);

const byName = (ctx: Ctx) => requireUser(ctx).emplName;

/** The caller's documents of `ids`, every one found and in scope, else B0404; none ticked: `empty`. */
function pick<T extends VendorKey>(
  ctx: Ctx,
  rows: T[],
  ids: string[],
  idOf: (r: T) => string,
  empty: { code: string; message: string } = ERR.selectFirst,
): T[] {
  if (ids.length === 0) throw apiError(empty);
  const inScope = vendorScope(ctx);
  return ids.map((id) => {
    const row = rows.find((r) => idOf(r) === id);
    if (!row || !inScope(row)) throw apiError(ERR.documentNotFound);
    return row;
  });
}

const totalsOf = (rows: { amount: number }[]): Totals => ({
  count: rows.length,
  amount: cents(rows.reduce((s, r) => s + Math.round(r.amount * 100), 0) / 100),
});

// ------------------------------------------------------------------ OI expense documents

/** Params: sheetId, status, expenseType, shopId, venderId (retailer), feeDateStart / feeDateEnd. */
export function queryExpenses(ctx: Ctx, query: PageQuery): Page<Expense> {
  const today = mockToday();
  const rows = scoped(ctx, table('expenseDocs'), query).map((e) => ({
    ...e,
    daysLeft: daysBetween(today, e.disputeDeadline),
  }));
  return pageInOrder(rows, query, 'feeDate desc,sheetId desc');
}

/** SPEC §9 totals of the whole query (the client waits 60000 ms). */
export const expenseTotals = (ctx: Ctx, query: PageQuery) => totalsOf(scoped(ctx, table('expenseDocs'), query));

/** The supplier accepts expenses to confirm: each becomes a deduction waiting to be settled. */
export function confirmExpenses(ctx: Ctx, body: Record<string, unknown>) {
  requireSupplier(ctx);
  const docs = pick(ctx, table('expenseDocs'), list(body.sheetIds), (e) => e.sheetId);
  if (!docs.every(canConfirmExpense)) throw apiError(REFUSED.confirmExpense);
  for (const e of docs) {
    updateRows('expenseDocs', (x) => x.sheetId === e.sheetId, {
      status: EXPENSE_STATUS.confirmed,
      checker: byName(ctx),
      checkDate: nowStamp(),
    });
    addDeduction(e.sheetId);
  }
  return { count: docs.length };
}

/** An expense as a settlement document not yet extracted (after a confirm, or what a dispute left of it). */
function addDeduction(expenseId: string, charged?: number) {
  const e = table('expenseDocs').find((x) => x.sheetId === expenseId)!;
  recordBusinessDocument({
    ...vendorKeyOf(e),
    docType: DOC_TYPE.deduction,
    sourceSheetId: e.sheetId,
    shopId: e.shopId,
    docDate: mockToday(),
    amount: -(charged ?? e.amount),
    creator: e.creator,
  });
}

/** SPEC §5 evidence: images or PDF files, at most five, each within the limit of its kind (image 1MB, PDF 2MB). */
function evidenceOf(value: unknown): UploadedFile[] {
  if (isBlank(value)) return [];
  const files = Array.isArray(value) ? (value as UploadedFile[]) : null;
  if (!files || files.length > MAX_EVIDENCE || files.some((f) => !f || typeof f.fileUrl !== 'string'))
    throw apiError(SETTLEMENT_ERR.evidenceInvalid);
  for (const { kind, size } of files.map(namedUpload))
    requireWithinLimit({ kind: requireImageOrPdf(kind, SETTLEMENT_ERR.evidenceInvalid), size });
  return files.map(({ fileUrl, fileName, size }) => ({ fileUrl, fileName, size: Number(size) || 0 }));
}

function openCase(
  ctx: Ctx,
  source: DisputeRecord['source'],
  items: { venderId: string; bu: string; partnerId: string; sheetId: string; amount: number }[],
  reason: string,
  evidence: UploadedFile[],
  deadline: string,
): string {
  const today = mockToday();
  const disputeId = `ZY${today.replace(/-/g, '')}${String(90000 + nextId('dispute')).padStart(5, '0')}`;
  insertRow('disputes', {
    ...vendorKeyOf(items[0]),
    disputeId,
    status: DISPUTE_STATUS.open,
    source,
    itemIds: items.map((i) => i.sheetId),
    itemCount: items.length,
    amount: cents(Math.abs(items.reduce((s, i) => s + i.amount, 0))),
    reason,
    evidence,
    creator: byName(ctx),
    createDate: nowStamp(),
    deadline,
    answer: null,
    answerBy: null,
    answerDate: null,
    reversedAmount: 0,
  });
  return disputeId;
}

/** SPEC §5: ticked expenses to confirm, within their dispute period, a reason, evidence images; one case for all. */
export function disputeExpenses(ctx: Ctx, body: Record<string, unknown>) {
  requireSupplier(ctx);
  const docs = pick(ctx, table('expenseDocs'), list(body.sheetIds), (e) => e.sheetId);
  const reason = text(body.reason);
  if (!reason) throw apiError(SETTLEMENT_ERR.disputeReason);
  const evidence = evidenceOf(body.evidence);
  if (!docs.every(canConfirmExpense)) throw apiError(ERR.statusNotAllowed);
  const today = mockToday();
  // The contract's rule on the days left as the query answers them, counted from the server's today.
  if (!docs.every((e) => canDisputeExpense({ ...e, daysLeft: daysBetween(today, e.disputeDeadline) })))
    throw apiError(SETTLEMENT_ERR.disputeClosed);
  if (new Set(docs.map((e) => `${e.venderId}/${e.bu}`)).size > 1) throw apiError(SETTLEMENT_ERR.mergeMixed);
  const deadline = docs.map((e) => e.disputeDeadline).sort()[0];
  const disputeId = openCase(ctx, DISPUTE_SOURCE.expenses, docs, reason, evidence, deadline);
  for (const e of docs)
    updateRows('expenseDocs', (x) => x.sheetId === e.sheetId, { status: EXPENSE_STATUS.disputed, disputeId });
  return { count: docs.length, disputeId };
}

// ------------------------------------------------------------------ disputes

/** Params: disputeId, status, source, venderId (retailer), createDateStart / createDateEnd. */
export function queryDisputes(ctx: Ctx, query: PageQuery): Page<Dispute> {
  const today = mockToday();
  const rows = scoped(ctx, table('disputes'), query).map((d) => ({
    ...d,
    daysLeft: daysBetween(today, d.deadline),
  }));
  return pageInOrder(rows, query, 'createDate desc,disputeId desc');
}

/** SPEC §9 totals of the disputes' whole query: the disputed amounts. */
export const disputeTotals = (ctx: Ctx, query: PageQuery) => totalsOf(scoped(ctx, table('disputes'), query));

/** The disputed items of a case (expense or settlement documents). */
export function disputeItems(ctx: Ctx, disputeId: unknown): DisputeItem[] {
  const [d] = pick(ctx, table('disputes'), [text(disputeId)], (x) => x.disputeId);
  if (d.source === DISPUTE_SOURCE.expenses)
    return table('expenseDocs')
      .filter((e) => d.itemIds.includes(e.sheetId))
      .map((e) => ({
        itemId: e.sheetId,
        itemType: `E${e.expenseType}`,
        docDate: e.feeDate,
        shopName: e.shopName,
        amount: e.amount,
      }));
  return table('settleDocs')
    .filter((s) => d.itemIds.includes(s.sheetId))
    .map((s) => ({
      itemId: s.sheetId,
      itemType: `S${s.docType}`,
      ...fieldsOf(s, ['docDate', 'shopName', 'amount']),
    }));
}

/** A reversed amount spread over items in their order, each taking at most its own (positive) amount. */
function spread(amounts: number[], reversed: number): number[] {
  let left = Math.round(reversed * 100);
  return amounts.map((a) => {
    const part = Math.min(Math.round(a * 100), left);
    left -= part;
    return part / 100;
  });
}

/**
 * The retailer's answer (mock control: SPEC gives the retailer no settlement screen). Accepted: the
 * amount reversed is spread over the items in their order, each taking at most its own amount — what
 * was not reversed of an expense stands as a deduction, a culled document moves by its part in the
 * supplier's favour (a return or deduction shrinks, a receipt grows); rejected: the expenses stand as
 * deductions in full. Culled settlement documents are released (not extracted) either way.
 */
export function answerDispute(body: Record<string, unknown>) {
  const d = table('disputes').find((x) => x.disputeId === text(body.disputeId));
  if (!d) throw apiError(ERR.documentNotFound);
  if (d.status !== DISPUTE_STATUS.open) throw apiError(ERR.statusNotAllowed);
  const accept = body.accept === true || body.accept === 'true';
  const answer = text(body.answer);
  if (!accept && !answer) throw apiError(ERR.rejectReason);
  // By default an expense case reverses all; culled documents come back as they were unless an amount is given.
  const byDefault = d.source === DISPUTE_SOURCE.expenses ? d.amount : 0;
  const reversed = accept ? cents(isBlank(body.reversedAmount) ? byDefault : Number(body.reversedAmount)) : 0;
  if (!(reversed >= 0 && reversed <= d.amount)) throw apiError(ERR.paramMissing);
  updateRows('disputes', (x) => x.disputeId === d.disputeId, {
    status: accept ? DISPUTE_STATUS.accepted : DISPUTE_STATUS.rejected,
    answer: answer || null,
    answerBy: text(body.answerBy) || tr('李建国', 'Li Jianguo'),
    answerDate: mockToday(),
    reversedAmount: reversed,
  });
  if (d.source === DISPUTE_SOURCE.expenses) {
    const items = d.itemIds.map((id) => table('expenseDocs').find((e) => e.sheetId === id)!);
    const parts = spread(
      items.map((e) => e.amount),
      reversed,
    );
    items.forEach((e, i) => {
      updateRows('expenseDocs', (x) => x.sheetId === e.sheetId, {
        status: accept ? EXPENSE_STATUS.accepted : EXPENSE_STATUS.rejected,
      });
      const charged = cents(e.amount - parts[i]);
      if (charged > 0) addDeduction(e.sheetId, charged);
    });
  } else {
    const items = d.itemIds.map((id) => table('settleDocs').find((s) => s.sheetId === id)!);
    const parts = spread(
      items.map((s) => Math.abs(s.amount)),
      reversed,
    );
    items.forEach((s, i) =>
      updateRows('settleDocs', (x) => x.sheetId === s.sheetId, {
        status: DOC_STATUS.notExtracted,
        disputeId: null,
        amount: cents(s.amount + parts[i]),
      }),
    );
  }
  return table('disputes').find((x) => x.disputeId === d.disputeId)!;
}

// ------------------------------------------------------------------ settlement documents

/** Params: sheetId, status, docType, sourceSheetId, settleSheetId, shopId, venderId (retailer), docDateStart / docDateEnd. */
export function querySettleDocs(ctx: Ctx, query: PageQuery): Page<SettleDoc> {
  return pageInOrder(scoped(ctx, table('settleDocs'), query), query, 'docDate desc,sheetId desc');
}

export const settleDocTotals = (ctx: Ctx, query: PageQuery) => totalsOf(scoped(ctx, table('settleDocs'), query));

const event = (ctx: Ctx, step: TimelineEvent['step'], note?: string): TimelineEvent => ({
  step,
  date: nowStamp(),
  by: byName(ctx),
  ...(note ? { note } : {}),
});

function refreshSheet(sheetId: string, extra: Partial<SettleSheetRecord> = {}, add: TimelineEvent[] = []) {
  const sheet = table('settleSheets').find((s) => s.sheetId === sheetId)!;
  const docs = table('settleDocs').filter((d) => d.settleSheetId === sheetId);
  updateRows('settleSheets', (s) => s.sheetId === sheetId, {
    ...sheetTotals(docs),
    ...extra,
    events: [...sheet.events, ...add],
  });
}

/** SPEC §2 merged settlement: ticked documents not extracted, of one supplier code, into one new sheet. */
export function mergeSettlement(ctx: Ctx, body: Record<string, unknown>) {
  requireSupplier(ctx);
  const docs = pick(ctx, table('settleDocs'), list(body.sheetIds), (d) => d.sheetId);
  if (!docs.every(canMergeDoc)) throw apiError(REFUSED.merge);
  if (new Set(docs.map((d) => `${d.venderId}/${d.bu}`)).size > 1) throw apiError(SETTLEMENT_ERR.mergeMixed);
  const today = mockToday();
  const sheetId = `JS${today.replace(/-/g, '')}${String(nextId('settleSheet')).padStart(4, '0')}`;
  insertRow('settleSheets', {
    ...vendorKeyOf(docs[0]),
    sheetId,
    status: SHEET_STATUS.new,
    creator: byName(ctx),
    createDate: nowStamp(),
    ...sheetTotals(docs),
    invoiceStatus: INVOICE_STATUS.notInvoiced,
    invoiceConfirmed: false,
    invoiceTitle: null,
    invoiceTaxNumber: null,
    letterStatus: LETTER_STATUS.none,
    signBizType: null,
    signTime: null,
    letterFile: null,
    paymentApplyDate: null,
    expectedPayDate: null,
    paidDate: null,
    events: [event(ctx, 'created')],
  });
  const ids = docs.map((d) => d.sheetId);
  updateRows('settleDocs', (d) => ids.includes(d.sheetId), {
    status: DOC_STATUS.extracted,
    settleSheetId: sheetId,
    delayed: false,
  });
  return { count: docs.length, sheetId };
}

/**
 * SPEC §2/§5 culling from a newly created sheet, on ticked documents: 'dispute' (a reason; the
 * document is frozen under a new case), 'delay' (back to not extracted, for the next period),
 * 'cancel' (back to not extracted).
 */
export function cullDocs(ctx: Ctx, body: Record<string, unknown>) {
  requireSupplier(ctx);
  const mode = text(body.mode) as CullMode;
  if (!CULL_MODES.includes(mode)) throw apiError(ERR.paramMissing);
  const docs = pick(ctx, table('settleDocs'), list(body.sheetIds), (d) => d.sheetId);
  const reason = text(body.reason);
  if (mode === 'dispute' && !reason) throw apiError(SETTLEMENT_ERR.disputeReason);
  const sheets = table('settleSheets');
  if (!docs.every((d) => canCullDoc(d) && canCullFromSheet(sheets.find((s) => s.sheetId === d.settleSheetId))))
    throw apiError(REFUSED.cull[mode]);
  const disputeId =
    mode === 'dispute'
      ? openCase(
          ctx,
          DISPUTE_SOURCE.culledDocs,
          docs,
          reason,
          evidenceOf(body.evidence),
          addDays(mockToday(), DISPUTE_DAYS),
        )
      : null;
  const touched = [...new Set(docs.map((d) => d.settleSheetId!))];
  const ids = docs.map((d) => d.sheetId);
  updateRows('settleDocs', (d) => ids.includes(d.sheetId), {
    status: mode === 'dispute' ? DOC_STATUS.frozen : DOC_STATUS.notExtracted,
    settleSheetId: null,
    delayed: mode === 'delay',
    disputeId,
  });
  for (const sheetId of touched) refreshSheet(sheetId, {}, [event(ctx, 'culled', `${mode}:${ids.join(',')}`)]);
  return { count: docs.length, disputeId };
}

// ------------------------------------------------------------------ settlement sheets

/**
 * What holds a sheet's payment (SPEC Beyond), from the sheet's own documents only: one of them frozen,
 * an open case over one of them (or over the business document it settles), the invoice not yet
 * received. Nothing supplier-wide: a frozen document or an open case elsewhere waits for its own
 * sheet, and a document removed as disputed has left the sheet, so that the rest can be paid.
 */
export function holdsOf(sheet: SettleSheetRecord): HoldReason[] {
  if (sheet.status === SHEET_STATUS.paid) return [];
  const docs = table('settleDocs').filter((d) => d.settleSheetId === sheet.sheetId);
  const items = new Set(docs.flatMap((d) => [d.sheetId, d.sourceSheetId]));
  const holds: HoldReason[] = [];
  if (docs.some((d) => d.status === DOC_STATUS.frozen)) holds.push('frozen');
  if (table('disputes').some((c) => c.status === DISPUTE_STATUS.open && c.itemIds.some((id) => items.has(id))))
    holds.push('disputeOpen');
  if (sheet.invoiceStatus === INVOICE_STATUS.notInvoiced) holds.push('invoiceMissing');
  return holds;
}

/** Params: sheetId, status, invoiceStatus, letterStatus, venderId (retailer), createDateStart / createDateEnd. */
export function querySheets(ctx: Ctx, query: PageQuery): Page<SettleSheet> {
  const names = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  const rows = scoped(ctx, table('settleSheets'), query).map((s) => ({
    ...s,
    venderName: names.get(`${s.bu}/${s.venderId}`) ?? '',
    holds: holdsOf(s),
  }));
  return pageInOrder(rows, query, 'createDate desc,sheetId desc');
}

export const sheetTotalsOf = (ctx: Ctx, query: PageQuery): Totals =>
  totalsOf(scoped(ctx, table('settleSheets'), query).map((s) => ({ amount: s.payableAmount })));

/** A sheet's documents (its detail lines). */
export function sheetDocs(ctx: Ctx, sheetId: unknown): SettleDoc[] {
  const [sheet] = pick(ctx, table('settleSheets'), [text(sheetId)], (s) => s.sheetId);
  return table('settleDocs').filter((d) => d.settleSheetId === sheet.sheetId);
}

function pickSheets(
  ctx: Ctx,
  body: Record<string, unknown>,
  allowed: (s: SettleSheetRecord) => boolean,
  refusal: ErrDef = ERR.statusNotAllowed,
) {
  requireSupplier(ctx);
  const sheets = pick(
    ctx,
    table('settleSheets'),
    list(body.sheetIds),
    (s) => s.sheetId,
    SETTLEMENT_ERR.selectToConfirmOrPrint,
  );
  if (!sheets.every(allowed)) throw apiError(refusal);
  return sheets;
}

/** SPEC §2 invoice data confirmation (before payment is applied for), or its regeneration after a change. */
export function confirmInvoiceData(ctx: Ctx, body: Record<string, unknown>, regenerate = false) {
  const sheets = pickSheets(
    ctx,
    body,
    regenerate ? canRegenerateInvoice : canConfirmInvoice,
    regenerate ? REFUSED.regenerateInvoice : REFUSED.confirmInvoice,
  );
  const data = sheets.map(invoiceDataOf);
  sheets.forEach((s, i) =>
    refreshSheet(s.sheetId, { ...data[i], invoiceConfirmed: true }, [
      event(ctx, regenerate ? 'invoiceRegenerated' : 'invoiceConfirmed'),
    ]),
  );
  return { count: sheets.length };
}

/** SPEC §5: the letter's text information — a signing business type and a signing time. */
export function saveLetter(ctx: Ctx, body: Record<string, unknown>) {
  const [sheet] = pickSheets(ctx, { sheetIds: [body.sheetId] }, canSaveLetter);
  const signBizType = text(body.signBizType);
  const signTime = text(body.signTime);
  if (!SIGN_BIZ_CODES.includes(signBizType) || isBlank(signTime)) throw apiError(SETTLEMENT_ERR.signingRequired);
  // The contract's signing-time rule, the screen's: a real day (a time, if sent, 01:00–24:00), not after today.
  const problem = signTimeProblem(signTime, nowStamp());
  if (problem) throw apiError(problem === 'future' ? SETTLEMENT_ERR.signTimeFuture : SETTLEMENT_ERR.signTimeFormat);
  // A changed text needs a new print: the generated file no longer matches it.
  refreshSheet(
    sheet.sheetId,
    { signBizType, signTime: signTime.slice(0, 10), letterStatus: LETTER_STATUS.saved, letterFile: null },
    [event(ctx, 'letterSaved')],
  );
  return { count: 1 };
}

const SIGN_BIZ_NAMES: Record<string, string> = {
  '1': catalogue('settlement:signBizType.1'),
  '2': catalogue('settlement:signBizType.2'),
  '3': catalogue('settlement:signBizType.3'),
};
const DOC_TYPE_NAMES: Record<string, string> = {
  '1': catalogue('acceptance:exportFileName'),
  '2': catalogue('returns:docExportFileName'),
  '3': catalogue('settlement:docType.3'),
};
const money = (n: number) => n.toFixed(2);

/** The confirmation letter as a PDF with its Chinese text: the sheet, its documents and the signing data. */
function letterPdf(sheet: SettleSheetRecord): Promise<Uint8Array> {
  const vendor = table('vendors').find((v) => v.venderId === sheet.venderId && v.bu === sheet.bu);
  const buName = table('bus').find((b) => b.buId === sheet.bu)?.buName ?? sheet.bu;
  const docs = table('settleDocs').filter((d) => d.settleSheetId === sheet.sheetId);
  return renderPdf({
    title: tr('结算确认函', 'Settlement confirmation letter'),
    meta: [
      [catalogue('settlement:field.settleSheetId'), sheet.sheetId],
      [tr('甲方', 'Party A'), buName],
      [tr('乙方', 'Party B'), `${vendor?.venderName ?? ''}（${sheet.venderId}）`],
      [catalogue('settlement:field.signBizType'), SIGN_BIZ_NAMES[sheet.signBizType ?? ''] ?? ''],
      [catalogue('settlement:field.signTime'), sheet.signTime ?? ''],
      [catalogue('settlement:field.payableAmount'), `${money(sheet.payableAmount)} ${tr('元', 'yuan')}`],
    ],
    table: {
      head: [
        catalogue('certificates:field.sheetId'),
        catalogue('settlement:field.docType'),
        catalogue('settlement:field.docDate'),
        catalogue('settlement:field.amount'),
      ],
      rows: docs.map((d) => [d.sheetId, DOC_TYPE_NAMES[d.docType], d.docDate, money(d.amount)]),
    },
    paragraphs: [
      tr(
        '双方确认上述单据及金额无误，甲方按约定账期向乙方支付结算款项。',
        'Both parties confirm the documents and amounts above; party A pays party B within the agreed payment terms.',
      ),
    ],
  });
}

async function savePdf(bytes: Uint8Array, fileName: string): Promise<UploadedFile> {
  // What storeFile reads of an upload, so that it runs under every host (jsdom's File has no arrayBuffer).
  const file = { name: fileName, type: 'application/pdf', arrayBuffer: async () => bytes.slice().buffer };
  return storeFile(file, {}, null);
}

const stored = (file: UploadedFile | null) => !!file && table('files').some((f) => f.fileUrl === file.fileUrl);

/** The sealed letter of a sheet e-signed before its file was kept (the seed's): sealed by its supplier on its signing day. */
async function signedLetterPdf(sheet: SettleSheetRecord): Promise<Uint8Array> {
  const owner =
    table('vendors').find((v) => v.venderId === sheet.venderId && v.bu === sheet.bu)?.venderName ?? sheet.venderId;
  const signedAt = sheet.events.find((e) => e.step === 'letterSigned')?.date ?? sheet.signTime ?? nowStamp();
  return sealPdf(await letterPdf(sheet), {
    owner,
    signedAt: `${catalogue('certificates:relief.signedAt')}：${signedAt}`,
  });
}

/**
 * Printing (SPEC §9: print data has no time-out) generates the letter's e-signature file. §8 save text first.
 * A printed or e-signed letter prints its stored file again; one whose file is not stored (seeded) gets it
 * generated now (sealed when e-signed), so every letter printed answers a file address to open.
 */
export async function printLetters(ctx: Ctx, body: Record<string, unknown>) {
  const sheets = pickSheets(ctx, body, () => true);
  if (!sheets.every(canPrintLetter)) throw apiError(SETTLEMENT_ERR.saveTextFirst);
  for (const s of sheets)
    if (s.letterStatus === LETTER_STATUS.saved) {
      const letterFile = await savePdf(await letterPdf(s), `${s.sheetId}.pdf`);
      refreshSheet(s.sheetId, { letterStatus: LETTER_STATUS.printed, letterFile }, [event(ctx, 'letterPrinted')]);
    } else if (!stored(s.letterFile)) {
      const signed = s.letterStatus === LETTER_STATUS.signed;
      const bytes = signed ? await signedLetterPdf(s) : await letterPdf(s);
      const letterFile = await savePdf(bytes, `${s.sheetId}${signed ? '-signed' : ''}.pdf`);
      updateRows('settleSheets', (x) => x.sheetId === s.sheetId, { letterFile });
    }
  const ids = sheets.map((s) => s.sheetId);
  return { count: sheets.length, letters: table('settleSheets').filter((s) => ids.includes(s.sheetId)) };
}

/** Whether the supplier code's e-signature contract (its CA certificate) is active today. */
export function eSignActive(venderId: string, bu: string): boolean {
  const today = mockToday();
  return table('caCertificates').some(
    (c) =>
      c.venderId === venderId &&
      c.bu === bu &&
      c.status === CERT_STATUS.valid &&
      c.validFrom <= today &&
      c.validTo >= today,
  );
}

/**
 * The selected supplier code's e-signature contract, which the letter screen reads before e-signing
 * (SPEC §8 'activate or renew the e-signature contract first'); null without a selected combination.
 */
export function eSignStatus(ctx: Ctx): ESignStatus {
  requireUser(ctx);
  return { active: ctx.vendor ? eSignActive(ctx.vendor.venderId, ctx.vendor.bu) : null };
}

/** E-signing the confirmation letter: §8 print first, e-signature contract active; the sealed PDF replaces the printed one, a new sheet is finalized. */
export async function signLetters(ctx: Ctx, body: Record<string, unknown>) {
  const sheets = pickSheets(ctx, body, canSignLetter);
  if (sheets.some((s) => !isPrintedForSigning(s) || !s.letterFile)) throw apiError(SETTLEMENT_ERR.printFirst);
  if (sheets.some((s) => !eSignActive(s.venderId, s.bu))) throw apiError(SETTLEMENT_ERR.eSignContract);
  for (const s of sheets) {
    const owner = table('vendors').find((v) => v.venderId === s.venderId && v.bu === s.bu)?.venderName ?? s.venderId;
    const { bytes } = download(s.letterFile!.fileUrl, ctx.token);
    const signed = await sealPdf(bytes, {
      owner,
      signedAt: `${catalogue('certificates:relief.signedAt')}：${nowStamp()}`,
    });
    const letterFile = await savePdf(signed, `${s.sheetId}-signed.pdf`);
    refreshSheet(
      s.sheetId,
      {
        letterStatus: LETTER_STATUS.signed,
        letterFile,
        status: s.status === SHEET_STATUS.new ? SHEET_STATUS.finalized : s.status,
      },
      [event(ctx, 'letterSigned')],
    );
  }
  return { count: sheets.length };
}

/** Payment application: a finalized sheet with its invoice data confirmed and its letter e-signed. */
export function applyPayment(ctx: Ctx, body: Record<string, unknown>) {
  const sheets = pickSheets(ctx, body, canApplyForPayment);
  const today = mockToday();
  for (const s of sheets) {
    refreshSheet(
      s.sheetId,
      {
        status: SHEET_STATUS.paymentApplied,
        paymentApplyDate: today,
        expectedPayDate: addDays(today, PAYMENT_TERM_DAYS),
      },
      [event(ctx, 'paymentApplied')],
    );
    updateRows('settleDocs', (d) => d.settleSheetId === s.sheetId, { status: DOC_STATUS.reviewed });
  }
  return { count: sheets.length };
}

// Declared when the module loads: a database loaded from storage must still translate it.
const SHEET_PAYMENT_REMARK = tr('结算单付款', 'Settlement sheet payment');

/** The retailer's clerk of the mock control route (the payment desk names the signed-in one). */
const CONTROL_CLERK = () => tr('李建国', 'Li Jianguo');

/**
 * The retailer receives a sheet's invoice (2 payment applied → 3 invoice received, invoiced): its
 * documents become approved. The caller has checked the state (the payment desk, the control route).
 */
export function receiveSheetInvoice(sheetId: string, by: string) {
  refreshSheet(sheetId, { status: SHEET_STATUS.invoiceReceived, invoiceStatus: INVOICE_STATUS.invoiced }, [
    { step: 'invoiceReceived', date: nowStamp(), by },
  ]);
  updateRows('settleDocs', (d) => d.settleSheetId === sheetId, { status: DOC_STATUS.approved });
}

/**
 * The retailer pays a sheet (3 → 4 payment completed) on `paidDate`: its documents become paid and the
 * payment enters the supplier's ledger as a completed cash settlement naming the sheet.
 */
export function paySheet(sheetId: string, { by, paidDate }: { by: string; paidDate: string }) {
  const sheet = table('settleSheets').find((s) => s.sheetId === sheetId)!;
  refreshSheet(sheetId, { status: SHEET_STATUS.paid, paidDate }, [{ step: 'paid', date: nowStamp(), by }]);
  updateRows('settleDocs', (d) => d.settleSheetId === sheetId, { status: DOC_STATUS.paid });
  const mine = table('settleLedger')
    .filter((r) => r.kind === 'cashSettle' && r.venderId === sheet.venderId && r.bu === sheet.bu)
    .sort((a, b) => a.entryDate.localeCompare(b.entryDate) || a.entryId.localeCompare(b.entryId));
  // The cash settlement's running balance as the ledger keeps it: each entry takes its amount off.
  const balance = cents((mine.at(-1)?.balance ?? 0) - sheet.payableAmount);
  insertRow('settleLedger', {
    ...vendorKeyOf(sheet),
    entryId: `XJ${paidDate.replace(/-/g, '')}${String(90000 + nextId('ledgerEntry')).padStart(5, '0')}`,
    kind: 'cashSettle',
    status: LEDGER_STATUS.completed,
    entryDate: paidDate,
    amount: sheet.payableAmount,
    balance,
    counterpart: sheetId,
    remark: SHEET_PAYMENT_REMARK,
    confirmDate: paidDate,
  });
}

/** Mock control: the retailer receives the invoice (→ 3, invoiced) or pays today (→ 4, documents paid). */
export function advanceSheet(body: Record<string, unknown>) {
  const sheet = table('settleSheets').find((s) => s.sheetId === text(body.sheetId));
  if (!sheet) throw apiError(ERR.documentNotFound);
  const to = text(body.to);
  if (to === SHEET_STATUS.invoiceReceived && canReceiveInvoice(sheet))
    receiveSheetInvoice(sheet.sheetId, CONTROL_CLERK());
  else if (to === SHEET_STATUS.paid && canPaySheet(sheet))
    paySheet(sheet.sheetId, { by: CONTROL_CLERK(), paidDate: mockToday() });
  else throw apiError(ERR.statusNotAllowed);
  return table('settleSheets').find((s) => s.sheetId === sheet.sheetId)!;
}

// ------------------------------------------------------------------ ledger

/** Params: kind (required), entryId, status, venderId (retailer), entryDateStart / entryDateEnd. */
export function queryLedger(ctx: Ctx, query: PageQuery) {
  const kind = text(paramsOf(query).kind) as LedgerKind;
  if (!(LEDGER_KINDS as readonly string[]).includes(kind)) throw apiError(ERR.paramMissing);
  return pageInOrder(scoped(ctx, table('settleLedger'), query), query, 'entryDate desc,entryId desc');
}

/** SPEC §9 totals of a ledger screen's whole query (kind required, as in the query). */
export function ledgerTotals(ctx: Ctx, query: PageQuery): Totals {
  if (!(LEDGER_KINDS as readonly string[]).includes(text(paramsOf(query).kind))) throw apiError(ERR.paramMissing);
  return totalsOf(scoped(ctx, table('settleLedger'), query));
}

/** Withdrawal confirmation: the supplier confirms pending withdrawals (SPEC §8 select first). */
export function confirmWithdrawals(ctx: Ctx, body: Record<string, unknown>) {
  requireSupplier(ctx);
  const rows = pick(
    ctx,
    table('settleLedger'),
    list(body.entryIds),
    (r) => r.entryId,
    SETTLEMENT_ERR.selectToConfirmOrPrint,
  );
  if (!rows.every(canConfirmWithdrawal)) throw apiError(ERR.statusNotAllowed);
  const ids = rows.map((r) => r.entryId);
  updateRows('settleLedger', (r) => ids.includes(r.entryId), {
    status: LEDGER_STATUS.confirmed,
    confirmDate: mockToday(),
  });
  return { count: rows.length };
}
