import { useSyncExternalStore } from 'react';
import i18n from 'i18next';
import dayjs from 'dayjs';
import type { ConfigProviderProps } from 'antd';
import { currentLanguage } from './current';
import type { Language } from './languages';

export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * antd's and dayjs's locale data per language, loaded with the language's texts (a few kB each),
 * so a user downloads only the one in use.
 */
const antdLoaders: Record<Language, () => Promise<{ default: AntdLocale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'zh-HK': () => import('antd/es/locale/zh_HK'),
  'en-US': () => import('antd/es/locale/en_US'),
};

/** dayjs locale names; 'en' is built into dayjs. */
export const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'zh-HK': 'zh-hk', 'en-US': 'en' };
const dayjsLoaders: Record<Language, () => Promise<unknown>> = {
  'zh-CN': () => import('dayjs/locale/zh-cn'),
  'zh-HK': () => import('dayjs/locale/zh-hk'),
  'en-US': () => Promise.resolve(),
};

const antdLocales = new Map<Language, AntdLocale>();

/** Loads antd's and dayjs's locale of a language (once). */
export async function loadUiLocale(lang: Language): Promise<void> {
  if (antdLocales.has(lang)) return;
  const [antd] = await Promise.all([antdLoaders[lang](), dayjsLoaders[lang]()]);
  antdLocales.set(lang, antd.default);
}

/** Sets dayjs's global locale (also used by antd's date pickers). */
export function applyDayjsLocale(lang: Language): void {
  dayjs.locale(DAYJS_LOCALE[lang]);
}

/** antd's locale of a language, once loaded (changeLanguage and initI18n load it first). */
export function antdLocaleFor(lang: Language): AntdLocale | undefined {
  return antdLocales.get(lang);
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** antd's locale object for the current language, for `<ConfigProvider locale={…}>`. */
export function useAntdLocale(): AntdLocale | undefined {
  const lang = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return antdLocales.get(lang);
}
