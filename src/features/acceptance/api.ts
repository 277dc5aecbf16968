import { TIMEOUTS, http, type DownloadOptions, type RequestOptions } from '@/api/http';
import type { Page, PageQuery } from '@/api/types';
import type { Acceptance, AcceptanceLine } from './types';

/** Acceptance calls (docs/API.md "Acceptance"; mock: mocks/services/acceptance.ts). */
const ACCEPTANCE = '/api/fea-vsm/acceptance';

export const queryAcceptances = (query: PageQuery, opts?: RequestOptions) => http.post<Page<Acceptance>>(`${ACCEPTANCE}/query`, query, { timeout: TIMEOUTS.list, ...opts });
export const acceptanceLines = (sheetId: string, opts?: RequestOptions) => http.post<AcceptanceLine[]>(`${ACCEPTANCE}/lines`, { sheetId }, opts);
/** Every matching document as an .xls file (SPEC §9). */
export const exportAcceptances = (query: PageQuery, opts?: DownloadOptions) => http.download(`${ACCEPTANCE}/export`, query, { timeout: TIMEOUTS.list, ...opts, method: 'POST' });
/** The supplier confirms pending acceptances (all or none; B0400 for one that is not pending). */
export const confirmAcceptances = (sheetIds: string[]) => http.post<{ confirmed: number }>(`${ACCEPTANCE}/confirm`, { sheetIds });
