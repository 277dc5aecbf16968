export { Chart, preloadChart } from './Chart';
export { chartSummary } from './chartSummary';
export type { ChartSpec } from './types';
