import { http, type RequestOptions } from '@/api/http';
import { exportCall, pageQueryCall } from '@/api/pageCalls';
import type { ReturnDoc, ReturnLine, ReturnMemo, ReturnNotice } from './types';

/** Returns calls (docs/API.md "Returns"; mock: mocks/services/returns.ts). */
const RETURNS = '/api/fea-vsm/returns';

// ---- return notices
export const queryReturnNotices = pageQueryCall<ReturnNotice>(`${RETURNS}/noticeQuery`);
export const returnNoticeLines = (sheetId: string, opts?: RequestOptions) =>
  http.post<ReturnLine[]>(`${RETURNS}/noticeLines`, { sheetId }, opts);
export const exportReturnNotices = exportCall(`${RETURNS}/noticeExport`);
/** The supplier confirms pending notices (all or none); each gets its return document. */
export const confirmReturnNotices = (sheetIds: string[]) =>
  http.post<{ confirmed: number; returnDocs: string[] }>(`${RETURNS}/noticeConfirm`, { sheetIds });

// ---- return documents
export const queryReturnDocs = pageQueryCall<ReturnDoc>(`${RETURNS}/docQuery`);
export const returnDocLines = (sheetId: string, opts?: RequestOptions) =>
  http.post<ReturnLine[]>(`${RETURNS}/docLines`, { sheetId }, opts);
export const exportReturnDocs = exportCall(`${RETURNS}/docExport`);
/** The retailer executes returns waiting for it (all or none). */
export const executeReturnDocs = (sheetIds: string[]) =>
  http.post<{ executed: number }>(`${RETURNS}/docExecute`, { sheetIds });

// ---- memos (retailer)
export const queryReturnMemos = pageQueryCall<ReturnMemo>(`${RETURNS}/memoQuery`);
/** Adds a memo to a return document, or with memoId changes its text (required). */
export const saveReturnMemo = (memo: { memoId?: string; sheetId: string; text: string }) =>
  http.post<ReturnMemo>(`${RETURNS}/memoSave`, memo);
