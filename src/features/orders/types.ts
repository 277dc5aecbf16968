import type { DocumentHeader, GoodsLine, PricedLine } from '@/api/types';
import type { ApprovalStatus, NoticeStatus, ReceiptStatus } from './contract';

/** Documents of the orders screens as the mock answers them (mocks/domains/orders, docs/API.md "Orders"). */

/** What the retailer's screens show beside a stored document: the supplier's and the shop's names. */
type Names = { venderName: string; shopName: string };

/** An order notice (SPEC §3) with its receipt (order_receipt) and undelivered reason (SPEC §5), as stored (the mock's row). */
export type OrderNoticeRecord = DocumentHeader & {
  status: NoticeStatus;
  shopId: string;
  amount: number;
  orderDate: string;
  deadline: string;
  expectedReceiptDate: string;
  expectedReceiptTime: string;
  /** 1 direct to store, 2 via DC, 3 cross-dock. */
  logisticsMode: string;
  transferDc: string | null;
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
  receiptBy: string | null;
  receiptTime: string | null;
  undeliveredReason: string | null;
  undeliveredRemark: string | null;
  undeliveredBy: string | null;
  undeliveredTime: string | null;
};

/** An order notice as the queries answer it. */
export type OrderNotice = OrderNoticeRecord &
  Names & {
    transferDcName: string;
    /** Not confirmed, or confirmed by the supplier (the contract's RECEIPT_STATUS). */
    receiptStatus: ReceiptStatus;
  };

/** The goods of an order line as the lines calls answer them (no sheetId), with the specification. */
type OrderGoods = Omit<GoodsLine, 'sheetId'> & { spec: string };

export type OrderNoticeLine = Omit<PricedLine, 'sheetId'> & OrderGoods & { orderQty: number };

/** An order approval: a change of an order's purchase items the supplier confirms or rejects, as stored (the mock's row). */
export type OrderApprovalRecord = DocumentHeader & {
  status: ApprovalStatus;
  shopId: string;
  amount: number;
  orderSheetId: string;
  /** The retailer's reason for the change. */
  reason: string;
  /** The supplier's reason when confirming or rejecting. */
  replyReason: string | null;
};

/** An order approval as the queries answer it. */
export type OrderApproval = OrderApprovalRecord &
  Names & {
    /** Change rows where promQty ≠ entryQty. */
    diffCount: number;
  };

/** A purchase-item change row (SPEC §3): flag 1 added, 2 changed, 3 removed. */
export type OrderApprovalLine = OrderGoods & {
  flag: string;
  promQty: number;
  entryQty: number;
  difference: boolean;
};
