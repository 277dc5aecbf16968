import { xlsCell } from './xlsCell';
import { writeXls } from './xlsWriter';
import { XLS_MIME, type XlsField, type XlsTable, type XlsWorkerMessage, type XlsWorkerReply } from './xlsTypes';

type Reply = (message: XlsWorkerReply) => void;

/**
 * What the xls worker does with the page's messages (xlsTypes XlsWorkerMessage): a whole table is
 * written at once; a sliced one is collected from 'start' to 'end' (its cells made from the values), then written. Apart from the
 * worker's global scope so that tests can run it in the page's thread.
 */
export function createXlsReceiver(reply: Reply): (message: XlsWorkerMessage) => void {
  let pending: XlsTable | null = null;
  let fields: XlsField[] = [];
  const write = (table: XlsTable) => {
    try {
      const bytes = writeXls(table, (percent) => reply({ type: 'progress', percent }));
      reply({ type: 'done', blob: new Blob([bytes], { type: XLS_MIME }) });
    } catch (error) {
      reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (message) => {
    if (!('type' in message)) return write(message);
    if (message.type === 'start') {
      pending = { sheetName: message.sheetName, columns: message.columns, rows: [] };
      fields = message.fields;
    } else if (message.type === 'values') {
      const width = fields.length;
      for (let i = 0; pending && width && i < message.values.length; i += width)
        pending.rows.push(fields.map((field, j) => xlsCell(message.values[i + j], field)));
    } else if (pending) {
      const table = pending;
      pending = null;
      write(table);
    }
  };
}
