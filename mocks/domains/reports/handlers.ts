import * as reports from './service';
import { postRoutes } from '../../handlers/route';

/** Reports: docs/API.md "Reports". */
export const handlers = [
  ...postRoutes('/api/fea-vsm/report', {
    query: ({ ctx, body }) => reports.reportQuery(ctx, body),
    summary: ({ ctx, body }) => reports.reportSummary(ctx, body),
    export: ({ ctx, body }) => reports.reportExport(ctx, body),
    fulfilmentOrders: ({ ctx, body }) => reports.fulfilmentOrders(ctx, body),
  }),
];
