import type { FileRef, VendorKey } from '../../db/tables';

/** Electronic seal (CA) applications and certificates. */

/** The uploads of a CA application (SPEC §3 electronic seal application). */
export type CaFileSlot = 'protocol' | 'applicationForm' | 'authorization' | 'businessLicense' | 'sealImpression' | 'handlerIdCopy' | 'multiCertDeclaration';

/** SPEC §3 electronic seal application. applyType 1 new, 2 renew/change, 3 soft sign; status 0 pending, 1 approved, 2 rejected, 3 cancelled. */
export type CaApplicationRow = VendorKey & {
  applyId: string;
  applyType: '1' | '2' | '3';
  serialNo: string | null;
  validFrom: string;
  validTo: string;
  applicant: string;
  applicantPhone: string;
  applicantIdNo: string;
  applicantAddress: string;
  applicantPostalCode: string;
  files: Partial<Record<CaFileSlot, FileRef[]>>;
  status: '0' | '1' | '2' | '3';
  creator: string;
  createDate: string;
  checkDate: string | null;
  remark: string;
};

/** A CA certificate of a partner. status 1 valid, 2 withdrawal applied, 3 withdrawn (expiry follows validTo). */
export type CaCertificateRow = VendorKey & {
  serialNo: string;
  /** 1 USB key, 3 soft sign. */
  certType: '1' | '3';
  validFrom: string;
  validTo: string;
  status: '1' | '2' | '3';
  withdrawReason: string | null;
  withdrawDate: string | null;
};

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<SealApplicationTables>`). */
export type SealApplicationTables = {
  caApplications: CaApplicationRow[];
  caCertificates: CaCertificateRow[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends SealApplicationTables {}
}
