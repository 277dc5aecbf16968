import type { SettlementMethod } from '@/features/masterData/types';

/** Master data the retailer keeps per supplier: settlement methods. Stores are the platform's shops; categories the platform's categories. */

export type SettlementMethodRow = SettlementMethod;

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<MasterDataTables>`). */
export type MasterDataTables = {
  settlementMethods: SettlementMethodRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends MasterDataTables {}
}
