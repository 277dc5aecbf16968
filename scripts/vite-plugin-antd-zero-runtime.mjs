/**
 * Vite plugin: antd's run-time style machinery out of the bundle. The portal renders antd with theme
 * `zeroRuntime` (src/app/App.tsx) and its static stylesheet, so no component writes CSS at run time;
 * the code that would stayed in the bundle. Three rewrites, in builds only:
 *
 * - antd's own files: the three hook factories get an empty style function in place of the one
 *   that writes a component's CSS, so tree shaking drops every generator and the helpers it calls
 *   (~20 KB gzip of the first load, more in the screens' chunks). The component tokens' CSS
 *   variables are still written at run time from the same token functions (the third argument).
 * - @ant-design/cssinjs-utils's hook factory returns at its zero-runtime check before it registers
 *   any style; the check is made constant, so the registration, the calc helpers and the CSS
 *   serializer (stylis) after it are dead code (~7 KB gzip of the first load).
 * - ConfigProvider's icon-reset style hook (`.anticon`), the one style antd registers even in this
 *   mode though the static stylesheet holds the same rules, becomes a no-op: registering it read a
 *   probe element's computed style, a style pass over all of antd's rules inside the first render.
 *
 * tests/unit/antdZeroRuntime.test.ts checks each rewrite against the installed packages, the icon
 * rules in the stylesheet, and that the app keeps `zeroRuntime` on.
 */
import { parseAst } from 'vite';

/** The hook factories of antd/es/theme/internal whose second argument is the style function. */
export const STYLE_HOOK_FACTORIES = ['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook'];

const EMPTY_STYLE = '() => []';
const ANTD_ES = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;
/** @ant-design/cssinjs-utils's hook factory, which returns early in zero-runtime mode. */
export const STYLE_HOOK_UTILS =
  /[\\/]node_modules[\\/]@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util[\\/]genStyleUtils\.js$/;
export const ZERO_RUNTIME_CHECK = 'if (memoizedZeroRuntime) {';

/** The factory with its zero-runtime return taken always, so what follows it is dead code. */
export function alwaysZeroRuntime(code) {
  if (code.split(ZERO_RUNTIME_CHECK).length !== 2)
    throw new Error(`cssinjs-utils genStyleUtils.js: expected one \`${ZERO_RUNTIME_CHECK}\``);
  return code.replace(ZERO_RUNTIME_CHECK, 'if (true) {');
}

/** ConfigProvider's style hook: it registers the icons' reset style (useResetIconStyle). */
export const ICON_STYLE_HOOK = /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]style[\\/]index\.js$/;
export const NO_ICON_STYLE = 'export default function useResetIconStyle() {}\n';
const MENTIONS_FACTORY = new RegExp(`\\b(${STYLE_HOOK_FACTORIES.join('|')})\\(`);

function styleFunctionRanges(ast) {
  const ranges = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      STYLE_HOOK_FACTORIES.includes(node.callee.name) &&
      node.arguments.length >= 2
    ) {
      const fn = node.arguments[1];
      ranges.push([fn.start, fn.end]);
      return visit(node.arguments[0]);
    }
    for (const key in node) if (key !== 'type' && key !== 'start' && key !== 'end') visit(node[key]);
  };
  visit(ast);
  return ranges;
}

/** The module with each factory call's style function replaced by an empty one; null if none. */
export function withoutStyleFunctions(code) {
  if (!MENTIONS_FACTORY.test(code)) return null;
  const ranges = styleFunctionRanges(parseAst(code)).sort((a, b) => b[0] - a[0]);
  if (ranges.length === 0) return null;
  let out = code;
  for (const [start, end] of ranges) out = out.slice(0, start) + EMPTY_STYLE + out.slice(end);
  return out;
}

/** @returns {import('vite').Plugin} */
export default function antdZeroRuntime() {
  return {
    name: 'fea-vsm:antd-zero-runtime',
    apply: 'build',
    transform(code, id) {
      if (STYLE_HOOK_UTILS.test(id)) return { code: alwaysZeroRuntime(code), map: null };
      if (!ANTD_ES.test(id)) return null;
      if (ICON_STYLE_HOOK.test(id)) return { code: NO_ICON_STYLE, map: null };
      const out = withoutStyleFunctions(code);
      return out === null ? null : { code: out, map: null };
    },
  };
}
