import { writeXls } from './xlsWriter';
import type { XlsTable, XlsWorkerReply } from './xlsTypes';

/** The xls worker: writes the workbook off the main thread, telling its progress. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: XlsWorkerReply, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

scope.onmessage = (event: MessageEvent<XlsTable>) => {
  try {
    const bytes = writeXls(event.data, (percent) => reply({ type: 'progress', percent }));
    reply({ type: 'done', bytes }, [bytes]);
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
