import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import reactRouterPure, { withPureFactories } from '../../scripts/vite-plugin-react-router-pure.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD = path.join(ROOT, 'node_modules/react-router/dist/production');
const modules = fs.readdirSync(BUILD).filter((f) => f.endsWith('.mjs'));
const main = modules.map((f) => path.join(BUILD, f)).find((f) => fs.readFileSync(f, 'utf8').includes('var Form = React'))!;

/** Issue 6, initial JS: react-router's unused data-router parts are dropped by tree shaking. */
describe('react-router pure factories build transform', () => {
  it('marks every top-level forwardRef / createContext / memo call pure and drops the display names', () => {
    expect(main, 'react-router’s production module with Form').toBeTruthy();
    const code = fs.readFileSync(main, 'utf8');
    const out = withPureFactories(code);
    expect(() => parseAst(out)).not.toThrow();
    const calls = code.match(/^var \w+ = React\d*\.(forwardRef|createContext|memo)\(/gm) ?? [];
    expect(calls.length).toBeGreaterThan(10);
    expect(out.match(/^var \w+ = \/\* @__PURE__ \*\/ React\d*\.(forwardRef|createContext|memo)\(/gm)).toHaveLength(calls.length);
    expect(out).not.toMatch(/^\w+\.displayName = /m);
    expect(out).toMatch(/var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    // Nothing else changes: the rewrite only adds the annotations and removes whole statements.
    const unannotated = (text: string) => text.replace(/^(var \w+ = )\/\* @__PURE__ \*\/ /gm, '$1');
    expect(unannotated(out)).toBe(unannotated(code.replace(/^\w+\.displayName = "[^"]*";\n/gm, '')));
  });

  it('runs only on react-router’s production modules, only in builds', () => {
    const plugin = reactRouterPure();
    expect(plugin.apply).toBe('build');
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const code = 'var Link = React10.forwardRef(() => null);\nLink.displayName = "Link";\n';
    expect(transform(code, path.join(ROOT, 'src/x.mjs'))).toBeNull();
    expect(transform(code, path.join(BUILD, 'chunk-x.mjs'))?.code).toBe('var Link = /* @__PURE__ */ React10.forwardRef(() => null);\n');
  });
});
