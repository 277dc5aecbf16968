import type { ReturnDocRecord, ReturnMemoRecord, ReturnNoticeRecord } from '@/features/returns/types';
import type { GoodsLine } from '../../db/tables';

/** Returns: return notices and lines, return documents, the retailer's memos. */

/**
 * A return notice: the retailer asks the supplier to take goods back (sheetType 1 store, 2 DC).
 * `goodsKind` 1 perishables / 2 general goods decides the SPEC §9 deadline (3 / 7 days after the notice).
 */
export type ReturnNoticeRow = ReturnNoticeRecord;

/** A return notice line (a return document's lines are its notice's lines). */
export type ReturnLineRow = GoodsLine & { qty: number };

/** An executed return (退货单) made from a confirmed return notice: status 0 to be executed, 1 executed. */
export type ReturnDocRow = ReturnDocRecord;

/** A note the retailer keeps on a return document. */
export type ReturnMemoRow = ReturnMemoRecord;

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
