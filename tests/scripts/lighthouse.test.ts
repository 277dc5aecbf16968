import { figuresOf, medianRun, runWithRetry } from '../../scripts/lib/lighthouse.mjs';

// scripts/lib/lighthouse.mjs (npm run bench, the Lighthouse scenario): what the bench keeps of a report.

const item = (group: string, duration: number) => ({ group, duration });

/** A Lighthouse report (LHR) as far as the bench reads it. */
const report = {
  categories: { performance: { score: 0.52 } },
  environment: { benchmarkIndex: 1544.4 },
  audits: {
    'first-contentful-paint': { numericValue: 3485.2 },
    'largest-contentful-paint': { numericValue: 4587.4 },
    'total-blocking-time': { numericValue: 1182.4 },
    'speed-index': { numericValue: 3547 },
    interactive: { numericValue: 6375.9 },
    'cumulative-layout-shift': { numericValue: 0.00123 },
    'mainthread-work-breakdown': { details: { items: [item('scriptEvaluation', 3333.2), item('other', 3345.8)] } },
    'bootup-time': {
      details: {
        items: [
          { url: 'http://127.0.0.1:4734/web/fea-vsm/assets/react-G1Du5wDz.js', total: 2941.3, scripting: 2326.1 },
          { url: 'Unattributable', total: 1342, scripting: 94 },
        ],
      },
    },
    'long-tasks': {
      details: {
        items: [
          { url: 'http://127.0.0.1:4734/web/fea-vsm/assets/react-G1Du5wDz.js', duration: 454, startTime: 3543.9 },
        ],
      },
    },
    'largest-contentful-paint-element': {
      details: { items: [{ items: [{ node: { selector: 'header.shell-header > span.shell-vendor' } }] }] },
    },
  },
};

describe('Lighthouse figures of the bench', () => {
  it('keeps the score in percent, the metrics rounded, the main thread by kind and by script, the LCP element', () => {
    expect(figuresOf(report)).toEqual({
      score: 52,
      fcpMs: 3485,
      lcpMs: 4587,
      tbtMs: 1182,
      siMs: 3547,
      ttiMs: 6376,
      cls: 0.001,
      benchmarkIndex: 1544,
      mainThreadMs: { scriptEvaluation: 3333, other: 3346 },
      scripts: [
        { file: 'react-G1Du5wDz.js', totalMs: 2941, scriptingMs: 2326 },
        { file: 'Unattributable', totalMs: 1342, scriptingMs: 94 },
      ],
      longTasks: [{ file: 'react-G1Du5wDz.js', ms: 454, atMs: 3544 }],
      lcpElement: 'header.shell-header > span.shell-vendor',
    });
  });

  it('reads a report without the optional audits as nulls and empty lists', () => {
    const bare = { categories: { performance: { score: null } }, audits: {} };
    expect(figuresOf(bare)).toMatchObject({ score: 0, lcpMs: null, scripts: [], longTasks: [], lcpElement: null });
  });

  it('reports the run whose score is the median, so that its breakdown belongs to its figures', () => {
    const runs = [
      { score: 55, tbtMs: 940 },
      { score: 48, tbtMs: 1993 },
      { score: 52, tbtMs: 1182 },
    ];
    expect(medianRun(runs)).toBe(runs[2]);
    // Of two runs, the worse: the lower score; of equal scores, more blocking time.
    expect(medianRun(runs.slice(0, 2))).toBe(runs[1]);
    expect(
      medianRun([
        { score: 50, tbtMs: 700 },
        { score: 50, tbtMs: 900 },
      ]).tbtMs,
    ).toBe(900);
  });

  it('runs again once when Lighthouse says to (a trace it failed to record), and not for other failures', () => {
    const TRACE_FAILED =
      'Runtime error encountered: Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)';
    const outcomes = (...list: Array<string | null>) => {
      const calls = { count: 0 };
      const attempt = () => {
        const stderr = list[calls.count++];
        return { ok: stderr === null, stderr: stderr ?? '', value: () => `figures of run ${calls.count}` };
      };
      return { attempt, calls };
    };

    const flaky = outcomes(TRACE_FAILED, null);
    const retried: string[] = [];
    expect(runWithRetry(flaky.attempt, 2, (stderr) => retried.push(stderr))).toBe('figures of run 2');
    expect(retried).toEqual([TRACE_FAILED]);

    const twice = outcomes(TRACE_FAILED, TRACE_FAILED, null);
    expect(() => runWithRetry(twice.attempt, 2)).toThrow('NO_NAVSTART');
    expect(twice.calls.count).toBe(2);

    const broken = outcomes('Error: Unable to connect to Chrome', null);
    expect(() => runWithRetry(broken.attempt, 2)).toThrow('Unable to connect to Chrome');
    expect(broken.calls.count).toBe(1);
  });
});
