import { Biff8Book } from './biff8Book';
import { xlsCell } from './xlsCell';
import { writeXls, xlsFileParts } from './xlsWriter';
import {
  XLS_MIME,
  type XlsCell,
  type XlsField,
  type XlsWorkerMessage,
  type XlsWorkerReply,
  type XlsWorkerTimings,
} from './xlsTypes';

type Reply = (message: XlsWorkerReply) => void;

/** Progress is told every this many rows. */
const PROGRESS_EVERY = 1000;

/**
 * What the xls worker does with the page's messages (xlsTypes XlsWorkerMessage): a whole table is
 * written at once; a sliced one is written as its values arrive, each row's cells made (xlsCell) and
 * written straight into the workbook (biff8Book), so that by 'end' only the workbook's globals are
 * left to write. Apart from the worker's global scope so that tests can run it in the page's thread.
 */
export function createXlsReceiver(reply: Reply): (message: XlsWorkerMessage) => void {
  let book: Biff8Book | null = null;
  let fields: XlsField[] = [];
  let row: XlsCell[] = [];
  let count = 0;
  let written = 0;
  let timings: XlsWorkerTimings = { cellsMs: 0, writeMs: 0, blobMs: 0 };
  const fail = (error: unknown) => {
    book = null;
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  };
  const done = (parts: BlobPart[], started: number) => {
    const made = performance.now();
    const blob = new Blob(parts, { type: XLS_MIME });
    timings.writeMs += made - started;
    timings.blobMs = performance.now() - made;
    reply({ type: 'done', blob, timings });
  };
  return (message) => {
    try {
      if (!('type' in message)) {
        timings = { cellsMs: 0, writeMs: 0, blobMs: 0 };
        const started = performance.now();
        const bytes = writeXls(message, (percent) => reply({ type: 'progress', percent }));
        return done([bytes], started);
      }
      if (message.type === 'start') {
        book = new Biff8Book(message.sheetName, message.columns, message.count);
        fields = message.fields;
        row = fields.map(() => null);
        count = message.count;
        written = 0;
        timings = { cellsMs: 0, writeMs: 0, blobMs: 0 };
      } else if (message.type === 'values') {
        if (!book) return;
        const started = performance.now();
        const { values } = message;
        const width = fields.length;
        for (let i = 0; width && i + width <= values.length; i += width) {
          for (let j = 0; j < width; j++) row[j] = xlsCell(values[i + j], fields[j]);
          book.addRow(row);
          written += 1;
          if (written % PROGRESS_EVERY === 0)
            reply({ type: 'progress', percent: Math.min(99, Math.floor((written / count) * 100)) });
        }
        timings.cellsMs += performance.now() - started;
      } else if (book) {
        const started = performance.now();
        const parts = xlsFileParts(book);
        book = null;
        reply({ type: 'progress', percent: 100 });
        done(parts as BlobPart[], started);
      }
    } catch (error) {
      fail(error);
    }
  };
}
