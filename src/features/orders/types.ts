/** Documents of the orders screens as the mock answers them (mocks/services/orders.ts, docs/API.md "Orders"). */

/** The common part of a document (SPEC §3 Documents), with the supplier's name for the retailer. */
type DocumentBase = {
  sheetId: string;
  sheetType: string;
  status: string;
  creator: string;
  checker: string | null;
  createDate: string;
  checkDate: string | null;
  venderId: string;
  venderName: string;
  bu: string;
  partnerId: string;
  shopId: string;
  shopName: string;
  amount: number;
};

/** An order notice (SPEC §3) with its receipt (order_receipt) and undelivered reason (SPEC §5). */
export type OrderNotice = DocumentBase & {
  orderDate: string;
  deadline: string;
  expectedReceiptDate: string;
  expectedReceiptTime: string;
  /** 1 direct to store, 2 via DC, 3 cross-dock. */
  logisticsMode: string;
  transferDc: string | null;
  transferDcName: string;
  /** 1 monthly 30 days, 2 monthly 60 days, 3 cash on delivery. */
  settlementMethod: string;
  validDays: number;
  /** 1 automatic, 2 manual. */
  replenishMode: string;
  /** 1 regular, 2 promotion, 3 new-goods first order. */
  orderType: string;
  fax: string;
  remark: string;
  reservationNo: string | null;
  /** 0 not confirmed, 1 confirmed by the supplier. */
  receiptStatus: '0' | '1';
  receiptBy: string | null;
  receiptTime: string | null;
  undeliveredReason: string | null;
  undeliveredRemark: string | null;
  undeliveredBy: string | null;
  undeliveredTime: string | null;
};

export type OrderNoticeLine = {
  lineNo: number;
  goodsId: string;
  goodsName: string;
  barcode: string;
  spec: string;
  unit: string;
  orderQty: number;
  price: number;
  cost: number;
  amount: number;
  taxRate: number;
};

/** An order approval: a change of an order's purchase items the supplier confirms or rejects. */
export type OrderApproval = DocumentBase & {
  orderSheetId: string;
  /** The retailer's reason for the change. */
  reason: string;
  /** The supplier's reason when confirming or rejecting. */
  replyReason: string | null;
  /** Change rows where promQty ≠ entryQty. */
  diffCount: number;
};

/** A purchase-item change row (SPEC §3): flag 1 added, 2 changed, 3 removed. */
export type OrderApprovalLine = {
  lineNo: number;
  goodsId: string;
  goodsName: string;
  barcode: string;
  spec: string;
  unit: string;
  flag: string;
  promQty: number;
  entryQty: number;
  difference: boolean;
};
