import * as XLSX from 'xlsx';
import { xlsResponse } from '@mocks/services/xls';
import type { Ctx } from '@mocks/services/context';

/** The mock's server-side exports (SPEC §9 .xls) guard formula text like the client's (issue 6). */
describe('mock xls export', () => {
  it('writes text beginning with = + - @ tab or CR as quoted text, never as a formula', async () => {
    const rows = ['=1+2', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\ry', 'plain'].map((text, i) => ({ text, n: i - 1 }));
    const ctx = { language: 'zh-CN' } as Ctx;
    const res = await xlsResponse(
      ctx,
      rows,
      [
        ['名称', (r) => r.text],
        ['数量', (r) => r.n],
      ],
      { name: 'goods', title: '商品' },
    );
    const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array', cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    const cells = Object.entries(sheet).filter(([k]) => !k.startsWith('!'));
    expect(cells.some(([, c]) => (c as XLSX.CellObject).f)).toBe(false);
    const texts = XLSX.utils
      .sheet_to_json<unknown[]>(sheet, { header: 1 })
      .slice(1)
      .map((r) => r[0]);
    expect(texts).toEqual(["'=1+2", "'+SUM(A1)", "'-2+3", "'@cmd", "'\tx", "'\ry", 'plain']);
    // numbers stay numbers, negative ones included
    expect(sheet.B2).toMatchObject({ t: 'n', v: -1 });
  });

  it('SPEC §9 a server export is never cut: past 65,536 rows of a BIFF8 sheet the rows go on a second sheet with the titles', async () => {
    const rows = Array.from({ length: 65_537 }, (_, i) => ({ id: `G${i + 1}` }));
    const res = await xlsResponse({ language: 'zh-CN' } as Ctx, rows, [['编码', (r) => r.id]], {
      name: 'goods',
      title: '商品',
    });
    const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['goods (1)', 'goods (2)']);
    const second = XLSX.utils.sheet_to_json<string[]>(book.Sheets['goods (2)'], { header: 1 });
    expect(second).toEqual([['编码'], ['G65536'], ['G65537']]);
  });
});
