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
import { SETTLEMENT_PATHS as P, settlementUrl, type CullMode } from './contract';

/** Settlement calls of SPEC §7 (docs/API.md "Settlement"; mock: mocks/domains/settlement): the contract's paths. */

/** SPEC §9: settlement totals and sums wait 60000 ms. */
type Path = (typeof P)[keyof typeof P];
const totalsCall = (path: Path) => (query: PageQuery, opts?: RequestOptions) =>
  http.post<Totals>(settlementUrl(path), query, { ...opts, timeout: TIMEOUTS.sums });
const post = <T = { count: number }>(path: Path, body: object, opts?: RequestOptions) =>
  http.post<T>(settlementUrl(path), body, opts);
const pageCall = <T>(path: Path) => pageQueryCall<T>(settlementUrl(path));

export const queryExpenses = pageCall<Expense>(P.expenseQuery);
export const expenseTotals = totalsCall(P.expenseTotals);
export const confirmExpenses = (sheetIds: string[]) => post(P.expenseConfirm, { sheetIds });
/** SPEC §5: a reason is required; evidence images or PDF files (at most five). */
export const disputeExpenses = (sheetIds: string[], reason: string, evidence: UploadedFile[]) =>
  post<{ count: number; disputeId: string }>(P.expenseDispute, { sheetIds, reason, evidence });

export const queryDisputes = pageCall<Dispute>(P.disputeQuery);
export const disputeTotals = totalsCall(P.disputeTotals);
export const disputeItems = (disputeId: string, opts?: RequestOptions) =>
  post<DisputeItem[]>(P.disputeItems, { disputeId }, opts);

export const querySettleDocs = pageCall<SettleDoc>(P.docQuery);
export const settleDocTotals = totalsCall(P.docTotals);
/** SPEC §2 merged settlement: ticked documents not extracted into one new sheet. */
export const mergeSettlement = (sheetIds: string[]) =>
  post<{ count: number; sheetId: string }>(P.docMerge, { sheetIds });
export type { CullMode };
/** SPEC §2 culling from a new sheet; a dispute needs a reason and may carry evidence images or PDFs. */
export const cullDocs = (sheetIds: string[], mode: CullMode, reason = '', evidence: UploadedFile[] = []) =>
  post(P.docCull, { sheetIds, mode, reason, evidence });

export const querySheets = pageCall<SettleSheet>(P.sheetQuery);
export const sheetTotals = totalsCall(P.sheetTotals);
export const sheetDocs = (sheetId: string, opts?: RequestOptions) => post<SettleDoc[]>(P.sheetDocs, { sheetId }, opts);
export const confirmInvoiceData = (sheetIds: string[]) => post(P.sheetConfirmInvoice, { sheetIds });
export const regenerateInvoiceData = (sheetIds: string[]) => post(P.sheetRegenerateInvoice, { sheetIds });
export const applyPayment = (sheetIds: string[]) => post(P.sheetApplyPayment, { sheetIds });

export const saveLetter = (input: LetterInput) => post(P.letterSave, input);
/** The letter's print data (SPEC §9: no time-out); printing generates the e-signature file. */
export const printLetters = (sheetIds: string[]) =>
  post<{ count: number; letters: SettleSheetRecord[] }>(P.letterPrint, { sheetIds }, { timeout: 0 });
/** The selected supplier code's e-signature contract (SPEC §8 'activate or renew the e-signature contract first'). */
export const eSignStatus = (opts?: RequestOptions) => post<ESignStatus>(P.letterESign, {}, opts);
export const signLetters = (sheetIds: string[]) => post(P.letterSign, { sheetIds });

export const queryLedger = pageCall<LedgerRecord>(P.ledgerQuery);
/** Totals of one ledger kind's whole query (`params.kind` required, as in the query). */
export const ledgerTotals = totalsCall(P.ledgerTotals);
export const confirmWithdrawals = (entryIds: string[]) => post(P.ledgerConfirmWithdrawal, { entryIds });

/** The retailer's dispute desk (retailer staff only): every supplier's disputes, and the answer to one. */
export const queryDesk = pageCall<DeskDispute>(P.deskQuery);
export const deskTotals = totalsCall(P.deskTotals);
export const answerDispute = (input: DeskAnswer) => post<Dispute>(P.deskAnswer, input);

/** The retailer's payment desk (retailer staff only): the sheets applied for payment, their invoice received and their payment. */
export const queryPaydesk = pageCall<PaydeskSheet>(P.paydeskQuery);
export const paydeskTotals = totalsCall(P.paydeskTotals);
export const receiveInvoice = (sheetId: string) => post<PaydeskSheet>(P.paydeskReceiveInvoice, { sheetId });
export const paySheet = (input: PaydeskPayment) => post<PaydeskSheet>(P.paydeskPay, input);
