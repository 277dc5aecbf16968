import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/eslint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'mocks/public/mockServiceWorker.js',
      'locales',
      'reports',
      'test-results',
      '.tmp',
    ],
  },
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
      // One icon, one module: the package's index loads all ~850 icons wherever modules are not
      // tree-shaken (each Vitest file paid ~0.8 s of CPU for it).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ant-design/icons',
              message: "Import each icon by its path: import SearchOutlined from '@ant-design/icons/SearchOutlined'.",
            },
            {
              name: 'antd',
              importNames: ['Drawer'],
              message: "Use the kit's Drawer (@/kit/dialog): it is out of sight while its tab is behind another.",
            },
          ],
        },
      ],
    },
  },
  {
    // Import boundaries by the path an import resolves to (docs/ARCHITECTURE.md, Folders).
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error' },
  },
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
