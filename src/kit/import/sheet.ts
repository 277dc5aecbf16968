import { SSF, read, utils, type CellObject, type WorkSheet } from 'xlsx';

/**
 * Reads the first sheet of an Excel (or CSV) file into rows of cell texts as Excel shows them,
 * except dates, which become YYYY-MM-DD (from the serial number, so no time zone shifts them).
 * Imported only by the parse worker, so xlsx stays out of the page bundles.
 */
export function readSheet(data: ArrayBuffer | Uint8Array): string[][] {
  const book = read(data, { type: 'array', cellNF: true, cellText: true });
  const name = book.SheetNames[0];
  const sheet: WorkSheet | undefined = name ? book.Sheets[name] : undefined;
  if (!sheet?.['!ref']) return [];
  const range = utils.decode_range(sheet['!ref']);
  const rows: string[][] = [];
  for (let r = range.s.r; r <= range.e.r; r += 1) {
    const row: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c += 1)
      row.push(cellText(sheet[utils.encode_cell({ r, c })] as CellObject | undefined));
    rows.push(row);
  }
  return rows;
}

const pad = (n: number) => String(n).padStart(2, '0');

function cellText(cell: CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null || cell.t === 'z' || cell.t === 'e') return '';
  if (cell.t === 'n' && typeof cell.v === 'number' && typeof cell.z === 'string' && SSF.is_date(cell.z)) {
    const d = SSF.parse_date_code(cell.v);
    if (d) return `${d.y}-${pad(d.m)}-${pad(d.d)}`;
  }
  if (cell.t === 'd' && cell.v instanceof Date)
    return `${cell.v.getFullYear()}-${pad(cell.v.getMonth() + 1)}-${pad(cell.v.getDate())}`;
  return (cell.w ?? String(cell.v)).trim();
}
