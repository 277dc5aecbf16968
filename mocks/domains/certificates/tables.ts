import type { CertCategoryRule, CertSheetRecord, CertType, TaxReliefRecord } from '@/features/certificates/types';

/** Certificates and licences (SPEC §3, §4): evidence types, what each goods category requires, and the sheets. */

export type CertTypeRow = CertType;
export type CertCategoryRuleRow = CertCategoryRule;
export type CertSheetRow = CertSheetRecord;

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<CertificatesTables>`). */
export type CertificatesTables = {
  licenceTypes: CertTypeRow[];
  licenceRules: CertCategoryRuleRow[];
  certSheets: CertSheetRow[];
  taxReliefs: TaxReliefRecord[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends CertificatesTables {}
}
