import * as reports from './service';
import { postRoutes } from '../../handlers/route';
import { REPORT_APISIX_BASE, REPORT_BASE, REPORT_PATHS as P } from '@/features/reports/contract';

const calls = {
  [P.query]: ({ ctx, body }) => reports.reportQuery(ctx, body),
  [P.summary]: ({ ctx, body }) => reports.reportSummary(ctx, body),
  [P.export]: ({ ctx, body }) => reports.reportExport(ctx, body),
} satisfies Parameters<typeof postRoutes>[1];

/** Reports: docs/API.md "Reports"; the same sale report behind the other gateway (sales-report-apisix). */
export const handlers = [
  ...postRoutes(REPORT_BASE, {
    ...calls,
    [P.fulfilmentOrders]: ({ ctx, body }) => reports.fulfilmentOrders(ctx, body),
  }),
  ...postRoutes(REPORT_APISIX_BASE, calls),
];
