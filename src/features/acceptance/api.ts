import { http, type RequestOptions } from '@/api/http';
import { exportCall, pageQueryCall } from '@/api/pageCalls';
import type { Acceptance, AcceptanceLine } from './types';

/** Acceptance calls (docs/API.md "Acceptance"; mock: mocks/services/acceptance.ts). */
const ACCEPTANCE = '/api/fea-vsm/acceptance';

export const queryAcceptances = pageQueryCall<Acceptance>(`${ACCEPTANCE}/query`);
export const acceptanceLines = (sheetId: string, opts?: RequestOptions) =>
  http.post<AcceptanceLine[]>(`${ACCEPTANCE}/lines`, { sheetId }, opts);
/** Every matching document as an .xls file (SPEC §9). */
export const exportAcceptances = exportCall(`${ACCEPTANCE}/export`);
/** The supplier confirms pending acceptances (all or none; B0400 for one that is not pending). */
export const confirmAcceptances = (sheetIds: string[]) =>
  http.post<{ confirmed: number }>(`${ACCEPTANCE}/confirm`, { sheetIds });
