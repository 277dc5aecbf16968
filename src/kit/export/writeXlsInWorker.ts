import { XLS_MIME, type XlsTable, type XlsWorkerReply } from './xlsTypes';

/**
 * Writes a table as an .xls file in a Web Worker (the page never freezes); resolves the file,
 * reports progress, and stops the worker when aborted.
 */
export function writeXlsInWorker(table: XlsTable, opts: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {}): Promise<Blob> {
  const worker = new Worker(new URL('./xlsWorker.ts', import.meta.url), { type: 'module' });
  return new Promise<Blob>((resolve, reject) => {
    const stop = () => {
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
      if (message.type === 'progress') opts.onProgress?.(message.percent);
      else {
        stop();
        if (message.type === 'done') resolve(new Blob([message.bytes], { type: XLS_MIME }));
        else reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => {
      stop();
      reject(new Error(event.message || 'xls worker failed'));
    };
    worker.postMessage(table);
  });
}
