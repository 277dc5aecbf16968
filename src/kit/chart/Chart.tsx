import { theme } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chartSummary } from './chartSummary';
import type { ChartSpec } from './types';
import './chart.css';

const loadChart = () => import('./EChart');
const EChart = lazy(loadChart);

/**
 * Starts loading ECharts before a chart's data arrives: a screen that draws one loads it with its
 * own code, so the chart is drawn as soon as its data is there. Never rejects (a failed load shows
 * in the chart's place when it renders).
 */
export function preloadChart(): Promise<void> {
  return loadChart().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A chart in the theme's colours with its text summary for screen readers. ECharts is loaded on
 * first use (its own chunk), never by the first load; until then the space is kept.
 */
export function Chart({ spec, label }: { spec: ChartSpec; label: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const colors = useMemo(
    () => ({
      palette: [
        token.colorPrimary,
        token.colorSuccess,
        token.colorWarning,
        token.colorInfo,
        token.colorError,
        token.colorPrimaryBorder,
        token.colorSuccessBorder,
        token.colorWarningBorder,
        token.colorErrorBorder,
        token.colorTextTertiary,
        token.colorTextQuaternary,
      ],
      text: token.colorText,
      textSecondary: token.colorTextSecondary,
      border: token.colorBorderSecondary,
      target: token.colorError,
    }),
    [token],
  );
  return (
    <figure className="vsm-chart" aria-label={label}>
      <Suspense fallback={<div className="vsm-chart-canvas" aria-hidden="true" />}>
        <EChart spec={spec} colors={colors} />
      </Suspense>
      <figcaption className="visually-hidden">{chartSummary(spec, t)}</figcaption>
    </figure>
  );
}
