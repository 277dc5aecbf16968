/**
 * The screen's words for a refusal, for the mock-backend tests: i18next (as the app sets it up:
 * 'ns:key.path', escapeValue off) over locales/zh-CN and locales/en-US, so a test reads what the
 * client shows for a key and its values, independently of how the mock words it (mocks/catalogue).
 */
import i18next from 'i18next';
import { english } from '../../mocks/glossary';

type Texts = Record<string, unknown>;
const zhCN = import.meta.glob<Texts>('../../locales/zh-CN/*.json', { eager: true, import: 'default' });
const enUS = import.meta.glob<Texts>('../../locales/en-US/*.json', { eager: true, import: 'default' });
const byNamespace = (files: Record<string, Texts>) =>
  Object.fromEntries(Object.entries(files).map(([path, texts]) => [path.replace(/^.*\/|\.json$/g, ''), texts]));

const texts = i18next.createInstance();
await texts.init({
  resources: { 'zh-CN': byNamespace(zhCN), 'en-US': byNamespace(enUS) },
  lng: 'zh-CN',
  interpolation: { escapeValue: false },
  nsSeparator: ':',
  keySeparator: '.',
  returnNull: false,
});

/** What the screen shows for `key` (with `values`) in zh-CN and en-US; a missing key fails. */
export function screenText(key: string, values?: Record<string, unknown>): { zh: string; en: string } {
  const say = (lng: 'zh-CN' | 'en-US') => {
    if (!texts.exists(key, { lng })) throw new Error(`locales/${lng} has no text ${key}`);
    return texts.getFixedT(lng)(key, values ?? {});
  };
  return { zh: say('zh-CN'), en: say('en-US') };
}

/**
 * The mock's message (zh-CN as sent) and its English in the server's text download (the glossary),
 * to compare with `screenText` of the same case.
 */
export const mockWords = (message: string): { zh: string; en: string | undefined } => ({
  zh: message,
  en: english(message),
});
