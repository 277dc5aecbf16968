// Reads the test runners' reports into one shape for `npm test`'s summary (scripts/test.mjs).

const SLOWEST = 10;
/** The lines of a failure's message the summary keeps: a CI log then names the step that failed. */
const ERROR_LINES = 6;

// eslint-disable-next-line no-control-regex
const plain = (text) => (text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
const excerpt = (text) =>
  plain(text)
    .split('\n')
    .map((l) => l.trimEnd())
    .filter(Boolean)
    .slice(0, ERROR_LINES);

const part = (tests) => ({
  passed: tests.filter((t) => t.state === 'passed').length,
  failed: tests.filter((t) => t.state === 'failed').length,
  skipped: tests.filter((t) => t.state === 'skipped').length,
  failures: tests.filter((t) => t.state === 'failed').map((t) => ({ name: t.name, error: excerpt(t.error) })),
  flaky: tests.filter((t) => t.flaky).map((t) => t.name),
  slowest: [...tests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST),
});

/** A duration as the summary prints it: tenths of a second below a minute, else whole minutes and seconds. */
export function duration(ms) {
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** scripts/lib/vitestReport.mjs's report; null when Vitest did not run. */
export function summariseVitest(report) {
  if (!report) return null;
  const tests = report.tests.map((t) => ({
    name: `${t.file} › ${t.name}`,
    state: t.state === 'pending' ? 'skipped' : t.state,
    ms: t.ms,
    flaky: t.flaky,
    error: t.error,
  }));
  const failedFiles = report.files.filter(
    (f) => f.state === 'failed' && !tests.some((t) => t.name.startsWith(`${f.file} ›`) && t.state === 'failed'),
  );
  const summary = part(tests);
  // A file that fails outside its tests (an import error, a hook) counts as a failure of its own.
  summary.failed += failedFiles.length;
  summary.failures.push(
    ...failedFiles.map((f) => ({ name: `${f.file} (the file failed outside its tests)`, error: [] })),
  );
  return summary;
}

/** Playwright's JSON report; null when none ran. */
export function summarisePlaywright(report) {
  const tests = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const last = results.at(-1);
        tests.push({
          name: `${[...path, spec.title].filter(Boolean).join(' › ')}`,
          state: test.status === 'skipped' ? 'skipped' : test.status === 'unexpected' ? 'failed' : 'passed',
          ms: last?.duration ?? 0,
          flaky: test.status === 'flaky',
          error: [
            last?.error?.message,
            last?.error?.location &&
              `at ${last.error.location.file.split('/').slice(-2).join('/')}:${last.error.location.line}`,
          ]
            .filter(Boolean)
            .join('\n'),
        });
      }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  if (!report) return null;
  for (const s of report.suites ?? []) walk(s, [s.title]);
  return part(tests);
}
