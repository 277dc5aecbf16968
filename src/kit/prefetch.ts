/**
 * Requests started before their screen renders (RouteDef.prefetch, run by the sign-in flow for the
 * first screen), so the answer is on its way while the shell and the screen's code load. The
 * screen's first call takes the started request once; a later or different call sends its own.
 */
const started = new Map<string, { at: number; promise: Promise<unknown> }>();

/** A started request older than this is not taken (the screen asks afresh). */
const MAX_AGE_MS = 15_000;

export function prefetch<T>(key: string, request: () => Promise<T>): void {
  const promise = request();
  promise.catch(() => undefined); // the taker sees a failure; an untaken one must not be unhandled
  started.set(key, { at: Date.now(), promise });
}

export function takePrefetched<T>(key: string): Promise<T> | null {
  const hit = started.get(key);
  started.delete(key);
  return hit && Date.now() - hit.at < MAX_AGE_MS ? (hit.promise as Promise<T>) : null;
}

/** Drops every started request (a new sign-in flow starts from nothing). */
export function forgetPrefetched(): void {
  started.clear();
}
