import * as orders from './service';
import { postRoutes } from '../../handlers/route';

/** Orders (docs/API.md "Orders"): order notices, order approvals, undelivered reasons, order receipts. */
export const handlers = [
  ...postRoutes('/api/fea-vsm/order/notice', {
    query: ({ ctx, body }) => orders.queryNotices(ctx, body),
    lines: ({ ctx, body }) => orders.noticeLines(ctx, body),
    export: ({ ctx, body }) => orders.exportNotices(ctx, body),
    confirmReceipt: ({ ctx, body }) => orders.confirmReceipt(ctx, body),
    receipts: ({ ctx, body }) => orders.queryReceipts(ctx, body),
  }),
  ...postRoutes('/api/fea-vsm/order/approval', {
    query: ({ ctx, body }) => orders.queryApprovals(ctx, body),
    lines: ({ ctx, body }) => orders.approvalLines(ctx, body),
    export: ({ ctx, body }) => orders.exportApprovals(ctx, body),
    confirm: ({ ctx, body }) => orders.answerApprovals(ctx, body, 'confirm'),
    reject: ({ ctx, body }) => orders.answerApprovals(ctx, body, 'reject'),
  }),
  ...postRoutes('/api/fea-vsm/order/undelivered', {
    query: ({ ctx, body }) => orders.queryUndelivered(ctx, body),
    save: ({ ctx, body }) => orders.saveUndelivered(ctx, body),
    export: ({ ctx, body }) => orders.exportUndelivered(ctx, body),
  }),
];
