import { createXlsReceiver } from './xlsWorkerCore';
import type { XlsWorkerMessage, XlsWorkerReply } from './xlsTypes';

/** The xls worker: writes the workbook off the main thread, telling its progress. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const receive = createXlsReceiver((message: XlsWorkerReply) =>
  scope.postMessage(message.type === 'done' ? { ...message, url: URL.createObjectURL(message.blob) } : message),
);

scope.onmessage = (event: MessageEvent<XlsWorkerMessage>) => receive(event.data);
