import { read, utils } from 'xlsx';
import { XLS_SLICE_MS, XLS_SLICE_ROWS, writeXlsInWorker, xlsSourceOf, type XlsTable } from '@/kit/export';
import { createXlsReceiver } from '@/kit/export/xlsWorkerCore';
import type { XlsWorkerMessage } from '@/kit/export/xlsTypes';

/*
 * A large client export (issue 3: 100,000 rows "never freeze the page") reaches the xls worker a
 * slice at a time: no single message (or page task) carries every row, and the file is the same.
 */

/** jsdom has no Worker: this one runs the real worker's message handling in the test's thread. */
class InThreadWorker {
  static messages: XlsWorkerMessage[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  private receive = createXlsReceiver((data) => setTimeout(() => this.onmessage?.({ data }), 0));
  postMessage(message: XlsWorkerMessage) {
    InThreadWorker.messages.push(message);
    this.receive(message);
  }
  terminate() {}
}

beforeEach(() => {
  InThreadWorker.messages = [];
  vi.stubGlobal('Worker', InThreadWorker);
});
afterEach(() => vi.unstubAllGlobals());

const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const sheetOf = async (blob: Blob) => {
  const book = read(await bytesOf(blob), { type: 'array' });
  return utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
};

type Row = { code: string; amount: number };
const rowsOf = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ code: `G${i + 1}`, amount: i + 0.5 }));
const columns = [
  { column: { key: 'code', titleKey: 'Code' }, title: 'Code' },
  { column: { key: 'amount', titleKey: 'Amount', format: 'amount' as const }, title: 'Amount' },
];

describe('writeXlsInWorker', () => {
  it('sends a small table in one message', async () => {
    const table: XlsTable = { sheetName: 'small', columns: [{ title: 'A' }], rows: [['x'], ['y']] };
    await sheetOf(await writeXlsInWorker(table));
    expect(InThreadWorker.messages).toEqual([table]);
  });

  it('sends a large export in slices of at most XLS_SLICE_ROWS rows, built as they are sent, and writes every row', async () => {
    const count = XLS_SLICE_ROWS * 2 + 7;
    const progress: number[] = [];
    const blob = await writeXlsInWorker(xlsSourceOf('large', columns, rowsOf(count)), { onProgress: (p) => progress.push(p) });
    const kinds = InThreadWorker.messages.map((m) => ('type' in m ? m.type : 'table'));
    expect(kinds[0]).toBe('start');
    expect(kinds.at(-1)).toBe('end');
    // Each slice is rows laid end to end: two cells per row here.
    const sizes = InThreadWorker.messages.flatMap((m) => ('type' in m && m.type === 'rows' ? [m.cells.length / 2] : []));
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(XLS_SLICE_ROWS);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(count);
    const sheet = await sheetOf(blob);
    expect(sheet).toHaveLength(count + 1);
    expect(sheet[0]).toEqual(['Code', 'Amount']);
    expect(sheet[count]).toEqual([`G${count}`, count - 1 + 0.5]);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it(`ends a slice after XLS_SLICE_MS of building, so slow rows make small slices rather than long tasks`, async () => {
    const slowMs = 4;
    const source = xlsSourceOf('slow', columns, rowsOf(XLS_SLICE_ROWS + 20));
    const row = source.row;
    source.row = (i) => {
      // The first 30 rows are slow to build; the rest are quick.
      const until = performance.now() + (i < 30 ? slowMs : 0);
      while (performance.now() < until);
      return row(i);
    };
    await writeXlsInWorker(source);
    const sizes = InThreadWorker.messages.flatMap((m) => ('type' in m && m.type === 'rows' ? [m.cells.length / 2] : []));
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(source.count);
    expect(sizes[0]).toBeLessThanOrEqual(Math.ceil(XLS_SLICE_MS / slowMs) + 1);
    expect(sizes.length).toBeGreaterThanOrEqual(30 / (Math.ceil(XLS_SLICE_MS / slowMs) + 1));
  });

  it('stops sending when aborted', async () => {
    const controller = new AbortController();
    const done = writeXlsInWorker(xlsSourceOf('large', columns, rowsOf(XLS_SLICE_ROWS * 5)), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((r) => setTimeout(r, 20));
    expect(InThreadWorker.messages.some((m) => 'type' in m && m.type === 'end')).toBe(false);
  });
});
