import { i18n } from '@/i18n';
import { chartSummary, type ChartSpec } from '@/kit/chart';
import { setUpTexts } from '../support/page';

/* The text a screen reader reads for a kit chart (issue 29: each chart has a text summary). */

const spec = (over: Partial<ChartSpec> = {}): ChartSpec => ({
  type: 'line',
  seriesName: 'Fill rate',
  format: (v) => `${v.toFixed(2)}%`,
  points: [
    { name: '2026-W45', value: 97 },
    { name: '2026-W46', value: 88.5 },
    { name: '2026-W47', value: 99 },
  ],
  ...over,
});

beforeAll(() => setUpTexts('en-US'));

describe('chart summary', () => {
  it('names the series, its extremes, first and last, and how many points miss the target', () => {
    expect(chartSummary(spec({ target: { value: 95, name: 'Target' } }), i18n.t)).toBe(
      'Chart of Fill rate, 3 items; highest 2026-W47: 99.00%; lowest 2026-W46: 88.50%; ' +
        'from 97.00% on 2026-W45 to 99.00% on 2026-W47; target 95.00%, 1 item below it',
    );
  });

  it('a share (pie) has no first and last; an empty chart says so', () => {
    expect(chartSummary(spec({ type: 'pie' }), i18n.t)).not.toContain(' from ');
    expect(chartSummary(spec({ points: [] }), i18n.t)).toBe('Fill rate: no data');
  });
});
