import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type {
  BankData,
  BasicEdit,
  ChangePart,
  ChangeRequest,
  InvoiceData,
  SupplierRecord,
  VendorProfile,
} from './types';

/** Supplier profile calls of SPEC §7 ("vendor contacts/bank/invoice info") under /api/fea-vsm/venderinfo (mock: mocks/domains/vendorProfile). */
const VENDERINFO = '/api/fea-vsm/venderinfo';

/** A retailer names the supplier code; a supplier gets its selected one. */
type VendorKey = { venderId?: string; bu?: string };

export const getProfile = (key: VendorKey = {}, opts?: RequestOptions) =>
  http.post<VendorProfile>(`${VENDERINFO}/profile`, key, opts);

/** Every change request of the supplier code, newest first. */
export const getChangeHistory = (key: VendorKey = {}, opts?: RequestOptions) =>
  http.post<ChangeRequest[]>(`${VENDERINFO}/history`, key, opts);

/** Supplier: its contact data, saved at once (SPEC §5 limits). */
export const saveBasic = (values: BasicEdit, opts?: RequestOptions) =>
  http.post<VendorProfile>(`${VENDERINFO}/saveBasic`, values, opts);

/** Supplier: asks for a bank or invoicing change; the retailer approves it. */
export const requestChange = (
  part: ChangePart,
  data: Partial<BankData & InvoiceData>,
  remark: string,
  opts?: RequestOptions,
) => http.post<ChangeRequest>(`${VENDERINFO}/requestChange`, { part, data, remark }, opts);

/** Retailer: approves, or rejects with a reason, pending change requests. */
export const reviewChanges = (requestIds: string[], approve: boolean, reason: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(`${VENDERINFO}/review`, { requestIds, approve, reason }, opts);

/** Retailer: supplier master data (the generic table query). */
export const querySuppliers = pageQueryCall<SupplierRecord>(`${VENDERINFO}/supplierQuery`);
