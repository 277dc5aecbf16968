/**
 * Vite plugin for the interface texts (docs/ARCHITECTURE.md, property 6).
 *
 * - Generates locales/zh-HK from locales/zh-CN (scripts/build-locales.mjs) at build start, so
 *   `vite`, `vite build` and `vitest` work on a fresh clone even without `npm run locales`.
 * - Serves two virtual modules per language, each exporting `{ [namespace]: resources }` from
 *   locales/<lang>/*.json: `virtual:locales/<lang>` holds the first screen's texts (the shell's,
 *   the homes', the errors it can show and every route's title, for the menu and the tabs) and
 *   `virtual:locales/<lang>-rest` everything else. src/i18n loads the first with the app and the
 *   rest after the first screen or with the first other page (issue 6: 7.5 KB gzip less before
 *   the workbench is ready). Only the chosen language is downloaded.
 * - In dev, a change, addition or removal of a locale file regenerates zh-HK when the source
 *   changed, invalidates the affected language modules and reloads the page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildLocales, DERIVED_LANGUAGE, SOURCE_LANGUAGE } from './build-locales.mjs';

export const VIRTUAL_PREFIX = 'virtual:locales/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;
const LANGUAGES = [SOURCE_LANGUAGE, DERIVED_LANGUAGE, 'en-US'];
const REST = '-rest';

/** Namespaces the first screen (shell, homes) reads whole. */
export const FIRST_SCREEN_NAMESPACES = ['common', 'dialog', 'lang', 'shell', 'workbench'];
/**
 * The error texts the shell and the HTTP client can show on the first screen (any call's failure,
 * the sign-in's and the supplier checks'); the pages' own error texts come with the rest.
 * `code` stands for every `code_<server code>` text.
 */
export const FIRST_SCREEN_ERRORS = [
  'timeout',
  'accessException',
  'notFound',
  'aborted',
  'serviceException',
  'importRowEmpty',
  'serverFieldRequired',
  'serverFieldTooLong',
  'serverFieldFormat',
  'serverNotExist',
  'serverMessage',
  'pageLoadFailed',
  'code',
  'vendorFetchFailed',
  'vendorEmpty',
  'vendorNotFoundForBu',
  'vendorDisabled',
  'partnerDisabled',
  'partnerDisabledLogout',
  'orgLogisticsOperationCentre',
  // The platform's contract maps A0411 (a file address the store does not have) to it for every download.
  'downloadInvalidPath',
];
/** Single texts of other namespaces the shell shows (the header's mail button, the errors above). */
export const FIRST_SCREEN_KEYS = [
  'mail:title',
  'mail:unreadCount',
  ...FIRST_SCREEN_ERRORS.map((key) => `errors:${key}`),
];
/** Where the routes are declared: their `titleKey`s label the menu and the tabs. */
const ROUTE_FILES = /(^|[\\/])(routes|standaloneRoutes)\.ts$/;

/** The route declaration files under `dir` (full paths). */
async function routeFiles(dir) {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries
    .filter((f) => ROUTE_FILES.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Every `titleKey: 'ns:key'` in the route declarations under `dir`. */
export async function routeTitleKeys(dir) {
  const keys = new Set();
  for (const file of await routeFiles(dir)) {
    for (const m of (await fs.readFile(file, 'utf8')).matchAll(/titleKey: '([\w-]+:[\w.]+)'/g)) keys.add(m[1]);
  }
  return [...keys];
}

/** 'zh-CN' of the virtual module part 'zh-CN' or 'zh-CN-rest'. */
const languageOfPart = (part) => (part.endsWith(REST) ? part.slice(0, -REST.length) : part);

/** The value at a dotted path, with i18next's plural forms of a leaf (`key_one`, `key_other` …). */
function pick(resources, dotted, into) {
  const parts = dotted.split('.');
  const leaf = parts.pop();
  let from = resources;
  let to = into;
  for (const part of parts) {
    from = from?.[part];
    if (!from || typeof from !== 'object') return;
    to = to[part] ??= {};
  }
  for (const [key, value] of Object.entries(from)) if (key === leaf || key.startsWith(`${leaf}_`)) to[key] = value;
}

/** `resources` without what `taken` holds (same shape); empty objects left out. */
function without(resources, taken) {
  const out = {};
  for (const [key, value] of Object.entries(resources)) {
    if (!(key in taken)) out[key] = value;
    else if (value && typeof value === 'object' && typeof taken[key] === 'object') {
      const rest = without(value, taken[key]);
      if (Object.keys(rest).length) out[key] = rest;
    }
  }
  return out;
}

/**
 * One language's texts split into the first screen's and the rest: FIRST_SCREEN_NAMESPACES whole,
 * plus the `ns:key` texts of `firstKeys` from the other namespaces.
 */
export function splitTexts(bundle, firstKeys) {
  const first = {};
  const rest = {};
  for (const [ns, resources] of Object.entries(bundle)) {
    if (FIRST_SCREEN_NAMESPACES.includes(ns)) {
      first[ns] = resources;
      continue;
    }
    const taken = {};
    for (const key of firstKeys) if (key.startsWith(`${ns}:`)) pick(resources, key.slice(ns.length + 1), taken);
    if (Object.keys(taken).length) first[ns] = taken;
    const remaining = without(resources, taken);
    if (Object.keys(remaining).length) rest[ns] = remaining;
  }
  return { first, rest };
}

/** @returns {import('vite').Plugin} */
export default function localesPlugin() {
  let root = process.cwd();
  /** @type {(line: string) => void} */
  let log = () => {};
  /** @type {Promise<unknown> | null} */
  let generation = null;
  const generate = () => {
    const run = buildLocales({ root, log });
    generation = run.catch((error) => {
      generation = null;
      throw error;
    });
    return generation;
  };
  const ensureGenerated = () => generation ?? generate();
  const localeDir = () => path.join(root, 'locales');
  /** 'zh-CN' for locales/zh-CN/x.json, else null. */
  const languageOfFile = (file) => {
    const rel = path.relative(localeDir(), file).split(path.sep);
    return rel.length === 2 && LANGUAGES.includes(rel[0]) && rel[1].endsWith('.json') ? rel[0] : null;
  };

  return {
    name: 'fea-vsm-locales',
    configResolved(config) {
      root = config.root;
      log = (line) => config.logger.info(line, { timestamp: true });
    },
    async buildStart() {
      await generate();
    },
    resolveId: {
      filter: { id: /^virtual:locales\// },
      handler(id) {
        const part = id.slice(VIRTUAL_PREFIX.length);
        return LANGUAGES.includes(languageOfPart(part)) ? RESOLVED_PREFIX + part : null;
      },
    },
    load: {
      filter: { id: /^\0virtual:locales\// },
      async handler(id) {
        const part = id.slice(RESOLVED_PREFIX.length);
        const language = languageOfPart(part);
        if (!LANGUAGES.includes(language)) return null;
        await ensureGenerated();
        const dir = path.join(localeDir(), language);
        const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.json')).sort();
        const bundle = {};
        for (const file of files) {
          const full = path.join(dir, file);
          this.addWatchFile(full);
          try {
            bundle[file.slice(0, -'.json'.length)] = JSON.parse(await fs.readFile(full, 'utf8'));
          } catch (error) {
            this.error(`locales/${language}/${file}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        const src = path.join(root, 'src');
        // A route added or renamed changes which titles the first screen needs.
        for (const file of await routeFiles(src)) this.addWatchFile(file);
        const titles = await routeTitleKeys(src);
        const { first, rest } = splitTexts(bundle, [...titles, ...FIRST_SCREEN_KEYS]);
        const texts = part.endsWith(REST) ? rest : first;
        // JSON.parse of a string literal is faster to evaluate than the same object literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});\n`;
      },
    },
    async hotUpdate({ file, type }) {
      const language = languageOfFile(file);
      if (!language) return;
      // zh-HK files change only because the generator wrote them: handled below with the source.
      if (language === DERIVED_LANGUAGE) return [];
      if (this.environment.name === 'client') {
        if (language === SOURCE_LANGUAGE) {
          try {
            await generate();
          } catch (error) {
            this.environment.logger.error(error instanceof Error ? error.message : String(error));
            return [];
          }
        }
        const stale = language === SOURCE_LANGUAGE ? [SOURCE_LANGUAGE, DERIVED_LANGUAGE] : [language];
        for (const id of stale.flatMap((lang) => [RESOLVED_PREFIX + lang, RESOLVED_PREFIX + lang + REST])) {
          const mod = this.environment.moduleGraph.getModuleById(id);
          if (mod) this.environment.moduleGraph.invalidateModule(mod);
        }
        this.environment.logger.info(`locales: ${path.relative(root, file)} ${type}d, reloading`, { timestamp: true });
        this.environment.hot.send({ type: 'full-reload' });
      }
      return [];
    },
  };
}
