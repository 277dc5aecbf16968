import { ApiError } from '../envelope';
import { glossary, tr } from '../glossary';
import type { Ctx } from './context';

/** An export column: zh-CN title (declared with `tr`) and the cell of a row. */
export type XlsColumn<T> = [title: string, cell: (row: T) => string | number];

/** As the real backend writes text cells: one Excel would run as a formula gets a leading quote. */
const textCell = (value: string | number) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

export const EXPORT_EMPTY = { code: 'B0410', message: tr('导出数据为空', 'The exported data is empty') };

const ROWS_PER_SHEET = 65_535;

/** Every row as an .xls file (SPEC §9) with titles in the caller's language; no rows → B0410. */
export async function xlsResponse<T>(
  ctx: Ctx,
  rows: readonly T[],
  columns: readonly XlsColumn<T>[],
  file: { name: string; title: string },
): Promise<Response> {
  if (rows.length === 0) throw new ApiError(EXPORT_EMPTY.code, EXPORT_EMPTY.message);
  const english = ctx.language === 'en-US' ? glossary() : null;
  const title = (zh: string) => english?.[zh] ?? zh;
  const { utils, write } = await import('xlsx');
  const titles = columns.map(([zh]) => title(zh));
  const book = utils.book_new();
  // A BIFF8 sheet holds 65,536 rows: more go on further sheets with the titles, as the server would (nothing cut).
  const parts = Math.ceil(rows.length / ROWS_PER_SHEET);
  for (let part = 0; part < parts; part++) {
    const slice = rows.slice(part * ROWS_PER_SHEET, (part + 1) * ROWS_PER_SHEET);
    const sheet = utils.aoa_to_sheet([titles, ...slice.map((r) => columns.map(([, cell]) => textCell(cell(r))))]);
    utils.book_append_sheet(book, sheet, parts === 1 ? file.name : `${file.name.slice(0, 26)} (${part + 1})`);
  }
  const bytes = new Uint8Array(write(book, { bookType: 'biff8', type: 'array' }) as ArrayBuffer);
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': 'application/vnd.ms-excel',
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${file.name}.xls"; filename*=UTF-8''${encodeURIComponent(title(file.title))}.xls`,
    },
  });
}
