/**
 * Vite plugin: antd's style generators out of the bundle. The portal renders antd with theme
 * `zeroRuntime` (src/app/App.tsx) and its static stylesheet; a component's style hook then returns
 * before it calls the function that writes the component's CSS (@ant-design/cssinjs-utils
 * genComponentStyleHook), but every such function and the helpers it calls stayed in the bundle
 * (~20 KB gzip of the first load, more in the screens' chunks). This transform passes an empty
 * style function to the three hook factories in antd's own files, so tree shaking drops the
 * generators. The hooks keep the rest: the component tokens' CSS variables are still written at run
 * time from the same token functions (the third argument).
 *
 * The one style antd still registers at run time in this mode is the icons' reset (`.anticon`),
 * from ConfigProvider's style hook, though the static stylesheet holds the same rules. Registering
 * it checks for styles rendered ahead through a probe element's computed style, a style pass over
 * all of antd's rules inside the first render (~20 ms at CPU x4), and keeps the CSS serializer
 * (stylis) in the first load. The build makes that hook a no-op.
 *
 * tests/unit/antdZeroRuntime.test.ts checks every call in antd's files is rewritten, the icon rules
 * are in the stylesheet, and the app keeps `zeroRuntime` on.
 */
import { parseAst } from 'vite';

/** The hook factories of antd/es/theme/internal whose second argument is the style function. */
export const STYLE_HOOK_FACTORIES = ['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook'];

const EMPTY_STYLE = '() => []';
const ANTD_ES = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;
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
      if (!ANTD_ES.test(id)) return null;
      if (ICON_STYLE_HOOK.test(id)) return { code: NO_ICON_STYLE, map: null };
      const out = withoutStyleFunctions(code);
      return out === null ? null : { code: out, map: null };
    },
  };
}
