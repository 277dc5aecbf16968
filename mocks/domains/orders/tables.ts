import type { OrderApprovalRecord, OrderNoticeRecord } from '@/features/orders/types';

/** Orders: order notices and their lines, order approvals and their change lines. */

/** The order notice row is the client's stored notice; `undeliveredReason` is a code of the mock's UNDELIVERED_REASONS. */
export type OrderNoticeRow = OrderNoticeRecord;

export type OrderApprovalRow = OrderApprovalRecord;

/** A line of an order notice (SPEC §3): goods from the goods table; qty 3, price 2, cost 4 decimals. */
export type OrderNoticeLineRow = {
  sheetId: string;
  lineNo: number;
  goodsId: string;
  orderQty: number;
  price: number;
  cost: number;
  taxRate: number;
};

/** A purchase-item change row of an order approval (SPEC §3): flag 1 added, 2 changed, 3 removed. */
export type OrderApprovalLineRow = {
  sheetId: string;
  lineNo: number;
  goodsId: string;
  flag: string;
  promQty: number;
  entryQty: number;
};

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
