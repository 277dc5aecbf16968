// A Vitest reporter that writes what `npm test`'s summary reads (scripts/lib/testReports.mjs): every
// test with its state, time and retries, and every file with where its time went (environment,
// imports, set-up, tests). Path of the report: VITEST_REPORT (default .tmp/test-reports/vitest.json).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

export default class VitestReport {
  tests = [];
  files = [];

  onTestCaseResult(testCase) {
    const d = testCase.diagnostic() ?? {};
    this.tests.push({
      file: relative(process.cwd(), testCase.module.moduleId),
      name: testCase.fullName,
      state: testCase.result().state,
      error: testCase.result().errors?.[0]?.message,
      ms: Math.round(d.duration ?? 0),
      retries: d.retryCount ?? 0,
      flaky: Boolean(d.flaky),
    });
  }

  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    this.files.push({
      file: relative(process.cwd(), testModule.moduleId),
      state: testModule.state(),
      environmentMs: Math.round(d.environmentSetupDuration),
      importMs: Math.round(d.collectDuration),
      setupMs: Math.round(d.setupDuration),
      ms: Math.round(d.duration),
    });
  }

  onTestRunEnd() {
    const out = process.env.VITEST_REPORT || '.tmp/test-reports/vitest.json';
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify({ tests: this.tests, files: this.files }, null, 1));
  }
}
