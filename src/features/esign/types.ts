import type { UploadedFile, VendorCombination } from '@/api/types';
import type { CertType, PictureStatus, RecordSignStatus, SealCertStatus } from './contract';

/** Electronic seals and picture signatures as docs/API.md "E-signature" answers them (mock: mocks/domains/esign). */

/** SPEC §3 electronic seal: a CA certificate of a supplier with its BU's support and days left. */
export type ElectronicSeal = VendorCombination & {
  serialNo: string;
  certType: CertType;
  validFrom: string;
  validTo: string;
  status: SealCertStatus;
  venderName: string;
  buName: string;
  /** Whether the BU supports electronic seals (SPEC §5). */
  buSupported: boolean;
  daysLeft: number;
  /** SPEC §5 short validity: 30 days or fewer left (the threshold of the /ca warning). */
  expiringSoon: boolean;
};

/** A picture signature (the retailer's seal image of a BU, party A of its contracts); status 1 enabled, 0 disabled. */
export type PictureSignature = {
  pictureId: string;
  bu: string;
  buName: string;
  name: string;
  image: UploadedFile;
  status: PictureStatus;
  creator: string;
  createDate: string;
};

/** A signature record (signature management): a contract or agreement party B signs. */
export type SignatureRecord = {
  contractId: string;
  venderId: string;
  bu: string;
  partnerId: string;
  venderName: string;
  title: string;
  /** 1 supplier agreement, 2 purchase contract, 3 supplementary agreement. */
  contractType: string;
  /** SPEC §4 sign status: 0 waiting for signature, 1 signature complete. */
  signStatus: RecordSignStatus;
  /** SPEC §4 seal state ('' none yet, 1 rejected by party A … 5 rejected by party B). */
  sealStatus: string;
  signBizType: string | null;
  signTime: string | null;
  serialNo: string | null;
  signedPdfUrl: string | null;
  checkDate: string | null;
};
