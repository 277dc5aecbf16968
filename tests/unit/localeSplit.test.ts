import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_ERRORS,
  FIRST_SCREEN_KEYS,
  FIRST_SCREEN_NAMESPACES,
  routeTitleKeys,
  splitTexts,
} from '../../scripts/vite-plugin-locales.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

function readLanguage(lang: string) {
  const dir = path.join(ROOT, 'locales', lang);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -5), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Record<string, unknown>]),
  );
}

/** Every leaf as 'ns:a.b.c' → text. */
function leaves(bundle: Record<string, Record<string, unknown>>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(prefix ? `${prefix}.${k}` : k, v);
    else out.set(prefix, value);
  };
  for (const [ns, resources] of Object.entries(bundle))
    for (const [k, v] of Object.entries(resources)) walk(`${ns}:${k}`, v);
  return out;
}

/** Issue 6, initial JS: each language's texts are two chunks, the first screen's and the rest. */
describe('the split of a language’s texts (scripts/vite-plugin-locales.mjs)', () => {
  it('finds every route’s title key', async () => {
    const titles = await routeTitleKeys(path.join(ROOT, 'src'));
    expect(titles).toEqual(
      expect.arrayContaining(['workbench:title', 'orders:title.approval', 'mail:title', 'shell:route.cas']),
    );
    expect(titles.length).toBeGreaterThan(20);
  });

  it('puts every text in exactly one part, the first screen’s namespaces and keys in the first', async () => {
    const firstKeys = [...(await routeTitleKeys(path.join(ROOT, 'src'))), ...FIRST_SCREEN_KEYS];
    for (const lang of ['zh-CN', 'zh-HK', 'en-US']) {
      const bundle = readLanguage(lang);
      const { first, rest } = splitTexts(bundle, firstKeys);
      const all = leaves(bundle);
      const a = leaves(first);
      const b = leaves(rest);
      expect(a.size + b.size, lang).toBe(all.size);
      for (const [key, text] of all) expect(a.has(key) ? a.get(key) : b.get(key), `${lang} ${key}`).toBe(text);
      for (const ns of FIRST_SCREEN_NAMESPACES) if (bundle[ns]) expect(first[ns], `${lang} ${ns}`).toEqual(bundle[ns]);
      for (const key of firstKeys) {
        const [ns, dotted] = key.split(':');
        const found = [...a.keys()].some((k) => k === key || k.startsWith(`${ns}:${dotted}_`));
        expect(found, `${lang} ${key}`).toBe(true);
      }
      // Most of the pages' texts wait for the rest.
      expect(b.size, lang).toBeGreaterThan(a.size);
    }
  });

  it('takes a text’s plural forms with it, and nothing of a namespace without first-screen keys', () => {
    const bundle = {
      mail: {
        title: 'Mail',
        unreadCount_one: '{{count}} unread',
        unreadCount_other: '{{count}} unread',
        list: { title: 'Inbox' },
      },
      upload: { pick: 'Choose' },
    };
    const { first, rest } = splitTexts(bundle, ['mail:title', 'mail:unreadCount']);
    expect(first).toEqual({
      mail: { title: 'Mail', unreadCount_one: '{{count}} unread', unreadCount_other: '{{count}} unread' },
    });
    expect(rest).toEqual({ mail: { list: { title: 'Inbox' } }, upload: { pick: 'Choose' } });
  });

  /**
   * What the first load's code reads must be in the first part: its files (the shell, the client,
   * the stores, the homes and the kit parts they use) name no other namespace and no error text
   * outside FIRST_SCREEN_ERRORS. Read from the source, so a new text of the shell is checked too.
   */
  it('holds every text the first screen’s code names', () => {
    const FIRST_LOAD_SOURCES = [
      'src/app',
      'src/api',
      'src/i18n',
      'src/lib',
      'src/stores',
      'src/features/workbench',
      'src/kit/dialog',
      'src/kit/useRequest.ts',
      'src/kit/prefetch.ts',
    ];
    // Parts of those folders that only a dynamic import reaches after the first screen, with the rest
    // of the texts: the shell's search box (SearchLauncher loads it when idle or at its first use); the
    // lookups' contract, whose messages only a page's lookup dialog shows.
    const LAZY_PARTS = ['src/app/search/FindAnything.tsx', 'src/api/lookupContract.ts'];
    const files = FIRST_LOAD_SOURCES.flatMap((entry) => {
      const full = path.join(ROOT, entry);
      if (fs.statSync(full).isFile()) return [full];
      return (fs.readdirSync(full, { recursive: true }) as string[])
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => path.join(full, f));
    }).filter((file) => !LAZY_PARTS.includes(path.relative(ROOT, file).split(path.sep).join('/')));
    expect(files.length).toBeGreaterThan(50);
    const namespaces = new Set(Object.keys(readLanguage('zh-CN')));
    const firstNamespaces = new Set([...FIRST_SCREEN_NAMESPACES, 'server']);
    // Namespaces the first part holds some texts of (a component may read them by key).
    const partlyFirst = new Set(FIRST_SCREEN_KEYS.map((key) => key.split(':')[0]));
    const errorOf = (key: string) => FIRST_SCREEN_ERRORS.some((k) => key === k || key.startsWith(`${k}_`));
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      const where = path.relative(ROOT, file);
      for (const [, ns] of source.matchAll(/useTranslation\(\[?'([\w-]+)'/g))
        expect(firstNamespaces.has(ns) || partlyFirst.has(ns), `${where}: useTranslation('${ns}')`).toBe(true);
      for (const [, key] of source.matchAll(/['`]errors:(\w+)/g))
        expect(errorOf(key), `${where}: errors:${key}`).toBe(true);
      for (const [, ns, key] of source.matchAll(/['`]([a-zA-Z]+):([\w.]+)['`]/g))
        if (namespaces.has(ns) && !firstNamespaces.has(ns) && ns !== 'errors')
          expect(FIRST_SCREEN_KEYS, `${where}: ${ns}:${key}`).toContain(`${ns}:${key}`);
      if (where === path.join('src', 'api', 'errors.ts'))
        for (const [, key] of source.matchAll(/(?:catalogue\(|key: )'(\w+)'/g))
          expect(errorOf(key), `${where}: ${key}`).toBe(true);
    }
  });
});
