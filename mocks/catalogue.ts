/**
 * The texts of the mock server that the client's catalogue (locales/) also holds. The mock answers a
 * message by its catalogue key: the zh-CN text, as the real server answers from its own catalogue, and
 * the glossary (the en-US download) takes the en-US text from the same catalogue. No text is written
 * twice; a message only the server has stays a `tr(zh, en)`.
 */
import type * as NodeFs from 'node:fs';
import { catalogued } from './glossary';

type Texts = { readonly [key: string]: string | Texts };
type Catalogue = Record<string, Texts>;

/** Every namespace of one language, by file name: under Vite its glob, under plain Node (tsx) the folder on disk. */
function byNamespace(files: Record<string, Texts>): Catalogue {
  return Object.fromEntries(Object.entries(files).map(([path, texts]) => [path.replace(/^.*\/|\.json$/g, ''), texts]));
}

function load(language: 'zh-CN' | 'en-US', viteGlob: () => Record<string, Texts>): Catalogue {
  try {
    return byNamespace(viteGlob());
  } catch {
    // `import.meta.glob` is undefined outside Vite: calling it throws (as in domains/collect.ts).
    const fs = process.getBuiltinModule('node:fs') as typeof NodeFs;
    const folder = new URL(`../locales/${language}/`, import.meta.url);
    const files = fs.readdirSync(folder).filter((name) => name.endsWith('.json'));
    return byNamespace(
      Object.fromEntries(
        files.map((name) => [name, JSON.parse(fs.readFileSync(new URL(name, folder), 'utf8')) as Texts]),
      ),
    );
  }
}

const ZH_CN = load('zh-CN', () =>
  import.meta.glob<Texts>('../locales/zh-CN/*.json', { eager: true, import: 'default' }),
);
const EN_US = load('en-US', () =>
  import.meta.glob<Texts>('../locales/en-US/*.json', { eager: true, import: 'default' }),
);

function lookUp(texts: Record<string, Texts>, key: string): string {
  const [ns, path] = key.split(':');
  let node: string | Texts | undefined = texts[ns];
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`The catalogue has no text ${key}`);
  return node;
}

/** Interpolation values of a catalogue text, as the screen gives them to i18next (`t(key, values)`). */
export type CatalogueValues = Readonly<Record<string, unknown>>;

/** A placeholder's value that is itself a catalogue text (a field's label, a step): each language takes its own. */
class Keyed {
  constructor(
    readonly key: string,
    readonly values?: CatalogueValues,
  ) {}
}

/**
 * A catalogue key as a placeholder's value, filled in each language with that language's text, as the
 * screen gives `t(labelKey)` (with `values`, that text's own placeholders filled too).
 */
export const keyed = (key: string, values?: CatalogueValues): Keyed => new Keyed(key, values);

/**
 * A catalogue text of one language with its `{{name}}` placeholders filled as i18next fills them
 * (escapeValue off, a value as its String, a `keyed` value as its text in the same language); without
 * values the text as it is. A placeholder without a value is a mistake.
 */
function textIn(texts: Catalogue, key: string, values?: CatalogueValues): string {
  const text = lookUp(texts, key);
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The catalogue text ${key} needs {{${name}}}`);
    return value instanceof Keyed ? textIn(texts, value.key, value.values) : String(value);
  });
}

/**
 * The zh-CN text of a catalogue key (e.g. a refusal the client words the same), its en-US in the glossary;
 * with `values`, both filled in as the screen fills them (a row, a line, a label), the filled pair entering the glossary.
 */
export const catalogue = (key: string, values?: CatalogueValues): string =>
  catalogued(textIn(ZH_CN, key, values), textIn(EN_US, key, values));

/**
 * A catalogue text in both languages, for a title the mock words in the caller's language: the
 * catalogue may word one Chinese text two ways in English (备注: "Remark", "Remarks"), so an export's
 * column title keeps its own key's English rather than the glossary's first.
 */
export const catalogueText = (key: string): { zh: string; en: string } => ({
  zh: catalogue(key),
  en: lookUp(EN_US, key),
});
