import { shortLabel } from '@/kit/chart/labels';

describe('chart category labels cut by width, not measured (so the chart is drawn soon after its data)', () => {
  it('keeps a name that fits', () => {
    expect(shortLabel('Milk 1L')).toBe('Milk 1L');
    expect(shortLabel('光明纯牛奶250毫')).toBe('光明纯牛奶250毫');
  });

  it('counts a Chinese character as two Latin letters', () => {
    expect(shortLabel('一二三四五六七八九十')).toBe('一二三四五六七八…');
    expect(shortLabel('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe('ABCDEFGHIJKLMNOP…');
    expect(shortLabel('光明纯牛奶250毫升')).toBe('光明纯牛奶250毫…');
    expect(shortLabel('Organic 有机 Whole Milk')).toBe('Organic 有机 Who…');
  });

  it('never cuts a character in half (surrogate pairs) nor leaves a space before the ellipsis', () => {
    expect(shortLabel('𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀', 4)).toBe('𠀀𠀀…');
    expect(shortLabel('Fresh milk daily', 6)).toBe('Fresh…');
  });
});
