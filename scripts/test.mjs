// `npm test`: every check in order, stopping at the first stage that fails, then a summary a newcomer
// can read: each stage with its result and time, the slowest tests, the tests that passed only on their
// retry, and one closing line `tests: N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { duration, summarisePlaywright, summariseVitest } from './lib/testReports.mjs';

// Outside test-results: Playwright empties that folder when it starts.
const REPORTS = '.tmp/test-reports';
const VITEST_JSON = `${REPORTS}/vitest.json`;
const E2E_JSON = `${REPORTS}/playwright.json`;

/** One stage: a name and the commands it runs side by side. */
const STAGES = [
  { name: 'texts (zh-HK from zh-CN)', runs: [['node', ['scripts/build-locales.mjs']]] },
  { name: 'format (Prettier)', runs: [['npx', ['prettier', '--check', '--log-level', 'warn', '.']]] },
  {
    name: 'types and lint',
    runs: [
      ['npm', ['run', '--silent', 'typecheck']],
      ['npm', ['run', '--silent', 'lint']],
    ],
  },
  { name: 'dependency advisories', runs: [['node', ['scripts/advisories.mjs']]] },
  {
    name: 'Vitest (rules, mock, kit, pages)',
    runs: [['npx', ['vitest', 'run', '--reporter=default', '--reporter=./scripts/lib/vitestReport.mjs']]],
    // A larger young generation: the page tests allocate fast, and V8's scavenges took ~9 % of their
    // CPU with the default; ~7 % less CPU in all with this one (reports/npm-test.md).
    env: {
      VITEST_REPORT: VITEST_JSON,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim(),
    },
  },
  {
    name: 'build, size budgets, Playwright behind nginx',
    runs: [['node', ['scripts/e2e.mjs']]],
    env: { E2E_JSON },
  },
];

/** Runs a command with the terminal's output; side-by-side runs print their output whole at their end. */
function run([cmd, args], env, buffered) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code) => {
      if (buffered) process.stdout.write(Buffer.concat(chunks).toString());
      resolve(code ?? 1);
    });
  });
}

const readJson = (file) => {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
};

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const started = Date.now();
const results = [];
for (const stage of STAGES) {
  console.log(`\n▶ ${stage.name}`);
  const t0 = Date.now();
  const env = { ...process.env, ...stage.env };
  const codes = await Promise.all(stage.runs.map((r) => run(r, env, stage.runs.length > 1)));
  const failed = codes.some((c) => c !== 0);
  results.push({ name: stage.name, failed, ms: Date.now() - t0 });
  if (failed) break;
}

const unit = summariseVitest(readJson(VITEST_JSON));
const e2e = summarisePlaywright(readJson(E2E_JSON));
const lines = ['', '══ npm test summary ══'];
for (const r of results) lines.push(`  ${r.failed ? 'FAILED' : 'passed'}  ${duration(r.ms).padStart(12)}  ${r.name}`);
for (const s of STAGES.slice(results.length)) lines.push(`  not run ${''.padStart(11)} ${s.name}`);
lines.push(`  total ${duration(Date.now() - started)}`);
for (const [title, part] of [
  ['Vitest', unit],
  ['Playwright', e2e],
]) {
  if (!part) continue;
  lines.push('', `${title}: ${part.passed} passed, ${part.failed} failed, ${part.skipped} skipped`);
  if (part.failures.length)
    lines.push(
      '  failed:',
      ...part.failures.flatMap((f) => [`    ✗ ${f.name}`, ...f.error.map((l) => `        ${l}`)]),
    );
  if (part.flaky.length) lines.push('  passed only on a retry (flaky):', ...part.flaky.map((f) => `    ~ ${f}`));
  lines.push('  slowest:', ...part.slowest.map((t) => `    ${duration(t.ms).padStart(9)}  ${t.name}`));
}
const passed = (unit?.passed ?? 0) + (e2e?.passed ?? 0);
const failedTests = (unit?.failed ?? 0) + (e2e?.failed ?? 0);
const stageFailed = results.some((r) => r.failed);
lines.push('', `tests: ${passed} passed, ${failedTests + (stageFailed && !failedTests ? 1 : 0)} failed`);
console.log(lines.join('\n'));
process.exit(stageFailed ? 1 : 0);
