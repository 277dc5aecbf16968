import * as orders from './service';
import { postRoutes } from '../../handlers/route';
import { ORDERS_BASE, ORDERS_PATHS as P } from '@/features/orders/contract';

/** Orders (docs/API.md "Orders"): order notices, order approvals, undelivered reasons, order receipts. */
export const handlers = postRoutes(ORDERS_BASE, {
  [P.noticeQuery]: ({ ctx, body }) => orders.queryNotices(ctx, body),
  [P.noticeLines]: ({ ctx, body }) => orders.noticeLines(ctx, body),
  [P.noticeExport]: ({ ctx, body }) => orders.exportNotices(ctx, body),
  [P.noticeConfirmReceipt]: ({ ctx, body }) => orders.confirmReceipt(ctx, body),
  [P.noticeReceipts]: ({ ctx, body }) => orders.queryReceipts(ctx, body),
  [P.noticeReceiptsExport]: ({ ctx, body }) => orders.exportReceipts(ctx, body),
  [P.approvalQuery]: ({ ctx, body }) => orders.queryApprovals(ctx, body),
  [P.approvalLines]: ({ ctx, body }) => orders.approvalLines(ctx, body),
  [P.approvalExport]: ({ ctx, body }) => orders.exportApprovals(ctx, body),
  [P.approvalConfirm]: ({ ctx, body }) => orders.answerApprovals(ctx, body, 'confirm'),
  [P.approvalReject]: ({ ctx, body }) => orders.answerApprovals(ctx, body, 'reject'),
  [P.undeliveredQuery]: ({ ctx, body }) => orders.queryUndelivered(ctx, body),
  [P.undeliveredSave]: ({ ctx, body }) => orders.saveUndelivered(ctx, body),
  [P.undeliveredExport]: ({ ctx, body }) => orders.exportUndelivered(ctx, body),
});
