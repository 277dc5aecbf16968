import { formatAmount, formatCost, formatPercent, formatQuantity } from '@/lib/formats';
import type { ReportRow } from '../types';

const QUANTITIES = [
  'saleQty',
  'stockCases',
  'bookQty',
  'countedQty',
  'diffQty',
  'orderedQty',
  'receivedQty',
  'avgDailyQty',
];
const AMOUNTS = ['saleAmount', 'grossProfit'];
const COSTS = ['saleCost', 'stockCost'];
const PERCENTS = ['share', 'fillRate', 'onTimeRate'];

/** SPEC §9 formats of a report measure: amounts 2 decimals, quantities (and cases) 3, costs 4, rates as percent. */
export function formatMeasure(key: keyof ReportRow): (value: number) => string {
  if (QUANTITIES.includes(key)) return formatQuantity;
  if (AMOUNTS.includes(key)) return formatAmount;
  if (COSTS.includes(key)) return formatCost;
  if (PERCENTS.includes(key)) return formatPercent;
  return (v) => String(v);
}
