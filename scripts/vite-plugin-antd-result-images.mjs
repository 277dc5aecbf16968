/**
 * Vite plugin: antd Result's three illustrations (404, 403, 500) out of the first load. antd's
 * result/index.js imports them statically into a lookup table, so every screen that shows a Result
 * at all carried ~7 KB gzip of SVG it never draws (the shell's "could not sign in" and "page failed
 * to load" use icon statuses). In the build each illustration becomes a lazily loaded component
 * with its own Suspense: the 404 page draws its picture a moment after its text, in a box of fixed
 * size (antd's `.ant-result-image`, so nothing moves). tests/unit/antdResultImages.test.ts checks the
 * rewrite against antd's current file.
 */

/** The illustration modules antd's Result imports statically, by their local names. */
export const RESULT_IMAGES = ['noFound', 'serverError', 'unauthorized'];

const RESULT_INDEX = /[\\/]node_modules[\\/]antd[\\/]es[\\/]result[\\/]index\.js$/;
const LAZY_IMAGE =
  'const lazyResultImage = (load) => { const Image = React.lazy(load); ' +
  'return () => React.createElement(React.Suspense, { fallback: null }, React.createElement(Image)); };';

/** antd's result/index.js with the illustrations' imports made lazy; throws when it no longer matches. */
export function withLazyImages(code) {
  if (!/import \* as React from 'react';/.test(code)) throw new Error('antd result/index.js: no `import * as React` any more');
  let out = code;
  for (const name of RESULT_IMAGES) {
    const statement = `import ${name} from './${name}';`;
    if (!out.includes(statement)) throw new Error(`antd result/index.js: \`${statement}\` not found`);
    out = out.replace(statement, `const ${name} = lazyResultImage(() => import('./${name}'));`);
  }
  return out.replace(/^(import \* as React from 'react';)$/m, `$1\n${LAZY_IMAGE}`);
}

/** @returns {import('vite').Plugin} */
export default function antdResultImages() {
  return {
    name: 'fea-vsm:antd-result-images',
    apply: 'build',
    transform(code, id) {
      return RESULT_INDEX.test(id) ? { code: withLazyImages(code), map: null } : null;
    },
  };
}
