import { readSheet } from './sheet';

/** The Excel parse worker: `{ buffer }` in, `{ ok: true, rows }` or `{ ok: false }` out. */
export type ParseRequest = { buffer: ArrayBuffer };
export type ParseAnswer = { ok: true; rows: string[][] } | { ok: false; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ParseRequest>) => {
  let answer: ParseAnswer;
  try {
    answer = { ok: true, rows: readSheet(event.data.buffer) };
  } catch (error) {
    answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(answer);
};
