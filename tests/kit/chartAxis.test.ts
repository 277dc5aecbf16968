import { axisFormat } from '@/kit/chart/labels';
import { formatAmount, formatQuantity } from '@/lib/formats';

describe('a chart’s value axis reads like money (SPEC §9 formats)', () => {
  it('writes whole ticks grouped without decimals', () => {
    const tick = axisFormat({ format: formatQuantity });
    expect(tick(1200000)).toBe('1,200,000');
    expect(tick(0)).toBe('0');
    expect(tick(-5000)).toBe('-5,000');
  });

  it('writes other ticks in the series’ format, grouped', () => {
    expect(axisFormat({ format: formatAmount })(1313402.75)).toBe('1,313,402.75');
  });
});
