import {
  applyColumnSettings,
  columnSettingsKey,
  defaultSettings,
  loadColumnSettings,
  moveColumn,
  resizeColumn,
  saveColumnSettings,
  toggleColumn,
} from '@/kit/grid';

const columns = [{ key: 'a', width: 100 }, { key: 'b' }, { key: 'c', hidden: true }];
const key = columnSettingsKey('10001', 'screen');

afterEach(() => localStorage.clear());

describe('column settings (show, hide, order, width) persisted per screen', () => {
  it('starts from the screen: its order and its hidden-by-default columns', () => {
    expect(loadColumnSettings(key, columns)).toEqual({ order: ['a', 'b', 'c'], hidden: ['c'], widths: {} });
    expect(applyColumnSettings(columns, defaultSettings(columns)).map((c) => c.key)).toEqual(['a', 'b']);
  });

  it('shows, hides, moves and resizes, and keeps it in localStorage per user and screen', () => {
    let s = defaultSettings(columns);
    s = toggleColumn(s, 'c', true);
    s = toggleColumn(s, 'a', false);
    s = moveColumn(s, 'c', -1);
    s = moveColumn(s, 'c', -1);
    s = moveColumn(s, 'c', -1); // already first: unchanged
    s = resizeColumn(s, 'b', 1000); // clamped
    saveColumnSettings(key, s);
    expect(JSON.parse(localStorage.getItem('fea-vsm-columns:10001:screen')!)).toEqual({
      order: ['c', 'a', 'b'],
      hidden: ['a'],
      widths: { b: 800 },
    });
    const loaded = loadColumnSettings(key, columns);
    expect(applyColumnSettings(columns, loaded)).toEqual([
      { key: 'c', hidden: true },
      { key: 'b', width: 800 },
    ]);
    expect(loadColumnSettings(columnSettingsKey('10002', 'screen'), columns)).toEqual(defaultSettings(columns));
  });

  it('fits stored settings to the columns of today and survives junk', () => {
    localStorage.setItem(
      key,
      JSON.stringify({ order: ['gone', 'b', 'a'], hidden: ['gone', 'b'], widths: { a: 90, gone: 1, b: 'x' } }),
    );
    expect(loadColumnSettings(key, columns)).toEqual({ order: ['b', 'a', 'c'], hidden: ['b'], widths: { a: 90 } });
    localStorage.setItem(key, '{not json');
    expect(loadColumnSettings(key, columns)).toEqual(defaultSettings(columns));
    localStorage.setItem(key, JSON.stringify({ order: 'a' }));
    expect(loadColumnSettings(key, columns)).toEqual(defaultSettings(columns));
  });
});
