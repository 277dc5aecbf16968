import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerModules, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { axisFormat, shortLabel } from './labels';
import type { ChartSpec } from './types';

// Tree-shaken: the core, the canvas renderer and only the chart types and components the kit draws.
registerModules([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, MarkLineComponent, CanvasRenderer]);

/**
 * Theme colours and font (antd tokens) the chart is drawn in. The page's font stack also measures
 * Chinese labels several times faster on a canvas than ECharts' default 'sans-serif'.
 */
export type ChartColors = {
  palette: string[];
  text: string;
  textSecondary: string;
  border: string;
  target: string;
  fontFamily: string;
};

/** Performance mark set each time a chart has been drawn (scripts/bench.mjs report50k). */
export const CHART_DRAWN_MARK = 'vsm-chart-drawn';

function optionOf(spec: ChartSpec, colors: ChartColors): EChartsCoreOption {
  const text = { color: colors.textSecondary };
  // richText tooltips: no HTML with style attributes (CSP without 'unsafe-inline').
  const tooltip = {
    trigger: spec.type === 'pie' ? 'item' : 'axis',
    renderMode: 'richText',
    valueFormatter: spec.format,
  };
  const textStyle = { fontFamily: colors.fontFamily };
  if (spec.type === 'pie')
    return {
      animation: false,
      textStyle,
      color: colors.palette,
      tooltip,
      series: [
        {
          type: 'pie',
          name: spec.seriesName,
          radius: ['40%', '70%'],
          data: spec.points.map((p) => ({ name: p.name, value: p.value })),
          label: { color: colors.text, formatter: '{b} {d}%' },
        },
      ],
    };
  return {
    animation: false,
    textStyle,
    color: colors.palette,
    tooltip,
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: spec.points.map((p) => p.name),
      axisLabel: categoryLabels(spec, text),
      axisLine: { lineStyle: { color: colors.border } },
    },
    yAxis: {
      type: 'value',
      axisLabel: { ...text, formatter: axisFormat(spec) },
      splitLine: { lineStyle: { color: colors.border } },
    },
    series: [
      {
        type: spec.type,
        name: spec.seriesName,
        data: spec.points.map((p) => p.value),
        showSymbol: spec.points.length <= 31,
        // Explicitly empty without a target: a merged update would otherwise keep the previous line.
        markLine: spec.target
          ? {
              symbol: 'none',
              silent: true,
              lineStyle: { color: colors.target, type: 'dashed' },
              label: { color: colors.target, formatter: spec.target.name },
              data: [{ yAxis: spec.target.value }],
            }
          : { data: [] },
      },
    ],
  };
}

/**
 * A few named bars (the top goods, stores or DCs) each keep their label, slanted and cut short
 * (the tooltip gives it whole); a long series of periods lets ECharts leave out the labels that would collide.
 */
function categoryLabels(spec: ChartSpec, text: { color: string }) {
  const few = spec.points.length <= 12;
  const long = spec.points.some((p) => p.name.length > 6);
  if (!few || !long) return text;
  return { ...text, interval: 0, rotate: 30, formatter: (name: string) => shortLabel(name) };
}

/**
 * The chart drawn before the data arrives (hidden until then), with a Chinese and a Latin label:
 * the canvas's first measures of the label font (~10 ms at CPU x4) are done while the data is on its way.
 * The Chinese is escaped: a text nobody reads (src holds no Han text outside the locales).
 */
const WARM_UP: ChartSpec = {
  type: 'bar',
  points: [{ name: '\u5546\u54c1 Goods 0', value: 0 }],
  seriesName: '',
  format: String,
};

/** Whether this browser draws on a canvas (not jsdom): without it the chart is its text summary only. */
const canDraw = () => {
  try {
    return !!document.createElement('canvas').getContext('2d');
  } catch {
    return false;
  }
};

/** The drawn chart (a lazy chunk: only report screens load ECharts). Hidden from screen readers: Chart gives its summary. */
export default function EChart({ spec, colors }: { spec: ChartSpec | null; colors: ChartColors }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const colorsRef = useRef(colors);
  // The type drawn last: the next spec merges into it when of the same type (axes and grid are kept).
  const drawnType = useRef<ChartSpec['type'] | null>(null);
  useEffect(() => {
    if (!canDraw()) return undefined;
    const c = init(box.current!, undefined, { renderer: 'canvas' });
    // Drawn once empty, while the data is on its way: ECharts' first draw costs about twice a later one.
    c.setOption(optionOf(WARM_UP, colorsRef.current), true);
    drawnType.current = WARM_UP.type;
    chart.current = c;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => c.resize());
    observer?.observe(box.current!);
    return () => {
      observer?.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    const c = chart.current;
    if (!c || !spec) return;
    c.on('finished', () => {
      performance.mark(CHART_DRAWN_MARK);
    });
    c.setOption(optionOf(spec, colors), { notMerge: spec.type !== drawnType.current || spec.type === 'pie' });
    drawnType.current = spec.type;
    return () => {
      c.off('finished');
    };
  }, [spec, colors]);
  return (
    <div
      ref={box}
      className={spec ? 'vsm-chart-canvas' : 'vsm-chart-canvas vsm-chart-pending'}
      aria-hidden="true"
      data-points={spec?.points.length ?? 0}
    />
  );
}
