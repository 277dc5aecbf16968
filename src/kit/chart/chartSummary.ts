import type { TFunction } from 'i18next';
import type { ChartSpec } from './types';

/** The text a screen reader reads for a chart: what it shows, its extremes and, for trends, first and last. */
export function chartSummary(spec: ChartSpec, t: TFunction): string {
  const { points, format, seriesName } = spec;
  if (points.length === 0) return t('kit:chart.empty', { series: seriesName });
  const max = points.reduce((a, b) => (b.value > a.value ? b : a));
  const min = points.reduce((a, b) => (b.value < a.value ? b : a));
  const parts = [
    t('kit:chart.summary', { series: seriesName, count: points.length }),
    t('kit:chart.highest', { name: max.name, value: format(max.value) }),
    t('kit:chart.lowest', { name: min.name, value: format(min.value) }),
  ];
  if (spec.type !== 'pie' && points.length > 1) {
    const first = points[0];
    const last = points[points.length - 1];
    parts.push(
      t('kit:chart.range', {
        first: first.name,
        firstValue: format(first.value),
        last: last.name,
        lastValue: format(last.value),
      }),
    );
  }
  if (spec.target) {
    const below = points.filter((p) => p.value < spec.target!.value).length;
    parts.push(t('kit:chart.belowTarget', { target: format(spec.target.value), count: below }));
  }
  return parts.join(t('kit:chart.separator'));
}
