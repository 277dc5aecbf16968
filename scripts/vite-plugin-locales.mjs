/**
 * Vite plugin for the interface texts (docs/ARCHITECTURE.md, property 6).
 *
 * - Generates locales/zh-HK from locales/zh-CN (scripts/build-locales.mjs) at build start, so
 *   `vite`, `vite build` and `vitest` work on a fresh clone even without `npm run locales`.
 * - Serves one virtual module per language, `virtual:locales/<lang>`, whose default export is
 *   `{ [namespace]: resources }` for every locales/<lang>/*.json. src/i18n imports them lazily, so
 *   one language's texts are one chunk and only the chosen language is downloaded.
 * - In dev, a change, addition or removal of a locale file regenerates zh-HK when the source
 *   changed, invalidates the affected language modules and reloads the page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildLocales, DERIVED_LANGUAGE, SOURCE_LANGUAGE } from './build-locales.mjs';

export const VIRTUAL_PREFIX = 'virtual:locales/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;
const LANGUAGES = [SOURCE_LANGUAGE, DERIVED_LANGUAGE, 'en-US'];

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
        const language = id.slice(VIRTUAL_PREFIX.length);
        return LANGUAGES.includes(language) ? RESOLVED_PREFIX + language : null;
      },
    },
    load: {
      filter: { id: /^\0virtual:locales\// },
      async handler(id) {
        const language = id.slice(RESOLVED_PREFIX.length);
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
        // JSON.parse of a string literal is faster to evaluate than the same object literal.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(bundle))});\n`;
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
        for (const lang of stale) {
          const mod = this.environment.moduleGraph.getModuleById(RESOLVED_PREFIX + lang);
          if (mod) this.environment.moduleGraph.invalidateModule(mod);
        }
        this.environment.logger.info(`locales: ${path.relative(root, file)} ${type}d, reloading`, { timestamp: true });
        this.environment.hot.send({ type: 'full-reload' });
      }
      return [];
    },
  };
}
