import type { UploadedFile } from '@/api/types';

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
