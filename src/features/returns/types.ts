import type { DocumentHeader, PricedLine, VendorCombination } from '@/api/types';
import type { GoodsKind } from './contract';

/** Returns as the returns calls answer them (mock: mocks/domains/returns). */

/** What return notices and documents store beside the header: sheetType 1 store return, 2 DC return; shopId a store or a DC. */
type ReturnBase = DocumentHeader & { shopId: string; returnDate: string; reason: string; qty: number; amount: number };

/** What the lists show beside a stored document. */
type Names = { venderName: string; shopName: string };

/** A return notice as stored (the mock's row): 0 to be confirmed, 1 confirmed, 2 completed. */
export type ReturnNoticeRecord = ReturnBase & {
  /** 1 perishables, 2 general goods (SPEC §9 return deadlines). */
  goodsKind: GoodsKind;
  /** The last day of the return. */
  deadline: string;
};
export type ReturnNotice = ReturnNoticeRecord & Names;

/** A return document made from a confirmed notice, as stored: 0 to be executed, 1 executed. */
export type ReturnDocRecord = ReturnBase & { noticeSheetId: string; taxAmount: number };
export type ReturnDoc = ReturnDocRecord & Names;

export type ReturnLine = PricedLine & { qty: number };

/** A note the retailer keeps on a return document. */
export type ReturnMemoRecord = VendorCombination & {
  memoId: string;
  sheetId: string;
  text: string;
  creator: string;
  createDate: string;
  modifier: string | null;
  modifyDate: string | null;
};

/** A memo as the memo query answers it: with the supplier's name and the return document's status. */
export type ReturnMemo = ReturnMemoRecord & { venderName: string; docStatus: string };
