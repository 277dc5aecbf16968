import { TIMEOUTS, http, type DownloadOptions, type RequestOptions } from '@/api/http';
import type { Page, PageQuery } from '@/api/types';
import type { OrderApproval, OrderApprovalLine, OrderNotice, OrderNoticeLine } from './types';

/** Orders calls (docs/API.md "Orders"; mock: mocks/services/orders.ts). */
const NOTICE = '/api/fea-vsm/order/notice';
const APPROVAL = '/api/fea-vsm/order/approval';
const UNDELIVERED = '/api/fea-vsm/order/undelivered';

const list = { timeout: TIMEOUTS.list };
const exportOf = (url: string) => (query: PageQuery, opts?: DownloadOptions) => http.download(url, query, { ...list, ...opts, method: 'POST' });

// ---- order notices and their receipts
export const queryNotices = (query: PageQuery, opts?: RequestOptions) => http.post<Page<OrderNotice>>(`${NOTICE}/query`, query, { ...list, ...opts });
export const noticeLines = (sheetId: string, opts?: RequestOptions) => http.post<OrderNoticeLine[]>(`${NOTICE}/lines`, { sheetId }, opts);
export const exportNotices = exportOf(`${NOTICE}/export`);
/** The supplier confirms it received order notices (unconfirmed ones only). */
export const confirmReceipt = (sheetIds: string[]) => http.post<{ confirmed: number }>(`${NOTICE}/confirmReceipt`, { sheetIds });
export const queryReceipts = (query: PageQuery, opts?: RequestOptions) => http.post<Page<OrderNotice>>(`${NOTICE}/receipts`, query, { ...list, ...opts });

// ---- order approvals
export const queryApprovals = (query: PageQuery, opts?: RequestOptions) => http.post<Page<OrderApproval>>(`${APPROVAL}/query`, query, { ...list, ...opts });
export const approvalLines = (sheetId: string, opts?: RequestOptions) => http.post<OrderApprovalLine[]>(`${APPROVAL}/lines`, { sheetId }, opts);
export const exportApprovals = exportOf(`${APPROVAL}/export`);
/** The supplier's answer to shipped change documents; a rejection needs a reason. */
export const answerApprovals = (answer: 'confirm' | 'reject', sheetIds: string[], reason: string) =>
  http.post<{ changed: number }>(`${APPROVAL}/${answer}`, { sheetIds, reason });

// ---- undelivered reasons
export const queryUndelivered = (query: PageQuery, opts?: RequestOptions) => http.post<Page<OrderNotice>>(`${UNDELIVERED}/query`, query, { ...list, ...opts });
export const exportUndelivered = exportOf(`${UNDELIVERED}/export`);
export const saveUndelivered = (sheetIds: string[], reason: string, remark: string) => http.post<{ saved: number }>(`${UNDELIVERED}/save`, { sheetIds, reason, remark });
