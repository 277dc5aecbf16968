import { theme } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pageFontFamily } from '../pageFont';
import { chartSummary } from './chartSummary';
import type EChartComponent from './EChart';
import type { ChartSpec } from './types';
import './chart.css';

/** ECharts' component once its chunk is in: rendered directly, without a Suspense round (React holds a revealed fallback ~300 ms). */
let Loaded: typeof EChartComponent | null = null;
const loadChart = () =>
  import('./EChart').then((m) => {
    Loaded = m.default;
    return m;
  });
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
 * first use (its own chunk), never by the first load; until then the space is kept. Without a
 * spec (its data on the way) the space is kept and the canvas made ready, so the data only draws.
 */
export function Chart({ spec, label }: { spec: ChartSpec | null; label: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Resolved for the page's language (set before a switch redraws): the token names a CSS variable, which a canvas does not take.
  const fontFamily = pageFontFamily();
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
      fontFamily,
    }),
    [token, fontFamily],
  );
  return (
    <figure className="vsm-chart" aria-label={label} aria-busy={!spec}>
      {Loaded ? (
        <Loaded spec={spec} colors={colors} />
      ) : (
        <Suspense fallback={<div className="vsm-chart-canvas" aria-hidden="true" />}>
          <EChart spec={spec} colors={colors} />
        </Suspense>
      )}
      {spec && <figcaption className="visually-hidden">{chartSummary(spec, t)}</figcaption>}
    </figure>
  );
}
