import type { DocBase, GoodsLine, VendorKey } from '../../db/tables';

/** Returns: return notices and lines, return documents, the retailer's memos. */

/**
 * A return notice: the retailer asks the supplier to take goods back (sheetType 1 store, 2 DC).
 * `goodsKind` 1 perishables / 2 general goods decides the SPEC §9 deadline (3 / 7 days after the notice).
 */
export type ReturnNoticeRow = DocBase & { shopId: string; returnDate: string; reason: string; amount: number; qty: number; goodsKind: '1' | '2'; deadline: string };

/** A return notice line (a return document's lines are its notice's lines). */
export type ReturnLineRow = GoodsLine & { qty: number };

/** An executed return (退货单) made from a confirmed return notice: status 0 to be executed, 1 executed. */
export type ReturnDocRow = DocBase & { noticeSheetId: string; shopId: string; returnDate: string; reason: string; qty: number; amount: number; taxAmount: number };

/** A note the retailer keeps on a return document. */
export type ReturnMemoRow = VendorKey & { memoId: string; sheetId: string; text: string; creator: string; createDate: string; modifier: string | null; modifyDate: string | null };

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<ReturnsTables>`). */
export type ReturnsTables = {
  returnNotices: ReturnNoticeRow[];
  returnNoticeLines: ReturnLineRow[];
  returnDocs: ReturnDocRow[];
  returnMemos: ReturnMemoRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends ReturnsTables {}
}
