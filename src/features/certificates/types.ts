import type { DocumentHeader, UploadedFile } from '@/api/types';
import type { CertKind, CertStatus, ReliefType, TaxReliefStatus } from './contract';

/** The states and coded values are the contract's (./contract.ts, SPEC §3, §4). */
export type { CertKind, CertStatus, ReliefType, TaxReliefStatus };

/** Certificates and licences as docs/API.md "Certificates and licences" answers them (mock: mocks/domains/certificates). */

/** An evidence (certificate) type the retailer maintains (SPEC §3 ctId, ctName, yearFlag). */
export type CertType = {
  ctId: string;
  ctName: string;
  kind: CertKind;
  /** 1: reviewed every year (annual review). */
  yearFlag: 0 | 1;
  enabled: boolean;
};

/** Which evidence a goods category (major category) requires and accepts (SPEC §3 required / optional). */
export type CertCategoryRule = {
  majorId: string;
  majorName: string;
  required: string[];
  optional: string[];
};

/** One certificate of a sheet (SPEC §3 fields). */
export type CertItem = {
  ctId: string;
  ctName: string;
  certCode: string;
  /** YYYY-MM-DD; null when indefinite. */
  expiryDate: string | null;
  indefinite: boolean;
  approvalNo: string;
  annualReview: boolean;
  sanitaryInspection: boolean;
  files: UploadedFile[];
};

/** A certificate sheet: a company's licences, or one goods (and batch) with its evidence. */
export type CertSheetRecord = DocumentHeader & {
  status: CertStatus;
  kind: CertKind;
  goodsId: string;
  goodsName: string;
  barcode: string;
  majorId: string;
  majorName: string;
  batchNo: string;
  productionDate: string | null;
  manufacturer: string;
  /** The earliest expiry of its certificates (null when all are indefinite). */
  expiryDate: string | null;
  /** The certificate codes and types, for the lists. */
  certCodes: string;
  ctNames: string;
  rejectReason: string | null;
  /** An approved sheet superseded by a later approved one for the same subject ("old"). */
  replaced: boolean;
  items: CertItem[];
};

/** A sheet as the lists answer it: with the supplier's name and the days left before its expiry. */
export type CertSheet = Omit<CertSheetRecord, 'items'> & {
  venderName: string;
  daysLeft: number | null;
  /** A goods certificate within 60 days of expiry: the open order notices of its goods its lapse would block. */
  openOrders: string[];
};

/** What the supplier saves (a new sheet without sheetId). */
export type CertSheetInput = Pick<
  CertSheetRecord,
  'kind' | 'goodsId' | 'batchNo' | 'productionDate' | 'manufacturer'
> & { sheetId?: string; items: Omit<CertItem, 'ctName'>[] };

/** The lists of SPEC §2 as one query with a fixed view. */
export type CertView = 'onhand' | 'old' | 'news' | 'basic' | 'search' | 'list' | 'review' | 'expiring' | 'expired';

/** A tax exemption (1) or reduction (2) certificate of a goods, with its PDF the supplier CA-signs (SPEC §7). */
export type TaxReliefRecord = DocumentHeader & {
  status: TaxReliefStatus;
  reliefType: ReliefType;
  goodsId: string;
  goodsName: string;
  /** The goods' usual tax rate and the rate under the relief (percent; 0 for an exemption). */
  taxRate: number;
  reliefRate: number;
  validFrom: string;
  validTo: string;
  /** The policy the relief rests on (document number or title). */
  basis: string;
  pdf: UploadedFile | null;
  signedAt: string | null;
  rejectReason: string | null;
};

export type TaxRelief = TaxReliefRecord & { venderName: string };

export type TaxReliefInput = Pick<
  TaxReliefRecord,
  'reliefType' | 'goodsId' | 'reliefRate' | 'validFrom' | 'validTo' | 'basis'
> & {
  sheetId?: string;
};
