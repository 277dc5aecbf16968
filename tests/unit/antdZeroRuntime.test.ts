import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import antdZeroRuntime, {
  alwaysZeroRuntime,
  ICON_STYLE_HOOK,
  STYLE_HOOK_UTILS,
  ZERO_RUNTIME_CHECK,
  NO_ICON_STYLE,
  STYLE_HOOK_FACTORIES,
  withoutStyleFunctions,
} from '../../scripts/vite-plugin-antd-zero-runtime.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ANTD_ES = path.join(ROOT, 'node_modules/antd/es');

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Call = Node & { callee: Node & { name?: string }; arguments: Node[] };

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(file) : e.name.endsWith('.js') ? [file] : [];
  });
}

function factoryCalls(code: string): Call[] {
  const calls: Call[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Call;
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && STYLE_HOOK_FACTORIES.includes(n.callee.name!))
      calls.push(n);
    for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value);
  };
  visit(parseAst(code));
  return calls;
}

const callingFiles = filesUnder(ANTD_ES).filter((f) =>
  /\b(genStyleHooks|genSubStyleComponent|genComponentStyleHook)\(/.test(fs.readFileSync(f, 'utf8')),
);

/**
 * antd's style generators out of the build (issue 6, initial JS): with theme `zeroRuntime` and the
 * static stylesheet, a style hook never calls them.
 */
describe('antd zero-runtime build transform', () => {
  it('finds antd’s style hooks (the factories still exist under these names)', () => {
    expect(callingFiles.length).toBeGreaterThan(50);
    expect(callingFiles.map((f) => path.relative(ANTD_ES, f))).toContain(path.join('button', 'style', 'index.js'));
  });

  it('empties the style function of every factory call in antd’s files and keeps the other arguments', () => {
    for (const file of callingFiles) {
      const code = fs.readFileSync(file, 'utf8');
      const out = withoutStyleFunctions(code);
      expect(out, file).not.toBeNull();
      const before = factoryCalls(code);
      const after = factoryCalls(out!);
      expect(after.length, file).toBe(before.length);
      after.forEach((call, i) => {
        const old = before[i];
        expect(out!.slice(call.arguments[1].start, call.arguments[1].end), file).toBe('() => []');
        expect(call.arguments.length, file).toBe(old.arguments.length);
        for (const j of [0, 2, 3].filter((k) => k < old.arguments.length)) {
          expect(out!.slice(call.arguments[j].start, call.arguments[j].end)).toBe(
            code.slice(old.arguments[j].start, old.arguments[j].end),
          );
        }
      });
    }
  });

  it('leaves modules without a factory call alone, and runs only on antd’s files in builds', () => {
    expect(withoutStyleFunctions('export const genStyleHooks = 1;')).toBeNull();
    const plugin = antdZeroRuntime();
    expect(plugin.apply).toBe('build');
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const code = "genStyleHooks('X', (token) => [token], prepare);";
    expect(transform(code, path.join(ROOT, 'src/x.js'))).toBeNull();
    expect(transform(code, path.join(ANTD_ES, 'x/style/index.js'))?.code).toBe(
      "genStyleHooks('X', () => [], prepare);",
    );
  });

  it('makes cssinjs-utils’ zero-runtime return unconditional, so the style registration after it is dead', () => {
    const file = path.join(ROOT, 'node_modules/@ant-design/cssinjs-utils/es/util/genStyleUtils.js');
    const code = fs.readFileSync(file, 'utf8');
    expect(STYLE_HOOK_UTILS.test(file)).toBe(true);
    // The check returns the hash before any style is registered; the registration follows it.
    const check = code.indexOf(ZERO_RUNTIME_CHECK);
    expect(code.slice(check, check + 80)).toMatch(/^if \(memoizedZeroRuntime\) \{\s*return hashId;\s*\}/);
    expect(code.indexOf('useStyleRegister(', check)).toBeGreaterThan(check);
    const out = alwaysZeroRuntime(code);
    expect(out).toBe(code.replace(ZERO_RUNTIME_CHECK, 'if (true) {'));
    expect(() => parseAst(out)).not.toThrow();
    expect(() => alwaysZeroRuntime(code.replace(ZERO_RUNTIME_CHECK, 'if (zeroRuntime) {'))).toThrow(
      /memoizedZeroRuntime/,
    );
    const transform = antdZeroRuntime().transform as (code: string, id: string) => { code: string } | null;
    expect(transform(code, file)?.code).toBe(out);
  });

  it('makes ConfigProvider’s icon style hook a no-op: the static stylesheet holds the icons’ reset', () => {
    const hook = path.join(ANTD_ES, 'config-provider/style/index.js');
    expect(ICON_STYLE_HOOK.test(hook)).toBe(true);
    expect(fs.readFileSync(hook, 'utf8')).toMatch(/useResetIconStyle as default/);
    expect(fs.readFileSync(path.join(ANTD_ES, 'config-provider/index.js'), 'utf8')).toMatch(
      /import useStyle from '\.\/style';/,
    );
    const transform = antdZeroRuntime().transform as (code: string, id: string) => { code: string } | null;
    expect(transform(fs.readFileSync(hook, 'utf8'), hook)?.code).toBe(NO_ICON_STYLE);
    const css = fs.readFileSync(path.join(ROOT, 'node_modules/antd/dist/antd.css'), 'utf8');
    expect(css).toContain('.anticon{display:inline-flex;');
    expect(css).toContain('.anticon-spin{animation-name:loadingCircle;');
  });

  it('is safe only while the app renders antd with zeroRuntime (src/app/App.tsx)', () => {
    expect(fs.readFileSync(path.join(ROOT, 'src/app/App.tsx'), 'utf8')).toMatch(/zeroRuntime: true/);
  });
});
