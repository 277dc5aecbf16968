import type { VendorKey } from '../../db/tables';

/** Rows only the lookup dialogs (SPEC §4 'elf' kind) read: contracts, financial entities, origins, templates. */

export type ContractRow = VendorKey & {
  contractId: string;
  contractName: string;
  venderName: string;
  startDate: string;
  endDate: string;
  /** 0 new, 1 submitted, 2 approved, 3 purchase cancelled, 4 e-signed, 9 cancelled. */
  status: string;
};

export type FinEntityRow = {
  finEntityId: string;
  finEntityName: string;
  buId: string;
  taxNumber: string;
  bankName: string;
  account: string;
};

export type OriginRow = { originId: string; originName: string; provinceName: string; imported: boolean };

export type TemplateRow = {
  tempId: string;
  tempName: string;
  tempType: string;
  tempTypeName: string;
  createDate: string;
};

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<LookupTables>`). */
export type LookupTables = {
  contracts: ContractRow[];
  finEntities: FinEntityRow[];
  origins: OriginRow[];
  templates: TemplateRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends LookupTables {}
}
