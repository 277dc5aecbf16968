import { TIMEOUTS, http, type DownloadOptions, type RequestOptions } from '@/api/http';
import type { PageQuery } from '@/api/types';
import { translateServerText } from '@/i18n';
import { reportUrl } from './contract';
import type { ReportKind, ReportPage, ReportSummary } from './types';

/**
 * Report calls (docs/API.md "Reports"; the contract's paths). `apisix` sends them through the other
 * gateway (SPEC §2 sales-report-apisix): its own address prefix, given its base by the host configuration.
 */
export type ReportSource = { kind: ReportKind; apisix?: boolean };

const withKind = (source: ReportSource, query: PageQuery) => ({ ...query, kind: source.kind });

/** A page of the report; SPEC §9 time-outs: 1200000 ms for the sale report, 120000 ms for the others. */
export const reportQuery = (source: ReportSource) => (query: PageQuery, opts?: RequestOptions) =>
  http.post<ReportPage>(reportUrl('query', source.apisix), withKind(source, query), {
    timeout: source.kind === 'saleReport' ? TIMEOUTS.saleReport : TIMEOUTS.list,
    ...opts,
  });

/**
 * The whole query's sums and chart (SPEC §9 sales sums: 60000 ms). The chart's points are named by
 * the server (stores, DCs, categories, "other") and read in the user's language, like the grid's names.
 */
export const reportSummary = (source: ReportSource, query: PageQuery, opts?: RequestOptions) =>
  http
    .post<ReportSummary>(reportUrl('summary', source.apisix), withKind(source, query), {
      timeout: TIMEOUTS.sums,
      ...opts,
    })
    .then((summary) => ({
      ...summary,
      chart: {
        ...summary.chart,
        points: summary.chart.points.map((p) => ({ ...p, name: translateServerText(p.name) })),
      },
    }));

/** The server export of every row of the query (.xls, 120000 ms). */
export const reportExport = (source: ReportSource) => (query: PageQuery, opts?: DownloadOptions) =>
  http.download(reportUrl('export', source.apisix), withKind(source, query), {
    timeout: TIMEOUTS.list,
    ...opts,
    method: 'POST',
  });

/** The orders of one DC and week behind a fulfilment scorecard row, the worst first. */
export const fulfilmentOrders = (params: Record<string, unknown>, opts?: RequestOptions) =>
  http.post<ReportPage>(
    reportUrl('fulfilmentOrders'),
    { pageNo: 1, pageSize: 200, params },
    { timeout: TIMEOUTS.list, ...opts },
  );
