import type { SearchHit, SearchSource } from '@/kit/search';

/** What one list answered for the text being searched. */
export type SourceAnswer = { status: 'loading' } | { status: 'done'; hits: SearchHit[] } | { status: 'failed' };

/** How long the box waits after a keystroke before asking the lists (ms). */
export const DEBOUNCE_MS = 100;

export type Finder = {
  /** Searches `text` after the debounce; every list still answering an older text is cancelled now. */
  search: (text: string) => void;
  /** Cancels the pending and running searches (the box closed). */
  cancel: () => void;
};

/**
 * The next task: each list's request is built and sent in a task of its own. Sending one costs the main
 * thread about 20 ms at CPU ×4 (axios, the XHR), so the fifteen lists of a supplier sent in one go were
 * a 300 ms task; one at a time, a keystroke, an answer that arrived and its rendering are handled in
 * between (a timer task queues behind them, where `scheduler.yield()` would go before them).
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The fan-out of the search box: each source's list call, one sent per task (all are in flight
 * together), each answer reported as it arrives (`onAnswer`), at most one request in flight per
 * source: a newer text aborts the older calls through their AbortController (the one HTTP client
 * passes the signal to axios) and stops sending the ones not yet sent.
 */
export function createFinder(
  sources: readonly SearchSource[],
  onAnswer: (text: string, sourceId: string, answer: SourceAnswer) => void,
  debounceMs = DEBOUNCE_MS,
): Finder {
  const running = new Map<string, AbortController>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped by every cancel: a fan-out still sending stops when it is no longer the latest. */
  let generation = 0;

  const abortAll = () => {
    for (const controller of running.values()) controller.abort();
    running.clear();
  };
  const cancel = () => {
    generation += 1;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    abortAll();
  };

  const send = (text: string, source: SearchSource) => {
    const controller = new AbortController();
    running.set(source.id, controller);
    source.search(text, { signal: controller.signal }).then(
      (hits) => {
        if (controller.signal.aborted) return;
        running.delete(source.id);
        onAnswer(text, source.id, { status: 'done', hits });
      },
      () => {
        if (controller.signal.aborted) return;
        running.delete(source.id);
        onAnswer(text, source.id, { status: 'failed' });
      },
    );
  };

  const run = async (text: string) => {
    const mine = generation;
    const asked = sources.filter((source) => !source.accepts || source.accepts(text));
    for (const source of asked) onAnswer(text, source.id, { status: 'loading' });
    for (const [i, source] of asked.entries()) {
      if (i > 0) await nextTask();
      if (generation !== mine) return;
      send(text, source);
    }
  };

  return {
    search: (text) => {
      cancel();
      const trimmed = text.trim();
      if (!trimmed) return;
      timer = setTimeout(() => {
        timer = null;
        void run(trimmed);
      }, debounceMs);
    },
    cancel,
  };
}
