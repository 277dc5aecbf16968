/**
 * Requests started before their screen renders (RouteDef.prefetch, run by the sign-in flow for the
 * first screen), so the answer is on its way while the shell and the screen's code load. The
 * screen's first call takes the started request once; a later or different call sends its own,
 * and so does the taker of a started request that failed: a prefetch is sent silently (it may be
 * for a supplier combination whose checks then refuse it), the screen's own request reports.
 * A prefetch of what a screen has just asked for itself is not sent (the two may race).
 */
type Started = { at: number; promise: Promise<unknown>; answer?: { value: unknown } };

const started = new Map<string, Started>();
/** When a screen last asked for each key itself (took a started request or sent its own). */
const asked = new Map<string, number>();

/** A started request older than this is not taken (the screen asks afresh). */
const MAX_AGE_MS = 15_000;

export function prefetch<T>(key: string, request: () => Promise<T>): void {
  const askedAt = asked.get(key);
  if (askedAt !== undefined && Date.now() - askedAt < MAX_AGE_MS) return;
  const promise = request();
  const entry: Started = { at: Date.now(), promise };
  // the taker sees a failure; an untaken one must not be unhandled
  promise.then(
    (value) => void (entry.answer = { value }),
    () => undefined,
  );
  started.set(key, entry);
}

const fresh = (entry: Started) => Date.now() - entry.at < MAX_AGE_MS;

/** The started request for `key` (once; `request()` instead if it fails), else `request()`. */
export function takePrefetched<T>(key: string, request: () => Promise<T>): Promise<T> {
  const hit = started.get(key);
  started.delete(key);
  asked.set(key, Date.now());
  return hit && fresh(hit) ? (hit.promise as Promise<T>).catch(() => request()) : request();
}

/** An answer already in hand: `peek` (during render, maybe more than once: React may discard a render and retry it) and `take` (once the screen is shown). */
export type Answered<T> = { peek: () => T | undefined; take: () => void };

/**
 * The answer of a started request that has already come in, so that the screen's first render
 * shows it instead of rendering once empty and again when its effect has taken the promise.
 */
export function answered<T>(key: string): Answered<T> {
  return {
    peek: () => {
      const hit = started.get(key);
      return hit?.answer && fresh(hit) ? (hit.answer.value as T) : undefined;
    },
    take: () => void started.delete(key),
  };
}

/** A request started by the render that first shows a screen, for that screen's own request to claim. */
export type EarlyRequest<T> = {
  /** The early request if it is `key`'s and not yet claimed, else null; `signal`'s abort ends it. */
  claim: (key: string, signal: AbortSignal) => Promise<T> | null;
};

/**
 * Early requests by key, until claimed: the renders of one opening share one (React restarts a render it
 * was interrupted in, before or just after the answer came in); an answer older than this is not shared.
 */
type Early<T> = { promise: Promise<T>; controller: AbortController; settledAt?: number };
const early = new Map<string, Early<unknown>>();
const EARLY_SHARED_MS = 1_000;
/** An early answer older than this is not claimed (the screen was drawn long after: it asks afresh). */
const EARLY_CLAIMED_MS = 10_000;

/**
 * Sends `request` from the render that first shows a screen (kit useRequest `early`), so the answer is on
 * its way while the screen draws rather than asked for once it has been drawn. It is the screen's own
 * request, sent sooner: it reports as that would, and a failure is not sent again. The screen drawn claims
 * it, once, and only for the same key; a screen opened again later asks afresh.
 */
export function startEarly<T>(key: string, request: (signal: AbortSignal) => Promise<T>): EarlyRequest<T> {
  const now = Date.now();
  for (const [k, e] of early) if (e.settledAt !== undefined && now - e.settledAt >= EARLY_SHARED_MS) early.delete(k);
  let sent = early.get(key) as Early<T> | undefined;
  if (!sent) {
    const controller = new AbortController();
    const entry: Early<T> = { promise: request(controller.signal), controller };
    early.set(key, entry);
    const settled = () => void (entry.settledAt = Date.now());
    entry.promise.then(settled, settled);
    sent = entry;
  }
  const mine = sent;
  let claimed = false;
  return {
    claim: (wanted, signal) => {
      const old = mine.settledAt !== undefined && Date.now() - mine.settledAt > EARLY_CLAIMED_MS;
      if (claimed || wanted !== key || old) return null;
      claimed = true;
      if (early.get(key) === mine) early.delete(key);
      signal.addEventListener('abort', () => mine.controller.abort(), { once: true });
      return mine.promise;
    },
  };
}

/** Drops every started request (a new sign-in flow starts from nothing). */
export function forgetPrefetched(): void {
  started.clear();
  asked.clear();
  early.clear();
}
