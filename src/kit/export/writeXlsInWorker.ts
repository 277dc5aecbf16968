import { type XlsSource, type XlsTable, type XlsWorkerMessage, type XlsWorkerReply } from './xlsTypes';

/**
 * At most this many rows go to the worker per message. A source is sent a slice at a time, yielding
 * to the page between slices, so that neither reading the values nor copying them to the worker is
 * one long task (100,000 rows stay smooth); the worker makes the cells.
 */
export const XLS_SLICE_ROWS = 1000;

/** A slice also ends when reading it took this long, so a slow device gets smaller slices, not longer tasks. */
export const XLS_SLICE_MS = 10;

const isSource = (table: XlsTable | XlsSource): table is XlsSource => 'values' in table;

/**
 * The phases of an export as performance marks (page time), read by `npm run bench` (scripts/bench.mjs
 * export100k): 'vsm-xls:start', 'vsm-xls:sent' (detail: the page's busy ms reading and posting the
 * values), 'vsm-xls:done' (detail: the worker's XlsWorkerTimings) and 'vsm-xls:saved' (ExportButton).
 */
export const markXls = (phase: 'start' | 'sent' | 'done' | 'saved', detail?: unknown) =>
  performance.mark(`vsm-xls:${phase}`, { detail });

/** Lets the page handle input and paint before the next slice (a macrotask, not a microtask). */
export const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Writes a table as an .xls file in a Web Worker (the page never freezes); resolves the file,
 * reports progress, and stops the worker when aborted. A small XlsTable (templates) goes in one
 * message; an XlsSource (exports) goes in slices of values.
 */
export function writeXlsInWorker(
  table: XlsTable | XlsSource,
  opts: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<Blob> {
  const worker = new Worker(new URL('./xlsWorker.ts', import.meta.url), { type: 'module' });
  markXls('start');
  const post = (message: XlsWorkerMessage) => worker.postMessage(message);
  return new Promise<Blob>((resolve, reject) => {
    let stopped = false;
    const stop = () => {
      stopped = true;
      worker.terminate();
      opts.signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<XlsWorkerReply>) => {
      const message = event.data;
      // The worker writes the rows as they arrive: its progress is the export's.
      if (message.type === 'progress') opts.onProgress?.(message.percent);
      else {
        stop();
        if (message.type === 'done') {
          markXls('done', message.timings);
          resolve(message.blob);
        } else reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => {
      stop();
      reject(new Error(event.message || 'xls worker failed'));
    };
    if (!isSource(table)) return post(table);
    const { count } = table;
    void (async () => {
      post({ type: 'start', sheetName: table.sheetName, columns: table.columns, fields: table.fields, count });
      let from = 0;
      let busyMs = 0;
      while (from < count && !stopped) {
        const started = performance.now();
        const values: unknown[] = [];
        const to = Math.min(count, from + XLS_SLICE_ROWS);
        do table.values(from++, values);
        while (from < to && performance.now() - started < XLS_SLICE_MS);
        post({ type: 'values', values });
        busyMs += performance.now() - started;
        await yieldToPage();
      }
      if (stopped) return;
      post({ type: 'end' });
      markXls('sent', { busyMs });
    })().catch((error: unknown) => {
      stop();
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}
