import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNUSED_ANTD_COMPONENTS, withoutAntdClasses } from '../../scripts/vite-plugin-antd-css.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ANTD = path.join(ROOT, 'node_modules/antd/es');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** antd's component folders the portal renders: those its code imports, and those they import in turn. */
function antdFoldersInUse(): Set<string> {
  const folderOf = new Map<string, string>();
  for (const m of fs
    .readFileSync(path.join(ANTD, 'index.js'), 'utf8')
    .matchAll(/export \{ default as (\w+)[^}]*\} from '\.\/([\w-]+)'/g)) {
    folderOf.set(m[1], m[2]);
  }
  const used = new Set<string>();
  for (const file of filesUnder(path.join(ROOT, 'src'), /\.tsx?$/)) {
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const name of m[1].split(',').map(
        (s) =>
          s
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      )) {
        const folder = folderOf.get(name);
        if (folder) used.add(folder);
      }
    }
    for (const m of code.matchAll(/from\s*'antd\/(?:es|lib)\/([\w-]+)/g)) used.add(m[1]);
  }
  const queue = [...used];
  while (queue.length) {
    const folder = queue.pop()!;
    const dir = path.join(ANTD, folder);
    if (!fs.existsSync(dir)) continue;
    for (const file of filesUnder(dir, /\.js$/)) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/from '\.\.\/([\w-]+)/g)) {
        if (!used.has(m[1])) {
          used.add(m[1]);
          queue.push(m[1]);
        }
      }
    }
  }
  return used;
}

describe('antd stylesheet without the components the portal never renders (scripts/vite-plugin-antd-css.mjs)', () => {
  it('leaves out no component that a screen, or an antd component a screen uses, renders', () => {
    const used = antdFoldersInUse();
    expect(used.has('button') && used.has('table') && used.has('dropdown')).toBe(true); // the scan finds the screens' components
    expect(Object.keys(UNUSED_ANTD_COMPONENTS).filter((folder) => used.has(folder))).toEqual([]);
  });

  it('every folder named exists in antd', () => {
    for (const folder of Object.keys(UNUSED_ANTD_COMPONENTS))
      expect(fs.existsSync(path.join(ANTD, folder)), folder).toBe(true);
  });

  it('still matches antd.css: each named class has rules there, and the build takes them all out', () => {
    const css = fs.readFileSync(path.join(ROOT, 'node_modules/antd/dist/antd.css'), 'utf8');
    const classes = Object.values(UNUSED_ANTD_COMPONENTS);
    const out = withoutAntdClasses(css, classes);
    for (const name of classes) {
      const rule = new RegExp(`\\.ant-${name}(?![a-zA-Z0-9_])`);
      expect(css, name).toMatch(rule);
      expect(out, name).not.toMatch(rule);
    }
    expect(out).toContain('.ant-btn');
  });

  it('drops the rules of the named classes and keeps everything else as it was', () => {
    const css =
      '.ant-btn{color:red}.ant-steps{margin:0}.ant-steps-item,.ant-btn-primary{color:blue}' +
      ':where(.css-var-x).ant-steps-item:is(.a,.b){x:1}.ant-stepsx{y:2}' +
      '@media (max-width:575px){.ant-steps{z:3}}@media print{.ant-btn{w:4}}' +
      '@keyframes antStepsIn{from{opacity:0}}.ant-tag::after{content:"}"}';
    expect(withoutAntdClasses(css, ['steps'])).toBe(
      '.ant-btn{color:red}.ant-btn-primary{color:blue}.ant-stepsx{y:2}@media print{.ant-btn{w:4}}' +
        '@keyframes antStepsIn{from{opacity:0}}.ant-tag::after{content:"}"}',
    );
  });

  it('changes nothing in antd.css when no class is named', () => {
    const css = fs.readFileSync(path.join(ROOT, 'node_modules/antd/dist/antd.css'), 'utf8');
    expect(withoutAntdClasses(css, ['no-such-component'])).toBe(css);
  });
});
