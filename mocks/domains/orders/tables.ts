import type { DocBase } from '../../db/tables';

/** Orders: order notices and their lines, order approvals and their change lines. */

export type OrderNoticeRow = DocBase & {
  orderDate: string;
  deadline: string;
  expectedReceiptDate: string;
  expectedReceiptTime: string;
  /** 1 direct to store, 2 via DC. */
  logisticsMode: string;
  transferDc: string | null;
  settlementMethod: string;
  validDays: number;
  replenishMode: string;
  orderType: string;
  fax: string;
  remark: string;
  reservationNo: string | null;
  shopId: string;
  amount: number;
  /** Order receipt (SPEC §3): who confirmed the notice on the supplier side, and when. */
  receiptBy: string | null;
  receiptTime: string | null;
  /** Undelivered reason (SPEC §5): a code of the mock's UNDELIVERED_REASONS, its remark, who and when. */
  undeliveredReason: string | null;
  undeliveredRemark: string | null;
  undeliveredBy: string | null;
  undeliveredTime: string | null;
};

/** `reason`: the retailer's reason for the change; `replyReason`: the supplier's on confirm or reject. */
export type OrderApprovalRow = DocBase & { orderSheetId: string; shopId: string; reason: string; amount: number; replyReason: string | null };

/** A line of an order notice (SPEC §3): goods from the goods table; qty 3, price 2, cost 4 decimals. */
export type OrderNoticeLineRow = { sheetId: string; lineNo: number; goodsId: string; orderQty: number; price: number; cost: number; taxRate: number };

/** A purchase-item change row of an order approval (SPEC §3): flag 1 added, 2 changed, 3 removed. */
export type OrderApprovalLineRow = { sheetId: string; lineNo: number; goodsId: string; flag: string; promQty: number; entryQty: number };

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<OrdersTables>`). */
export type OrdersTables = {
  orderNotices: OrderNoticeRow[];
  orderApprovals: OrderApprovalRow[];
  orderNoticeLines: OrderNoticeLineRow[];
  orderApprovalLines: OrderApprovalLineRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends OrdersTables {}
}
