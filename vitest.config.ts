import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Rules and mock services run in node, sharing one evaluation of the mock backend per worker
 * (tests/setup.ts imports all of it: ~2 s a file when each file evaluates it again); everything
 * that renders, or that needs the browser's storage, XHR or DOM, runs in jsdom.
 */
const NODE_TESTS = [
  'tests/mocks/**/*.test.ts',
  'tests/unit/**/*.test.ts',
  'tests/scripts/**/*.test.ts',
  'tests/security/**/*.test.ts',
  // Rules of the kit and the shell that render nothing (a jsdom file costs ~4 s of set-up alone).
  ...[
    'app/registry',
    'app/sideMenuWrap',
    'app/theme',
    'kit/catalogueGoodsColumns',
    'kit/chartAxis',
    'kit/chartLabels',
    'kit/codedColumns',
    'kit/columnWindow',
    'kit/paste',
    'kit/pricedLineColumns',
    'kit/richTextFileInput',
    'kit/textWidth',
    'kit/urlState',
    'kit/xlsBiff8',
    'kit/xlsWriter',
    'kit/columnsIn',
    'kit/actionsWidth',
    'kit/throttle',
    'features/workbenchSalesDay',
  ].map((name) => `tests/${name}.test.ts`),
];
/** Tests under those folders that need a browser's globals (XHR for the HTTP client, storage, IndexedDB). */
const NEEDS_BROWSER = [
  'tests/mocks/idbPersistence.test.ts',
  'tests/mocks/payloadFields.test.ts',
  'tests/security/cspNonce.test.ts',
  'tests/unit/api.test.ts',
  'tests/unit/errorsBeforeTexts.test.ts',
  'tests/unit/http.test.ts',
  'tests/unit/httpEarlyToasts.test.ts',
  'tests/unit/i18n-init.test.ts',
  'tests/unit/i18n.test.ts',
  'tests/unit/languagePrepare.test.ts',
  'tests/unit/prefs.test.ts',
  'tests/unit/restTextsBeforeInit.test.ts',
];

/**
 * Files that run isolated, each in a fresh worker:
 * - tests that replace a module (vi.mock): in a worker shared by many files the module may already be
 *   loaded, unmocked, by an earlier file, and the replacement would outlive the file;
 * - tests of i18next's first initialisation (its default instance lives in node_modules, which the
 *   'dom' project's files share);
 * - the rich-text editor's: after some orders of earlier files in the same worker (Vitest orders files by
 *   the durations it cached), its Suspense boundary was never shown again once released (its content
 *   stayed display:none for 10 s); alone, in a fresh worker, and in every fresh clone it passes.
 */
const ISOLATED = [
  'tests/unit/i18n-init.test.ts',
  'tests/unit/languagePrepare.test.ts',
  'tests/unit/restTextsBeforeInit.test.ts',
  'tests/unit/errors.test.ts',
  'tests/unit/errorsForReader.test.ts',
  'tests/app/firstScreenTexts.test.tsx',
  'tests/app/firstScreenTexts.retailer.test.tsx',
  'tests/app/tabOutlet.test.tsx',
  'tests/app/tabSession.test.ts',
  'tests/features/preview.test.tsx',
  'tests/features/previewAddress.test.tsx',
  'tests/kit/exportCap.test.tsx',
  'tests/kit/richtext.test.tsx',
];

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'mock' }), {
    test: {
      globals: true,
      setupFiles: ['tests/setup.ts'],
      css: false,
      testTimeout: 15000,
      // On CI a failed test runs once more; npm test's summary names every test that needed it (flaky).
      retry: process.env.CI ? 1 : 0,
      pool: 'threads',
      fileParallelism: true,
      // Vitest's default is cores - 1: one worker on the 2-core CI machines. The page tests wait on
      // timers and the mock as much as they compute, so two workers there take ~6.5 min instead of ~9.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: NODE_TESTS,
            exclude: [...NEEDS_BROWSER, ...ISOLATED],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['tests/{app,features,kit}/**/*.test.{ts,tsx}', ...NEEDS_BROWSER],
            exclude: [...NODE_TESTS.filter((glob) => !glob.includes('*')), ...ISOLATED],
            // One jsdom and one evaluation of node_modules (antd, React, jsdom's own) per worker, not
            // per file: ~40 % less CPU. tests/setup.ts gives each file fresh modules of its own and a
            // fresh page (tests/support/freshPage.ts).
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'dom-isolated', environment: 'jsdom', include: ISOLATED },
        },
      ],
    },
  }),
);
