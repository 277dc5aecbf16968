import { randomBytes } from 'node:crypto';
import {
  COMPILE_HINT,
  analyzeChunks,
  checkBudgets,
  heavyLibrariesIn,
  jsPreloadsOf,
  modulesByFile,
} from '../../scripts/size-budget.mjs';

// scripts/size-budget.mjs (npm run size): the static size budgets read from Vite's manifests.
const BASE = '/web/fea-vsm/';
/** Incompressible bytes: gzip KB ≈ raw KB. */
const blob = (kb: number, text = '') => Buffer.concat([Buffer.from(text), randomBytes(Math.round(kb * 1000))]);

function fakeBuild({ entryKB = 10, routeKB = 5, vendorLazyKB = 5, routeText = '', sharedText = '' } = {}) {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['src/features/x/Page.tsx', 'node_modules/opencc-js/dist/esm/cn2t.js'],
    },
    '_shared.js': { file: 'assets/shared.js', name: 'shared' },
    'src/features/x/Page.tsx': {
      file: 'assets/Page.js',
      src: 'src/features/x/Page.tsx',
      isDynamicEntry: true,
      imports: ['_shared.js'],
    },
    'node_modules/opencc-js/dist/esm/cn2t.js': {
      file: 'assets/cn2t.js',
      src: 'node_modules/opencc-js/dist/esm/cn2t.js',
      isDynamicEntry: true,
    },
  };
  const ssrManifest = {
    'src/main.tsx': [],
    'node_modules/react-dom/cjs/react-dom.production.js': [`${BASE}assets/shared.js`],
    'src/features/x/Page.tsx': [`${BASE}assets/Page.js`],
    'node_modules/opencc-js/dist/esm/cn2t.js': [`${BASE}assets/cn2t.js`],
    // Vite's preload-dependency records have no slash: not modules.
    'Page.js': [],
  };
  const files: Record<string, Buffer> = {
    'assets/index.js': blob(entryKB, `${COMPILE_HINT}\n`),
    'assets/shared.js': blob(3, `${COMPILE_HINT}\n${sharedText}`),
    'assets/Page.js': blob(routeKB, `${COMPILE_HINT}\n${routeText}`),
    'assets/cn2t.js': blob(vendorLazyKB, `${COMPILE_HINT}\nthrow TypeError(\`Invalid dictionary entry: x\`)`),
  };
  const indexHtml = `<script type="module" crossorigin src="${BASE}assets/index.js"></script><link rel="modulepreload" crossorigin href="${BASE}assets/shared.js">`;
  return { manifest, ssrManifest, base: BASE, indexHtml, files: (f: string) => files[f], idleImports: [] };
}

type FakeBuild = ReturnType<typeof fakeBuild>;
/** `build` with more chunks: their manifest records and their files' bytes. */
function withChunks(build: FakeBuild, manifest: Record<string, object>, files: Record<string, Buffer>) {
  return {
    ...build,
    manifest: { ...build.manifest, ...manifest },
    files: (f: string) => files[f] ?? build.files(f) ?? Buffer.from(''),
  };
}

describe('size budgets', () => {
  it('counts the entry and its static imports as initial, and lazy chunks of src/ as route chunks', () => {
    const a = analyzeChunks(fakeBuild({ entryKB: 10, routeKB: 5 }));
    expect(a.initial.map((c) => c.file).sort()).toEqual(['assets/index.js', 'assets/shared.js']);
    expect(a.initialJsGzipKB).toBeGreaterThan(12);
    expect(a.initialJsGzipKB).toBeLessThan(14);
    expect(a.routeChunks.map((c) => c.file)).toEqual(['assets/Page.js']);
    // A lazy vendor chunk (opencc) is neither initial nor ours.
    expect(a.chunks.find((c) => c.file === 'assets/cn2t.js')).toMatchObject({ initial: false, own: false });
    expect(a.heavyInInitial).toEqual([]);
    expect(checkBudgets(a).every((r) => r.pass)).toBe(true);
  });

  it('fails the initial budget over 270 KB and the route budget over 60 KB', () => {
    const a = analyzeChunks(fakeBuild({ entryKB: 275, routeKB: 70 }));
    const [initial, route, heavy] = checkBudgets(a);
    expect(initial.pass).toBe(false);
    expect(route.pass).toBe(false);
    expect(route.value).toContain('assets/Page.js');
    expect(heavy.pass).toBe(true);
  });

  it('finds heavy libraries in the initial JS by module id and by content', () => {
    const byContent = analyzeChunks(fakeBuild({ sharedText: 'var n="SheetJS";' }));
    expect(byContent.heavyInInitial).toEqual([expect.objectContaining({ lib: 'xlsx', file: 'assets/shared.js' })]);
    expect(checkBudgets(byContent)[2].pass).toBe(false);

    expect(heavyLibrariesIn({ modules: ['node_modules/pdfjs-dist/build/pdf.mjs'] })).toEqual([
      expect.objectContaining({ lib: 'pdf.js' }),
    ]);
    expect(heavyLibrariesIn({ modules: ['src/features/workbench/components/charts/BarChart.tsx'] })).toEqual([
      expect.objectContaining({ lib: 'charts' }),
    ]);
    expect(
      heavyLibrariesIn({ modules: ['src/features/workbench/pages/WorkbenchPage.tsx'], code: 'accept=".xlsx"' }),
    ).toEqual([]);
    // antd's form fields: the first load keeps only the form context (FormContext) antd's context imports.
    expect(heavyLibrariesIn({ modules: ['node_modules/@rc-component/form/es/Field.js'] })).toEqual([
      expect.objectContaining({ lib: 'form fields' }),
    ]);
    expect(heavyLibrariesIn({ code: 'default:"Validation error on field %s"' })).toEqual([
      expect.objectContaining({ lib: 'form fields' }),
    ]);
    expect(heavyLibrariesIn({ modules: ['node_modules/@rc-component/form/es/FormContext.js'] })).toEqual([]);
  });

  it("fails a JS file without V8's compile hint", () => {
    const hintRow = (build: FakeBuild) =>
      checkBudgets(analyzeChunks(build)).find((r) => r.budget.includes('compile hint'))!;
    expect(hintRow(fakeBuild())).toMatchObject({ pass: true, value: 'yes' });
    // After the list of preloads Vite writes as a chunk's first line, the hint still counts.
    const afterPreloads = withChunks(
      fakeBuild(),
      {},
      { 'assets/shared.js': Buffer.from(`const __vite__mapDeps=(i)=>i;\n${COMPILE_HINT}\nexport{}`) },
    );
    expect(hintRow(afterPreloads).pass).toBe(true);
    const lacking = withChunks(fakeBuild(), {}, { 'assets/Page.js': blob(1) });
    expect(hintRow(lacking)).toMatchObject({ pass: false, value: 'assets/Page.js lacks it' });
  });

  it('fails an idle import that preloads JS chunks, or that the build no longer has', () => {
    const idle = 'src/app/search/Box.tsx';
    const launcher = (deps: string) =>
      Buffer.from(
        'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/Box-1.js","assets/api-2.js","assets/Box-3.css"])))=>i.map(i=>d[i]);' +
          `l=()=>a(()=>import(\`./Box-1.js\`),__vite__mapDeps([${deps}]))`,
      );
    const build = (deps: string) => ({
      ...withChunks(
        fakeBuild(),
        {
          'src/app/search/Launcher.tsx': { file: 'assets/Launcher.js', dynamicImports: [idle] },
          [idle]: { file: 'assets/Box-1.js', src: idle, isDynamicEntry: true },
        },
        { 'assets/Launcher.js': launcher(deps) },
      ),
      idleImports: [idle],
    });
    expect(jsPreloadsOf(launcher('0,1,2').toString(), 'assets/Box-1.js')).toEqual([
      'assets/Box-1.js',
      'assets/api-2.js',
    ]);
    const withLinks = checkBudgets(analyzeChunks(build('0,1,2'))).at(-1)!;
    expect(withLinks).toMatchObject({ pass: false, value: 'assets/Box-1.js, assets/api-2.js' });
    expect(checkBudgets(analyzeChunks(build('2'))).at(-1)).toMatchObject({ pass: true, value: 'none' });
    const renamed = checkBudgets(analyzeChunks({ ...fakeBuild(), idleImports: [idle] })).at(-1)!;
    expect(renamed.pass).toBe(false);
    expect(renamed.value).toMatch(/not in the build/);
  });

  it("counts the sign-in's entry (index.html's first script) and its imports in the first load, and holds them to 135 KB", () => {
    const withSignIn = (signInKB: number) =>
      withChunks(
        fakeBuild(),
        { 'src/signIn.ts': { file: 'assets/signIn.js', src: 'src/signIn.ts', isEntry: true, imports: ['_shared.js'] } },
        { 'assets/signIn.js': blob(signInKB) },
      );
    const a = analyzeChunks(withSignIn(100));
    expect(a.initial.map((c) => c.file).sort()).toEqual(['assets/index.js', 'assets/shared.js', 'assets/signIn.js']);
    // The sign-in's own file and the chunk it shares with the app's entry.
    expect(a.signInStepGzipKB).toBeGreaterThan(103);
    expect(a.signInStepGzipKB).toBeLessThan(104);
    const row = (analysis: typeof a) => checkBudgets(analysis).find((r) => r.budget.startsWith('sign-in step'))!;
    expect(row(a).pass).toBe(true);
    expect(row(analyzeChunks(withSignIn(140))).pass).toBe(false);
    // One entry: no such step, no row.
    expect(analyzeChunks(fakeBuild()).signInStepGzipKB).toBeNull();
    expect(checkBudgets(analyzeChunks(fakeBuild())).some((r) => r.budget.startsWith('sign-in step'))).toBe(false);
  });

  it('maps ssr-manifest modules to chunk files, entry modules to the entry', () => {
    const map = modulesByFile(
      { 'src/main.tsx': [], 'src/a.ts': [`${BASE}assets/a.js`, `${BASE}assets/a.css`], 'a.js': [] },
      { base: BASE, entryFile: 'assets/index.js' },
    );
    expect(map.get('assets/index.js')).toEqual(['src/main.tsx']);
    expect(map.get('assets/a.js')).toEqual(['src/a.ts']);
    expect(map.has('assets/a.css')).toBe(false);
  });
});
