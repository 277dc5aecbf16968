import i18n from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** The language in use (for the `language` request header, SPEC §7); zh-CN before initI18n. */
export function currentLanguage(): Language {
  const lang = i18n.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
