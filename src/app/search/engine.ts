import type { SearchHit, SearchSource } from '@/kit/search';

/** What one list answered for the text being searched. */
export type SourceAnswer = { status: 'loading' } | { status: 'done'; hits: SearchHit[] } | { status: 'failed' };

/** How long the box waits after a keystroke before asking the lists (ms). */
export const DEBOUNCE_MS = 150;

export type Finder = {
  /** Searches `text` after the debounce; every list still answering an older text is cancelled now. */
  search: (text: string) => void;
  /** Cancels the pending and running searches (the box closed). */
  cancel: () => void;
};

/**
 * The fan-out of the search box: each source's list call in parallel, each answer reported as it
 * arrives (`onAnswer`), at most one request in flight per source: a newer text aborts the older
 * calls through their AbortController (the one HTTP client passes the signal to axios).
 */
export function createFinder(
  sources: readonly SearchSource[],
  onAnswer: (text: string, sourceId: string, answer: SourceAnswer) => void,
  debounceMs = DEBOUNCE_MS,
): Finder {
  const running = new Map<string, AbortController>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const abortAll = () => {
    for (const controller of running.values()) controller.abort();
    running.clear();
  };
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    abortAll();
  };

  const run = (text: string) => {
    for (const source of sources) {
      if (source.accepts && !source.accepts(text)) continue;
      const controller = new AbortController();
      running.set(source.id, controller);
      onAnswer(text, source.id, { status: 'loading' });
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
    }
  };

  return {
    search: (text) => {
      cancel();
      const trimmed = text.trim();
      if (!trimmed) return;
      timer = setTimeout(() => {
        timer = null;
        run(trimmed);
      }, debounceMs);
    },
    cancel,
  };
}
