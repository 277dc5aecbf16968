import { http, type RequestOptions } from '@/api/http';
import { exportCall, pageQueryCall } from '@/api/pageCalls';
import { ORDERS_PATHS as P, ordersUrl, type Answer } from './contract';
import type { OrderApproval, OrderApprovalLine, OrderNotice, OrderNoticeLine } from './types';

/** Orders calls (docs/API.md "Orders"; mock: mocks/domains/orders): the contract's paths. */

// ---- order notices and their receipts
export const queryNotices = pageQueryCall<OrderNotice>(ordersUrl(P.noticeQuery));
export const noticeLines = (sheetId: string, opts?: RequestOptions) =>
  http.post<OrderNoticeLine[]>(ordersUrl(P.noticeLines), { sheetId }, opts);
export const exportNotices = exportCall(ordersUrl(P.noticeExport));
/** The supplier confirms it received order notices (unconfirmed ones only). */
export const confirmReceipt = (sheetIds: string[]) =>
  http.post<{ confirmed: number }>(ordersUrl(P.noticeConfirmReceipt), { sheetIds });
export const queryReceipts = pageQueryCall<OrderNotice>(ordersUrl(P.noticeReceipts));
export const exportReceipts = exportCall(ordersUrl(P.noticeReceiptsExport));

// ---- order approvals
export const queryApprovals = pageQueryCall<OrderApproval>(ordersUrl(P.approvalQuery));
export const approvalLines = (sheetId: string, opts?: RequestOptions) =>
  http.post<OrderApprovalLine[]>(ordersUrl(P.approvalLines), { sheetId }, opts);
export const exportApprovals = exportCall(ordersUrl(P.approvalExport));
/** The supplier's answer to shipped change documents; a rejection needs a reason. */
export const answerApprovals = (answer: Answer, sheetIds: string[], reason: string) =>
  http.post<{ changed: number }>(ordersUrl(answer === 'confirm' ? P.approvalConfirm : P.approvalReject), {
    sheetIds,
    reason,
  });

// ---- undelivered reasons
export const queryUndelivered = pageQueryCall<OrderNotice>(ordersUrl(P.undeliveredQuery));
export const exportUndelivered = exportCall(ordersUrl(P.undeliveredExport));
export const saveUndelivered = (sheetIds: string[], reason: string, remark: string) =>
  http.post<{ saved: number }>(ordersUrl(P.undeliveredSave), { sheetIds, reason, remark });
