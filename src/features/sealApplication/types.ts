import type { UploadedFile, VendorCombination } from '@/api/types';

/** SPEC §3 electronic seal application type: 1 new, 2 renew/change, 3 soft sign. */
export type CaApplyType = '1' | '2' | '3';

/** The uploads of an application (SPEC §3). */
export const CA_FILE_SLOTS = [
  'protocol',
  'applicationForm',
  'authorization',
  'businessLicense',
  'sealImpression',
  'handlerIdCopy',
  'multiCertDeclaration',
] as const;
export type CaFileSlot = (typeof CA_FILE_SLOTS)[number];
/** Needed by every application (the mock enforces the same). */
export const REQUIRED_FILES: readonly CaFileSlot[] = [
  'protocol',
  'applicationForm',
  'authorization',
  'businessLicense',
  'handlerIdCopy',
];

/** A CA certificate of a partner as stored (the mock's row); expiry follows validTo. */
export type CaCertificateRecord = VendorCombination & {
  serialNo: string;
  /** 1 USB key, 3 soft sign. */
  certType: '1' | '3';
  validFrom: string;
  validTo: string;
  /** 1 valid, 2 withdrawal applied, 3 withdrawn. */
  status: '1' | '2' | '3';
  withdrawReason: string | null;
  withdrawDate: string | null;
};

/** A certificate as the calls answer it: with the days left until it expires. */
export type CaCertificate = CaCertificateRecord & { daysLeft: number; expired: boolean };

export type CaBlock = 'vendorClosed' | 'buUnsupported' | 'pending';

export type CaStatus = {
  venderId: string;
  venderName: string;
  bu: string;
  buName: string;
  partnerId: string;
  caStatus: 'Y' | 'N';
  block: CaBlock | null;
  pending: { applyId: string; createDate: string } | null;
  certificates: CaCertificate[];
  expiringSoon: { serialNo: string; validTo: string; daysLeft: number } | null;
  /** The retailer's latest decision on an application of the partner, within the last 30 days. */
  decision: CaDecision | null;
};

/** An application as the calls answer it (the mock's row adds the stored uploads). */
export type CaApplication = VendorCombination & {
  applyId: string;
  applyType: CaApplyType;
  serialNo: string | null;
  validFrom: string;
  validTo: string;
  applicant: string;
  applicantPhone: string;
  applicantIdNo: string;
  applicantAddress: string;
  applicantPostalCode: string;
  /** 0 pending, 1 approved, 2 rejected, 3 cancelled. */
  status: '0' | '1' | '2' | '3';
  creator: string;
  createDate: string;
  checkDate: string | null;
  /** The retailer clerk who approved or rejected it (absent on older rows). */
  checker?: string | null;
  /** The rejection reason (status 2). */
  remark: string;
};

/** An application on the retailer's review screen: with its supplier's and BU's names and its uploaded forms. */
export type CaReviewRow = CaApplication & {
  venderName: string;
  buName: string;
  files: Partial<Record<CaFileSlot, UploadedFile[]>>;
};

/** The retailer's decision on a pending application; `remark` (the reason) is required to reject. */
export type CaReview = { applyId: string; approve: boolean; remark?: string };

/** The newest decision on the partner's applications within the last days (SPEC §3: the applicant reads it on /ca). */
export type CaDecision = Pick<CaApplication, 'applyId' | 'serialNo' | 'checkDate' | 'remark'> & { status: '1' | '2' };

/** The apply call's body: what the applicant enters of an application, the certificate to renew and the uploads. */
export type CaApplyBody = Pick<
  CaApplication,
  | 'applyType'
  | 'validFrom'
  | 'validTo'
  | 'applicant'
  | 'applicantPhone'
  | 'applicantIdNo'
  | 'applicantAddress'
  | 'applicantPostalCode'
> & {
  serialNo?: string;
  files: Partial<Record<CaFileSlot, UploadedFile[]>>;
};
