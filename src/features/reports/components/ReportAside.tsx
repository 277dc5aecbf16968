import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import { Chart, type ChartSpec } from '@/kit/chart';
import type { QueryView } from '@/kit/query';
import { useRequest } from '@/kit/useRequest';
import { reportSummary, type ReportSource } from '../api';
import type { ReportPage, ReportRow } from '../types';
import { formatMeasure } from './reportFormats';
import './reports.css';

/**
 * Above a report's grid: when its data was computed, the SPEC §9 totals of the whole query (the
 * server's sum call, not the page) and the chart of the same query. Both follow every new search.
 */
export function ReportAside({ source, view }: { source: ReportSource; view: QueryView<ReportRow> }) {
  const { t } = useTranslation();
  const { query, run, data } = view;
  const summary = useRequest(
    (signal) => (query ? reportSummary(source, { ...query, pageNo: 1 }, { signal }) : Promise.resolve(null)),
    [run, source.kind, source.apisix],
    // With the page's rows (QueryPage's opening query): the small sums come in first, and the chart is drawn
    // before the rows' answer is read.
    { early: 'reports/summary' },
  );
  const sums = query ? summary.data : null;
  // Goods, store and DC names are the server's: in zh-HK shown in Traditional, as in the grid.
  const converted = useServerTextConverter();
  const spec = useMemo<ChartSpec | null>(
    () =>
      sums
        ? {
            type: sums.chart.type,
            points: sums.chart.points.map((p) => ({ ...p, name: showServerText(p.name) })),
            seriesName: t(`reports:field.${sums.chart.measure}`),
            format: formatMeasure(sums.chart.measure),
            target:
              sums.chart.target === undefined ? undefined : { value: sums.chart.target, name: t('reports:target') },
          }
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `converted`: the names again once the zh-HK converter is in
    [sums, t, converted],
  );
  if (!query) return null;
  const asOf = (data as ReportPage | null)?.asOf;
  return (
    <section className="vsm-report-aside" aria-label={t('reports:summaryLabel')}>
      <div className="vsm-report-figures" role="status">
        {asOf && <p className="vsm-report-asof">{t('reports:asOf', { time: asOf })}</p>}
        {sums ? (
          <dl className="vsm-report-totals">
            <div className="vsm-report-total">
              <dt>{t('reports:rowCount')}</dt>
              <dd>{sums.count}</dd>
            </div>
            {Object.entries(sums.totals).map(([key, value]) => (
              <div key={key} className="vsm-report-total">
                <dt>{t(`reports:field.${key}`)}</dt>
                <dd>{formatMeasure(key as keyof ReportRow)(value as number)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{summary.error ? t('reports:totalsFailed') : t('reports:totalsLoading')}</p>
        )}
      </div>
      {!summary.error && (
        // Shown (empty) while the sums are on their way: ECharts is ready when they arrive.
        <Chart
          spec={spec}
          label={spec ? t('reports:chartLabel', { series: spec.seriesName }) : t('reports:chartPendingLabel')}
        />
      )}
    </section>
  );
}
