import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import antdResultImages, { RESULT_IMAGES, withLazyImages } from '../../scripts/vite-plugin-antd-result-images.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RESULT_INDEX = path.join(ROOT, 'node_modules/antd/es/result/index.js');
const source = fs.readFileSync(RESULT_INDEX, 'utf8');

/** Issue 6, initial JS: antd Result's illustrations are loaded only by a Result that draws one. */
describe('antd Result illustrations build transform', () => {
  it('turns each static import of an illustration into a lazily loaded component', () => {
    const out = withLazyImages(source);
    expect(() => parseAst(out)).not.toThrow();
    for (const name of RESULT_IMAGES) {
      expect(out).not.toContain(`import ${name} from './${name}';`);
      expect(out).toContain(`const ${name} = lazyResultImage(() => import('./${name}'));`);
      expect(fs.existsSync(path.join(ROOT, `node_modules/antd/es/result/${name}.js`))).toBe(true);
    }
    // The lookup table antd draws from still names the three.
    expect(out).toMatch(/'404': noFound,\s*'500': serverError,\s*'403': unauthorized/);
    expect(out).toContain('React.Suspense');
  });

  it('fails the build loudly when antd’s file changes shape', () => {
    expect(() => withLazyImages(source.replace("import noFound from './noFound';", ''))).toThrow(/noFound/);
    expect(() => withLazyImages(source.replace("import * as React from 'react';", "import React from 'react';"))).toThrow(/React/);
  });

  it('runs only on antd’s result/index.js, only in builds', () => {
    const plugin = antdResultImages();
    expect(plugin.apply).toBe('build');
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform(source, path.join(ROOT, 'node_modules/antd/es/empty/index.js'))).toBeNull();
    expect(transform(source, RESULT_INDEX)?.code).toBe(withLazyImages(source));
  });

  it('draws the illustration in a box of fixed size, so its late arrival moves nothing', () => {
    const css = fs.readFileSync(path.join(ROOT, 'node_modules/antd/dist/antd.css'), 'utf8');
    expect(css).toMatch(/\.ant-result \.ant-result-image\{width:250px;height:295px;/);
  });
});
