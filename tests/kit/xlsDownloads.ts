import { createXlsReceiver } from '@/kit/export/xlsWorkerCore';
import type { XlsWorkerMessage } from '@/kit/export/xlsTypes';

/** jsdom has no Worker: this one runs the real xls worker's message handling (xlsWorkerCore) in the test's thread, or fails. */
export class InThreadXlsWorker {
  static urls: string[] = [];
  static fail = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  private receive = createXlsReceiver((data) => setTimeout(() => this.onmessage?.({ data }), 0));
  constructor(url: URL | string, options?: WorkerOptions) {
    InThreadXlsWorker.urls.push(`${String(url)} ${options?.type}`);
  }
  postMessage(message: XlsWorkerMessage) {
    if (InThreadXlsWorker.fail)
      return void setTimeout(() => this.onmessage?.({ data: { type: 'error', message: 'disk full' } }), 0);
    setTimeout(() => this.receive(message), 0);
  }
  terminate() {}
}

/**
 * Installs the in-thread xls worker and records the files handed to the browser (saveBlob: an
 * object URL clicked as a download) in the returned list, emptied before each test.
 */
export function captureXlsDownloads(): Array<{ blob: Blob; name: string }> {
  const saved: Array<{ blob: Blob; name: string }> = [];
  beforeEach(() => {
    saved.length = 0;
    InThreadXlsWorker.urls = [];
    InThreadXlsWorker.fail = false;
    vi.stubGlobal('Worker', InThreadXlsWorker);
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const href = `blob:test/${blobs.size}`;
      blobs.set(href, blob);
      return href;
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: blobs.get(this.getAttribute('href')!)!, name: this.download });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return saved;
}

/** jsdom's Blob has no arrayBuffer(); its FileReader reads it. */
export const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
