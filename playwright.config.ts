import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/local.mjs';

/** One portal (nginx with the deploy config + a mock server with its own database) per worker; scripts/e2e.mjs starts them. */
const bases = (process.env.E2E_BASE_URLS ?? process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173').split(',');

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // A worker per portal: the journeys reset their mock database per test (e2e/fixtures.ts picks the portal).
  workers: bases.length,
  retries: process.env.CI ? 1 : 0,
  // npm test's summary (scripts/test.mjs) reads the JSON report when E2E_JSON names its file.
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    baseURL: bases[0],
    locale: 'zh-CN',
    // The journeys run as a user who asked the system for reduced motion (the app then turns antd's
    // motion off, src/app/theme.ts): no zoom, slide or fade to wait out, ~12 % less CPU and wall time
    // on 2 cores (reports/npm-test.md). dialog.spec keeps the motion on: the animated path stays covered.
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
