import { utils, write } from 'xlsx';
import { readSheet } from '@/kit/import/sheet';
import type { ParseWorker } from '@/kit/import';

/** Builds an .xlsx file from rows (the first one the header). */
export function workbookBytes(rows: unknown[][]): ArrayBuffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows, { cellDates: true }), 'Sheet1');
  return write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

export const excelFile = (rows: unknown[][], name = 'goods.xlsx') =>
  new File([workbookBytes(rows)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

/** A worker stand-in (jsdom has no Worker): parses in-process a tick later, like the real one would. */
export class InlineWorker implements ParseWorker {
  static created: InlineWorker[] = [];
  onmessage: ParseWorker['onmessage'] = null;
  onerror: ParseWorker['onerror'] = null;
  terminated = false;
  constructor(private readonly mode: 'parse' | 'hang' | 'crash' = 'parse') {
    InlineWorker.created.push(this);
  }
  postMessage({ buffer }: { buffer: ArrayBuffer }): void {
    if (this.mode === 'hang') return;
    setTimeout(() => {
      if (this.terminated) return;
      if (this.mode === 'crash') {
        this.onerror?.({ message: 'worker crashed' } as ErrorEvent);
        return;
      }
      try {
        this.onmessage?.({ data: { ok: true, rows: readSheet(buffer) } } as MessageEvent);
      } catch (error) {
        this.onmessage?.({ data: { ok: false, error: String(error) } } as MessageEvent);
      }
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}
