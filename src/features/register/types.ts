import type { UploadedFile } from '@/api/types';
import type { RegistrationStatus } from './contract';

export type { RegistrationStatus } from './contract';

/** A supplier registration (SPEC §2 /venders/registerDetail; §5 length limits). */
export type Registration = {
  venderName: string;
  businessLicenseNo: string;
  orgCode?: string;
  taxNumber: string;
  contact: string;
  phone: string;
  email: string;
  address: string;
  postalCode?: string;
  provinceId: string;
  cityId: string;
  licenseFiles: UploadedFile[];
};

export type Registered = { registerNo: string; createdAt: string };

/** A registration as the server keeps it (what the registrant sent, its number and its review). */
export type RegistrationRecord = Omit<Registration, 'orgCode' | 'postalCode'> & {
  registerNo: string;
  orgCode: string;
  postalCode: string;
  status: RegistrationStatus;
  createdAt: string;
  /** The retailer clerk who approved or rejected it, and when (absent while submitted). */
  checker?: string | null;
  checkDate?: string | null;
  /** The rejection reason (status 2). */
  remark?: string;
};

/** A registration on the retailer's review screen: with its province's and city's names. */
export type RegistrationReviewRow = RegistrationRecord & { provinceName: string; cityName: string };

/** The retailer's decision on a submitted registration; `remark` (the reason) is required to reject. */
export type RegistrationReview = { registerNo: string; approve: boolean; remark?: string };
