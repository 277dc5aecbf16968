import { CFB, SSF, read, utils, write, type CellObject, type WorkBook, type WorkSheet } from 'xlsx';
import { sheetParts, guardText } from '@/kit/export/xlsSheets';
import { writeXls } from '@/kit/export/xlsWriter';
import type { XlsTable } from '@/kit/export/xlsTypes';

/*
 * SPEC §9 "Exports are xls files": the kit writes BIFF8 itself (kit/export/biff8Book, compoundFile) at
 * the speed of the file format (issue 39). The workbook it writes has the records SheetJS wrote before
 * (but for SheetJS's empty drawing containers), and reads back with the same cells.
 */

/** The writer of before issue 39 (SheetJS's sheet objects and BIFF8 writer), on a fresh format table as a new worker had. */
function sheetJsXls(table: XlsTable, perSheet?: number): Uint8Array {
  // SSF: the workbook's format table, which SheetJS reads when writing (not in its types).
  const book: WorkBook & { SSF?: Record<string, unknown> } = utils.book_new();
  // Formats other writes in this process added (from id 60 on) are left out: a new worker had none.
  book.SSF = Object.fromEntries(Object.entries(SSF.get_table()).filter(([id]) => Number(id) < 60));
  const cellOf = (value: string | number, z?: string): CellObject =>
    typeof value === 'number' ? (z ? { t: 'n', v: value, z } : { t: 'n', v: value }) : { t: 's', v: guardText(value) };
  for (const part of sheetParts(table.sheetName, table.rows, perSheet)) {
    const sheet: WorkSheet = {};
    table.columns.forEach((column, c) => (sheet[utils.encode_cell({ r: 0, c })] = cellOf(column.title)));
    part.rows.forEach((row, r) =>
      table.columns.forEach((column, c) => {
        const value = row[c];
        if (value !== null && value !== undefined && value !== '')
          sheet[utils.encode_cell({ r: r + 1, c })] = cellOf(value, column.numberFormat);
      }),
    );
    sheet['!ref'] = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: part.rows.length, c: table.columns.length - 1 } });
    sheet['!cols'] = table.columns.map((column) => ({ wpx: column.width ?? 120 }));
    utils.book_append_sheet(book, sheet, part.name);
  }
  return new Uint8Array(write(book, { bookType: 'biff8', type: 'array' }) as ArrayBuffer);
}

/** MsoDrawingGroup and MsoDrawing: the empty drawing containers SheetJS wrote for comments no export has. */
const EMPTY_DRAWINGS = new Set([0x00eb, 0x00ec]);
const BOUNDSHEET = 0x0085;

/**
 * The records of a file's workbook stream, as [type, payload] in order, without SheetJS's empty drawings
 * and with the sheets' offsets left out of their BoundSheet records (they follow from the drawings' sizes).
 */
function workbookRecords(bytes: Uint8Array | ArrayBuffer): [number, string][] {
  const entry = CFB.find(CFB.read(new Uint8Array(bytes), { type: 'array' }), 'Workbook');
  const stream = Uint8Array.from(entry!.content as ArrayLike<number>);
  const records: [number, string][] = [];
  for (let at = 0; at + 4 <= stream.length;) {
    const type = stream[at] | (stream[at + 1] << 8);
    const length = stream[at + 2] | (stream[at + 3] << 8);
    const payload = stream.subarray(at + 4 + (type === BOUNDSHEET ? 4 : 0), at + 4 + length);
    if (!EMPTY_DRAWINGS.has(type)) records.push([type, Buffer.from(payload).toString('hex')]);
    at += 4 + length;
  }
  return records;
}

const mixed: XlsTable = {
  sheetName: 'Goods: [mixed]',
  columns: [
    { title: 'Code', width: 90 },
    { title: 'Price', numberFormat: '0.00' },
    { title: 'Qty', numberFormat: '0.000', width: 77 },
    { title: 'Cost', numberFormat: '0.0000' },
    { title: '=Note' },
    { title: 'Plain' },
  ],
  rows: [
    ['2000001', 6.9, 1.235, 0.1235, '=1+1', 3],
    ['牛奶 1L', -1.5, null, '', '+SUM(A1:A2)', null],
    ['', 1_313_402.75, 0, -0.0001, '@cmd', 'x'.repeat(300)],
    ['-2+3', 'not a number', 12, 7, '\t=1', 'fine'],
  ],
};

describe('xls writer: BIFF8 written by the kit', () => {
  it('writes the records SheetJS wrote, byte for byte: labels, numbers and their formats, blanks left out', () => {
    expect(workbookRecords(writeXls(mixed))).toEqual(workbookRecords(sheetJsXls(mixed)));
  });

  it('and for a table split over sheets, whose stream is large enough to leave the mini stream', () => {
    const rows = Array.from({ length: 400 }, (_, i) => [`G${i}`, i + 0.25, i % 3 ? `名称 ${i}` : null, i * 1.001]);
    const table: XlsTable = {
      sheetName: 'x'.repeat(40),
      columns: [
        { title: 'Code' },
        { title: 'Amount', numberFormat: '0.00' },
        { title: 'Name' },
        { title: 'Q', numberFormat: '0.000' },
      ],
      rows,
    };
    const ours = writeXls(table, undefined, 150);
    expect(workbookRecords(ours)).toEqual(workbookRecords(sheetJsXls(table, 150)));
    expect(ours.byteLength).toBeGreaterThan(4096);
    expect(read(new Uint8Array(ours), { type: 'array' }).SheetNames).toEqual([
      `${'x'.repeat(27)} (1)`,
      `${'x'.repeat(27)} (2)`,
      `${'x'.repeat(27)} (3)`,
    ]);
  });

  it('and for a table without rows', () => {
    const empty: XlsTable = {
      sheetName: 'Empty',
      columns: [{ title: 'A' }, { title: 'B', numberFormat: '0.00' }],
      rows: [],
    };
    expect(workbookRecords(writeXls(empty))).toEqual(workbookRecords(sheetJsXls(empty)));
  });

  it('SPEC §9: 70,000 rows of mixed cells read back as written, over two sheets of at most 65,536 rows', () => {
    const count = 70_000;
    const text = (i: number) => ['=A1', '+1', '-1', '@x', `商品 ${i}`][i % 5];
    const price = (i: number) => (i % 7 ? (i % 1000) + 0.05 : null);
    const table: XlsTable = {
      sheetName: 'Goods',
      columns: [{ title: 'Name' }, { title: 'Price', numberFormat: '0.00' }],
      rows: Array.from({ length: count }, (_, i) => [text(i), price(i)]),
    };
    const book = read(new Uint8Array(writeXls(table)), { type: 'array', dense: true, cellNF: true });
    expect(book.SheetNames).toEqual(['Goods (1)', 'Goods (2)']);
    const [first, second] = book.SheetNames.map((name) => book.Sheets[name]['!data']!);
    expect(first).toHaveLength(65_536);
    expect(second).toHaveLength(count - 65_535 + 1);
    expect(second[0].map((cell) => cell.v)).toEqual(['Name', 'Price']);
    const back = [...first.slice(1), ...second.slice(1)];
    const wrong = back.flatMap((row, i) => {
      const name = `${/^[=+\-@]/.test(text(i)) ? "'" : ''}${text(i)}`;
      const ok = row[0].t === 's' && row[0].v === name && (price(i) === null ? !row[1] : row[1].v === price(i));
      return ok ? [] : [[i, row.map((cell) => cell?.v)]];
    });
    expect(wrong).toEqual([]);
    expect(second[1][1]).toMatchObject({ t: 'n', v: 535.05, z: '0.00' });
  });

  it('writes every number exactly, where the browser build of SheetJS rounded a few to the wrong power of two', () => {
    const numbers = [2 ** -29, 4398046511103.99, 140737488355327.98, -0.1, 1e21, 5e-324];
    const table: XlsTable = { sheetName: 'n', columns: [{ title: 'n' }], rows: numbers.map((n) => [n]) };
    const rows = utils.sheet_to_json<number[]>(read(new Uint8Array(writeXls(table)), { type: 'array' }).Sheets.n, {
      header: 1,
    });
    expect(rows.slice(1).map((r) => r[0])).toEqual(numbers);
  });
});
