import { inDayRange, periodOverlap, splitDateRanges } from '../../mocks/services/dateRange';

/* The mock's date ranges of list queries (`<field>Start` / `<field>End`, inclusive days). */

describe('mock date ranges', () => {
  it('compares the day of a date or time stamp, both bounds inclusive, a blank bound open', () => {
    expect(inDayRange('2026-03-01', '2026-03-01', '2026-03-31')).toBe(true);
    expect(inDayRange('2026-03-31 23:59:59', '2026-03-01', '2026-03-31')).toBe(true);
    expect(inDayRange('2026-04-01 00:00:00', '2026-03-01', '2026-03-31')).toBe(false);
    expect(inDayRange('2026-02-28', '2026-03-01', '')).toBe(false);
    expect(inDayRange('1999-01-01', null, ' ')).toBe(true);
    expect(inDayRange('2026-03-05', ' 2026-03-05 ', undefined)).toBe(true);
    expect(inDayRange('2026-03-05 08:00:00', '2026/03/05', '2026/03/05')).toBe(true);
  });

  it('puts a row without the value outside a set bound only', () => {
    expect(inDayRange(null, '2026-03-01', undefined)).toBe(false);
    expect(inDayRange(undefined, undefined, '2026-03-01')).toBe(false);
    expect(inDayRange(null, undefined, '')).toBe(true);
  });

  it('splits the ranges off the params, each field its own, an end alone too', () => {
    const { rest, inRanges } = splitDateRanges({
      sheetId: 'JS',
      createDateStart: '2026-03-01',
      createDateEnd: '2026-03-31',
      payDateEnd: '2026-03-10',
      status: '',
    });
    expect(rest).toEqual({ sheetId: 'JS', status: '' });
    expect(inRanges({ createDate: '2026-03-15 10:00:00', payDate: '2026-03-10' })).toBe(true);
    expect(inRanges({ createDate: '2026-04-01 10:00:00', payDate: '2026-03-10' })).toBe(false);
    expect(inRanges({ createDate: '2026-03-15', payDate: '2026-03-11' })).toBe(false);
    expect(inRanges({ createDate: '2026-03-15', payDate: null })).toBe(false);
  });

  it('ignores blank ranges: every row passes, with or without the field', () => {
    const { rest, inRanges } = splitDateRanges({ docDateStart: '', docDateEnd: null });
    expect(rest).toEqual({});
    expect(inRanges({})).toBe(true);
    expect(inRanges({ docDate: '2026-01-01' })).toBe(true);
  });

  it('gives the days a period shares with a range, bounds inclusive, a blank bound open', () => {
    expect(periodOverlap('2026-03-01', '2026-03-31', '2026-03-20', '2026-04-10')).toEqual(['2026-03-20', '2026-03-31']);
    expect(periodOverlap('2026-03-01', '2026-03-31', '2026-02-01', '2026-03-01')).toEqual(['2026-03-01', '2026-03-01']);
    expect(periodOverlap('2026-03-01', '2026-03-31', '2026-03-10', '2026-03-12')).toEqual(['2026-03-10', '2026-03-12']);
    expect(periodOverlap('2026-03-01', '2026-03-31', '2026-04-01', '2026-04-30')).toBeNull();
    expect(periodOverlap('2026-03-01', '2026-03-31', '2026-01-01', '2026-02-28')).toBeNull();
    expect(periodOverlap('2026-03-01', '2026-03-31', '', null)).toEqual(['2026-03-01', '2026-03-31']);
    expect(periodOverlap('2026-03-01', '2026-03-31', undefined, '2026/03/05')).toEqual(['2026-03-01', '2026-03-05']);
    expect(periodOverlap('2026-03-01', '2026-03-31', ' 2026-03-31 ', ' ')).toEqual(['2026-03-31', '2026-03-31']);
    // A one-day period (an effective date).
    expect(periodOverlap('2026-03-05', '2026-03-05', '2026-03-05', '2026-03-05')).toEqual(['2026-03-05', '2026-03-05']);
  });
});
