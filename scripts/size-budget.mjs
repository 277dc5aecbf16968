// Size budgets of the production build (issue 6), static and quick: no browser, no build.
//   npm run build && npm run size          (exit 1 when a budget is breached)
//   node scripts/size-budget.mjs [--dist dist] [--json] [--warn-only]
//   (--warn-only: report breaches but exit 0, e.g. while a known breach is being fixed)
//
// Reads dist/.vite/manifest.json (vite.config.ts `build.manifest`) for the chunk graph and
// dist/.vite/ssr-manifest.json (`build.ssrManifest`) for which source modules each chunk holds;
// every size is the gzip (zlib, default level) of the file as built.
//   - initial JS: index.html's entry chunk and its static imports (what index.html modulepreloads)
//   - route chunks of our own code: lazily loaded chunks holding modules from src/ (or locales/)
//   - heavy libraries (xlsx, pdf.js, opencc, chart code) absent from every initial chunk, by module
//     id and by a content signature that survives minification
// scripts/bench.mjs reuses these functions for reports/bench.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGETS = {
  /** gzip KB of index.html's initial JS (entry + static imports). */
  initialJsGzipKB: 270,
  /** gzip KB of the largest lazily loaded chunk holding our own code (src/). */
  routeChunkGzipKB: 60,
  /** The initial JS may be at most this many times the baseline page's (scripts/bench.mjs). */
  initialVsBaseline: 1.6,
  /**
   * gzip KB of the sign-in's step: index.html's first script and its static imports (src/signIn.ts). React is
   * half of it; react-router, were the sign-in's modules to import it again, would take it over.
   */
  signInStepGzipKB: 135,
};

/**
 * Modules loaded when the browser is idle, whose import must carry no JS preload list (vite.config.ts
 * `build.modulePreload.resolveDependencies`: a <link rel=modulepreload> per chunk, all in one task).
 */
export const IDLE_IMPORTS = ['src/app/search/FindAnything.tsx'];

/**
 * V8's explicit compile hint, a magic comment at the top of a script: its functions (those after it) are
 * compiled on a background thread while the file streams in, not on the main thread at their first call.
 * vite.config.ts puts it atop every JS file (a file is the first load's code or a screen's, most of which
 * runs when it loads); this check fails should one lack it. Vite writes its list of a chunk's preloads
 * (`const __vite__mapDeps=…`) as the chunk's first line, after the hint is added: one small function
 * before it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The JS files Vite's preload helper is given for `import("./<file>")` in an importer's code: the indices of
 * its `__vite__mapDeps([...])` call into the importer's list of files (CSS is always given, and fine).
 */
export function jsPreloadsOf(code, file) {
  const name = file
    .split('/')
    .pop()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const call = new RegExp(`import\\([\`'"]\\./${name}[\`'"]\\),__vite__mapDeps\\(\\[([\\d,]*)\\]`).exec(code);
  if (!call) return [];
  const list = /m\.f=\[([^\]]*)\]/.exec(code)?.[1] ?? '';
  const files = [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  return call[1]
    .split(',')
    .filter(Boolean)
    .map((i) => files[Number(i)])
    .filter((dep) => dep?.endsWith('.js'));
}

/**
 * Libraries that must stay out of the first load. `module` matches module ids (paths relative to
 * the project root, from the ssr manifest), `content` matches minified chunk text.
 */
export const HEAVY_LIBRARIES = [
  { name: 'xlsx', module: /node_modules\/(xlsx|@e965\/xlsx)\//, content: /SheetJS/ },
  { name: 'pdf.js', module: /node_modules\/(pdfjs-dist|react-pdf)\//, content: /Setting up fake worker|pdfjsVersion/ },
  { name: 'opencc', module: /node_modules\/opencc-js\//, content: /Invalid dictionary entry/ },
  {
    name: 'charts',
    module:
      /node_modules\/(echarts|zrender|recharts|chart\.js|@antv|highcharts|d3-[a-z]+)\/|^src\/.*(\/charts?\/|Charts?\.tsx?$)/i,
    content: /\becharts\b|\brecharts\b|Chart\.js v\d|@antv\//,
  },
  // The rich text editor loads with the first editor shown (kit/richtext/RichTextEditor.tsx).
  { name: 'tiptap', module: /node_modules\/(@tiptap|prosemirror-[a-z]+)\//, content: /ProseMirror-hideselection/ },
  // antd's form fields and their validator (~12 KB): the first screen has no form, only antd's form
  // context, which imports the package's index (vite.config.ts, the first load's chunk groups).
  {
    name: 'form fields',
    module: /node_modules\/@rc-component\/(async-validator\/|form\/es\/(?!FormContext))/,
    content: /Validation error on field/,
  },
];

export const gzipKB = (buf) => gzipSync(buf).length / 1000;
const round = (n, digits = 1) => (n === null || n === undefined ? null : Math.round(n * 10 ** digits) / 10 ** digits);
export { round };

/** Which libraries of HEAVY_LIBRARIES a chunk holds, by module ids and by content. */
export function heavyLibrariesIn({ modules = [], code = '' }) {
  const found = [];
  for (const lib of HEAVY_LIBRARIES) {
    const byModule = modules.find((id) => lib.module.test(id));
    if (byModule) found.push({ lib: lib.name, via: `module ${byModule}` });
    else if (code && lib.content.test(code)) found.push({ lib: lib.name, via: `content ${String(lib.content)}` });
  }
  return found;
}

/**
 * Module ids per chunk file (relative to dist) from Vite's ssr manifest: `{ moduleId: [urls] }`
 * lists non-entry chunks only, so a module with no JS url lives in an entry chunk. They are all filed
 * under `entryFile`; with the sign-in's entry (scripts/vite-plugin-sign-in-first.mjs) both entries are
 * in the first load, where the checks read them together.
 */
export function modulesByFile(ssrManifest, { base, entryFile }) {
  const byFile = new Map();
  const add = (file, id) => {
    if (!byFile.has(file)) byFile.set(file, []);
    byFile.get(file).push(id);
  };
  for (const [id, urls] of Object.entries(ssrManifest ?? {})) {
    // Keys without a slash are preload-dependency records of Vite, not modules.
    if (!id.includes('/')) continue;
    const js = urls.filter((u) => u.endsWith('.js'));
    if (js.length === 0) {
      if (entryFile) add(entryFile, id);
      continue;
    }
    for (const url of js) add(url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, ''), id);
  }
  return byFile;
}

/** True for a module id of our own code: src/ and the generated interface texts (locales/). */
export const isOwnModule = (id) => id.startsWith('src/') || id.startsWith('\0virtual:locales/');

/** Whether `code` starts with COMPILE_HINT, or has it right after the list of preloads Vite writes first. */
function hasCompileHint(code) {
  const start = code.subarray(0, 30).toString('utf8').startsWith('const __vite__mapDeps=') ? code.indexOf(10) + 1 : 0;
  return code.subarray(start, start + COMPILE_HINT.length).toString('utf8') === COMPILE_HINT;
}

/**
 * The chunk graph of a build. `manifest` is Vite's build manifest; `files` reads a dist file
 * (path relative to dist) as a Buffer. Pure apart from `files`, so tests can feed it a fake build.
 */
export function analyzeChunks({
  manifest,
  ssrManifest,
  base = '/',
  files,
  indexHtml = '',
  idleImports = IDLE_IMPORTS,
}) {
  const entries = Object.entries(manifest);
  const entryKey =
    entries.find(([key, c]) => c.isEntry && key.endsWith('.html'))?.[0] ?? entries.find(([, c]) => c.isEntry)?.[0];
  if (!entryKey) throw new Error('no entry in the build manifest');
  const entry = manifest[entryKey];

  // A manifest key and everything it imports statically, as files.
  const staticFiles = (from) => {
    const keys = new Set();
    const walk = (key) => {
      if (keys.has(key) || !manifest[key]) return;
      keys.add(key);
      for (const dep of manifest[key].imports ?? []) walk(dep);
    };
    walk(from);
    return new Set([...keys].map((k) => manifest[k].file));
  };
  // Initial: the entry and everything it imports statically (Vite modulepreloads exactly these).
  const initialFiles = staticFiles(entryKey);
  // The sign-in's step (scripts/vite-plugin-sign-in-first.mjs): the other entry, run first by index.html.
  const signInKey = entries.find(([key, c]) => c.isEntry && key !== entryKey)?.[0];
  const signInFiles = signInKey ? staticFiles(signInKey) : new Set();
  for (const file of signInFiles) initialFiles.add(file);
  // Also whatever index.html itself loads (script src / modulepreload), should the two ever differ.
  for (const m of indexHtml.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) {
    const url = m[1];
    const file = url.startsWith(base) ? url.slice(base.length) : url.replace(/^\.?\//, '');
    initialFiles.add(file);
  }

  const haveModules = Boolean(ssrManifest);
  const modules = modulesByFile(ssrManifest, { base, entryFile: entry.file });
  const chunks = [];
  const seen = new Set();
  for (const [key, c] of entries) {
    if (!c.file?.endsWith('.js') || seen.has(c.file)) continue;
    seen.add(c.file);
    const code = files(c.file);
    const mods = modules.get(c.file) ?? [];
    const own = haveModules ? mods.some(isOwnModule) : (c.src ?? '').startsWith('src/');
    chunks.push({
      file: c.file,
      key,
      src: c.src ?? null,
      name: c.name ?? null,
      initial: initialFiles.has(c.file),
      dynamicEntry: Boolean(c.isDynamicEntry),
      own,
      ownModules: mods.filter(isOwnModule).length,
      modules: mods.length,
      moduleIds: mods,
      rawKB: code.length / 1000,
      gzipKB: gzipKB(code),
      heavy: heavyLibrariesIn({ modules: mods, code: code.toString('utf8') }),
      compileHint: hasCompileHint(code),
    });
  }
  for (const file of initialFiles) {
    if (seen.has(file)) continue;
    const code = files(file);
    chunks.push({
      file,
      key: null,
      src: null,
      name: null,
      initial: true,
      dynamicEntry: false,
      own: false,
      ownModules: 0,
      modules: 0,
      moduleIds: [],
      rawKB: code.length / 1000,
      gzipKB: gzipKB(code),
      heavy: heavyLibrariesIn({ code: code.toString('utf8') }),
      compileHint: hasCompileHint(code),
    });
  }

  const initial = chunks.filter((c) => c.initial);
  const routeChunks = chunks.filter((c) => !c.initial && c.own).sort((a, b) => b.gzipKB - a.gzipKB);
  return {
    entry: entry.file,
    haveModules,
    chunks,
    initial,
    initialJsGzipKB: initial.reduce((s, c) => s + c.gzipKB, 0),
    signInStepGzipKB: signInKey
      ? chunks.filter((c) => signInFiles.has(c.file)).reduce((s, c) => s + c.gzipKB, 0)
      : null,
    routeChunks,
    largestRouteChunk: routeChunks[0] ?? null,
    heavyInInitial: initial.flatMap((c) => c.heavy.map((h) => ({ ...h, file: c.file }))),
    // Each idle import: whether the build has it (a renamed module must not pass unseen) and its JS preloads.
    idlePreloads: idleImports.map((src) => {
      const target = manifest[src];
      const importers = entries.filter(([, c]) => c.dynamicImports?.includes(src));
      return {
        src,
        found: Boolean(target) && importers.length > 0,
        js: target ? importers.flatMap(([, c]) => jsPreloadsOf(files(c.file).toString('utf8'), target.file)) : [],
      };
    }),
  };
}

/** Reads a build from disk: `dist` by default. */
export function analyzeBuild(distDir = 'dist') {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(
      `${manifestPath} is missing: build first (npm run build; vite.config.ts needs build.manifest: true)`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const ssrPath = path.join(distDir, '.vite/ssr-manifest.json');
  const ssrManifest = existsSync(ssrPath) ? JSON.parse(readFileSync(ssrPath, 'utf8')) : null;
  const indexPath = path.join(distDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : '';
  // The base the build was made with: where index.html's first script (an entry) lives.
  const entryUrl = indexHtml.match(/<script[^>]+src="([^"]+)"/)?.[1] ?? '';
  const entryFile = Object.values(manifest).find((c) => c.isEntry && entryUrl.endsWith(c.file))?.file;
  const base = entryFile ? entryUrl.slice(0, entryUrl.length - entryFile.length) : '/';
  return analyzeChunks({
    manifest,
    ssrManifest,
    base,
    indexHtml,
    files: (file) => readFileSync(path.join(distDir, file)),
  });
}

/** Pass/fail of the static budgets. */
export function checkBudgets(analysis, budgets = BUDGETS) {
  const largest = analysis.largestRouteChunk;
  return [
    {
      budget: `initial JS ≤ ${budgets.initialJsGzipKB} KB gzip`,
      value: `${round(analysis.initialJsGzipKB)} KB (${analysis.initial.length} files)`,
      pass: analysis.initialJsGzipKB <= budgets.initialJsGzipKB,
    },
    ...(analysis.signInStepGzipKB === null
      ? []
      : [
          {
            budget: `sign-in step (index.html's first script) ≤ ${budgets.signInStepGzipKB} KB gzip`,
            value: `${round(analysis.signInStepGzipKB)} KB`,
            pass: analysis.signInStepGzipKB <= budgets.signInStepGzipKB,
          },
        ]),
    {
      budget: `route chunk of our code ≤ ${budgets.routeChunkGzipKB} KB gzip`,
      value: largest ? `${round(largest.gzipKB)} KB (${largest.file})` : 'no lazy chunk',
      pass: !largest || largest.gzipKB <= budgets.routeChunkGzipKB,
    },
    {
      budget: 'no xlsx / pdf.js / opencc / charts / tiptap / form fields in the initial JS',
      value: analysis.heavyInInitial.length
        ? analysis.heavyInInitial.map((h) => `${h.lib} in ${h.file}`).join('; ')
        : 'none',
      pass: analysis.heavyInInitial.length === 0,
    },
    {
      budget: "V8's compile hint atop every JS file",
      value:
        analysis.chunks
          .filter((c) => !c.compileHint)
          .map((c) => `${c.file} lacks it`)
          .join('; ') || 'yes',
      pass: analysis.chunks.every((c) => c.compileHint),
    },
    ...analysis.idlePreloads.map((idle) => ({
      budget: `${idle.src.split('/').pop()}, loaded at idle: no JS preload list`,
      value: !idle.found
        ? 'not in the build (renamed? see IDLE_IMPORTS)'
        : idle.js.length
          ? idle.js.join(', ')
          : 'none',
      pass: idle.found && idle.js.length === 0,
    })),
  ];
}

export function printTable(rows, columns) {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells) => cells.map((v, i) => String(v ?? '').padEnd(widths[i])).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(columns.map((c) => r[c])));
}

function main() {
  const args = process.argv.slice(2);
  const distDir = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist';
  let analysis;
  try {
    analysis = analyzeBuild(distDir);
  } catch (error) {
    console.error(`size: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const results = checkBudgets(analysis);
  if (args.includes('--json')) {
    const chunks = analysis.chunks.map(({ moduleIds: _ids, ...c }) => c);
    console.log(JSON.stringify({ ...analysis, chunks, initial: undefined, routeChunks: undefined, results }, null, 2));
  } else {
    console.log(
      `size budgets of ${distDir}/ (gzip)${analysis.haveModules ? '' : ' — no ssr-manifest: module ids unknown, content checks only'}\n`,
    );
    const shown = [...analysis.initial.sort((a, b) => b.gzipKB - a.gzipKB), ...analysis.routeChunks.slice(0, 5)];
    printTable(
      shown.map((c) => ({
        chunk: c.file,
        load: c.initial ? 'initial' : 'lazy (src/)',
        'gzip KB': round(c.gzipKB).toFixed(1),
        'raw KB': round(c.rawKB).toFixed(1),
      })),
      ['chunk', 'load', 'gzip KB', 'raw KB'],
    );
    console.log('');
    printTable(
      results.map((r) => ({ ...r, result: r.pass ? 'pass' : 'FAIL' })),
      ['budget', 'value', 'result'],
    );
  }
  const failed = results.filter((r) => !r.pass);
  if (failed.length) {
    console.error(
      `\nsize: ${failed.length} budget(s) breached${args.includes('--warn-only') ? ' (--warn-only: not failing)' : ''}`,
    );
    if (!args.includes('--warn-only')) process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
