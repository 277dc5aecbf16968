import type { PricedLine } from '@/api/types';

/** Returns as the returns calls answer them (mock: mocks/services/returns.ts). */

type Vendor = { venderId: string; venderName: string; bu: string; partnerId: string };

type Document = Vendor & {
  sheetId: string;
  /** 1 store return, 2 DC return. */
  sheetType: string;
  status: string;
  /** A store or a DC. */
  shopId: string;
  shopName: string;
  returnDate: string;
  reason: string;
  qty: number;
  amount: number;
  creator: string;
  createDate: string;
  checker: string | null;
  checkDate: string | null;
};

/** A return notice: 0 to be confirmed, 1 confirmed, 2 completed. */
export type ReturnNotice = Document & {
  /** 1 perishables, 2 general goods (SPEC §9 return deadlines). */
  goodsKind: string;
  /** The last day of the return. */
  deadline: string;
};

/** A return document made from a confirmed notice: 0 to be executed, 1 executed. */
export type ReturnDoc = Document & { noticeSheetId: string; taxAmount: number };

export type ReturnLine = PricedLine & { qty: number };

/** A note the retailer keeps on a return document. */
export type ReturnMemo = Vendor & {
  memoId: string;
  sheetId: string;
  text: string;
  creator: string;
  createDate: string;
  modifier: string | null;
  modifyDate: string | null;
  /** Status of the return document. */
  docStatus: string;
};
