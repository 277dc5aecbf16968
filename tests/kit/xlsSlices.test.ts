import { read, utils } from 'xlsx';
import { XLS_SLICE_MS, XLS_SLICE_ROWS, writeXlsInWorker, xlsSourceOf, type XlsTable } from '@/kit/export';
import { createXlsReceiver } from '@/kit/export/xlsWorkerCore';
import type { XlsWorkerMessage, XlsWorkerReply } from '@/kit/export/xlsTypes';

/*
 * A large client export (issue 3: 100,000 rows "never freeze the page") reaches the xls worker a
 * slice at a time: no single message (or page task) carries every row, and the file is the same.
 */

/** jsdom has no Worker: this one runs the real worker's message handling in the test's thread. */
class InThreadWorker {
  static messages: XlsWorkerMessage[] = [];
  static terminated = 0;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  protected reply = (data: XlsWorkerReply) => setTimeout(() => this.onmessage?.({ data }), 0);
  private receive = createXlsReceiver((data) => this.reply(data));
  postMessage(message: XlsWorkerMessage) {
    InThreadWorker.messages.push(message);
    this.receive(message);
  }
  terminate() {
    InThreadWorker.terminated += 1;
  }
}

/** As the real worker (xlsWorker.ts): 'done' also carries the file's object URL, made in the worker. */
class InThreadWorkerWithUrl extends InThreadWorker {
  protected reply = (data: XlsWorkerReply) =>
    setTimeout(() => this.onmessage?.({ data: data.type === 'done' ? { ...data, url: 'blob:worker/1' } : data }), 0);
}

beforeEach(() => {
  InThreadWorker.messages = [];
  InThreadWorker.terminated = 0;
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
    await sheetOf((await writeXlsInWorker(table)).blob);
    expect(InThreadWorker.messages).toEqual([table]);
  });

  it('sends a large export in slices of at most XLS_SLICE_ROWS rows of values, read as they are sent, and writes every row', async () => {
    const count = XLS_SLICE_ROWS * 2 + 7;
    const progress: number[] = [];
    const { blob } = await writeXlsInWorker(xlsSourceOf('large', columns, rowsOf(count)), {
      onProgress: (p) => progress.push(p),
    });
    const kinds = InThreadWorker.messages.map((m) => ('type' in m ? m.type : 'table'));
    expect(kinds[0]).toBe('start');
    expect(kinds.at(-1)).toBe('end');
    // Each slice is the rows' values laid end to end: two per row here.
    const sizes = InThreadWorker.messages.flatMap((m) =>
      'type' in m && m.type === 'values' ? [m.values.length / 2] : [],
    );
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

  it(`ends a slice after XLS_SLICE_MS of reading, so slow rows make small slices rather than long tasks`, async () => {
    const slowMs = 4;
    const source = xlsSourceOf('slow', columns, rowsOf(XLS_SLICE_ROWS + 20));
    const values = source.values;
    source.values = (i, out) => {
      // The first 30 rows are slow to read (a column's value function, say); the rest are quick.
      const until = performance.now() + (i < 30 ? slowMs : 0);
      while (performance.now() < until);
      values(i, out);
    };
    await writeXlsInWorker(source);
    const sizes = InThreadWorker.messages.flatMap((m) =>
      'type' in m && m.type === 'values' ? [m.values.length / 2] : [],
    );
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(source.count);
    expect(sizes[0]).toBeLessThanOrEqual(Math.ceil(XLS_SLICE_MS / slowMs) + 1);
    expect(sizes.length).toBeGreaterThanOrEqual(30 / (Math.ceil(XLS_SLICE_MS / slowMs) + 1));
  });

  it('sends the values as they are and the worker makes the cells: labels, SPEC §9 decimals and dates, value functions', async () => {
    type Goods = { code: string; status: string; price: string; made: string; name: string; spec: string };
    const goods: Goods[] = [
      { code: 'G1', status: '1', price: '6.905', made: '2025-06-18 10:20:30', name: 'Milk', spec: '1L' },
    ];
    const source = xlsSourceOf(
      'goods',
      [
        { column: { key: 'status', titleKey: 'Status' }, title: 'Status', labels: new Map([['1', 'On sale']]) },
        { column: { key: 'price', titleKey: 'Price', format: 'price' as const }, title: 'Price' },
        { column: { key: 'made', titleKey: 'Made', format: 'date' as const }, title: 'Made' },
        { column: { key: 'name', titleKey: 'Goods', value: (g: Goods) => `${g.name} ${g.spec}` }, title: 'Goods' },
      ],
      goods,
    );
    const sheet = await sheetOf((await writeXlsInWorker(source)).blob);
    const sent = InThreadWorker.messages.flatMap((m) => ('type' in m && m.type === 'values' ? m.values : []));
    expect(sent).toEqual(['1', '6.905', '2025-06-18 10:20:30', 'Milk 1L']);
    expect(sheet).toEqual([
      ['Status', 'Price', 'Made', 'Goods'],
      ['On sale', 6.91, '2025-06-18', 'Milk 1L'],
    ]);
  });

  it('stops sending when aborted', async () => {
    const controller = new AbortController();
    const done = writeXlsInWorker(xlsSourceOf('large', columns, rowsOf(XLS_SLICE_ROWS * 5)), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((r) => setTimeout(r, 20));
    expect(InThreadWorker.messages.some((m) => 'type' in m && m.type === 'end')).toBe(false);
  });

  it("saves through the worker's own object URL (none made in the page), and ends the worker only after the save", async () => {
    vi.stubGlobal('Worker', InThreadWorkerWithUrl);
    const made = vi.spyOn(URL, 'createObjectURL');
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const file = await writeXlsInWorker(xlsSourceOf('large', columns, rowsOf(3)));
      expect(InThreadWorker.terminated).toBe(0);
      file.save('Goods.xls');
      expect(clicked).toEqual([{ href: 'blob:worker/1', download: 'Goods.xls' }]);
      expect(made).not.toHaveBeenCalled();
      expect(InThreadWorker.terminated).toBe(0);
      await vi.advanceTimersByTimeAsync(1000);
      expect(InThreadWorker.terminated).toBe(1);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
