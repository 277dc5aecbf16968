import type { ParseAnswer, ParseRequest } from './parseWorker';

/** Parsing an Excel file in a Web Worker, with a size cap and a time limit. */

/** Largest file parsed (5 MB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The worker is stopped after 15 s ('parse Excel failed'). */
export const PARSE_TIMEOUT_MS = 15_000;

export type ParseFailure = 'tooLarge' | 'parse' | 'timeout' | 'aborted';

export class ImportParseError extends Error {
  readonly reason: ParseFailure;
  constructor(reason: ParseFailure, detail?: string) {
    super(detail ?? reason);
    this.name = 'ImportParseError';
    this.reason = reason;
  }
}

/** What the wrapper needs of a worker (a fake one in tests). */
export type ParseWorker = {
  postMessage(message: ParseRequest, transfer: Transferable[]): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ParseAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

export const createParseWorker = (): ParseWorker =>
  new Worker(new URL('./parseWorker.ts', import.meta.url), { type: 'module' }) as ParseWorker;

function readAll(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

export type ParseOptions = {
  maxBytes?: number;
  timeoutMs?: number;
  createWorker?: () => ParseWorker;
  signal?: AbortSignal;
};

/** The rows of cell texts of the file's first sheet; rejects with an ImportParseError. */
export async function parseExcelFile(
  file: Blob,
  {
    maxBytes = MAX_IMPORT_BYTES,
    timeoutMs = PARSE_TIMEOUT_MS,
    createWorker = createParseWorker,
    signal,
  }: ParseOptions = {},
): Promise<string[][]> {
  if (file.size > maxBytes) throw new ImportParseError('tooLarge');
  let buffer: ArrayBuffer;
  try {
    buffer = await readAll(file);
  } catch (error) {
    throw new ImportParseError('parse', error instanceof Error ? error.message : undefined);
  }
  if (signal?.aborted) throw new ImportParseError('aborted');
  return new Promise<string[][]>((resolve, reject) => {
    let worker: ParseWorker;
    try {
      worker = createWorker();
    } catch (error) {
      reject(new ImportParseError('parse', error instanceof Error ? error.message : undefined));
      return;
    }
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      outcome();
    };
    const onAbort = () => finish(() => reject(new ImportParseError('aborted')));
    const timer = setTimeout(() => finish(() => reject(new ImportParseError('timeout'))), timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event) => {
      const answer = event.data;
      finish(() => (answer?.ok ? resolve(answer.rows) : reject(new ImportParseError('parse', answer?.error))));
    };
    worker.onerror = (event) => finish(() => reject(new ImportParseError('parse', event.message)));
    worker.postMessage({ buffer }, [buffer]);
  });
}

/** The i18n key and params of a parse failure's message. */
export function parseFailureMessage(
  error: unknown,
  maxBytes: number = MAX_IMPORT_BYTES,
): { key: string; params?: Record<string, unknown> } | null {
  if (error instanceof ImportParseError && error.reason === 'aborted') return null;
  if (error instanceof ImportParseError && error.reason === 'tooLarge')
    return { key: 'import:fileTooLarge', params: { max: Math.round((maxBytes / (1024 * 1024)) * 10) / 10 } };
  return { key: 'errors:parseExcelFailed' };
}
