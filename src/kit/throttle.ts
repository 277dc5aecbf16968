export type Throttled<A extends unknown[]> = {
  /** Runs now when `ms` passed since the last run, else once at the end of the window with the latest arguments. */
  run: (...args: A) => void;
  /** Runs a pending call now. */
  flush: () => void;
  cancel: () => void;
};

/** Leading and trailing throttle: a dialog's pointer moves (POINTER_THROTTLE_MS), an export's progress. */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  now: () => number = Date.now,
): Throttled<A> {
  let last = -Infinity;
  let pending: A | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    const args = pending;
    pending = null;
    last = now();
    fn(...args);
  };
  return {
    run: (...args: A) => {
      pending = args;
      const wait = last + ms - now();
      if (wait <= 0) fire();
      else if (!timer) timer = setTimeout(fire, wait);
    },
    flush: fire,
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
