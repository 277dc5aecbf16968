import type { DocumentHeader, PricedLine } from '@/api/types';

/**
 * An acceptance (receipt) document as stored (the mock's row): sheetType 1 store receipt, 2 DC
 * receipt; status 0 to be confirmed, 1 confirmed; shopId a store or a DC.
 */
export type AcceptanceRecord = DocumentHeader & {
  orderSheetId: string;
  shopId: string;
  receiptDate: string;
  orderQty: number;
  receivedQty: number;
  amount: number;
  taxAmount: number;
};

/** An acceptance document as the acceptance query answers it (mock: mocks/domains/acceptance/service.ts). */
export type Acceptance = AcceptanceRecord & {
  venderName: string;
  shopName: string;
  /** received − ordered. */
  diffQty: number;
};

export type AcceptanceLine = PricedLine & { orderQty: number; receivedQty: number; diffQty: number };
