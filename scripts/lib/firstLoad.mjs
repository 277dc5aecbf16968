// The first-load measures that scripts/bench.mjs and scripts/bench-ab.mjs share: the in-page probe
// of 'ready', long tasks, layout shifts, the first paint and FCP; Total Blocking Time; medians; a person's
// click where its tasks are measured.

// In the page (addInitScript, before any script of the page): long tasks, layout shifts, paints and
// the moment the page is ready, from a MutationObserver (no polling).
export function pageProbe({ kind }) {
  const b = (window.__bench = {
    kind,
    fp: null,
    fcp: null,
    readyDom: null,
    ready: null,
    longtasks: [],
    longFrames: [],
    shifts: [],
  });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // entry type not supported
    }
  };
  observe('longtask', (e) => b.longtasks.push({ start: e.startTime, duration: e.duration }));
  // What a long task ran (Long Animation Frames: the scripts of a frame over 50 ms, with their source).
  observe('long-animation-frame', (e) =>
    b.longFrames.push({
      start: e.startTime,
      duration: e.duration,
      blockingDuration: e.blockingDuration,
      styleAndLayoutMs: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
      scripts: e.scripts.map((s) => ({
        ms: Math.round(s.duration),
        invoker: s.invoker,
        source: `${s.sourceURL.split('/').pop()}:${s.sourceCharPosition} ${s.sourceFunctionName}`,
      })),
    }),
  );
  observe('layout-shift', (e) =>
    b.shifts.push({ start: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput }),
  );
  // The first paint (the boot screen's loading sign, which is no content) and the first contentful one.
  observe('paint', (e) => {
    if (e.name === 'first-paint') b.fp = e.startTime;
    if (e.name === 'first-contentful-paint') b.fcp = e.startTime;
  });
  const isReady =
    kind === 'app'
      ? () => {
          // The workbench's to-do cards with their numbers (src/features/workbench/components/TodoCards.tsx).
          const counts = document.querySelectorAll('[data-testid^="todo-count-"]');
          if (counts.length === 0) return false;
          for (const el of counts) if (!/^\d+$/.test((el.textContent ?? '').trim())) return false;
          return counts[0].checkVisibility ? counts[0].checkVisibility() : true;
        }
      : () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length >= 10;
  b.readyPromise = new Promise((resolve) => {
    const check = () => {
      if (b.readyDom !== null || !isReady()) return;
      b.readyDom = performance.now();
      mo.disconnect();
      // Visible: the frame that paints it.
      requestAnimationFrame(() => {
        b.ready = performance.now();
        resolve(b.ready);
      });
    };
    const mo = new MutationObserver(check);
    mo.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/**
 * The middle item of `items` ordered by `compare` (the worse of the middle two), so that a median run's
 * breakdown belongs to its figures.
 */
export const middleOf = (items, compare) => [...items].sort(compare)[Math.floor((items.length - 1) / 2)];

/** Total Blocking Time (Lighthouse): the part of each long task beyond 50 ms, clipped to [from, to]. */
export function totalBlockingTime(tasks, from, to) {
  let tbt = 0;
  let longest = 0;
  for (const t of tasks) {
    const start = Math.max(t.start, from);
    const end = Math.min(t.start + t.duration, to);
    if (end <= start) continue;
    longest = Math.max(longest, end - start);
    tbt += Math.max(0, end - start - 50);
  }
  return { tbt, longest };
}

/** `promise`, or an error naming `what` after `ms`: no wait of a bench is without an end. */
export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    }),
  ]);
}

/** How long a person holds the mouse button down in a click. */
const PRESS_MS = 80;

/**
 * Clicks `locator` as a person does, for a click whose tasks are measured: the mouse pressed and released
 * over its middle PRESS_MS apart, each its own input task. Playwright's `click()` sends the press and the
 * release together and checks its target with listeners of its own in the page, whose time fell in the
 * measured tasks (reports/export.md). Before it, a trial click waits until the target is visible, still and
 * not covered: a menu item clicked during its dropdown's opening animation was missed, and the measure then
 * waited for ever (`bench:search --language` at CPU x4 with 16 tabs).
 */
export async function personClick(page, locator) {
  await locator.click({ trial: true });
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to click: ${locator}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { delay: PRESS_MS });
}
