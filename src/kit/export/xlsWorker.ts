import { createXlsReceiver } from './xlsWorkerCore';
import type { XlsWorkerMessage, XlsWorkerReply } from './xlsTypes';

/** The xls worker: writes the workbook off the main thread, telling its progress. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const receive = createXlsReceiver((message: XlsWorkerReply, transfer: Transferable[] = []) => scope.postMessage(message, transfer));

scope.onmessage = (event: MessageEvent<XlsWorkerMessage>) => receive(event.data);
