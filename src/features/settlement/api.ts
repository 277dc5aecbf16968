import { TIMEOUTS, http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type { PageQuery, UploadedFile } from '@/api/types';
import type {
  DeskAnswer,
  DeskDispute,
  Dispute,
  DisputeItem,
  ESignStatus,
  Expense,
  LedgerRecord,
  LetterInput,
  PaydeskPayment,
  PaydeskSheet,
  SettleDoc,
  SettleSheet,
  SettleSheetRecord,
  Totals,
} from './types';

/** Settlement calls of SPEC §7 under /api/fea-vsm/settlement (docs/API.md "Settlement"; mock: mocks/domains/settlement). */
const SETTLE = '/api/fea-vsm/settlement';

/** SPEC §9: settlement totals and sums wait 60000 ms. */
const totalsCall = (url: string) => (query: PageQuery, opts?: RequestOptions) =>
  http.post<Totals>(url, query, { ...opts, timeout: TIMEOUTS.sums });
const post = <T = { count: number }>(path: string, body: object, opts?: RequestOptions) =>
  http.post<T>(`${SETTLE}/${path}`, body, opts);

export const queryExpenses = pageQueryCall<Expense>(`${SETTLE}/expense/query`);
export const expenseTotals = totalsCall(`${SETTLE}/expense/totals`);
export const confirmExpenses = (sheetIds: string[]) => post('expense/confirm', { sheetIds });
/** SPEC §5: a reason is required; evidence images or PDF files (at most five). */
export const disputeExpenses = (sheetIds: string[], reason: string, evidence: UploadedFile[]) =>
  post<{ count: number; disputeId: string }>('expense/dispute', { sheetIds, reason, evidence });

export const queryDisputes = pageQueryCall<Dispute>(`${SETTLE}/dispute/query`);
export const disputeTotals = totalsCall(`${SETTLE}/dispute/totals`);
export const disputeItems = (disputeId: string, opts?: RequestOptions) =>
  post<DisputeItem[]>('dispute/items', { disputeId }, opts);

export const querySettleDocs = pageQueryCall<SettleDoc>(`${SETTLE}/doc/query`);
export const settleDocTotals = totalsCall(`${SETTLE}/doc/totals`);
/** SPEC §2 merged settlement: ticked documents not extracted into one new sheet. */
export const mergeSettlement = (sheetIds: string[]) =>
  post<{ count: number; sheetId: string }>('doc/merge', { sheetIds });
export type CullMode = 'dispute' | 'delay' | 'cancel';
/** SPEC §2 culling from a new sheet; a dispute needs a reason and may carry evidence images or PDFs. */
export const cullDocs = (sheetIds: string[], mode: CullMode, reason = '', evidence: UploadedFile[] = []) =>
  post('doc/cull', { sheetIds, mode, reason, evidence });

export const querySheets = pageQueryCall<SettleSheet>(`${SETTLE}/sheet/query`);
export const sheetTotals = totalsCall(`${SETTLE}/sheet/totals`);
export const sheetDocs = (sheetId: string, opts?: RequestOptions) => post<SettleDoc[]>('sheet/docs', { sheetId }, opts);
export const confirmInvoiceData = (sheetIds: string[]) => post('sheet/confirmInvoice', { sheetIds });
export const regenerateInvoiceData = (sheetIds: string[]) => post('sheet/regenerateInvoice', { sheetIds });
export const applyPayment = (sheetIds: string[]) => post('sheet/applyPayment', { sheetIds });

export const saveLetter = (input: LetterInput) => post('letter/save', input);
/** The letter's print data (SPEC §9: no time-out); printing generates the e-signature file. */
export const printLetters = (sheetIds: string[]) =>
  post<{ count: number; letters: SettleSheetRecord[] }>('letter/print', { sheetIds }, { timeout: 0 });
/** The selected supplier code's e-signature contract (SPEC §8 'activate or renew the e-signature contract first'). */
export const eSignStatus = (opts?: RequestOptions) => post<ESignStatus>('letter/eSign', {}, opts);
export const signLetters = (sheetIds: string[]) => post('letter/sign', { sheetIds });

export const queryLedger = pageQueryCall<LedgerRecord>(`${SETTLE}/ledger/query`);
/** Totals of one ledger kind's whole query (`params.kind` required, as in the query). */
export const ledgerTotals = totalsCall(`${SETTLE}/ledger/totals`);
export const confirmWithdrawals = (entryIds: string[]) => post('ledger/confirmWithdrawal', { entryIds });

/** The retailer's dispute desk (retailer staff only): every supplier's disputes, and the answer to one. */
export const queryDesk = pageQueryCall<DeskDispute>(`${SETTLE}/desk/query`);
export const deskTotals = totalsCall(`${SETTLE}/desk/totals`);
export const answerDispute = (input: DeskAnswer) => post<Dispute>('desk/answer', input);

/** The retailer's payment desk (retailer staff only): the sheets applied for payment, their invoice received and their payment. */
export const queryPaydesk = pageQueryCall<PaydeskSheet>(`${SETTLE}/paydesk/query`);
export const paydeskTotals = totalsCall(`${SETTLE}/paydesk/totals`);
export const receiveInvoice = (sheetId: string) => post<PaydeskSheet>('paydesk/receiveInvoice', { sheetId });
export const paySheet = (input: PaydeskPayment) => post<PaydeskSheet>('paydesk/pay', input);
