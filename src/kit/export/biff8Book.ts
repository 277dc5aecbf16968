import { ByteWriter } from './byteWriter';
import { guardText, sheetPartName, XLS_ROWS_PER_SHEET } from './xlsSheets';
import type { XlsCell, XlsColumn } from './xlsTypes';

/**
 * A BIFF8 workbook stream (MS-XLS) written as its rows arrive: each cell becomes its record at once
 * (LABEL for text, NUMBER for numbers, blank cells left out) in one growing buffer, and the workbook's
 * globals (formats, cell styles, the sheets' offsets) are written when the last row is in. The records
 * are the ones SheetJS wrote for these tables before (tests/kit/xlsBiff8.test.ts compares the streams
 * byte for byte), so the file opens in Excel and LibreOffice as before.
 */

const DEFAULT_WIDTH_PX = 120;
/** BIFF8 keeps at most 255 characters in a LABEL. */
const MAX_LABEL = 255;
/** Excel's built-in number formats (the ids every reader knows); others get ids from 60 on. */
const BUILT_IN_FORMATS = new Map<string, number>([
  ['General', 0],
  ['0', 1],
  ['0.00', 2],
  ['#,##0', 3],
  ['#,##0.00', 4],
  ['0%', 9],
  ['0.00%', 10],
  ['0.00E+00', 11],
  ['# ?/?', 12],
  ['# ??/??', 13],
  ['m/d/yy', 14],
  ['d-mmm-yy', 15],
  ['d-mmm', 16],
  ['mmm-yy', 17],
  ['h:mm AM/PM', 18],
  ['h:mm:ss AM/PM', 19],
  ['h:mm', 20],
  ['h:mm:ss', 21],
  ['m/d/yy h:mm', 22],
  ['#,##0 ;(#,##0)', 37],
  ['#,##0 ;[Red](#,##0)', 38],
  ['#,##0.00;(#,##0.00)', 39],
  ['#,##0.00;[Red](#,##0.00)', 40],
  ['mm:ss', 45],
  ['[h]:mm:ss', 46],
  ['mmss.0', 47],
  ['##0.0E+0', 48],
  ['@', 49],
]);
/**
 * A locale format of Excel's built-in table that SheetJS always wrote as a FORMAT record: a number
 * format code inside the file (no cell uses it), not a text a user reads, so not an i18n key; written
 * as escapes (上午/下午 hh時mm分ss秒) so the source holds no Han text outside comments.
 */
const ALWAYS_WRITTEN_FORMAT: [number, string] = [56, '"\u4e0a\u5348/\u4e0b\u5348 "hh"\u6642"mm"\u5206"ss"\u79d2 "'];
const FIRST_CUSTOM_FORMAT = 60;
/** The 16 style XFs come first: cell XF n is written as 16 + n. */
const STYLE_XFS = 16;

const R = {
  BOF: 0x0809,
  EOF: 0x000a,
  LABEL: 0x0204,
  NUMBER: 0x0203,
  BOOLERR: 0x0205,
  FORMAT: 0x041e,
  XF: 0x00e0,
  BOUNDSHEET: 0x0085,
} as const;

/** A record with a payload written by `body` (its length filled in afterwards). */
function record(out: ByteWriter, type: number, body?: (out: ByteWriter) => void): void {
  out.u16(type);
  const at = out.length;
  out.u16(0);
  if (!body) return;
  body(out);
  const length = out.length - at - 2;
  out.bytes[at] = length & 0xff;
  out.bytes[at + 1] = length >> 8;
}
const u16Record = (out: ByteWriter, type: number, value: number) => record(out, type, (o) => o.u16(value));

function bof(out: ByteWriter, kind: 0x05 | 0x10): void {
  record(out, R.BOF, (o) => [0x0600, kind, 0x7262, 0x07cd, 0xc009, 0x0001, 0x0706, 0x0000].forEach((v) => o.u16(v)));
}

/** Column width in 1/256 of a character as SheetJS reckoned it from pixels (max digit width 6 px). */
function widthOf(px: number): number {
  const chars = Math.floor(((px - 5) / 6) * 100 + 0.5) / 100;
  return Math.round(((chars * 6 + 5) / 6) * 256);
}

type Sheet = { name: string; rows: number; start: number };

export class Biff8Book {
  private readonly out = new ByteWriter(1 << 20);
  private readonly sheets: Sheet[] = [];
  /** Format ids of the cell XFs, in the order cells first used them (XF 0 is General). */
  private readonly xfFormats: number[] = [0];
  private readonly customFormats = new Map<string, number>();
  /** Per column: the XF index of its numbers. */
  private readonly numberXf: number[];
  private readonly columnCount: number;
  private row = 0;
  private sheetIndex = -1;

  constructor(
    private readonly sheetName: string,
    private readonly columns: readonly XlsColumn[],
    /** Rows of the whole table (the sheets' sizes are written before their cells). */
    private readonly count: number,
    private readonly perSheet = XLS_ROWS_PER_SHEET,
  ) {
    this.columnCount = columns.length;
    this.numberXf = columns.map(() => -1);
    this.nextSheet();
  }

  /** Appends a row of cells (`cells[from]` … `cells[from + columns - 1]`). */
  addRow(cells: ArrayLike<XlsCell>, from = 0): void {
    if (this.row === this.perSheet) this.nextSheet();
    this.row += 1;
    for (let c = 0; c < this.columnCount; c++) this.cell(this.row, c, cells[from + c]);
  }

  /** The workbook stream's parts, in order: the globals, then the sheets' records. */
  finish(): Uint8Array[] {
    this.endSheet();
    const globals = this.globals();
    return [globals, this.out.written()];
  }

  private cell(row: number, column: number, value: XlsCell | undefined): void {
    if (value === null || value === undefined || value === '') return;
    const out = this.out;
    if (typeof value === 'number') {
      const xf = this.numberXfOf(column);
      if (Number.isFinite(value)) {
        out.u16(R.NUMBER);
        out.u16(14);
        out.u16(row);
        out.u16(column);
        out.u16(STYLE_XFS + xf);
        out.f64(value);
      } else {
        // #NUM! for NaN, #DIV/0! for infinities, as SheetJS wrote them.
        out.u16(R.BOOLERR);
        out.u16(8);
        out.u16(row);
        out.u16(column);
        out.u16(STYLE_XFS + xf);
        out.u8(Number.isNaN(value) ? 0x24 : 0x07);
        out.u8(1);
      }
      return;
    }
    this.label(row, column, guardText(value).slice(0, MAX_LABEL));
  }

  private label(row: number, column: number, text: string): void {
    const out = this.out;
    out.u16(R.LABEL);
    out.u16(9 + text.length * 2);
    out.u16(row);
    out.u16(column);
    out.u16(STYLE_XFS);
    out.u16(text.length);
    out.u8(1);
    out.utf16(text);
  }

  private numberXfOf(column: number): number {
    const known = this.numberXf[column];
    if (known >= 0) return known;
    const format = this.columns[column].numberFormat ?? 'General';
    let id = BUILT_IN_FORMATS.get(format) ?? this.customFormats.get(format);
    if (id === undefined) {
      id = FIRST_CUSTOM_FORMAT + this.customFormats.size;
      this.customFormats.set(format, id);
    }
    let xf = this.xfFormats.indexOf(id);
    if (xf < 0) xf = this.xfFormats.push(id) - 1;
    this.numberXf[column] = xf;
    return xf;
  }

  private nextSheet(): void {
    if (this.sheetIndex >= 0) this.endSheet();
    this.sheetIndex += 1;
    const parts = Math.max(1, Math.ceil(this.count / this.perSheet));
    const rows = Math.max(0, Math.min(this.perSheet, this.count - this.sheetIndex * this.perSheet));
    const name = sheetPartName(this.sheetName, this.sheetIndex, parts);
    const sheet = { name, rows, start: this.out.length };
    this.sheets.push(sheet);
    this.row = 0;
    const out = this.out;
    bof(out, 0x10);
    u16Record(out, 0x000d, 1); // CalcMode
    u16Record(out, 0x000c, 100); // CalcCount
    u16Record(out, 0x000f, 1); // CalcRefMode
    u16Record(out, 0x0011, 0); // CalcIter
    record(out, 0x0010, (o) => o.f64(0.001)); // CalcDelta
    u16Record(out, 0x005f, 1); // CalcSaveRecalc
    u16Record(out, 0x002a, 0); // PrintRowCol
    u16Record(out, 0x002b, 0); // PrintGrid
    u16Record(out, 0x0082, 1); // GridSet
    record(out, 0x0080, (o) => o.zeros(8)); // Guts
    u16Record(out, 0x0083, 0); // HCenter
    u16Record(out, 0x0084, 0); // VCenter
    this.columns.slice(0, 256).forEach((column, c) =>
      record(out, 0x007d, (o) => {
        // ColInfo
        o.u16(c);
        o.u16(c);
        o.u16(widthOf(column.width ?? DEFAULT_WIDTH_PX));
        o.zeros(6);
      }),
    );
    const lastColumn = Math.max(0, this.columnCount - 1);
    record(out, 0x0200, (o) => {
      // Dimensions
      o.u32(0);
      o.u32(Math.min(rows, 65_535) + 1);
      o.u16(0);
      o.u16(Math.min(lastColumn, 0xff) + 1);
      o.u16(0);
    });
    this.columns.forEach((column, c) => this.label(0, c, guardText(column.title).slice(0, MAX_LABEL)));
  }

  private endSheet(): void {
    const out = this.out;
    const sheet = this.sheets[this.sheetIndex];
    record(out, 0x023e, (o) => [0x6b6, 0, 0, 64, 0, 0, 0, 0, 0].forEach((v) => o.u16(v))); // Window2
    record(out, 0x01ba, (o) => {
      // CodeName
      const name = sheet.name.slice(0, 31);
      o.u16(name.length);
      o.u8(1);
      o.utf16(name);
    });
    record(out, 0x0867, (o) => {
      // FeatHdr
      o.u32(0x867);
      o.zeros(8);
      o.u16(3);
      o.u8(1);
      o.u32(0);
    });
    record(out, 0x0868, (o) => {
      // Feat over the sheet's range
      o.u32(0x868);
      o.zeros(8);
      o.u16(3);
      o.u8(0);
      o.u32(0);
      o.u16(1);
      o.u32(4);
      o.u16(0);
      [0, sheet.rows, 0, Math.max(0, this.columnCount - 1)].forEach((v) => o.u16(v));
      o.u32(4);
    });
    record(out, R.EOF);
  }

  private globals(): Uint8Array {
    const head = new ByteWriter(4096);
    bof(head, 0x05);
    u16Record(head, 0x00e1, 0x04b0); // InterfaceHdr
    record(head, 0x00c1, (o) => o.zeros(2)); // Mms
    record(head, 0x00e2); // InterfaceEnd
    record(head, 0x005c, (o) => {
      // WriteAccess, as SheetJS signs it
      o.u16(7);
      o.u8(0);
      o.u32(0x33336853);
      o.u32(0x00534a74);
      o.zeros(112 - 11);
    });
    u16Record(head, 0x0042, 0x04b0); // CodePage: UTF-16
    u16Record(head, 0x0161, 0); // DSF
    record(head, 0x01c0); // Excel9File
    record(head, 0x013d, (o) => this.sheets.forEach((_, i) => o.u16(i + 1))); // RRTabId
    u16Record(head, 0x009c, 0x11); // BuiltInFnGroupCount
    for (const type of [0x0019, 0x0012, 0x0013, 0x01af, 0x01bc]) u16Record(head, type, 0); // protection off
    record(head, 0x003d, (o) => [0, 0, 0x7260, 0x44c0, 0x38, 0, 0, 1, 0x01f4].forEach((v) => o.u16(v))); // Window1
    u16Record(head, 0x0040, 0); // Backup
    u16Record(head, 0x008d, 0); // HideObj
    u16Record(head, 0x0022, 0); // Date1904
    u16Record(head, 0x000e, 1); // CalcPrecision
    u16Record(head, 0x01b7, 0); // RefreshAll
    u16Record(head, 0x00da, 0); // BookBool
    record(head, 0x0031, (o) => {
      // Font: Arial 12
      o.u16(240);
      o.u32(0);
      o.u16(400);
      o.u32(0);
      o.u16(0);
      o.u8(5);
      o.u8(1);
      o.utf16('Arial');
    });
    const formats: [number, string][] = [
      ALWAYS_WRITTEN_FORMAT,
      ...[...this.customFormats].map(([f, id]) => [id, f] as [number, string]),
    ];
    for (const [id, format] of formats)
      record(head, R.FORMAT, (o) => {
        o.u16(id);
        o.u16(format.length);
        o.u8(1);
        o.utf16(format);
      });
    const xf = (format: number, style: boolean) =>
      record(head, R.XF, (o) => {
        o.u16(0);
        o.u16(format);
        o.u16(style ? 0xfff4 : 0);
        o.zeros(14);
      });
    for (let i = 0; i < STYLE_XFS; i++) xf(0, true);
    for (const format of this.xfFormats) xf(format, false);
    u16Record(head, 0x0160, 0); // UsesELFs

    const tail = new ByteWriter(64);
    record(tail, 0x008c, (o) => [1, 1].forEach((v) => o.u16(v))); // Country
    record(tail, 0x00fc, (o) => o.zeros(8)); // SST, empty: text is written in LABELs
    record(tail, R.EOF);

    const boundSize = this.sheets.reduce((n, s) => n + 12 + 2 * s.name.length, 0);
    const offset = head.length + boundSize + tail.length;
    for (const sheet of this.sheets)
      record(head, R.BOUNDSHEET, (o) => {
        o.u32(offset + sheet.start);
        o.u8(0);
        o.u8(0);
        o.u8(sheet.name.length);
        o.u8(1);
        o.utf16(sheet.name);
      });
    head.reserve(tail.length);
    head.bytes.set(tail.written(), head.length);
    head.length += tail.length;
    return head.written();
  }
}
