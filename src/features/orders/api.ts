import { http, type RequestOptions } from '@/api/http';
import { exportCall, pageQueryCall } from '@/api/pageCalls';
import type { OrderApproval, OrderApprovalLine, OrderNotice, OrderNoticeLine } from './types';

/** Orders calls (docs/API.md "Orders"; mock: mocks/services/orders.ts). */
const NOTICE = '/api/fea-vsm/order/notice';
const APPROVAL = '/api/fea-vsm/order/approval';
const UNDELIVERED = '/api/fea-vsm/order/undelivered';

// ---- order notices and their receipts
export const queryNotices = pageQueryCall<OrderNotice>(`${NOTICE}/query`);
export const noticeLines = (sheetId: string, opts?: RequestOptions) =>
  http.post<OrderNoticeLine[]>(`${NOTICE}/lines`, { sheetId }, opts);
export const exportNotices = exportCall(`${NOTICE}/export`);
/** The supplier confirms it received order notices (unconfirmed ones only). */
export const confirmReceipt = (sheetIds: string[]) =>
  http.post<{ confirmed: number }>(`${NOTICE}/confirmReceipt`, { sheetIds });
export const queryReceipts = pageQueryCall<OrderNotice>(`${NOTICE}/receipts`);

// ---- order approvals
export const queryApprovals = pageQueryCall<OrderApproval>(`${APPROVAL}/query`);
export const approvalLines = (sheetId: string, opts?: RequestOptions) =>
  http.post<OrderApprovalLine[]>(`${APPROVAL}/lines`, { sheetId }, opts);
export const exportApprovals = exportCall(`${APPROVAL}/export`);
/** The supplier's answer to shipped change documents; a rejection needs a reason. */
export const answerApprovals = (answer: 'confirm' | 'reject', sheetIds: string[], reason: string) =>
  http.post<{ changed: number }>(`${APPROVAL}/${answer}`, { sheetIds, reason });

// ---- undelivered reasons
export const queryUndelivered = pageQueryCall<OrderNotice>(`${UNDELIVERED}/query`);
export const exportUndelivered = exportCall(`${UNDELIVERED}/export`);
export const saveUndelivered = (sheetIds: string[], reason: string, remark: string) =>
  http.post<{ saved: number }>(`${UNDELIVERED}/save`, { sheetIds, reason, remark });
