import { ApiError } from '../envelope';
import { catalogue } from '../catalogue';
import { glossary } from '../glossary';
import { guardText, sheetParts } from '@/kit/export/xlsSheets';
import type { Ctx } from './context';

/**
 * An export column: its title, a zh-CN text declared with `tr` or a catalogue text with its own English
 * (mocks/catalogue catalogueText), and the cell of a row.
 */
export type XlsColumn<T> = [title: string | { zh: string; en: string }, cell: (row: T) => string | number];

/** As the real backend writes text cells: one Excel would run as a formula gets a leading quote. */
const textCell = (value: string | number) => (typeof value === 'string' ? guardText(value) : value);

export const EXPORT_EMPTY = { code: 'B0410', message: catalogue('errors:exportEmpty') };

let hongKong: Promise<(text: string) => string> | null = null;

/**
 * The file's words (its name, sheet names, header row) in the language the request carries (SPEC §7
 * language header), as the real backend writes them: en-US from the glossary, zh-HK in Traditional
 * (opencc cn → hk, as the client converts server text), zh-CN as declared. The data stays as kept.
 */
export async function exportWording(language: string): Promise<(zh: string) => string> {
  if (language === 'en-US') {
    const english = glossary();
    return (zh) => english[zh] ?? zh;
  }
  if (language === 'zh-HK') {
    hongKong ??= import('opencc-js/cn2t').then((OpenCC) => OpenCC.Converter({ from: 'cn', to: 'hk' }));
    return await hongKong;
  }
  return (zh) => zh;
}

/** Every row as an .xls file (SPEC §9) with its name, sheets and titles in the caller's language; no rows → B0410. */
export async function xlsResponse<T>(
  ctx: Ctx,
  rows: readonly T[],
  columns: readonly XlsColumn<T>[],
  file: { name: string; title: string },
  perSheet?: number,
): Promise<Response> {
  if (rows.length === 0) throw new ApiError(EXPORT_EMPTY.code, EXPORT_EMPTY.message);
  const title = await exportWording(ctx.language);
  const name = title(file.title);
  const { utils, write } = await import('xlsx');
  const titles = columns.map(([t]) =>
    typeof t === 'string' ? title(t) : ctx.language === 'en-US' ? t.en : title(t.zh),
  );
  const book = utils.book_new();
  // More rows than a BIFF8 sheet holds go on further sheets with the titles, as the server would (nothing cut).
  for (const part of sheetParts(name, rows, perSheet)) {
    const sheet = utils.aoa_to_sheet([titles, ...part.rows.map((r) => columns.map(([, cell]) => textCell(cell(r))))]);
    utils.book_append_sheet(book, sheet, part.name);
  }
  const bytes = new Uint8Array(write(book, { bookType: 'biff8', type: 'array' }) as ArrayBuffer);
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': 'application/vnd.ms-excel',
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${file.name}.xls"; filename*=UTF-8''${encodeURIComponent(name)}.xls`,
    },
  });
}
