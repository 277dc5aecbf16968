import { isMultiCell, parseClipboard, pasteRows, pastedValue } from '@/kit/grid';
import type { FieldSchema } from '@/kit/schema';

/** Rows pasted from Excel into an EditableGrid (tab-separated clipboard text). */
describe('clipboard text from Excel', () => {
  it('splits rows and cells, reads quoted cells, drops the trailing line', () => {
    expect(parseClipboard('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseClipboard('"x\ty"\t"say ""hi"""\n"two\nlines"\t\n\n')).toEqual([
      ['x\ty', 'say "hi"'],
      ['two\nlines', ''],
    ]);
    expect(parseClipboard('')).toEqual([]);
  });

  it('tells one value from several cells', () => {
    expect(isMultiCell('abc')).toBe(false);
    expect(isMultiCell('abc\r\n')).toBe(false);
    expect(isMultiCell('a\tb')).toBe(true);
    expect(isMultiCell('a\nb')).toBe(true);
  });
});

describe('pasted values per control kind', () => {
  const field = (kind: FieldSchema['kind']): FieldSchema => ({ name: 'f', labelKey: 'f', kind });
  it('reads numbers, dates (yyyy/m/d too, SPEC §5 import), months and choices', () => {
    expect(pastedValue(field('input-number'), ' 1,234.5 ')).toBe(1234.5);
    expect(pastedValue(field('input-number'), 'abc')).toBe('abc');
    expect(pastedValue(field('date-picker'), '2025/6/1')).toBe('2025-06-01');
    expect(pastedValue(field('date-picker'), '2025/2/30')).toBe('2025/2/30');
    expect(pastedValue(field('month-picker'), '2025/6')).toBe('2025-06');
    const labels = new Map([
      ['13', '13%'],
      ['9', '9%'],
    ]);
    expect(pastedValue(field('select'), '9%', labels)).toBe('9');
    expect(pastedValue(field('select'), '13', labels)).toBe('13');
    expect(pastedValue(field('select'), '7%', labels)).toBe('7%');
    expect(pastedValue(field('input'), '  text ')).toBe('text');
    expect(pastedValue(field('input'), '  ')).toBeUndefined();
  });
});

describe('pasting rows into a grid', () => {
  const columns: FieldSchema[] = [
    { name: 'code', labelKey: 'c', kind: 'input' },
    { name: 'name', labelKey: 'n', kind: 'text' },
    { name: 'qty', labelKey: 'q', kind: 'input-number' },
    { name: 'locked', labelKey: 'l', kind: 'input', isEditing: false },
    { name: 'date', labelKey: 'd', kind: 'date-picker', isEditing: (row) => row.code !== 'FIXED' },
  ];

  it('fills editable columns from the start cell on, skips read-only ones, and adds rows', () => {
    const rows = [
      { code: 'A', qty: 1 },
      { code: 'FIXED', date: '2025-01-01' },
    ];
    const next = pasteRows(
      rows,
      [
        ['5', '2025/6/1', 'extra'],
        ['6', '2025/6/2'],
        ['7', '2025/6/3'],
      ],
      { row: 0, column: 1 },
      columns,
      () => ({ code: 'NEW' }),
    );
    expect(next).toEqual([
      { code: 'A', qty: 5, date: '2025-06-01' },
      { code: 'FIXED', qty: 6, date: '2025-01-01' },
      { code: 'NEW', qty: 7, date: '2025-06-03' },
    ]);
    expect(rows[0]).toEqual({ code: 'A', qty: 1 });
  });

  it('stops at the row limit', () => {
    expect(
      pasteRows([], [['a'], ['b'], ['c'], ['d']], { row: 0, column: 0 }, columns, () => ({}), new Map(), 3),
    ).toEqual([{ code: 'a' }, { code: 'b' }, { code: 'c' }]);
  });
});
