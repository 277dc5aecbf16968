import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  overrides: Record<string, string>;
};
const installed = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

/**
 * The build's one library rewrite (scripts/vite-plugin-antd-zero-runtime.mjs) reads these packages'
 * files, so an upgrade is a deliberate step: bump the pin, then tests/unit/antdZeroRuntime.test.ts
 * says whether each rewrite still matches.
 */
describe('exact versions of the packages the build plugin reads', () => {
  it.each([
    ['antd', pkg.dependencies.antd],
    ['@ant-design/cssinjs-utils', pkg.overrides['@ant-design/cssinjs-utils']],
  ])('%s is pinned to one version (%s), the one installed', (name, pinned) => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed(name)).toBe(pinned);
  });
});
