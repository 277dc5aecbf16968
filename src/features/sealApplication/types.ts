import type { UploadedFile, VendorCombination } from '@/api/types';
import type {
  APPLY_STATUS,
  ApplyStatus,
  CaApplyType,
  CaBlock,
  CaFileSlot,
  CaHeld,
  CertStatus,
  CertType,
} from './contract';

export type { CaApplyType, CaBlock, CaFileSlot } from './contract';

/** A CA certificate of a partner as stored (the mock's row); expiry follows validTo. */
export type CaCertificateRecord = VendorCombination & {
  serialNo: string;
  certType: CertType;
  validFrom: string;
  validTo: string;
  status: CertStatus;
  withdrawReason: string | null;
  withdrawDate: string | null;
};

/** A certificate as the calls answer it: with the days left until it expires. */
export type CaCertificate = CaCertificateRecord & { daysLeft: number; expired: boolean };

export type CaStatus = {
  venderId: string;
  venderName: string;
  bu: string;
  buName: string;
  partnerId: string;
  caStatus: CaHeld;
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
  status: ApplyStatus;
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
export type CaDecision = Pick<CaApplication, 'applyId' | 'serialNo' | 'checkDate' | 'remark'> & {
  status: typeof APPLY_STATUS.approved | typeof APPLY_STATUS.rejected;
};

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
