import { TIMEOUTS, http, type DownloadOptions, type RequestOptions } from '@/api/http';
import type { Page, PageQuery } from '@/api/types';
import type { ReturnDoc, ReturnLine, ReturnMemo, ReturnNotice } from './types';

/** Returns calls (docs/API.md "Returns"; mock: mocks/services/returns.ts). */
const RETURNS = '/api/fea-vsm/returns';

const list = { timeout: TIMEOUTS.list };
const exportOf = (url: string) => (query: PageQuery, opts?: DownloadOptions) => http.download(url, query, { ...list, ...opts, method: 'POST' });

// ---- return notices
export const queryReturnNotices = (query: PageQuery, opts?: RequestOptions) => http.post<Page<ReturnNotice>>(`${RETURNS}/noticeQuery`, query, { ...list, ...opts });
export const returnNoticeLines = (sheetId: string, opts?: RequestOptions) => http.post<ReturnLine[]>(`${RETURNS}/noticeLines`, { sheetId }, opts);
export const exportReturnNotices = exportOf(`${RETURNS}/noticeExport`);
/** The supplier confirms pending notices (all or none); each gets its return document. */
export const confirmReturnNotices = (sheetIds: string[]) => http.post<{ confirmed: number; returnDocs: string[] }>(`${RETURNS}/noticeConfirm`, { sheetIds });

// ---- return documents
export const queryReturnDocs = (query: PageQuery, opts?: RequestOptions) => http.post<Page<ReturnDoc>>(`${RETURNS}/docQuery`, query, { ...list, ...opts });
export const returnDocLines = (sheetId: string, opts?: RequestOptions) => http.post<ReturnLine[]>(`${RETURNS}/docLines`, { sheetId }, opts);
export const exportReturnDocs = exportOf(`${RETURNS}/docExport`);
/** The retailer executes returns waiting for it (all or none). */
export const executeReturnDocs = (sheetIds: string[]) => http.post<{ executed: number }>(`${RETURNS}/docExecute`, { sheetIds });

// ---- memos (retailer)
export const queryReturnMemos = (query: PageQuery, opts?: RequestOptions) => http.post<Page<ReturnMemo>>(`${RETURNS}/memoQuery`, query, { ...list, ...opts });
/** Adds a memo to a return document, or with memoId changes its text (required). */
export const saveReturnMemo = (memo: { memoId?: string; sheetId: string; text: string }) => http.post<ReturnMemo>(`${RETURNS}/memoSave`, memo);
