import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type { CaApplication, CaApplyBody, CaCertificate, CaReview, CaReviewRow, CaStatus } from './types';

/** Electronic seal (CA) calls: POST /api/fea-vsm/ca/… (mock: mocks/services/ca.ts). */
const CA = '/api/fea-vsm/ca';

/** What the selected combination may do: CA status, blocks of SPEC §5, valid certificates, expiry warning. */
export const caStatus = (opts?: RequestOptions) => http.post<CaStatus>(`${CA}/status`, {}, opts);

export const applyCa = (body: CaApplyBody, opts?: RequestOptions) =>
  http.post<{ applyId: string }>(`${CA}/apply`, body, opts);

export const caApplications = (opts?: RequestOptions) => http.post<CaApplication[]>(`${CA}/applications`, {}, opts);

export const caCertificates = (opts?: RequestOptions) => http.post<CaCertificate[]>(`${CA}/certificates`, {}, opts);

/** Cancels a pending application. */
export const cancelCa = (applyId: string, opts?: RequestOptions) => http.post<null>(`${CA}/cancel`, { applyId }, opts);

/** Applies for the withdrawal of a valid certificate; the reason is required. */
export const withdrawCa = (body: { serialNo: string; reason: string }, opts?: RequestOptions) =>
  http.post<null>(`${CA}/withdraw`, body, opts);

/** Retailer staff: every supplier's applications (generic table query) on the review screen. */
export const queryCaReview = pageQueryCall<CaReviewRow>(`${CA}/review/query`);

/** Retailer staff: approves a pending application (a certificate is issued) or rejects it with a reason. */
export const reviewCa = (body: CaReview, opts?: RequestOptions) =>
  http.post<{ serialNo: string | null }>(`${CA}/review`, body, opts);
