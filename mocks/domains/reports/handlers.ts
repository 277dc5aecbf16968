import * as reports from './service';
import { postRoutes } from '../../handlers/route';

const calls = {
  query: ({ ctx, body }) => reports.reportQuery(ctx, body),
  summary: ({ ctx, body }) => reports.reportSummary(ctx, body),
  export: ({ ctx, body }) => reports.reportExport(ctx, body),
} satisfies Parameters<typeof postRoutes>[1];

/** Reports: docs/API.md "Reports"; the same sale report behind the other gateway (sales-report-apisix). */
export const handlers = [
  ...postRoutes('/api/fea-vsm/report', {
    ...calls,
    fulfilmentOrders: ({ ctx, body }) => reports.fulfilmentOrders(ctx, body),
  }),
  ...postRoutes('/api/fea-vsm/apisix/report', calls),
];
