import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import { caUrl } from './contract';
import type { CaApplication, CaApplyBody, CaCertificate, CaReview, CaReviewRow, CaStatus } from './types';

// Electronic seal (CA) calls: POST on the contract's paths (mock: mocks/domains/sealApplication).

/** What the selected combination may do: CA status, blocks of SPEC §5, valid certificates, expiry warning. */
export const caStatus = (opts?: RequestOptions) => http.post<CaStatus>(caUrl('status'), {}, opts);

export const applyCa = (body: CaApplyBody, opts?: RequestOptions) =>
  http.post<{ applyId: string }>(caUrl('apply'), body, opts);

export const caApplications = (opts?: RequestOptions) => http.post<CaApplication[]>(caUrl('applications'), {}, opts);

export const caCertificates = (opts?: RequestOptions) => http.post<CaCertificate[]>(caUrl('certificates'), {}, opts);

/** Cancels a pending application. */
export const cancelCa = (applyId: string, opts?: RequestOptions) => http.post<null>(caUrl('cancel'), { applyId }, opts);

/** Applies for the withdrawal of a valid certificate; the reason is required. */
export const withdrawCa = (body: { serialNo: string; reason: string }, opts?: RequestOptions) =>
  http.post<null>(caUrl('withdraw'), body, opts);

/** Retailer staff: every supplier's applications (generic table query) on the review screen. */
export const queryCaReview = pageQueryCall<CaReviewRow>(caUrl('reviewQuery'));

/** Retailer staff: approves a pending application (a certificate is issued) or rejects it with a reason. */
export const reviewCa = (body: CaReview, opts?: RequestOptions) =>
  http.post<{ serialNo: string | null }>(caUrl('review'), body, opts);
