import { http, TIMEOUTS, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type { Page } from '@/api/types';
import type {
  BankData,
  BasicEdit,
  ChangePart,
  ChangeRequest,
  InvoiceData,
  SupplierContact,
  SupplierRecord,
  VendorProfile,
} from './types';
import { venderInfoUrl } from './contract';

/** Supplier profile calls of SPEC §7 ("vendor contacts/bank/invoice info") on the contract's paths (mock: mocks/domains/vendorProfile). */

/** A retailer names the supplier code; a supplier gets its selected one. */
type VendorKey = { venderId?: string; bu?: string };

export const getProfile = (key: VendorKey = {}, opts?: RequestOptions) =>
  http.post<VendorProfile>(venderInfoUrl('profile'), key, opts);

/** Every change request of the supplier code, newest first. */
export const getChangeHistory = (key: VendorKey = {}, opts?: RequestOptions) =>
  http.post<ChangeRequest[]>(venderInfoUrl('history'), key, opts);

/** Supplier: its contact data, saved at once (SPEC §5 limits). */
export const saveBasic = (values: BasicEdit, opts?: RequestOptions) =>
  http.post<VendorProfile>(venderInfoUrl('saveBasic'), values, opts);

/** Supplier: asks for a bank or invoicing change; the retailer approves it. */
export const requestChange = (
  part: ChangePart,
  data: Partial<BankData & InvoiceData>,
  remark: string,
  opts?: RequestOptions,
) => http.post<ChangeRequest>(venderInfoUrl('requestChange'), { part, data, remark }, opts);

/** Retailer: approves, or rejects with a reason, pending change requests. */
export const reviewChanges = (requestIds: string[], approve: boolean, reason: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(venderInfoUrl('review'), { requestIds, approve, reason }, opts);

/** Retailer: supplier master data (the generic table query). */
export const querySuppliers = pageQueryCall<SupplierRecord>(venderInfoUrl('supplierQuery'));

/** Retailer: the contacts in effect of one supplier code, by major category (the contact list's query). */
export const supplierContacts = ({ venderId, bu }: Required<VendorKey>, opts?: RequestOptions) =>
  http.post<Page<SupplierContact>>(
    '/api/fea-vsm/contact/query',
    { pageNo: 1, pageSize: 100, orderBy: 'majorId', params: { venderId, bu, status: '1' } },
    { timeout: TIMEOUTS.list, ...opts },
  );
