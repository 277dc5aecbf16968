import type { Language } from './languages';

/** All namespaces of one language: `{ [namespace]: resources }`. */
export type LanguageResources = Record<string, Record<string, unknown>>;

/**
 * One chunk per language (scripts/vite-plugin-locales.mjs): only the chosen language is downloaded.
 * Literal specifiers, so the bundler sees every chunk.
 */
const loaders: Record<Language, () => Promise<{ default: LanguageResources }>> = {
  'zh-CN': () => import('virtual:locales/zh-CN'),
  'zh-HK': () => import('virtual:locales/zh-HK'),
  'en-US': () => import('virtual:locales/en-US'),
};

export async function loadLanguageResources(lang: Language): Promise<LanguageResources> {
  return (await loaders[lang]()).default;
}
