import { http, type RequestOptions } from '@/api/http';
import { exportCall, pageQueryCall } from '@/api/pageCalls';
import { returnsUrl } from './contract';
import type { ReturnDoc, ReturnLine, ReturnMemo, ReturnNotice } from './types';

/** Returns calls on the contract's paths (docs/API.md "Returns"; mock: mocks/domains/returns). */
// ---- return notices
export const queryReturnNotices = pageQueryCall<ReturnNotice>(returnsUrl('noticeQuery'));
export const returnNoticeLines = (sheetId: string, opts?: RequestOptions) =>
  http.post<ReturnLine[]>(returnsUrl('noticeLines'), { sheetId }, opts);
export const exportReturnNotices = exportCall(returnsUrl('noticeExport'));
/** The supplier confirms pending notices (all or none); each gets its return document. */
export const confirmReturnNotices = (sheetIds: string[]) =>
  http.post<{ confirmed: number; returnDocs: string[] }>(returnsUrl('noticeConfirm'), { sheetIds });

// ---- return documents
export const queryReturnDocs = pageQueryCall<ReturnDoc>(returnsUrl('docQuery'));
export const returnDocLines = (sheetId: string, opts?: RequestOptions) =>
  http.post<ReturnLine[]>(returnsUrl('docLines'), { sheetId }, opts);
export const exportReturnDocs = exportCall(returnsUrl('docExport'));
/** The retailer executes returns waiting for it (all or none). */
export const executeReturnDocs = (sheetIds: string[]) =>
  http.post<{ executed: number }>(returnsUrl('docExecute'), { sheetIds });

// ---- memos (retailer)
export const queryReturnMemos = pageQueryCall<ReturnMemo>(returnsUrl('memoQuery'));
/** Adds a memo to a return document, or with memoId changes its text (required). */
export const saveReturnMemo = (memo: { memoId?: string; sheetId: string; text: string }) =>
  http.post<ReturnMemo>(returnsUrl('memoSave'), memo);
