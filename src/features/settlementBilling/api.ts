import { TIMEOUTS, http, type RequestOptions } from '@/api/http';
import { exportCall, pageQueryCall } from '@/api/pageCalls';
import type { PageQuery } from '@/api/types';
import type {
  BillRow,
  BillingByName,
  BillingSummary,
  BillingTotals,
  BusinessDoc,
  RedInvoice,
  RedInvoiceInput,
  RedLetter,
} from './types';

/** Settlement II calls under /api/fea-vsm/settlement (docs/API.md "Settlement billing"; mock: mocks/domains/settlementBilling). */
const SETTLE = '/api/fea-vsm/settlement';

export const queryRedLetters = pageQueryCall<RedLetter>(`${SETTLE}/redLetter/query`);
/** SPEC §2 invoice data confirmation; refused (§8) without the supplier's tax number or invoice contact data. */
export const confirmRedLetters = (redLetterIds: string[]) =>
  http.post<{ count: number }>(`${SETTLE}/redLetter/confirmInvoice`, { redLetterIds });
export const regenerateRedLetters = (redLetterIds: string[]) =>
  http.post<{ count: number }>(`${SETTLE}/redLetter/regenerateInvoice`, { redLetterIds });
export const issueRedInvoice = (input: RedInvoiceInput) => http.post<RedInvoice>(`${SETTLE}/redLetter/issue`, input);

export const queryRedInvoices = pageQueryCall<RedInvoice>(`${SETTLE}/redInvoice/query`);
export const queryBusinessDocs = pageQueryCall<BusinessDoc>(`${SETTLE}/business/query`);

/** A billing report's query, its sums (SPEC §9: 60000 ms) and its server export (.xls, 120000 ms). */
const report = <T>(name: string) => ({
  query: pageQueryCall<T>(`${SETTLE}/billing/${name}/query`),
  totals: (query: PageQuery, opts?: RequestOptions) =>
    http.post<BillingTotals>(`${SETTLE}/billing/${name}/totals`, query, { ...opts, timeout: TIMEOUTS.sums }),
  export: exportCall(`${SETTLE}/billing/${name}/export`),
});

export const billingDetails = report<BillRow>('details');
export const billingByName = report<BillingByName>('byName');
export const billingSummary = report<BillingSummary>('summary');
