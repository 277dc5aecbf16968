import { read, utils } from 'xlsx';
import { XLS_ROWS_PER_SHEET, guardText, sheetNameOf, sheetParts } from '@/kit/export/xlsSheets';
import { writeXls } from '@/kit/export/xlsWriter';
import { xlsTableOf } from '@/kit/export';
import type { ColumnSchema } from '@/kit/schema';

/** SPEC §9 "Exports are xls files": the writer the xls worker runs, read back with xlsx. */
function readBack(bytes: ArrayBuffer) {
  const book = read(new Uint8Array(bytes), { type: 'array', cellFormula: true });
  return { book, sheet: book.Sheets[book.SheetNames[0]] };
}

describe('xls writer', () => {
  it('writes an .xls (BIFF8) workbook with titles, texts and numbers', () => {
    const progress: number[] = [];
    const bytes = writeXls(
      {
        sheetName: 'Goods: [all]',
        columns: [{ title: 'Code' }, { title: 'Price', numberFormat: '0.00' }, { title: 'Note' }],
        rows: [
          ['2000001', 6.9, null],
          ['2000002', -1.5, 'fine'],
        ],
      },
      (p) => progress.push(p),
    );
    // An OLE compound file, as Excel 97–2003 writes.
    expect([...new Uint8Array(bytes.slice(0, 4))]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    const { book, sheet } = readBack(bytes);
    expect(book.SheetNames).toEqual(['Goods   all']);
    expect(utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['Code', 'Price', 'Note'],
      ['2000001', 6.9],
      ['2000002', -1.5, 'fine'],
    ]);
    expect(sheet.B3.t).toBe('n');
    expect(sheet.A2.t).toBe('s');
    expect(progress.at(-1)).toBe(100);
  });

  it('never lets Excel run a cell as a formula: = + - @ tab and CR are written as quoted text', () => {
    const dangerous = ['=1+1', '+SUM(A1:A2)', '-2+3', '@cmd', '\t=1', '\r=1', '=HYPERLINK("http://x","y")'];
    const bytes = writeXls({ sheetName: 's', columns: [{ title: '=title' }], rows: dangerous.map((d) => [d]) });
    const { sheet } = readBack(bytes);
    expect(sheet.A1).toMatchObject({ t: 's', v: "'=title" });
    dangerous.forEach((text, i) => {
      const cell = sheet[`A${i + 2}`];
      expect(cell.t).toBe('s');
      expect(cell.f).toBeUndefined();
      expect(cell.v).toBe(`'${text}`);
    });
    expect(guardText('plain')).toBe('plain');
    expect(guardText('a=b')).toBe('a=b');
    expect(guardText('')).toBe('');
  });

  it('names sheets within Excel limits', () => {
    expect(sheetNameOf('a/b\\c?d*e:f[g]')).toBe('a b c d e f g');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf(' ')).toBe('Sheet1');
  });

  it('SPEC §9 exports are never cut: rows past a sheet go on further sheets, each with the titles', () => {
    // BIFF8 holds 65,536 rows a sheet: the titles and 65,535 rows. Two rows a sheet here show the split.
    expect(XLS_ROWS_PER_SHEET).toBe(65_535);
    const rows = Array.from({ length: 5 }, (_, i) => [`G${i + 1}`, i]);
    const table = { sheetName: 'Goods', columns: [{ title: 'Code' }, { title: 'N' }], rows };
    const book = read(new Uint8Array(writeXls(table, undefined, 2)), { type: 'array' });
    expect(book.SheetNames).toEqual(['Goods (1)', 'Goods (2)', 'Goods (3)']);
    expect(utils.sheet_to_json<string[]>(book.Sheets['Goods (1)'], { header: 1 })).toEqual([
      ['Code', 'N'],
      ['G1', 0],
      ['G2', 1],
    ]);
    expect(utils.sheet_to_json<string[]>(book.Sheets['Goods (3)'], { header: 1 })).toEqual([
      ['Code', 'N'],
      ['G5', 4],
    ]);
  });

  it('names the parts of a long table within 31 characters, and leaves a table that fits one sheet whole', () => {
    expect(sheetParts('Goods', [1, 2], 2).map((p) => p.name)).toEqual(['Goods']);
    const long = sheetParts('x'.repeat(40), [1, 2, 3], 2);
    expect(long.map((p) => p.name)).toEqual([`${'x'.repeat(27)} (1)`, `${'x'.repeat(27)} (2)`]);
    expect(long.map((p) => p.rows)).toEqual([[1, 2], [3]]);
    expect(sheetParts('Empty', [], 2)).toEqual([{ name: 'Empty', rows: [] }]);
  });

  it('reports progress while writing many rows', () => {
    const progress: number[] = [];
    writeXls({ sheetName: 's', columns: [{ title: 'n' }], rows: Array.from({ length: 3000 }, (_, i) => [i]) }, (p) =>
      progress.push(p),
    );
    expect(progress).toEqual([30, 60, 90, 100]);
  });
});

describe('export table of a grid (what the worker is given)', () => {
  type Row = {
    code: string;
    price: number | string;
    rate: string;
    day: string;
    status: string;
    qty: number;
    formula: string;
  };
  const columns: ColumnSchema<Row>[] = [
    { key: 'code', titleKey: 'Code' },
    { key: 'price', titleKey: 'Price', format: 'price', width: 90 },
    { key: 'rate', titleKey: 'Rate', dict: 'SALETAXRATE' },
    { key: 'day', titleKey: 'Day', format: 'date' },
    { key: 'status', titleKey: 'Status', status: true },
    { key: 'qty', titleKey: 'Qty', format: 'quantity' },
    { key: 'formula', titleKey: 'Formula', value: (r) => `${r.formula}!` },
  ];

  it('writes labels, SPEC §9 dates, and numbers rounded to their decimals', () => {
    const table = xlsTableOf(
      'Goods',
      columns.map((column) => ({
        column,
        title: column.titleKey,
        labels:
          column.key === 'rate'
            ? new Map([['13', '13%']])
            : column.key === 'status'
              ? new Map([['1', 'Open']])
              : undefined,
      })),
      [
        { code: '=1', price: 6.899, rate: '13', day: '2025-06-10 09:30:00', status: '1', qty: 2, formula: '+x' },
        { code: 'A', price: '', rate: '99', day: '', status: '9', qty: 1.23456, formula: 'y' },
      ],
    );
    expect(table.columns).toEqual([
      { title: 'Code', width: undefined, numberFormat: undefined },
      { title: 'Price', width: 90, numberFormat: '0.00' },
      { title: 'Rate', width: undefined, numberFormat: undefined },
      { title: 'Day', width: undefined, numberFormat: undefined },
      { title: 'Status', width: undefined, numberFormat: undefined },
      { title: 'Qty', width: undefined, numberFormat: '0.000' },
      { title: 'Formula', width: undefined, numberFormat: undefined },
    ]);
    expect(table.rows).toEqual([
      ['=1', 6.9, '13%', '2025-06-10', 'Open', 2, '+x!'],
      ['A', null, '99', null, '9', 1.235, 'y!'],
    ]);
    const { sheet } = readBack(writeXls(table));
    expect(sheet.A2.v).toBe("'=1");
    expect(sheet.G2.v).toBe("'+x!");
    expect(sheet.B2).toMatchObject({ t: 'n', v: 6.9 });
  });
});
