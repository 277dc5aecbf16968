import { downloadUrl, saveBlob } from '@/api/download';
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

/** A written file: its bytes, and `save` that hands it to the browser as a download of that name. */
export type XlsFile = { blob: Blob; save: (fileName: string) => void };

/** The worker (whose object URL the file's download uses) lives this long after the save, or unsaved. */
const WORKER_AFTER_SAVE_MS = 1000;
const WORKER_UNSAVED_MS = 60_000;

/** Lets the page handle input and paint before the next slice (a macrotask, not a microtask). */
export const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Writes a table as an .xls file in a Web Worker (the page never freezes); resolves the file,
 * reports progress, and stops the worker when aborted. The file is saved through the worker's own
 * object URL, so the worker lives until then. A small XlsTable (templates) goes in one message; an
 * XlsSource (exports) goes in slices of values.
 */
export function writeXlsInWorker(
  table: XlsTable | XlsSource,
  opts: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<XlsFile> {
  const worker = new Worker(new URL('./xlsWorker.ts', import.meta.url), { type: 'module' });
  markXls('start');
  const post = (message: XlsWorkerMessage) => worker.postMessage(message);
  return new Promise<XlsFile>((resolve, reject) => {
    let stopped = false;
    let ending: ReturnType<typeof setTimeout> | undefined;
    /** Ends the export; the worker now or after `workerMs`. */
    const stop = (workerMs = 0) => {
      stopped = true;
      opts.signal?.removeEventListener('abort', onAbort);
      clearTimeout(ending);
      if (workerMs) ending = setTimeout(() => worker.terminate(), workerMs);
      else worker.terminate();
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
      else if (message.type === 'done') {
        const { blob, url } = message;
        markXls('done', message.timings);
        if (!url) {
          stop();
          return resolve({ blob, save: (fileName) => saveBlob(blob, fileName) });
        }
        stop(WORKER_UNSAVED_MS);
        resolve({
          blob,
          save: (fileName) => {
            downloadUrl(url, fileName);
            stop(WORKER_AFTER_SAVE_MS);
          },
        });
      } else {
        stop();
        reject(new Error(message.message));
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
