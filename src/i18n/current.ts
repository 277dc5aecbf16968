import i18n from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, readStoredLanguage, type Language } from './languages';

/**
 * The language in use (for the `language` request header, SPEC §7). Before initI18n (the first
 * sign-in calls run while the texts load) the stored preference, else zh-CN.
 */
export function currentLanguage(): Language {
  const lang = i18n.language;
  if (isLanguage(lang)) return lang;
  const stored = readStoredLanguage();
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}
