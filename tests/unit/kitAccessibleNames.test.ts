import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The page speaks one language (SPEC §9 languages): every accessible name, tooltip and placeholder
 * of the kit comes from the user's texts (an i18n key), never an English literal in the code.
 */

const KIT = join(__dirname, '../../src/kit');
const ATTRIBUTES = 'aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt';

/** A literal with a letter: attr="Close", attr={'Close'}, attr={`Row ${n}`}, 'aria-label': 'Close', title: 'Close'. */
const LITERALS = [
  new RegExp(`\\s(?:${ATTRIBUTES})=(?:"[^"]*[A-Za-z][^"]*"|'[^']*[A-Za-z][^']*')`, 'g'),
  new RegExp(
    `\\s(?:${ATTRIBUTES})=\\{\\s*(?:'[^']*[A-Za-z][^']*'|"[^"]*[A-Za-z][^"]*"|\`[^\`]*[A-Za-z][^\`]*\`)\\s*\\}`,
    'g',
  ),
  new RegExp(
    `(?:['"](?:${ATTRIBUTES})['"]|\\b(?:ariaLabel|title|placeholder|tooltip))\\s*:\\s*(?:'[^']*[A-Za-z][^']*'|"[^"]*[A-Za-z][^"]*"|\`[^\`$]*[A-Za-z][^\`]*\`)`,
    'g',
  ),
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function englishLiterals(text: string): string[] {
  return LITERALS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0].trim()));
}

describe('the kit names things in the user’s language', () => {
  it('finds the literals it looks for', () => {
    expect(englishLiterals('<Button aria-label="Close" />')).toEqual(['aria-label="Close"']);
    expect(englishLiterals('<Input placeholder={`Search ${x}`} />')).toEqual(['placeholder={`Search ${x}`}']);
    expect(englishLiterals("<b title={'Maximise'} />")).toEqual(["title={'Maximise'}"]);
    expect(englishLiterals("getCheckboxProps: () => ({ 'aria-label': 'Select row' })")).toEqual([
      "'aria-label': 'Select row'",
    ]);
    expect(englishLiterals("const a = { placeholder: 'Type here' };")).toEqual(["placeholder: 'Type here'"]);
    expect(englishLiterals('<img alt="" /> <b aria-label={t(\'kit:x\')} title={name} />')).toEqual([]);
    expect(englishLiterals("{ titleKey: 'kit:grid.actions', title: t('x') }")).toEqual([]);
  });

  it('has no English aria-label, title or placeholder literal in src/kit', () => {
    const found = sources(KIT).flatMap((file) =>
      englishLiterals(readFileSync(file, 'utf8')).map((hit) => `${relative(KIT, file)}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
