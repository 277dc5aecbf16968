import { i18n, initI18n, loadRestTexts } from '@/i18n';
import {
  ImportParseError,
  MAX_IMPORT_BYTES,
  PARSE_TIMEOUT_MS,
  parseExcelFile,
  parseFailureMessage,
  validateSheet,
  type ImportConfig,
} from '@/kit/import';
import { readSheet } from '@/kit/import/sheet';
import { InlineWorker, excelFile, workbookBytes } from '../kit/importFixtures';

/*
 * Excel import, pure parts: reading a real workbook (built with xlsx here), mapping by header,
 * per-column rules with per-row messages, and the worker wrapper's size cap and time limit
 * (with a fake worker: jsdom has none).
 */

const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

const CONFIG: ImportConfig = {
  columns: [
    {
      field: 'goodsId',
      header: ['商品编码', 'Goods code'],
      label: 'Goods code',
      rules: [{ kind: 'required' }, { kind: 'pattern', pattern: /^\d{7}$/ }],
    },
    {
      field: 'goodsName',
      header: '商品名称',
      label: 'Goods name',
      rules: [{ kind: 'required' }, { kind: 'maxLength', max: 10 }],
    },
    {
      field: 'qty',
      header: '数量',
      label: 'Quantity',
      rules: [{ kind: 'custom', validate: (v) => (Number(v) > 0 ? null : 'the quantity must be above 0') }],
    },
    { field: 'remark', header: '备注', label: 'Remark', optional: true },
  ],
  maxRows: 5,
};

beforeAll(async () => {
  await initI18n({ language: 'en-US' });
  await loadRestTexts('en-US');
});

describe('readSheet', () => {
  it('reads the first sheet as cell texts, dates as YYYY-MM-DD', () => {
    const rows = readSheet(
      workbookBytes([['商品编码', '日期', '数量'], ['2000001', new Date(Date.UTC(2025, 5, 18)), 12], []]),
    );
    expect(rows[0]).toEqual(['商品编码', '日期', '数量']);
    expect(rows[1]).toEqual(['2000001', '2025-06-18', '12']);
  });

  it('fails on bytes that are no workbook', () => {
    expect(() => readSheet(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]))).toThrow();
  });
});

describe('validateSheet', () => {
  it('maps columns by header (a * marker and case ignored, any order) and passes clean rows', () => {
    const r = validateSheet(
      [
        ['数量', '*商品名称', 'GOODS CODE '],
        ['3', 'Milk', '2000001'],
        ['1', 'Bread', '2000002'],
        ['', '', ''],
      ],
      CONFIG,
      t,
    );
    expect(r).toEqual({
      records: [
        { goodsId: '2000001', goodsName: 'Milk', qty: '3', remark: '' },
        { goodsId: '2000002', goodsName: 'Bread', qty: '1', remark: '' },
      ],
      rowNumbers: [2, 3],
      fileErrors: [],
      rowErrors: [],
    });
  });

  it('gives per-row messages (sheet row numbers) for each rule, one per cell', () => {
    const r = validateSheet(
      [
        ['商品编码', '商品名称', '数量'],
        ['', 'Milk', '1'],
        ['12AB', 'A very long goods name', '0'],
        ['', '', ''],
        ['2000004', 'Tea', '2'],
      ],
      CONFIG,
      t,
    );
    expect(r.rowErrors).toEqual([
      { row: 2, field: 'goodsId', message: 'Row 2: Goods code must not be empty.' },
      { row: 3, field: 'goodsId', message: 'Row 3: Goods code has the wrong format.' },
      { row: 3, field: 'goodsName', message: 'Row 3: Goods name must not exceed 10 characters.' },
      { row: 3, field: 'qty', message: 'Row 3: the quantity must be above 0' },
      { row: 4, message: 'Row 4 of the imported data is empty.' },
    ]);
  });

  it('reports missing columns, no data and too many rows for the whole file', () => {
    expect(
      validateSheet(
        [
          ['商品编码', '数量'],
          ['2000001', '1'],
        ],
        CONFIG,
        t,
      ).fileErrors,
    ).toEqual(['The import file lacks the columns: Goods name']);
    expect(
      validateSheet(
        [
          ['商品编码', '商品名称', '数量'],
          ['', '', ''],
        ],
        CONFIG,
        t,
      ).fileErrors,
    ).toEqual(['The imported data is empty.']);
    expect(validateSheet([], CONFIG, t).fileErrors).toEqual([
      'The import file lacks the columns: Goods code, Goods name, Quantity',
    ]);
    const many = [['商品编码', '商品名称', '数量'], ...Array.from({ length: 6 }, (_, i) => [`200000${i}`, 'x', '1'])];
    expect(validateSheet(many, CONFIG, t).fileErrors).toEqual([
      'The import exceeds 5 records. Please import in batches.',
    ]);
  });
});

describe('parseExcelFile (worker wrapper)', () => {
  beforeEach(() => {
    InlineWorker.created = [];
  });

  it('parses in the worker and stops it', async () => {
    const rows = await parseExcelFile(excelFile([['商品编码'], ['2000001']]), {
      createWorker: () => new InlineWorker(),
    });
    expect(rows).toEqual([['商品编码'], ['2000001']]);
    expect(InlineWorker.created[0].terminated).toBe(true);
  });

  it('refuses a file over the size cap without starting a worker', async () => {
    expect(MAX_IMPORT_BYTES).toBe(5 * 1024 * 1024);
    const big = new File([new Uint8Array(MAX_IMPORT_BYTES + 1)], 'big.xlsx');
    await expect(parseExcelFile(big, { createWorker: () => new InlineWorker() })).rejects.toMatchObject({
      reason: 'tooLarge',
    });
    expect(InlineWorker.created).toHaveLength(0);
  });

  it('stops a worker that runs past the time limit', async () => {
    expect(PARSE_TIMEOUT_MS).toBe(15_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const bytes = workbookBytes([['a'], ['1']]);
      // Read at once (jsdom's FileReader would run on its own timers).
      const file = Object.assign(new Blob([bytes]), { arrayBuffer: async () => bytes });
      const pending = parseExcelFile(file, { createWorker: () => new InlineWorker('hang'), timeoutMs: 15_000 });
      const outcome = pending.then(
        () => 'resolved',
        (e: ImportParseError) => e.reason,
      );
      while (InlineWorker.created.length === 0) await new Promise((r) => setImmediate(r));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(InlineWorker.created[0].terminated).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBe('timeout');
      expect(InlineWorker.created[0].terminated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a worker error or a parse failure into parse failures', async () => {
    await expect(
      parseExcelFile(excelFile([['a']]), { createWorker: () => new InlineWorker('crash') }),
    ).rejects.toMatchObject({ reason: 'parse' });
    const junk = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9])], 'junk.xlsx');
    await expect(parseExcelFile(junk, { createWorker: () => new InlineWorker() })).rejects.toMatchObject({
      reason: 'parse',
    });
  });

  it('names the messages of the failures', () => {
    expect(parseFailureMessage(new ImportParseError('timeout'))).toEqual({ key: 'errors:parseExcelFailed' });
    expect(parseFailureMessage(new ImportParseError('parse'))).toEqual({ key: 'errors:parseExcelFailed' });
    expect(parseFailureMessage(new ImportParseError('tooLarge'))).toEqual({
      key: 'import:fileTooLarge',
      params: { max: 5 },
    });
    expect(parseFailureMessage(new ImportParseError('aborted'))).toBeNull();
  });
});
