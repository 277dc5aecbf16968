import { formatNumber } from '@/lib/formats';
import type { ChartSpec } from './types';

/** Characters drawn about twice as wide as a Latin letter: CJK, kana, hangul and full-width forms. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

/**
 * A category's name cut to about `units` half-width characters (a wide character counts two) with
 * an ellipsis. Counted, not measured: ECharts' own `overflow: 'truncate'` measures a name on the
 * canvas again for each character it cuts, and a new Chinese string costs ~2 ms a measure at CPU x4.
 */
export function shortLabel(name: string, units = 16): string {
  let used = 0;
  const chars = [...name];
  for (let i = 0; i < chars.length; i++) {
    used += WIDE.test(chars[i]) ? 2 : 1;
    if (used > units) return `${chars.slice(0, i).join('').trimEnd()}…`;
  }
  return name;
}

/**
 * The value axis's ticks: whole ticks grouped without decimals (120,000, not 120000.000), others in
 * the series' SPEC §9 format; the tooltip and the summary keep that format too.
 */
export function axisFormat(spec: Pick<ChartSpec, 'format'>): (value: number) => string {
  return (v) => (Number.isInteger(v) ? formatNumber(v, 0) : spec.format(v));
}
