/**
 * Vite plugin: axios's fetch adapter out of the build. The portal's HTTP client runs on axios's XHR
 * adapter (the first of axios's default adapters, and the one a browser always has; the fetch
 * adapter measured slower: README "Budgets"), yet axios's adapter table imports the fetch adapter
 * and its helpers (~3.5 KB gzip of the first load). The build resolves that import to a module
 * saying fetch is not available, the way axios's own package.json "browser" field drops its Node
 * adapter. tests/unit/axiosXhrOnly.test.ts checks the import it replaces and that the client asks
 * for no other adapter.
 */

const ADAPTER_TABLE = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/;
const ABSENT_FETCH = '\0fea-vsm:axios-fetch-absent';

/** @returns {import('vite').Plugin} */
export default function axiosXhrOnly() {
  return {
    name: 'fea-vsm:axios-xhr-only',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the relative import first.
    enforce: 'pre',
    resolveId: {
      filter: { id: /^\.\/fetch\.js$/ },
      handler(source, importer) {
        return importer && ADAPTER_TABLE.test(importer) ? ABSENT_FETCH : null;
      },
    },
    load: {
      filter: { id: /^\0fea-vsm:axios-fetch-absent$/ },
      // axios's getAdapter reads `false` as "not supported by the environment".
      handler: () => 'export const getFetch = () => false;\n',
    },
  };
}
