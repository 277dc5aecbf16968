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
 * The build reads these packages' files (scripts/vite-plugin-*.mjs, vite.config.ts), so an upgrade
 * is a deliberate step: bump the pin, then the plugins' tests (tests/unit/antd*.test.ts,
 * axiosXhrOnly, directImports) say whether each rewrite still matches.
 */
describe('exact versions of the packages the build plugins read', () => {
  it.each([
    ['antd', pkg.dependencies.antd], // antdCss, antdZeroRuntime, directImports
    ['axios', pkg.dependencies.axios], // axiosXhrOnly
    ['react-router-dom', pkg.dependencies['react-router-dom']], // vite.config.ts: react-router's production build
    ['@ant-design/cssinjs-utils', pkg.overrides['@ant-design/cssinjs-utils']], // antdZeroRuntime
    ['@rc-component/form', pkg.overrides['@rc-component/form']], // directImports
  ])('%s is pinned to one version (%s), the one installed', (name, pinned) => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed(name)).toBe(pinned);
  });

  it('react-router-dom pins the react-router whose production build vite.config.ts aliases', () => {
    const dom = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/react-router-dom/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(dom.dependencies['react-router']).toBe(installed('react-router'));
    for (const file of ['index.mjs', 'dom-export.mjs'])
      expect(fs.existsSync(path.join(ROOT, 'node_modules/react-router/dist/production', file)), file).toBe(true);
  });
});
