import type { UploadedFile, VendorCombination } from '@/api/types';
import type {
  AttachmentStatus,
  ContractStatus,
  ContractType,
  ExecStatus,
  SealStatus,
  SignStatus,
  TicketApplyType,
  TicketStatus,
} from './contract';

/** Contracts, agreements and promoter agreements as docs/API.md "Contracts" answers them (mock: mocks/domains/contracts). */

/** The states (SPEC §4) are the contract's (./contract): bill, party B's sign status, seal state, execution. */
export type { ContractStatus, ExecStatus, SealStatus, SignStatus } from './contract';

/** A contract or agreement bill. */
export type Contract = VendorCombination & {
  contractId: string;
  contractType: ContractType;
  title: string;
  venderName: string;
  validFrom: string;
  validTo: string;
  /** Days from invoice to payment. */
  paymentDays: number;
  /** Year-end rebate, percent. */
  rebateRate: number;
  /** Promotion support fee per year, yuan. */
  promotionFee: number;
  remark: string;
  status: ContractStatus;
  signStatus: SignStatus;
  sealStatus: SealStatus;
  execStatus: ExecStatus;
  /** SPEC §3 signing business type: 1 new contract, 2 renewal, 3 supplementary agreement. */
  signBizType: string | null;
  /** SPEC §3 electronic signing time (yyyy-MM-dd HH:mm:ss). */
  signTime: string | null;
  /** The certificate party B signed with. */
  serialNo: string | null;
  /** The contract PDF generated from its data once approved (read before signing). */
  pdfUrl: string | null;
  /** The PDF with the seals and signing times placed on it. */
  signedPdfUrl: string | null;
  rejectReason: string | null;
  creator: string;
  createDate: string;
  checker: string | null;
  checkDate: string | null;
};

/** What the supplier enters of a supplier agreement application. */
export type AgreementInput = Pick<
  Contract,
  'title' | 'validFrom' | 'validTo' | 'paymentDays' | 'rebateRate' | 'promotionFee' | 'remark'
>;

/** The sign call's body (SPEC §5: both must be chosen). */
export type SignInput = { contractId: string; signBizType: string; signTime: string };

/** SPEC §4 attachment document: 0 draft, 1 submitted, 2 confirmed. */
export type AttachmentDoc = VendorCombination & {
  sheetId: string;
  contractId: string;
  title: string;
  status: AttachmentStatus;
  files: UploadedFile[];
  remark: string;
  creator: string;
  createDate: string;
  submitDate: string | null;
  confirmDate: string | null;
};

/** SPEC §4 invoice-easy (票易通) agreement, one row per version: 0 submitted, 1 effective, 2 superseded. */
export type TicketAgreement = VendorCombination & {
  agreementId: string;
  version: number;
  venderName: string;
  taxNumber: string;
  invoiceContact: string;
  invoicePhone: string;
  invoiceEmail: string;
  validFrom: string;
  validTo: string;
  applyType: TicketApplyType;
  status: TicketStatus;
  creator: string;
  createDate: string;
};

/** What decides on the client whether the supplier code may apply for the invoice-easy agreement (SPEC §4, §8). */
export type TicketEligibility = { parent: boolean; statusAllowed: boolean; hasTaxNumber: boolean };

/** SPEC §3 promoter agreement. */
export type PromoterAgreement = VendorCombination & {
  agreementId: string;
  venderName: string;
  shopId: string;
  shopName: string;
  promoterName: string;
  /** 1 long-term, 2 short-term, 3 full-time replacement, 4 stocking, 5 other. */
  promoterType: string;
  /** 1 new hire, 2 renewal, 3 replacement. */
  onboardType: string;
  /** The promoter replaced (onboarding type replacement). */
  replacedName: string | null;
  /** The day the replaced promoter left: a replacement starts within 3 days of it (SPEC §9). */
  leaveDate: string | null;
  promoteFrom: string;
  promoteTo: string;
  managementFee: number;
  trainingFee: number;
  /** 1 end cap, 2 island stand, 3 shelf, 4 counter. */
  displayMode: string;
  status: ContractStatus;
  createDate: string;
  /** A replacement's start within 3 days of the replaced promoter leaving (SPEC §9); null for other onboarding types. */
  replacementInTime: boolean | null;
  /** The retailer's review: who approved or rejected it, when, and why it was rejected (absent until reviewed). */
  checker?: string | null;
  checkDate?: string | null;
  rejectReason?: string | null;
};

/** The retailer's promoter cost line: one agreement's fees over its promotion period. */
export type PromoterCost = PromoterAgreement & { months: number; totalFee: number };

/** What the supplier enters of a promoter agreement application (replacedName and leaveDate for a replacement). */
export type PromoterInput = Pick<
  PromoterAgreement,
  | 'shopId'
  | 'promoterName'
  | 'promoterType'
  | 'onboardType'
  | 'promoteFrom'
  | 'promoteTo'
  | 'managementFee'
  | 'trainingFee'
  | 'displayMode'
> & { replacedName?: string; leaveDate?: string };
