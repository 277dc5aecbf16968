import type { DamageLine, DamageRecord } from '@/features/damages/types';

/** Order liquidated damages. */

/** Order liquidated damages: status 0 pending, 1 confirmed, 2 disputed, 3 dispute accepted, 4 dispute rejected. */
export type DamageRow = DamageRecord & { lines: DamageLine[] };

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<DamagesTables>`). */
export type DamagesTables = {
  damages: DamageRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends DamagesTables {}
}
