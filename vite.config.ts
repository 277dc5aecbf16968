import { defineConfig, loadEnv, type ConfigEnv } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import antdZeroRuntime from './scripts/vite-plugin-antd-zero-runtime.mjs';
import locales from './scripts/vite-plugin-locales.mjs';
import mockPortal from './scripts/vite-plugin-mock-portal.mjs';
import lateStylesheets from './scripts/vite-plugin-late-stylesheets.mjs';
import signInFirst from './scripts/vite-plugin-sign-in-first.mjs';
import { COMPILE_HINT } from './scripts/size-budget.mjs';

export default function config({ mode }: ConfigEnv) {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const base = env.VITE_BASE || '/web/fea-vsm/';
  const signIn = signInFirst({ entry: 'src/signIn.ts' });
  return defineConfig({
    base,
    plugins: [
      react(),
      locales(),
      antdZeroRuntime(),
      signIn,
      // antd's stylesheet, the first load's libraries' (the group 'vendor-initial' below).
      lateStylesheets({ files: /^assets\/vendor-initial-[\w-]+\.css$/ }),
      ...(mode === 'mock' ? [mockPortal()] : []),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
        { find: '@mocks', replacement: path.resolve(import.meta.dirname, 'mocks') },
      ],
    },
    server: { port: Number(process.env.PORT) || 5173, strictPort: true, host: '127.0.0.1' },
    preview: { port: Number(process.env.PORT) || 4173, strictPort: true, host: '127.0.0.1' },
    build: {
      target: 'es2022',
      sourcemap: false,
      modulePreload: {
        // The header's search box loads when the browser is idle after the first screen, and its code
        // reaches into every domain (~30 chunks). Vite's helper would add a <link rel=modulepreload> for
        // each in one task (~150 ms at CPU ×4 after the workbench is ready); the browser's module loader
        // fetches the same chunks as it meets their imports, in tasks of its own. An open before the
        // idle load waits a round trip longer for it. Every other import keeps its preload list. `npm run size`
        // fails should the box carry a JS list again, or be renamed (scripts/size-budget.mjs IDLE_IMPORTS).
        resolveDependencies: (file, deps) => (/(^|\/)FindAnything-[\w-]+\.js$/.test(file) ? [] : deps),
      },
      chunkSizeWarningLimit: 1200,
      // dist/.vite/manifest.json and ssr-manifest.json (the chunk graph and each chunk's modules),
      // read by `npm run size` and `npm run bench` (scripts/size-budget.mjs). Not to be deployed.
      manifest: true,
      ssrManifest: true,
      rolldownOptions: {
        treeshake: {
          // antd's component and style packages declare no "sideEffects" in package.json (antd itself
          // does): without the hint, every module their entry files import stays in the bundle,
          // used or not (@rc-component/form's fields and validator came with antd's form context).
          moduleSideEffects: [
            {
              test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/,
              sideEffects: false,
            },
          ],
        },
        output: {
          // Every file starts with V8's compile hint (scripts/size-budget.mjs COMPILE_HINT): its functions
          // compile on a background thread while it downloads rather than one by one on the main thread at
          // their first call; a file here is the code of a screen, most of which runs when it opens. A/B at
          // CPU x4: the first load's files, ready -97 ms (npm run bench:ab, 14 pairs, B lower in 10), a phone
          // load -172 ms; every file, a screen's first opening -115 ms (npm run bench:search -- --open);
          // the heap +0.4 MB after sign-in and +1 MB with 16 tabs (reports/ready-time.md). After
          // minification, which drops comments.
          postBanner: COMPILE_HINT,
          codeSplitting: {
            groups: [
              // React in a chunk of its own (changes least often, cached across releases); it also
              // keeps React out of the groups below, which take their dependencies with them.
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|clsx)[\\/]/, priority: 2 },
              // The sign-in's own modules and libraries (scripts/vite-plugin-sign-in-first.mjs), which
              // index.html runs before the rest of the first load has arrived.
              signIn.api.chunkGroup({ name: 'sign-in', priority: 1.8, includeDependenciesRecursively: false }),
              // The libraries the first screen loads (rolldown's `$initial` tag: statically imported from
              // the entry), in one chunk. Split by the screens that also use them, they were 35 files,
              // and the browser's per-file work cost more than the one chunk's longer evaluation (A/B
              // at CPU x4, 16 alternating runs: ready -51 to -155 ms). No maxSize: its split broke the
              // chunks' execution order (the app never started).
              // Each of the two first-load groups takes only the modules it names, not their imports: the
              // `$initial` tag follows static imports whether their exports are used or not, so antd's form
              // context, which imports @rc-component/form's index for its provider, brought every form field
              // and the validator into the first load (12.6 KB gzip) though the first screen has no form.
              // Every other module of the first load is named by one of the two (or by 'react'). `npm run
              // size` fails should the fields come back (scripts/size-budget.mjs HEAVY_LIBRARIES).
              {
                name: 'vendor-initial',
                test: /[\\/]node_modules[\\/](?!@rc-component[\\/](form[\\/]es[\\/](?!FormContext)|async-validator[\\/]))/,
                tags: ['$initial'],
                priority: 1.5,
                includeDependenciesRecursively: false,
              },
              // Our own modules of the first load likewise: the HTTP client, storage and stores that
              // lazy screens share were chunks of their own (8 -> 5 files in index.html). A/B at CPU x4,
              // 2 x 14 alternating runs: TBT -104 and -179 ms (paired medians), ready unchanged.
              {
                name: 'app-initial',
                // Vite's preload helper too, which the group took with our modules when it took their imports.
                test: /[\\/]src[\\/]|^\0vite[\\/]preload-helper/,
                tags: ['$initial'],
                priority: 1.4,
                includeDependenciesRecursively: false,
              },
              // Heavy libraries of on-demand screens apart from the screens' own code, per screen
              // (entriesAware), so they never reach the first load and route chunks stay small.
              {
                name: 'vendor-pdf',
                test: /[\\/]node_modules[\\/](pdfjs-dist|react-pdf)[\\/]/,
                entriesAware: true,
                priority: 1,
              },
              { name: 'vendor-xlsx', test: /[\\/]node_modules[\\/]xlsx[\\/]/, entriesAware: true, priority: 1 },
              // Library code that only on-demand screens use (antd's Table, Form, pickers …) in chunks
              // of its own, shared by the screens that need it, so route chunks hold only our code.
              { name: 'vendor-ui', test: /[\\/]node_modules[\\/]/, entriesAware: true, priority: 0 },
            ],
          },
        },
      },
    },
  });
}
