/**
 * Vite plugin: antd's static stylesheet (antd/dist/antd.css, 1 MB, render-blocking) without the
 * rules of antd components the portal never renders. Every rule whose selectors all name one of
 * them goes; a selector list loses only those selectors. The list is fixed here (a transform of the
 * stylesheet, so the file's content hash stays true); tests/unit/antdCss.test.ts fails when a
 * screen, or an antd component the screens use, starts using one of them.
 */

/** antd component folders (antd/es/<folder>) and the class each styles (`.ant-<class>…`). */
export const UNUSED_ANTD_COMPONENTS = {
  anchor: 'anchor',
  avatar: 'avatar',
  breadcrumb: 'breadcrumb',
  carousel: 'carousel',
  cascader: 'cascader',
  collapse: 'collapse',
  'float-button': 'float-btn',
  list: 'list',
  masonry: 'masonry',
  mentions: 'mentions',
  'qr-code': 'qrcode',
  rate: 'rate',
  slider: 'slider',
  splitter: 'splitter',
  statistic: 'statistic',
  steps: 'steps',
  switch: 'switch',
  timeline: 'timeline',
  tour: 'tour',
  transfer: 'transfer',
};

/** Top-level items of a CSS text: blocks (`prelude { body }`) and statements (`…;`). */
function splitTop(css) {
  const items = [];
  let depth = 0;
  let start = 0;
  let preludeEnd = -1;
  let quote = null;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (c === '{') {
      if (depth === 0) preludeEnd = i;
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) {
        items.push({ prelude: css.slice(start, preludeEnd), body: css.slice(preludeEnd + 1, i) });
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      items.push({ statement: css.slice(start, i + 1) });
      start = i + 1;
    }
  }
  if (css.slice(start).trim()) items.push({ statement: css.slice(start) });
  return items;
}

/** The selectors of a selector list (commas inside :is(), :where() or [attr] do not split). */
function splitSelectors(prelude) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

const GROUPING = /^@(media|supports|layer|container|document)\b/;

/** `css` without the rules of the given antd classes (e.g. 'steps' drops `.ant-steps`, `.ant-steps-item` …). */
export function withoutAntdClasses(css, classes) {
  if (!classes.length) return css;
  const names = new RegExp(`\\.ant-(?:${classes.join('|')})(?![a-zA-Z0-9_])`);
  let out = '';
  for (const item of splitTop(css)) {
    if (item.statement !== undefined) {
      out += item.statement;
      continue;
    }
    const prelude = item.prelude.trim();
    if (GROUPING.test(prelude)) {
      const inner = withoutAntdClasses(item.body, classes);
      if (inner.trim()) out += `${item.prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      out += `${item.prelude}{${item.body}}`; // @keyframes, @font-face …
    } else {
      const kept = splitSelectors(item.prelude).filter((selector) => !names.test(selector));
      if (kept.length) out += `${kept.join(',')}{${item.body}}`;
    }
  }
  return out;
}

/** @returns {import('vite').Plugin} */
export default function antdCss() {
  const classes = Object.values(UNUSED_ANTD_COMPONENTS);
  return {
    name: 'fea-vsm:antd-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]antd[\\/]dist[\\/]antd\.css$/.test(id.split('?')[0])) return null;
      return { code: withoutAntdClasses(code, classes), map: null };
    },
  };
}
