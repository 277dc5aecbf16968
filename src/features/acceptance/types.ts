import type { PricedLine } from '@/api/types';

/** An acceptance (receipt) document as the acceptance query answers it (mock: mocks/services/acceptance.ts). */
export type Acceptance = {
  sheetId: string;
  /** 1 store receipt, 2 DC receipt. */
  sheetType: string;
  /** 0 to be confirmed, 1 confirmed. */
  status: string;
  venderId: string;
  venderName: string;
  bu: string;
  partnerId: string;
  orderSheetId: string;
  /** A store or a DC. */
  shopId: string;
  shopName: string;
  receiptDate: string;
  orderQty: number;
  receivedQty: number;
  /** received − ordered. */
  diffQty: number;
  amount: number;
  taxAmount: number;
  creator: string;
  createDate: string;
  checker: string | null;
  checkDate: string | null;
};

export type AcceptanceLine = PricedLine & { orderQty: number; receivedQty: number; diffQty: number };
