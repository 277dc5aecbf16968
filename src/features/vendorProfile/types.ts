import type { VendorCombination } from '@/api/types';
import type { ChangePart, ChangeStatus } from './contract';

export type { ChangePart, ChangeStatus, ProfilePart } from './contract';

/** The supplier profile (SPEC §3) and its change requests, as docs/API.md "Supplier profile" answers them (mock: mocks/domains/vendorProfile). */

/** Basic data: the supplier edits the contact part itself (contact … city). */
export type BasicData = {
  venderId: string;
  venderName: string;
  bu: string;
  /** The partner's unique code. */
  uniqueCode: string;
  taxNumber: string;
  parentVenderId: string | null;
  parentVenderName: string | null;
  relationType: string;
  /** SPEC §4 vendor status (97/99 disabled). */
  status: string;
  /** RUNTYPE dictionary. */
  tradeType: string;
  contact: string;
  phone: string;
  mobile: string;
  email: string;
  address: string;
  postalCode: string;
  province: string;
  city: string;
};

/** Editable basic fields. */
export type BasicEdit = Pick<
  BasicData,
  'contact' | 'phone' | 'mobile' | 'email' | 'address' | 'postalCode' | 'province' | 'city'
>;

/** Bank data: codes of the session-cached lists of SPEC §3 (account types, pay modes, financing types). */
export type BankData = {
  accountName: string;
  account: string;
  bankName: string;
  /** CNAPS bank code (联行号). */
  bankCode: string;
  bankProvince: string;
  bankCity: string;
  accountType: string;
  payMode: string;
  financingType: string;
};

/** Invoicing data (tax level: the taxLevels list). */
export type InvoiceData = {
  invoiceName: string;
  taxpayerId: string;
  taxLevel: string;
  invoiceAddress: string;
  invoicePhone: string;
  invoiceBankName: string;
  invoiceAccount: string;
};

/** One changed field of a request: its name (a field of BankData or InvoiceData) and both values. */
export type FieldChange = { field: string; before: string; after: string };

export type ChangeRequest = VendorCombination & {
  requestId: string;
  part: ChangePart;
  status: ChangeStatus;
  changes: FieldChange[];
  remark: string;
  applicant: string;
  applyDate: string;
  checker: string | null;
  checkDate: string | null;
  rejectReason: string | null;
};

/** The whole profile; `pending` is the one request awaiting the retailer (at most one per supplier code). */
export type VendorProfile = BasicData & BankData & InvoiceData & { pending: ChangeRequest | null };

/** A row of the retailer's supplier master data query: the profile with its pending request in flat fields. */
export type SupplierRecord = BasicData &
  BankData &
  InvoiceData & {
    buName: string;
    pendingRequestId: string | null;
    pendingPart: ChangePart | null;
  };

/**
 * A contact of the supplier as its master-data detail lists it: the fields of the contact list
 * (docs/API.md "Supplier contacts", `/api/fea-vsm/contact/query`) the retailer reads there.
 */
export type { SupplierContact } from '@/api/types';
