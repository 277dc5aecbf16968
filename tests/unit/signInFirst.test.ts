// @vitest-environment node
import { describe, expect, it } from 'vitest';
import signInFirst from '../../scripts/vite-plugin-sign-in-first.mjs';

const ROOT = '/project';
const BASE = '/web/fea-vsm/';
const ENTRY = `${ROOT}/src/signIn.ts`;

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; moduleIds: string[]; facadeModuleId: string | null };
const chunk = (
  fileName: string,
  imports: string[],
  moduleIds: string[],
  facadeModuleId: string | null = null,
): Chunk => ({
  type: 'chunk',
  fileName,
  imports,
  moduleIds,
  facadeModuleId,
});

/** A build as Vite leaves it: the app's entry imports the sign-in's, which imports React. */
function fakeBundle(signInModules: string[] = [ENTRY, `${ROOT}/node_modules/axios/index.js`]) {
  const chunks = [
    chunk('assets/signIn.js', ['assets/runtime.js', 'assets/react.js'], signInModules, ENTRY),
    chunk('assets/runtime.js', [], []),
    chunk('assets/react.js', ['assets/runtime.js'], [`${ROOT}/node_modules/react/index.js`]),
    chunk('assets/vendor-initial.js', ['assets/react.js'], [`${ROOT}/node_modules/antd/es/button/index.js`]),
    chunk(
      'assets/index.js',
      ['assets/runtime.js', 'assets/react.js', 'assets/vendor-initial.js', 'assets/signIn.js'],
      [`${ROOT}/src/main.tsx`],
    ),
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

const VITE_HTML = `<head>
    <script type="module" crossorigin src="${BASE}assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="${BASE}assets/runtime.js">
    <link rel="modulepreload" crossorigin href="${BASE}assets/react.js">
    <link rel="modulepreload" crossorigin href="${BASE}assets/vendor-initial.js">
    <link rel="modulepreload" crossorigin href="${BASE}assets/signIn.js">
  </head>`;

function plugin() {
  const p = signInFirst({ entry: 'src/signIn.ts' });
  (p.configResolved as (c: unknown) => void)({ root: ROOT, base: BASE });
  return p;
}

describe('the sign-in before the rest of the first load (scripts/vite-plugin-sign-in-first.mjs)', () => {
  it('makes the sign-in a second entry of the build', () => {
    const config = (plugin().config as (c: object) => { build: { rolldownOptions: { input: object } } })({
      root: ROOT,
    });
    expect(config.build.rolldownOptions.input).toEqual({ index: `${ROOT}/index.html`, signIn: ENTRY });
  });

  it("puts the sign-in's script and its imports before the app's entry in index.html, each file once", () => {
    const transform = plugin().transformIndexHtml as { handler: (html: string, ctx: object) => string };
    const html = transform.handler(VITE_HTML, { bundle: fakeBundle() });
    const order = [...html.matchAll(/(?:src|href)="[^"]+\/([\w-]+)\.js"/g)].map((m) => m[1]);
    expect(order).toEqual(['signIn', 'runtime', 'react', 'index', 'vendor-initial']);
    // async: not held back by the stylesheets, as a deferred module script is.
    expect(html).toContain(
      `<script type="module" async fetchpriority="high" crossorigin src="${BASE}assets/signIn.js"></script>`,
    );
  });

  it("fails the build when antd reaches the sign-in's files (the sign-in would wait for it)", () => {
    const generate = plugin().generateBundle as (this: object, o: object, b: object) => void;
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    expect(() => generate.call(context, {}, fakeBundle())).not.toThrow();
    const withAntd = fakeBundle([ENTRY, `${ROOT}/node_modules/antd/es/modal/index.js`]);
    expect(() => generate.call(context, {}, withAntd)).toThrow(/must not import antd.*antd\/es\/modal/);
  });
});
