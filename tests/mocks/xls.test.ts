import * as XLSX from 'xlsx';
import { xlsResponse, type XlsColumn } from '@mocks/services/xls';
import type { Ctx } from '@mocks/services/context';
import { tr } from '@mocks/glossary';
import { filenameFromDisposition } from '@/api/download';
import { XLS_ROWS_PER_SHEET } from '@/kit/export/xlsSheets';
import { DEMO_VENDOR, call } from './helpers';

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

  it('SPEC §9 a server export is never cut: rows past a sheet go on a second sheet with the titles (BIFF8: 65,536 rows a sheet)', async () => {
    // The split is the shared one (kit/export/xlsSheets) at BIFF8's 65,535 data rows; three a sheet here shows it.
    expect(XLS_ROWS_PER_SHEET).toBe(65_535);
    const rows = Array.from({ length: 4 }, (_, i) => ({ id: `G${i + 1}` }));
    const res = await xlsResponse(
      { language: 'zh-CN' } as Ctx,
      rows,
      [['编码', (r) => r.id]],
      { name: 'goods', title: '商品' },
      3,
    );
    const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['商品 (1)', '商品 (2)']);
    const second = XLSX.utils.sheet_to_json<string[]>(book.Sheets['商品 (2)'], { header: 1 });
    expect(second).toEqual([['编码'], ['G4']]);
  });

  describe("SPEC §7 language header, §9 exports: the file's words in the user's language, the data as kept", () => {
    const columns: XlsColumn<{ shop: string }>[] = [
      [tr('门店名称', 'Store name'), (r) => r.shop],
      [tr('金额', 'Amount'), () => 1],
    ];
    const file = { name: 'order-notices', title: tr('订货通知单', 'Order notices') };
    const read = async (language: string) => {
      const res = await xlsResponse({ language } as Ctx, [{ shop: '华东店' }], columns, file);
      const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
      const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
      const name = filenameFromDisposition(res.headers.get('content-disposition'), '/x');
      return { sheets: book.SheetNames, rows, name };
    };

    it('writes Traditional titles, sheet and file name for zh-HK, English for en-US, Simplified for zh-CN', async () => {
      expect(await read('zh-HK')).toEqual({
        sheets: ['訂貨通知單'],
        rows: [
          ['門店名稱', '金額'],
          ['华东店', 1],
        ],
        name: '訂貨通知單.xls',
      });
      expect(await read('en-US')).toEqual({
        sheets: ['Order notices'],
        rows: [
          ['Store name', 'Amount'],
          ['华东店', 1],
        ],
        name: 'Order notices.xls',
      });
      expect(await read('zh-CN')).toEqual({
        sheets: ['订货通知单'],
        rows: [
          ['门店名称', '金额'],
          ['华东店', 1],
        ],
        name: '订货通知单.xls',
      });
    });

    it("answers a zh-HK user's server export (导出全部) in Traditional", async () => {
      const res = await call(
        '/api/fea-vsm/order/notice/export',
        { pageNo: 1, pageSize: 20, params: {} },
        { vendor: DEMO_VENDOR, headers: { language: 'zh-HK' } },
      );
      expect(res.status).toBe(200);
      expect(filenameFromDisposition(res.headers.get('content-disposition'), '/x')).toBe('訂貨通知單.xls');
      const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
      expect(book.SheetNames).toEqual(['訂貨通知單']);
      const [titles] = XLSX.utils.sheet_to_json<string[]>(book.Sheets['訂貨通知單'], { header: 1 });
      expect(titles).toContain('單據號');
    });
  });
});
