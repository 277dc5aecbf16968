import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLocales } from '../../scripts/build-locales.mjs';

/**
 * Completeness of the interface texts over every namespace in locales/zh-CN (the source): en-US
 * has the same keys, nothing is empty, {{placeholders}} agree, and the generated zh-HK matches.
 * Adding a key to one language only fails here.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dir = (lang: string) => path.join(root, 'locales', lang);
const jsonFiles = (lang: string) =>
  fs.existsSync(dir(lang))
    ? fs
        .readdirSync(dir(lang))
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
const namespaces = jsonFiles('zh-CN').map((f) => f.slice(0, -'.json'.length));

type Flat = Map<string, unknown>;
function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, value);
  return out;
}
function load(lang: string, ns: string): Flat {
  const file = path.join(dir(lang), `${ns}.json`);
  const text = fs.readFileSync(file, 'utf8');
  try {
    return flatten(JSON.parse(text));
  } catch (error) {
    throw new Error(`locales/${lang}/${ns}.json is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}
/** i18next plural forms differ per language (zh: _other; en: _one and _other): compare the base key. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (flat: Flat) => new Set([...flat.keys()].map((k) => k.replace(PLURAL, '')));
const missing = (from: Set<string>, to: Set<string>) => [...from].filter((k) => !to.has(k)).sort();
const placeholders = (value: unknown) =>
  typeof value === 'string' ? [...value.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]).sort() : [];
const isEmpty = (value: unknown) => typeof value !== 'string' || value.trim() === '';

describe('locales', () => {
  beforeAll(async () => {
    await buildLocales({ root });
  }, 30_000);

  it('zh-CN has namespaces, and en-US has the same ones', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(jsonFiles('en-US')).toEqual(jsonFiles('zh-CN'));
  });

  it('zh-HK is generated for exactly the zh-CN namespaces', () => {
    expect(jsonFiles('zh-HK')).toEqual(jsonFiles('zh-CN'));
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    it('has every zh-CN key in en-US and every en-US key in zh-CN', () => {
      const zh = baseKeys(load('zh-CN', ns));
      const en = baseKeys(load('en-US', ns));
      expect({ missingInEnUS: missing(zh, en), missingInZhCN: missing(en, zh) }).toEqual({
        missingInEnUS: [],
        missingInZhCN: [],
      });
    });

    it('has no empty or non-text values', () => {
      for (const lang of ['zh-CN', 'en-US', 'zh-HK']) {
        const empty = [...load(lang, ns)].filter(([, v]) => isEmpty(v)).map(([k]) => k);
        expect({ lang, empty }).toEqual({ lang, empty: [] });
      }
    });

    it('has the same {{placeholders}} in zh-CN and en-US', () => {
      const zh = load('zh-CN', ns);
      const en = load('en-US', ns);
      const differ: string[] = [];
      // {{count}} is left out: an English singular ("one file") may rightly omit it.
      for (const [key, value] of zh) {
        const base = key.replace(PLURAL, '');
        const want = placeholders(value).filter((p) => p !== 'count');
        for (const [enKey, enValue] of en) {
          if (enKey.replace(PLURAL, '') !== base) continue;
          const got = placeholders(enValue).filter((p) => p !== 'count');
          if (want.join() !== got.join()) differ.push(`${key}: zh-CN {${want}} vs en-US ${enKey} {${got}}`);
        }
      }
      expect(differ).toEqual([]);
    });

    it('has in zh-HK the same keys and placeholders as zh-CN', () => {
      const zh = load('zh-CN', ns);
      const hk = load('zh-HK', ns);
      expect([...hk.keys()]).toEqual([...zh.keys()]);
      for (const [key, value] of zh) expect([key, placeholders(hk.get(key))]).toEqual([key, placeholders(value)]);
    });
  });
});
