import type { CaApplication, CaCertificateRecord, CaFileSlot } from '@/features/sealApplication/types';
import type { FileRef } from '../../db/tables';

/** Electronic seal (CA) applications and certificates. */

/** SPEC §3 electronic seal application: the client's application with its stored uploads. */
export type CaApplicationRow = CaApplication & { files: Partial<Record<CaFileSlot, FileRef[]>> };

/** A CA certificate of a partner. status 1 valid, 2 withdrawal applied, 3 withdrawn (expiry follows validTo). */
export type CaCertificateRow = CaCertificateRecord;

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<SealApplicationTables>`). */
export type SealApplicationTables = {
  caApplications: CaApplicationRow[];
  caCertificates: CaCertificateRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends SealApplicationTables {}
}
