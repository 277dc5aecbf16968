import { theme } from 'antd';
import type { ShareItem } from '@/api/types';
import { formatPercent, sumOf } from '../../model';

const WIDTH = 320;
const HEIGHT = 150;
const TOP = 16;
const BOTTOM = 20;
/** Above this many bars the value labels are dropped and only every n-th slot name is written. */
const MAX_LABELLED = 8;

/** Vertical bars of each slot's share (time slots keep the server's order). */
export function BarChart({ items, summary }: { items: readonly ShareItem[]; summary: string }) {
  const { token } = theme.useToken();
  const total = sumOf(items);
  const n = Math.max(items.length, 1);
  const band = WIDTH / n;
  const barWidth = Math.max(2, Math.min(28, band * 0.6));
  const plot = HEIGHT - TOP - BOTTOM;
  const maxShare = Math.max(...items.map((it) => (total > 0 && it.value > 0 ? it.value / total : 0)), 0);
  const fontSize = 10;
  // Rough text width (0.6 em a character) decides how many slot names fit without overlapping.
  const longest = Math.max(...items.map((it) => it.name.length), 1);
  const labelEvery = Math.max(Math.ceil(items.length / MAX_LABELLED), Math.ceil((longest * fontSize * 0.6 + 4) / band));
  const showValues = items.length <= MAX_LABELLED && band >= 7 * fontSize * 0.6;

  return (
    <svg
      role="img"
      aria-label={summary}
      width="100%"
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMid meet"
      style={{ display: 'block', overflow: 'visible' }}
    >
      <line x1={0} x2={WIDTH} y1={TOP + plot + 0.5} y2={TOP + plot + 0.5} stroke={token.colorBorder} strokeWidth={1} />
      {items.map((it, i) => {
        const share = total > 0 && it.value > 0 ? it.value / total : 0;
        const h = maxShare > 0 ? (share / maxShare) * plot : 0;
        const cx = band * i + band / 2;
        const percent = formatPercent(it.value, total);
        return (
          <g key={`${it.name}-${i}`}>
            <rect x={cx - barWidth / 2} y={TOP + plot - h} width={barWidth} height={h} rx={2} fill={token.colorPrimary}>
              <title>{`${it.name} ${percent}`}</title>
            </rect>
            {showValues ? (
              <text
                x={cx}
                y={TOP + plot - h - 4}
                textAnchor="middle"
                fontSize={fontSize}
                fill={token.colorTextSecondary}
              >
                {percent}
              </text>
            ) : null}
            {i % labelEvery === 0 ? (
              <text x={cx} y={HEIGHT - 6} textAnchor="middle" fontSize={fontSize} fill={token.colorTextTertiary}>
                {it.name}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
