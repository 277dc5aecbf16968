import type { CaApplication, CaCertificateRecord, CaFileSlot } from '@/features/sealApplication/types';
import type { FileRef } from '../../db/tables';

/** Electronic seal (CA) applications and certificates. */

/** SPEC §3 electronic seal application: the client's application with its stored uploads. */
export type CaApplicationRow = CaApplication & { files: Partial<Record<CaFileSlot, FileRef[]>> };

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<SealApplicationTables>`). */
export type SealApplicationTables = {
  caApplications: CaApplicationRow[];
  /** The client's certificate record as it is (status 1 valid, 2 withdrawal applied, 3 withdrawn; expiry follows validTo). */
  caCertificates: CaCertificateRecord[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends SealApplicationTables {}
}
