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

type Language = 'zh-CN' | 'en-US';
/** A value that is the screen's text of another key in the same language (a label: `t(labelKey)`). */
export type ScreenKey = { screenKey: string; values?: Record<string, unknown> };
export const screenKey = (key: string, values?: Record<string, unknown>): ScreenKey => ({ screenKey: key, values });
const isScreenKey = (v: unknown): v is ScreenKey => typeof v === 'object' && v !== null && 'screenKey' in v;

function say(lng: Language, key: string, values?: Record<string, unknown>): string {
  if (!texts.exists(key, { lng })) throw new Error(`locales/${lng} has no text ${key}`);
  const filled = Object.fromEntries(
    Object.entries(values ?? {}).map(([name, v]) => [name, isScreenKey(v) ? say(lng, v.screenKey, v.values) : v]),
  );
  return texts.getFixedT(lng)(key, filled);
}

/**
 * What the screen shows for `key` (with `values`, a `screenKey` value as its own text in the same
 * language, as the screen gives `t(labelKey)`) in zh-CN and en-US; a missing key fails.
 */
export function screenText(key: string, values?: Record<string, unknown>): { zh: string; en: string } {
  return { zh: say('zh-CN', key, values), en: say('en-US', key, values) };
}

/**
 * The mock's message (zh-CN as sent) and its English in the server's text download (the glossary),
 * to compare with `screenText` of the same case.
 */
export const mockWords = (message: string): { zh: string; en: string | undefined } => ({
  zh: message,
  en: english(message),
});

/** A mock answer's code with its words (`mockWords`), to compare with `{ code, ...screenText(…) }`. */
export const answerWords = (answer: { returncode: string; message: string }) => ({
  code: answer.returncode,
  ...mockWords(answer.message),
});

/**
 * SPEC §5 "Length limits (server messages)": what the client shows for a server's length message of the
 * field labelled `labelKey` (errors:serverFieldTooLong, the label as the form words it), in zh-CN and en-US.
 */
export const tooLongText = (labelKey: string, max: number) =>
  screenText('errors:serverFieldTooLong', { field: screenKey(labelKey), max });
