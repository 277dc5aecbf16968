import { startTransition, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { nextTask } from '@/lib/nextTask';
import { sameData } from '@/lib/sameData';
import { startEarly, type Answered } from './prefetch';
import { TabScopeContext, type TabScope } from './tabScope';
import { useLatest } from './useLatest';

export type RequestState<T> = { data: T | undefined; error: unknown; loading: boolean; reload: () => void };

/** `seen`: its answer was delivered while the screen was in front (a later return refreshes it). */
type Flight<T> = { key: string; controller: AbortController; promise: Promise<T>; delivered: boolean; seen: boolean };

function startFlight<T>(
  key: string,
  fn: (signal: AbortSignal) => Promise<T>,
  scope: TabScope | null,
  /** The request sent early for `key` if it was (the screen's first render), else null. */
  claimEarly: (signal: AbortSignal) => Promise<T> | null,
): Flight<T> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  scope?.signal.addEventListener('abort', abort, { once: true });
  // Sent from a task of its own: a commit that mounts several screens' lists (the workbench) would
  // otherwise also carry every request's sending (~15 ms each at CPU x4) in its one long task.
  // Aborted before then (the deps changed again, the screen is gone): nothing is sent.
  const promise =
    claimEarly(controller.signal) ??
    nextTask().then(() => {
      if (controller.signal.aborted) throw controller.signal.reason;
      return fn(controller.signal);
    });
  const release = () => scope?.signal.removeEventListener('abort', abort);
  promise.then(release, release);
  return { key, controller, promise, delivered: false, seen: false };
}

export type RequestOptions<T> = {
  /** An answer already in hand for these deps (a prefetched request that has answered): shown at once, not asked again. */
  answered?: Answered<T>;
  /**
   * The answer is shown in a transition: React renders it in slices between other work instead of
   * in one long task (the workbench's lists, which arrive while the rest of the first screen is
   * still being drawn). A part of it that suspends keeps the previous view meanwhile.
   */
  background?: boolean;
  /**
   * The first request is sent from the first render, not once the screen has been drawn, so its round trip
   * overlaps the drawing (a list's opening query); the text names the request among the screens' (its key
   * with the deps). Sent once a mount: later ones (new deps, a revisit) are sent as usual. Not with `answered`.
   */
  early?: string;
};

/**
 * Runs a request when the component mounts and whenever `deps` (primitives) change; the previous
 * call is aborted (AbortController) on change and on unmount, so a closed tab never shows its
 * results or errors. A screen in an inactive tab keeps its pending request (its tab stays mounted);
 * a screen shown again after its answer asks afresh, so a list the user returns to is current (e.g. a
 * notice's readers after reading it). Transport errors are already shown by the HTTP client; `error`
 * is for the page's own state (e.g. a retry affordance instead of stale data).
 */
export function useRequest<T>(
  fn: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  { answered, background = false, early }: RequestOptions<T> = {},
): RequestState<T> {
  const fnRef = useLatest(fn);
  const scope = useContext(TabScopeContext);
  const flightRef = useRef<Flight<T> | null>(null);
  const [nonce, setNonce] = useState(0);
  const key = JSON.stringify([...deps, nonce]);
  // Sent from the state's initialiser: once a mount (the renders of one mount that React restarts share it).
  // Not for a tab behind the one in front (restored after a reload, drawn at idle): it asks once first shown.
  const [earlyRequest] = useState(() => (early && !scope?.isHidden() ? startEarly<T>(`${early}:${key}`, fn) : null));
  const [result, setResult] = useState<{ key: string | null; data: T | undefined; error: unknown }>(() => {
    const data = answered?.peek();
    return { key: data === undefined ? null : key, data, error: undefined };
  });
  const seeded = useRef(result.key !== null && answered ? { key, take: answered.take } : null);

  useEffect(() => {
    /** Takes the answer of the flight for `key`, sending one unless a pending or seeded one is in hand; returns its detach. */
    const attach = () => {
      let flight = flightRef.current;
      if (!flight && seeded.current?.key === key) {
        // The first render had the answer: nothing to send (a revisit refreshes it as usual).
        seeded.current.take();
        seeded.current = null;
        flightRef.current = {
          key,
          controller: new AbortController(),
          promise: new Promise<T>(() => undefined),
          delivered: true,
          seen: true,
        };
        return () => undefined;
      }
      // A new key, or a screen shown again after its answer (a revisit refreshes it): a new request.
      if (!flight || flight.key !== key || flight.controller.signal.aborted || flight.delivered) {
        flight?.controller.abort();
        flight = startFlight(key, fnRef.current, scope, (signal) =>
          early && earlyRequest ? earlyRequest.claim(`${early}:${key}`, signal) : null,
        );
        flightRef.current = flight;
      }
      const current = flight;
      let attached = true;
      const deliver = (update: Parameters<typeof setResult>[0]) => {
        if (!attached) return;
        current.delivered = true;
        current.seen = !scope?.isHidden();
        if (background) startTransition(() => setResult(update));
        else setResult(update);
      };
      current.promise.then(
        // An answer with the content already shown (a revisit's refresh, most often) keeps the shown one,
        // so nothing that reads it is drawn again.
        (data) => deliver((prev) => ({ key, data: sameData(prev.data, data) ? prev.data : data, error: undefined })),
        (error) => deliver((prev) => ({ key, data: prev.data, error })),
      );
      return () => {
        attached = false;
        // Effects of a tab parked behind the active one (TabOutlet) end with it: its request goes on.
        if (!scope?.isHidden()) current.controller.abort();
      };
    };
    let detach = attach();
    // The tab shown again: an answer the user has seen is asked afresh. One still pending, or that came
    // while the tab was behind another, is the current one.
    const stopListening = scope?.subscribe(() => {
      const flight = flightRef.current;
      if (scope.isHidden() || !flight?.delivered) return;
      if (!flight.seen) {
        flight.seen = true;
        return;
      }
      detach();
      detach = attach();
    });
    return () => {
      stopListening?.();
      detach();
    };
  }, [fnRef, key, scope, background, early, earlyRequest]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data: result.data, error: result.error, loading: result.key !== key, reload };
}
