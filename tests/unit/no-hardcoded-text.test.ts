import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every string the user reads is an i18n key (docs/ARCHITECTURE.md property 6): src/**\/*.ts(x)
 * holds no Han character outside comments — the rule of the before-stop hook, with comments found
 * by a small lexer (so '//' inside a string does not hide text, and a comment spanning lines is one
 * comment). Texts belong in locales/zh-CN/<namespace>.json. mocks/ is not scanned.
 */
const HAN = /\p{Script=Han}/u;

/** The code of a TS/TSX source with comments blanked out (line structure kept). */
function stripComments(source: string): string {
  let out = '';
  let i = 0;
  let quote: string | null = null;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (quote) {
      out += c;
      if (c === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      // a quote left open by JSX text such as don't ends at the line end
      if (c === quote || (c === '\n' && quote !== '`')) quote = null;
      i += 1;
    } else if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      if (c === '"' || c === "'" || c === '`') quote = c;
      out += c;
      i += 1;
    }
  }
  return out;
}

function findHardCodedText(source: string): { line: number; text: string }[] {
  const lines = source.split('\n');
  return stripComments(source)
    .split('\n')
    .flatMap((code, index) => (HAN.test(code) ? [{ line: index + 1, text: lines[index].trim() }] : []));
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('no hard-coded Chinese text in src/', () => {
  it('the scanner finds text in code and ignores comments', () => {
    const sample = [
      '// 注释',
      'const a = 1; // 行尾注释',
      '/* 块注释 */ const b = 2;',
      '/**',
      ' * 文档注释',
      ' */',
      "const url = 'http://x' + '中文';",
      'const c = <div>确定</div>;',
      '{/* JSX 注释 */}',
      'const d = `模板',
      '${x} 文本`;',
    ].join('\n');
    expect(findHardCodedText(sample).map((f) => f.line)).toEqual([7, 8, 10, 11]);
  });

  it('src/**/*.ts(x) has no Han characters outside comments', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const found = sourceFiles(path.join(root, 'src')).flatMap((file) =>
      findHardCodedText(fs.readFileSync(file, 'utf8')).map(
        ({ line, text }) => `${path.relative(root, file)}:${line}: ${text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
