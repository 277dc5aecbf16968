import type { DocumentHeader, SettlementDocument, UploadedFile, VendorCombination } from '@/api/types';
import type {
  CullMode,
  DESK_MODES,
  LEDGER_KINDS,
  DisputeStatus,
  ExpenseStatus,
  LedgerStatus,
  LetterStatus,
  SettleDocStatus,
  SettleSheetStatus,
} from './contract';

/** The states are the contract's (./contract.ts, SPEC §4). */
export type { CullMode, DisputeStatus, ExpenseStatus, LedgerStatus, LetterStatus, SettleDocStatus, SettleSheetStatus };

/**
 * Settlement I (SPEC §2 settlement management, §4 states) as docs/API.md "Settlement" answers it.
 * The model: OI expense documents (the retailer's charges) and settlement documents (receipts,
 * returns, expenses ready to settle) are merged into settlement sheets; disputes are cases over
 * expense documents or culled settlement documents; the ledger holds pre-receipts, balance
 * transfers, cash settlements and withdrawals. Red-letter sheets and invoices build on these tables.
 */

/** An OI expense document as stored. */
export type ExpenseRecord = DocumentHeader & {
  status: ExpenseStatus;
  /** 1 promotion, 2 listing, 3 logistics, 4 display, 5 annual rebate. */
  expenseType: string;
  shopId: string;
  shopName: string;
  amount: number;
  feeDate: string;
  /** The last day a dispute is taken (SPEC Beyond: days left to dispute). */
  disputeDeadline: string;
  disputeId: string | null;
  remark: string;
};

/** An expense document as the query answers it: with the days left to dispute (negative: past). */
export type Expense = ExpenseRecord & { daysLeft: number };

/** A settlement document (api/types), with its status here and what culling left on it. */
export type SettleDoc = SettlementDocument & {
  status: SettleDocStatus;
  /** 1 receipt, 2 return, 3 expense deduction. */
  docType: '1' | '2' | '3';
  /** Culled by 'delay': waits for the next period. */
  delayed: boolean;
  /** Why it is frozen (a culled dispute: the case id). */
  disputeId: string | null;
};

/** One step of a sheet's payment timeline. */
export type TimelineEvent = { step: TimelineStep; date: string; by: string; note?: string };
export type TimelineStep =
  | 'created'
  | 'culled'
  | 'invoiceConfirmed'
  | 'invoiceRegenerated'
  | 'letterSaved'
  | 'letterPrinted'
  | 'letterSigned'
  | 'paymentApplied'
  | 'invoiceReceived'
  | 'paid';

/** A settlement sheet as stored (its documents point at it by settleSheetId). */
export type SettleSheetRecord = VendorCombination & {
  sheetId: string;
  status: SettleSheetStatus;
  creator: string;
  createDate: string;
  docCount: number;
  receiptAmount: number;
  returnAmount: number;
  expenseAmount: number;
  /** Receipts less returns and expenses. */
  payableAmount: number;
  /** 0 not invoiced, 1 invoiced (SPEC §4). */
  invoiceStatus: '0' | '1';
  invoiceConfirmed: boolean;
  invoiceTitle: string | null;
  invoiceTaxNumber: string | null;
  letterStatus: LetterStatus;
  /** 1 purchase, 2 joint operation, 3 consignment (signing business type, SPEC §5). */
  signBizType: string | null;
  signTime: string | null;
  letterFile: UploadedFile | null;
  paymentApplyDate: string | null;
  expectedPayDate: string | null;
  paidDate: string | null;
  events: TimelineEvent[];
};

/** Why a sheet's payment waits (SPEC Beyond). */
export type HoldReason = 'frozen' | 'disputeOpen' | 'invoiceMissing';

/** A sheet as the query answers it: with the supplier's name and what holds its payment. */
export type SettleSheet = SettleSheetRecord & { venderName: string; holds: HoldReason[] };

/** A sheet on the retailer's payment desk: with the time its invoice was received (the payment date's earliest day). */
export type PaydeskSheet = SettleSheet & { invoiceReceivedDate: string | null };

/** The payment desk's payment of one sheet: a day not after today nor before the invoice was received, the amount payable. */
export type PaydeskPayment = { sheetId: string; payDate: string; amount: number };

/** A dispute as a case: the disputed items, reason, evidence, the retailer's answer, the amount reversed. */
export type DisputeRecord = VendorCombination & {
  disputeId: string;
  status: DisputeStatus;
  /** 1 OI expense documents, 2 settlement documents culled by dispute. */
  source: '1' | '2';
  itemIds: string[];
  itemCount: number;
  amount: number;
  reason: string;
  evidence: UploadedFile[];
  creator: string;
  createDate: string;
  deadline: string;
  answer: string | null;
  answerBy: string | null;
  answerDate: string | null;
  reversedAmount: number;
};

/** A dispute as the query answers it: with the days left to the deadline. */
export type Dispute = DisputeRecord & { daysLeft: number };

/** A dispute on the retailer's desk: with its supplier's name and the sheets its culled documents left. */
export type DeskDispute = Dispute & { venderName: string; sheetIds: string[] };

/** The retailer's answer: accept the whole amount disputed, accept a part of it, or reject. */
export type DeskAnswerMode = (typeof DESK_MODES)[number];

/** The desk's answer call: `amount` for 'part' (above 0, not above the amount disputed); `answer` required for 'part' and 'reject'. */
export type DeskAnswer = { disputeId: string; mode: DeskAnswerMode; amount?: number; answer?: string };

/** One disputed item of a case. */
export type DisputeItem = { itemId: string; itemType: string; docDate: string; shopName: string; amount: number };

/** Ledger entries: pre-receipts, balance transfers, cash settlements and withdrawals. */
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A ledger entry (its status: the contract's LEDGER_STATUS). */
export type LedgerRecord = VendorCombination & {
  entryId: string;
  kind: LedgerKind;
  status: LedgerStatus;
  entryDate: string;
  amount: number;
  /** Balance after the entry. */
  balance: number;
  /** The other account or sheet (balance transfer target, cash sheet, withdrawal bank account). */
  counterpart: string;
  remark: string;
  confirmDate: string | null;
};

/** Totals of a query (SPEC §9: 60000 ms time-out). */
export type Totals = { count: number; amount: number };

/** The selected supplier code's e-signature contract: active today, or null when no combination is selected. */
export type ESignStatus = { active: boolean | null };

/** The confirmation letter's text information (SPEC §5: both required). */
export type LetterInput = { sheetId: string; signBizType: string; signTime: string };
