import { http, type RequestOptions, type UploadOptions } from '@/api/http';
import type { NamedItem, UploadedFile } from '@/api/types';
import type { Registered, Registration } from './types';

/**
 * Supplier registration calls: POST /api/fea-vsm/register/… (mock: mocks/services/register.ts).
 * Reachable without sign-in (SPEC §4), so the server answers them without a token.
 */
const REGISTER = '/api/fea-vsm/register';

export const registerProvinces = (opts?: RequestOptions) =>
  http.post<NamedItem[]>(`${REGISTER}/provinces`, {}, { list: true, ...opts });

export const registerCities = (parentId: string, opts?: RequestOptions) =>
  http.post<NamedItem[]>(`${REGISTER}/cities`, { parentId }, { list: true, ...opts });

/** The business licence upload (the common upload needs a session). */
export const uploadLicense = (file: Blob, opts: UploadOptions & { fields?: Record<string, string> } = {}) => {
  const { fields, ...rest } = opts;
  return http.upload<UploadedFile>(`${REGISTER}/upload`, file, fields, rest);
};

export const submitRegistration = (body: Registration, opts?: RequestOptions) =>
  http.post<Registered>(`${REGISTER}/submit`, body, opts);
