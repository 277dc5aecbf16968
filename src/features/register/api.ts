import { http, type RequestOptions, type UploadOptions } from '@/api/http';
import type { NamedItem, UploadedFile } from '@/api/types';
import { pageQueryCall } from '@/api/pageCalls';
import { registerUrl } from './contract';
import type { Registered, Registration, RegistrationReview, RegistrationReviewRow } from './types';

/**
 * Supplier registration calls on the contract's paths (mock: mocks/domains/register). Reachable
 * without sign-in (SPEC §4), so the server answers them without a token.
 */

export const registerProvinces = (opts?: RequestOptions) =>
  http.post<NamedItem[]>(registerUrl('provinces'), {}, { list: true, ...opts });

export const registerCities = (parentId: string, opts?: RequestOptions) =>
  http.post<NamedItem[]>(registerUrl('cities'), { parentId }, { list: true, ...opts });

/** The business licence upload (the common upload needs a session). */
export const uploadLicense = (file: Blob, opts: UploadOptions & { fields?: Record<string, string> } = {}) => {
  const { fields, ...rest } = opts;
  return http.upload<UploadedFile>(registerUrl('upload'), file, fields, rest);
};

export const submitRegistration = (body: Registration, opts?: RequestOptions) =>
  http.post<Registered>(registerUrl('submit'), body, opts);

/** Retailer staff: every registration received (generic table query), with its details and licence files. */
export const queryRegistrations = pageQueryCall<RegistrationReviewRow>(registerUrl('review/query'));

/** Retailer staff: approves a submitted registration or rejects it with a reason. */
export const reviewRegistration = (body: RegistrationReview, opts?: RequestOptions) =>
  http.post<RegistrationReviewRow>(registerUrl('review'), body, opts);
