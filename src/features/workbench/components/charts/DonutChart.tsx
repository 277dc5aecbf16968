import { theme } from 'antd';
import type { ShareItem } from '@/api/types';
import { CHART_COLORS, formatPercent, sumOf } from '../../model';

const SIZE = 120;
const RADIUS = 44;
const STROKE = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A donut drawn with one stroked circle per slice (dash array = slice length), so a single 100%
 * slice and tiny slices need no special arc maths. Legend beside it with 2-decimal percentages.
 */
export function DonutChart({ items, summary }: { items: readonly ShareItem[]; summary: string }) {
  const { token } = theme.useToken();
  const total = sumOf(items);
  const lengths = items.map((it) => (total > 0 && it.value > 0 ? (it.value / total) * CIRCUMFERENCE : 0));
  const offsets = lengths.map((_, i) => lengths.slice(0, i).reduce((a, b) => a + b, 0));
  const slices = items.map((it, i) => ({
    ...it,
    color: CHART_COLORS[i % CHART_COLORS.length],
    length: lengths[i],
    offset: offsets[i],
    percent: formatPercent(it.value, total),
  }));
  const center = SIZE / 2;

  return (
    <div
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 20, height: '100%', minWidth: 0 }}
    >
      <svg
        role="img"
        aria-label={summary}
        width={SIZE}
        height={SIZE}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        style={{ flex: 'none' }}
      >
        <circle cx={center} cy={center} r={RADIUS} fill="none" stroke={token.colorFillSecondary} strokeWidth={STROKE} />
        {slices
          .filter((s) => s.length > 0)
          .map((s) => (
            <circle
              key={`${s.name}-${s.offset}`}
              cx={center}
              cy={center}
              r={RADIUS}
              fill="none"
              stroke={s.color}
              strokeWidth={STROKE}
              strokeDasharray={`${s.length} ${CIRCUMFERENCE}`}
              strokeDashoffset={-s.offset}
              transform={`rotate(-90 ${center} ${center})`}
            >
              <title>{`${s.name} ${s.percent}`}</title>
            </circle>
          ))}
      </svg>
      <ul
        aria-hidden="true"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          flex: '0 1 200px',
          minWidth: 0,
          maxHeight: '100%',
          overflowY: 'auto',
        }}
      >
        {slices.map((s) => (
          <li
            key={`${s.name}-${s.offset}`}
            style={{ display: 'flex', alignItems: 'center', gap: 6, lineHeight: '22px', fontSize: token.fontSizeSM }}
          >
            <span style={{ flex: 'none', width: 8, height: 8, borderRadius: 2, background: s.color }} />
            <span
              style={{
                flex: 1,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                color: token.colorTextSecondary,
              }}
              title={s.name}
            >
              {s.name}
            </span>
            <span style={{ flex: 'none', fontVariantNumeric: 'tabular-nums', color: token.colorText }}>
              {s.percent}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
