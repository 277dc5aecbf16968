import { http, type RequestOptions } from '@/api/http';
import { exportCall, pageQueryCall } from '@/api/pageCalls';
import { acceptanceUrl } from './contract';
import type { Acceptance, AcceptanceLine } from './types';

/** Acceptance calls (docs/API.md "Acceptance"; the paths are the contract's, mock: mocks/domains/acceptance). */
export const queryAcceptances = pageQueryCall<Acceptance>(acceptanceUrl('query'));
export const acceptanceLines = (sheetId: string, opts?: RequestOptions) =>
  http.post<AcceptanceLine[]>(acceptanceUrl('lines'), { sheetId }, opts);
/** Every matching document as an .xls file (SPEC §9). */
export const exportAcceptances = exportCall(acceptanceUrl('export'));
/** The supplier confirms pending acceptances (all or none; B0400 for one that is not pending). */
export const confirmAcceptances = (sheetIds: string[]) =>
  http.post<{ confirmed: number }>(acceptanceUrl('confirm'), { sheetIds });
