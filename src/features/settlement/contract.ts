import { checkSigningTime } from '@/lib/signingTime';

/**
 * Settlement I's contract (issue 37): what the screens and the mock backend (mocks/domains/settlement)
 * both hold to, written once — the calls, the SPEC §4 states with their labels' keys and tones, the
 * action predicates, the SPEC §5 validations and the error codes. Pure TypeScript: no React, no antd,
 * no i18next, so the mock imports it as the screens do.
 */

import { codedValues, type Tone, type ValueOf } from '@/lib/codedValues';
export type { CodedValue, Tone } from '@/lib/codedValues';

// ------------------------------------------------------------------ calls (docs/API.md "Settlement")

export const SETTLEMENT_BASE = '/api/fea-vsm/settlement';

/** Each call's path under SETTLEMENT_BASE. */
export const SETTLEMENT_PATHS = {
  expenseQuery: 'expense/query',
  expenseTotals: 'expense/totals',
  expenseConfirm: 'expense/confirm',
  expenseDispute: 'expense/dispute',
  disputeQuery: 'dispute/query',
  disputeTotals: 'dispute/totals',
  disputeItems: 'dispute/items',
  docQuery: 'doc/query',
  docTotals: 'doc/totals',
  docMerge: 'doc/merge',
  docCull: 'doc/cull',
  sheetQuery: 'sheet/query',
  sheetTotals: 'sheet/totals',
  sheetDocs: 'sheet/docs',
  sheetConfirmInvoice: 'sheet/confirmInvoice',
  sheetRegenerateInvoice: 'sheet/regenerateInvoice',
  sheetApplyPayment: 'sheet/applyPayment',
  letterSave: 'letter/save',
  letterPrint: 'letter/print',
  letterESign: 'letter/eSign',
  letterSign: 'letter/sign',
  ledgerQuery: 'ledger/query',
  ledgerTotals: 'ledger/totals',
  ledgerConfirmWithdrawal: 'ledger/confirmWithdrawal',
  deskQuery: 'desk/query',
  deskTotals: 'desk/totals',
  deskAnswer: 'desk/answer',
  paydeskQuery: 'paydesk/query',
  paydeskTotals: 'paydesk/totals',
  paydeskReceiveInvoice: 'paydesk/receiveInvoice',
  paydeskPay: 'paydesk/pay',
} as const;

export const settlementUrl = (path: (typeof SETTLEMENT_PATHS)[keyof typeof SETTLEMENT_PATHS]) =>
  `${SETTLEMENT_BASE}/${path}`;

// ------------------------------------------------------------------ states (SPEC §4)

/** OI expense document. */
export const EXPENSE_STATUS = { toConfirm: '0', confirmed: '1', disputed: '2', accepted: '3', rejected: '4' } as const;
/** Settlement document. */
export const DOC_STATUS = {
  frozen: '0',
  notExtracted: '1',
  extracted: '2',
  reviewed: '3',
  approved: '4',
  paid: '5',
} as const;
/** Settlement sheet: newly created, finalized, payment confirmed (applied), invoice confirmed (received), paid. */
export const SHEET_STATUS = { new: '0', finalized: '1', paymentApplied: '2', invoiceReceived: '3', paid: '4' } as const;
/** Invoice (SPEC §4): not invoiced, invoiced. */
export const INVOICE_STATUS = { notInvoiced: '0', invoiced: '1' } as const;
/** Confirmation letter: no text, text saved, printed (e-signature file generated), e-signed. */
export const LETTER_STATUS = { none: '0', saved: '1', printed: '2', signed: '3' } as const;
/** Dispute case: open, accepted (amount reversed), rejected. */
export const DISPUTE_STATUS = { open: '0', accepted: '1', rejected: '2' } as const;
/** Ledger entry: pending confirmation, confirmed, completed. */
export const LEDGER_STATUS = { pending: '0', confirmed: '1', completed: '2' } as const;

export type ExpenseStatus = ValueOf<typeof EXPENSE_STATUS>;
export type SettleDocStatus = ValueOf<typeof DOC_STATUS>;
export type SettleSheetStatus = ValueOf<typeof SHEET_STATUS>;
export type InvoiceStatus = ValueOf<typeof INVOICE_STATUS>;
export type LetterStatus = ValueOf<typeof LETTER_STATUS>;
export type DisputeStatus = ValueOf<typeof DISPUTE_STATUS>;
export type LedgerStatus = ValueOf<typeof LEDGER_STATUS>;

// Coded values, each labelled `settlement:<group>.<value>`.
export const EXPENSE_STATUSES = codedValues('settlement:expenseStatus', Object.values(EXPENSE_STATUS));
export const DOC_STATUSES = codedValues('settlement:docStatus', Object.values(DOC_STATUS));
export const SHEET_STATUSES = codedValues('settlement:sheetStatus', Object.values(SHEET_STATUS));
export const INVOICE_STATUSES = codedValues('settlement:invoiceStatus', Object.values(INVOICE_STATUS));
export const LETTER_STATUSES = codedValues('settlement:letterStatus', Object.values(LETTER_STATUS));
export const DISPUTE_STATUSES = codedValues('settlement:disputeStatus', Object.values(DISPUTE_STATUS));
export const LEDGER_STATUSES = codedValues('settlement:ledgerStatus', Object.values(LEDGER_STATUS));
/** Expense types: 1 promotion, 2 listing, 3 logistics, 4 display, 5 annual rebate. */
export const EXPENSE_TYPES = codedValues('settlement:expenseType', ['1', '2', '3', '4', '5']);
/** Settlement document types: 1 receipt, 2 return, 3 expense deduction. */
export const DOC_TYPE = { receipt: '1', return: '2', deduction: '3' } as const;
export const DOC_TYPES = codedValues('settlement:docType', Object.values(DOC_TYPE));
/** Signing business types of the confirmation letter (SPEC §5): 1 purchase, 2 joint operation, 3 consignment. */
export const SIGN_BIZ_TYPES = codedValues('settlement:signBizType', ['1', '2', '3']);
/** What a dispute is over: 1 OI expense documents, 2 settlement documents culled by dispute. */
export const DISPUTE_SOURCE = { expenses: '1', culledDocs: '2' } as const;
export const DISPUTE_SOURCES = codedValues('settlement:disputeSource', Object.values(DISPUTE_SOURCE));

export const EXPENSE_TONES: Record<ExpenseStatus, Tone> = {
  '0': 'warning',
  '1': 'success',
  '2': 'processing',
  '3': 'default',
  '4': 'error',
};
export const DOC_TONES: Record<SettleDocStatus, Tone> = {
  '0': 'error',
  '1': 'warning',
  '2': 'processing',
  '3': 'processing',
  '4': 'success',
  '5': 'default',
};
export const SHEET_TONES: Record<SettleSheetStatus, Tone> = {
  '0': 'warning',
  '1': 'processing',
  '2': 'processing',
  '3': 'success',
  '4': 'default',
};
export const DISPUTE_TONES: Record<DisputeStatus, Tone> = { '0': 'processing', '1': 'success', '2': 'error' };

/** SPEC §2 culling from a new sheet. */
export const CULL_MODES = ['dispute', 'delay', 'cancel'] as const;
export type CullMode = (typeof CULL_MODES)[number];
/** The retailer's answer to a dispute: in full, in part, rejected. */
export const DESK_MODES = ['whole', 'part', 'reject'] as const;
export const LEDGER_KINDS = ['preRec', 'balanceTrans', 'cashSettle', 'withdrawal'] as const;
/** The sheets the payment desk lists: applied for payment, invoice received, paid. */
export const PAYDESK_STATUSES: readonly SettleSheetStatus[] = [
  SHEET_STATUS.paymentApplied,
  SHEET_STATUS.invoiceReceived,
  SHEET_STATUS.paid,
];
/** The payment desk's `status` value of what waits for staff (invoice to receive, payment to make). */
export const PAYDESK_WAITING = 'waiting';

// ------------------------------------------------------------------ action predicates

type Sheet = { status: string; invoiceConfirmed: boolean; letterStatus: string };

export const canConfirmExpense = (e: { status: string }) => e.status === EXPENSE_STATUS.toConfirm;
/** SPEC §5: a dispute is taken on documents still to confirm, inside their dispute period (`daysLeft` from the server's today). */
export const canDisputeExpense = (e: { status: string; daysLeft: number }) => canConfirmExpense(e) && e.daysLeft >= 0;

export const canMergeDoc = (d: { status: string }) => d.status === DOC_STATUS.notExtracted;
/** Culling takes a document extracted into a sheet … */
export const canCullDoc = (d: { status: string }) => d.status === DOC_STATUS.extracted;
/** … that is still newly created (the server checks the sheet; the screen's row does not hold it). */
export const canCullFromSheet = (s: { status: string } | undefined) => s?.status === SHEET_STATUS.new;

/** A sheet whose invoice data may still be confirmed or regenerated: new or finalized. */
export const isOpenSheet = (s: { status: string }) =>
  s.status === SHEET_STATUS.new || s.status === SHEET_STATUS.finalized;
export const canConfirmInvoice = (s: Sheet) => isOpenSheet(s) && !s.invoiceConfirmed;
export const canRegenerateInvoice = (s: Sheet) => isOpenSheet(s) && s.invoiceConfirmed;
/** A finalized sheet whose invoice data is confirmed and whose letter is e-signed may apply for payment. */
export const canApplyForPayment = (s: Sheet) =>
  s.status === SHEET_STATUS.finalized && s.invoiceConfirmed && s.letterStatus === LETTER_STATUS.signed;

/** A letter's text can be saved until it is e-signed. */
export const canSaveLetter = (s: { letterStatus: string }) => s.letterStatus !== LETTER_STATUS.signed;
/** SPEC §8 save the text information first. */
export const canPrintLetter = (s: { letterStatus: string }) => s.letterStatus !== LETTER_STATUS.none;
/** A letter already e-signed is not signed again … */
export const canSignLetter = (s: { letterStatus: string }) => s.letterStatus !== LETTER_STATUS.signed;
/** … and one not printed has no e-signature file to sign yet (SPEC §8). */
export const isPrintedForSigning = (s: { letterStatus: string }) => s.letterStatus === LETTER_STATUS.printed;

export const canAnswerDispute = (d: { status: string }) => d.status === DISPUTE_STATUS.open;
export const canConfirmWithdrawal = (r: { kind?: string; status: string }) =>
  (r.kind === undefined || r.kind === 'withdrawal') && r.status === LEDGER_STATUS.pending;

export const canReceiveInvoice = (s: { status: string }) => s.status === SHEET_STATUS.paymentApplied;
export const canPaySheet = (s: { status: string }) => s.status === SHEET_STATUS.invoiceReceived;
/** What waits on the payment desk: an invoice to receive or a payment to make. */
export const waitsOnPaydesk = (s: { status: string }) => canReceiveInvoice(s) || canPaySheet(s);

/**
 * Why the action is refused, as the kit words it (kit:action.notAllowedWhy: the state that allows it,
 * what to do first); the mock's refusals (mocks/domains/settlement/refusals.ts) say the same.
 */
export const SETTLEMENT_REFUSALS = {
  cull: { stateKey: 'settlement:refusal.cullState', firstKey: 'settlement:refusal.cullFirst' },
  merge: { stateKey: 'settlement:refusal.mergeState', firstKey: 'settlement:refusal.mergeFirst' },
  confirmExpense: { stateKey: 'settlement:refusal.confirmState' },
  confirmInvoice: {
    stateKey: 'settlement:refusal.confirmInvoiceState',
    firstKey: 'settlement:refusal.confirmInvoiceFirst',
  },
  regenerateInvoice: {
    stateKey: 'settlement:refusal.regenerateInvoiceState',
    firstKey: 'settlement:refusal.regenerateInvoiceFirst',
  },
  receiveInvoice: { stateKey: 'settlement:refusal.receiveInvoiceState' },
  pay: { stateKey: 'settlement:refusal.payState', firstKey: 'settlement:refusal.payFirst' },
} as const;

// ------------------------------------------------------------------ validations (SPEC §5, §9)

/** Evidence of a dispute: images or PDF files, at most five. */
export const MAX_EVIDENCE = 5;
/** The longest reason or answer the server keeps. */
export const REASON_MAX = 200;

/** SPEC §9 amounts: 2 decimals. */
export const cents = (n: number) => Math.round(n * 100) / 100;

/** The letter's signing time by the one signing-time rule (lib/signingTime): a real day, not after now. */
export function signTimeProblem(signTime: unknown, now: string): 'format' | 'future' | null {
  const fault = checkSigningTime(String(signTime), { now });
  if (!fault) return null;
  return fault.problem === 'future' ? 'future' : 'format';
}

/** The payment day: a real day, not after today, not before the invoice was received. */
export function payDateProblem(
  payDate: unknown,
  received: string | null,
  now: string,
): 'format' | 'future' | 'beforeInvoice' | null {
  const fault = checkSigningTime(String(payDate), { now, notBefore: received });
  if (!fault) return null;
  return fault.problem === 'future' ? 'future' : fault.problem === 'beforeStart' ? 'beforeInvoice' : 'format';
}

/** The payment desk pays the amount payable exactly. */
export const payAmountMatches = (amount: unknown, payable: number) => {
  const n = Number(amount);
  return Number.isFinite(n) && cents(n) === payable;
};

/** Accepting in part: an amount of cents, above 0 and not above the amount disputed. */
export function partAmountProblem(amount: unknown, disputed: number): 'invalid' | 'overDisputed' | null {
  const n = Number(amount);
  if (!Number.isFinite(n) || n <= 0 || cents(n) !== n) return 'invalid';
  return n > disputed ? 'overDisputed' : null;
}

// ------------------------------------------------------------------ errors (SPEC §8)

/**
 * The settlement error codes the mock answers, with the key of the client's own text where the screen
 * refuses the same case before the call: `messageKey` the mock answers with (fromContract); the other keys
 * are the form's per-field words of a case the server refuses in one sentence.
 */
export const SETTLEMENT_ERRORS = {
  refused: { code: 'B0400' },
  disputeReason: { code: 'A0431' },
  partReason: { code: 'A0432', messageKey: 'settlement:rule.partReason' },
  evidenceInvalid: { code: 'A0434', messageKey: 'settlement:rule.evidenceInvalid' },
  signing: { code: 'A0435', futureKey: 'settlement:letter.signTimeFuture', formatKey: 'kit:validation.format' },
  /** The server's refusals of the letter's signing (one sentence each); the form marks each field with `signing`'s keys. */
  signingRequired: { code: 'A0435', messageKey: 'settlement:rule.signingRequired' },
  signTimeFormat: { code: 'A0435', messageKey: 'settlement:rule.signTimeFormat' },
  payDate: {
    code: 'A0436',
    futureKey: 'settlement:paydesk.payDateFuture',
    beforeInvoiceKey: 'settlement:paydesk.payDateBeforeInvoice',
    formatKey: 'kit:validation.format',
  },
  /** The server's refusals of a payment day (one sentence each); the form marks the field with `payDate`'s keys. */
  payDateRequired: { code: 'A0436', messageKey: 'settlement:rule.payDateRequired' },
  payDateFormat: { code: 'A0436', messageKey: 'settlement:rule.payDateFormat' },
  amountMismatch: { code: 'A0437', messageKey: 'settlement:paydesk.amountMismatch' },
  /** The server's refusal of a part amount (one sentence); the form marks the field with `overDisputedKey` or `invalidKey`. */
  partAmount: {
    code: 'A0449',
    messageKey: 'settlement:rule.partAmount',
    overDisputedKey: 'settlement:desk.partOverDisputed',
    invalidKey: 'kit:validation.format',
  },
  disputeClosed: { code: 'B0401', messageKey: 'settlement:rule.disputeClosed' },
  mergeMixed: { code: 'B0402', messageKey: 'settlement:rule.mergeMixed' },
  missingTaxNumber: { code: 'B0410', messageKey: 'errors:missingTaxNumber' },
  missingInvoiceContact: { code: 'B0411', messageKey: 'errors:missingInvoiceContact' },
  saveTextFirst: { code: 'B0412', messageKey: 'errors:saveTextFirst' },
  printFirst: { code: 'B0413', messageKey: 'errors:noESignFileGenerated' },
  eSignContract: { code: 'B0414', messageKey: 'errors:activateESignFirst' },
  held: { code: 'B0415', messageKey: 'settlement:rule.held' },
  selectToConfirmOrPrint: { code: 'A0430', messageKey: 'errors:selectDocumentsFirst' },
} as const;
