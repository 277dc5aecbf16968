/**
 * Vite plugin: the sign-in starts before the rest of the first load has arrived.
 *
 * The sign-in (SPEC §4) is three rounds of calls that need the HTTP client, the stores and the texts,
 * but none of antd, the shell or a screen. In one entry they start only once every script of the
 * first load has downloaded and run: on a phone (slow 4G, CPU ×4) ~2.5 s after the request of the
 * page, while the calls themselves take ~0.8 s (reports/ready-time.md). In builds only:
 *
 * - `entry` (src/signIn.ts) becomes a second entry of the build, and index.html runs it first, in an
 *   async module script of its own: the browser runs it as soon as its own imports are in, without
 *   waiting for the stylesheets or the app's entry, which imports it too (one module, run once).
 * - Every module the entry imports statically goes into the entry's own chunk (`chunkGroup`: a group
 *   whose members, the closure read from the module graph at the end of the build, include the entry,
 *   so a new import needs no list); without it, those modules would sit in the first load's big chunks
 *   with antd. React stays in its own chunk, a group of higher priority. The build fails
 *   should a module of antd (or of its component packages) reach the sign-in's files, and `npm run size`
 *   holds their size to a budget (scripts/size-budget.mjs).
 */
import path from 'node:path';

/** Libraries the sign-in must not wait for. */
export const NOT_BEFORE_SIGN_IN = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component)[\\/]/;

/** The files the browser loads for `chunk` (itself and its static imports), from a Rollup bundle. */
export function staticFilesOf(bundle, chunk) {
  const files = new Set();
  const visit = (c) => {
    if (!c || files.has(c.fileName)) return;
    files.add(c.fileName);
    for (const imported of c.imports) visit(bundle[imported]);
  };
  visit(chunk);
  return [...files].map((f) => bundle[f]);
}

/** @param {{ entry: string }} options */
export default function signInFirst({ entry }) {
  /** The modules `entry` imports statically. */
  const closure = new Set();
  let root = process.cwd();
  let base = '/';
  const abs = (file) => path.resolve(root, file);
  const signInChunk = (bundle) =>
    Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === abs(entry));

  return {
    name: 'sign-in-first',
    apply: 'build',
    config(config) {
      const from = config.root ? path.resolve(config.root) : process.cwd();
      return {
        build: {
          rolldownOptions: {
            input: { index: path.resolve(from, 'index.html'), signIn: path.resolve(from, entry) },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    buildEnd() {
      closure.clear();
      const stack = [abs(entry)];
      while (stack.length) {
        const id = stack.pop();
        if (closure.has(id)) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        closure.add(id);
        stack.push(...info.importedIds);
      }
    },
    generateBundle(_options, bundle) {
      const signIn = signInChunk(bundle);
      if (!signIn) this.error(`no chunk for ${entry}`);
      const late = staticFilesOf(bundle, signIn).flatMap((c) =>
        c.moduleIds.filter((id) => NOT_BEFORE_SIGN_IN.test(id)),
      );
      if (late.length) {
        this.error(
          `${entry} must not import antd or its packages (the sign-in would wait for them): ${late.slice(0, 5).join(', ')}`,
        );
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const signIn = signInChunk(bundle);
        if (!signIn) throw new Error(`sign-in-first: no chunk for ${entry}`);
        const url = (fileName) => base + fileName;
        const preload = (f) => `<link rel="modulepreload" crossorigin href="${url(f)}">`;
        // First the sign-in and its imports, so they take the first of the browser's connections. `async`:
        // a module script without it runs only once the stylesheets are in (antd's, ~110 KB gzip, arrived
        // 0.6 s after the sign-in's files on a phone); async, it runs as soon as its own imports are in.
        const first = [
          `<script type="module" async fetchpriority="high" crossorigin src="${url(signIn.fileName)}"></script>`,
          ...signIn.imports.map(preload),
        ];
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('sign-in-first: index.html has no module script');
        const seen = new Set([signIn.fileName, ...signIn.imports]);
        const rest = html
          .slice(at)
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (tag, href) =>
            seen.has(href.slice(base.length)) ? '' : tag,
          );
        return html.slice(0, at) + first.join('\n    ') + '\n    ' + rest;
      },
    },
    api: {
      /** The chunk group of the sign-in's modules (build.rolldownOptions.output.codeSplitting, above the first load's). */
      chunkGroup: (group) => ({ ...group, test: (id) => closure.has(id) }),
    },
  };
}
