import type { DocBase } from '../../db/tables';

/** Order liquidated damages. */

export type DamageLine = { lineNo: number; goodsId: string; goodsName: string; orderQty: number; deliveredQty: number; amount: number };

/** Order liquidated damages: status 0 pending, 1 confirmed, 2 disputed, 3 dispute accepted, 4 dispute rejected. */
export type DamageRow = DocBase & { orderSheetId: string; shopId: string; shopName: string; breachType: string; amount: number; breachDate: string; disputeReason: string | null; reviewReason: string | null; remark: string; lines: DamageLine[] };

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<DamagesTables>`). */
export type DamagesTables = {
  damages: DamageRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends DamagesTables {}
}
