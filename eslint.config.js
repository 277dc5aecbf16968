import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Features must not import each other (docs/ARCHITECTURE.md): each feature folder may import
// kit, lib, api, stores, i18n and itself only.
const featureNames = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const noCrossFeature = featureNames.map((name) => ({
  files: [`src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: featureNames
          .filter((other) => other !== name)
          .map((other) => ({ group: [`@/features/${other}`, `@/features/${other}/*`, `**/features/${other}/*`], message: 'Features do not import each other.' })),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'mocks/public/mockServiceWorker.js', 'locales', 'reports', 'test-results', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/mocks/*', '@mocks/*'], message: 'The app never imports the mock backend (except src/main.tsx in dev).' }] }],
    },
  },
  ...noCrossFeature,
  {
    files: ['scripts/**', 'e2e/**', 'mocks/server.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
