import { TIMEOUTS, http, type RequestOptions } from '@/api/http';
import { exportCall, pageQueryCall } from '@/api/pageCalls';
import type { PageQuery } from '@/api/types';
import { billingUrl, reportUrl, type BillingReport } from './contract';
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

/** Settlement II calls on the contract's paths (docs/API.md "Settlement billing"; mock: mocks/domains/settlementBilling). */
export const queryRedLetters = pageQueryCall<RedLetter>(billingUrl('redLetter/query'));
/** SPEC §2 invoice data confirmation; refused (§8) without the supplier's tax number or invoice contact data. */
export const confirmRedLetters = (redLetterIds: string[]) =>
  http.post<{ count: number }>(billingUrl('redLetter/confirmInvoice'), { redLetterIds });
export const regenerateRedLetters = (redLetterIds: string[]) =>
  http.post<{ count: number }>(billingUrl('redLetter/regenerateInvoice'), { redLetterIds });
export const issueRedInvoice = (input: RedInvoiceInput) => http.post<RedInvoice>(billingUrl('redLetter/issue'), input);

export const queryRedInvoices = pageQueryCall<RedInvoice>(billingUrl('redInvoice/query'));
export const queryBusinessDocs = pageQueryCall<BusinessDoc>(billingUrl('business/query'));

/** A billing report's query, its sums (SPEC §9: 60000 ms) and its server export (.xls, 120000 ms). */
const report = <T>(name: BillingReport) => ({
  query: pageQueryCall<T>(reportUrl(name, 'query')),
  totals: (query: PageQuery, opts?: RequestOptions) =>
    http.post<BillingTotals>(reportUrl(name, 'totals'), query, { ...opts, timeout: TIMEOUTS.sums }),
  export: exportCall(reportUrl(name, 'export')),
});

export const billingDetails = report<BillRow>('details');
export const billingByName = report<BillingByName>('byName');
export const billingSummary = report<BillingSummary>('summary');
