import type { Language } from './languages';

/** Namespaces of one language: `{ [namespace]: resources }`. */
export type LanguageResources = Record<string, Record<string, unknown>>;

type Loader = () => Promise<{ default: LanguageResources }>;

/**
 * Two chunks per language (scripts/vite-plugin-locales.mjs): the first screen's texts and the rest.
 * Only the chosen language is downloaded. Literal specifiers, so the bundler sees every chunk.
 */
const firstScreen: Record<Language, Loader> = {
  'zh-CN': () => import('virtual:locales/zh-CN'),
  'zh-HK': () => import('virtual:locales/zh-HK'),
  'en-US': () => import('virtual:locales/en-US'),
};
const rest: Record<Language, Loader> = {
  'zh-CN': () => import('virtual:locales/zh-CN-rest'),
  'zh-HK': () => import('virtual:locales/zh-HK-rest'),
  'en-US': () => import('virtual:locales/en-US-rest'),
};

/** The texts of the shell, the homes, the error messages and the route titles. */
export async function loadLanguageResources(lang: Language): Promise<LanguageResources> {
  return (await firstScreen[lang]()).default;
}

/** Every other text of the language (the pages', and those of the dialogs and kits they open). */
export async function loadRestResources(lang: Language): Promise<LanguageResources> {
  return (await rest[lang]()).default;
}
