import { DOC_TYPE, cents } from '@/features/settlement/contract';
import type { SettleDoc, SettleSheetRecord } from '@/features/settlement/types';

/** Pure rules of the settlement model, shared by the seed and the service (no database access). */

/** Days after the fee date within which an expense may be disputed. */
export const DISPUTE_DAYS = 30;
/** Days from a payment application to the expected payment date. */
export const PAYMENT_TERM_DAYS = 15;

/** SPEC §9 amounts: 2 decimals (the contract's rounding). */
export { cents };

const sum = (docs: SettleDoc[]) => cents(docs.reduce((s, d) => s + Math.round(d.amount * 100), 0) / 100);

/** A sheet's amounts from its documents: receipts, returns and expenses (positive), and what is payable. */
export function sheetTotals(
  docs: SettleDoc[],
): Pick<SettleSheetRecord, 'docCount' | 'receiptAmount' | 'returnAmount' | 'expenseAmount' | 'payableAmount'> {
  return {
    docCount: docs.length,
    receiptAmount: sum(docs.filter((d) => d.docType === DOC_TYPE.receipt)),
    returnAmount: 0 - sum(docs.filter((d) => d.docType === DOC_TYPE.return)),
    expenseAmount: 0 - sum(docs.filter((d) => d.docType === DOC_TYPE.deduction)),
    payableAmount: sum(docs),
  };
}
