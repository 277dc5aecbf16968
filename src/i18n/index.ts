/**
 * Interface languages (SPEC §1, §3, §7, §8, §9; docs/ARCHITECTURE.md properties 6 and 7).
 *
 * Texts live in locales/<lang>/<namespace>.json (zh-CN the source, en-US translated, zh-HK
 * generated with opencc-js at build time). Each language is two lazily loaded chunks: the first
 * screen's texts, which the app awaits (`initI18n()`) before its first render, and the rest
 * (`loadRestTexts()`), which pages other than the homes wait for (app/routing/lazyPage) and the
 * shell fetches once its first screen is up. Components use `useTranslation('<ns>')` from
 * react-i18next, keys as 'ns:key'.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDayjsLocale, loadUiLocale } from './antdLocale';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  browserLanguages,
  isLanguage,
  readStoredLanguage,
  resolveInitialLanguage,
  writeStoredLanguage,
  type Language,
} from './languages';
import { currentLanguage } from './current';
import { loadLanguageResources, loadRestResources } from './resources';
import { prepareServerTexts, SERVER_NS } from './serverText';

export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANG_STORAGE_KEY,
  availableLanguages,
  isLanguage,
  mapLanguageTag,
  resolveInitialLanguage,
  readStoredLanguage,
  browserLanguages,
  type Language,
} from './languages';
export { currentLanguage } from './current';
export { SERVER_NS, localizeServerText, translateServerText } from './serverText';
export { antdLocaleFor, useAntdLocale, type AntdLocale } from './antdLocale';
export { i18n };

const loadedTexts = new Set<Language>();
const restTexts = new Map<Language, Promise<void>>();
const pendingServerTexts = new Map<Language, Record<string, string>>();
let initPromise: Promise<void> | null = null;

function addTexts(lang: Language, bundle: Record<string, Record<string, unknown>>): void {
  for (const [ns, resources] of Object.entries(bundle)) i18n.addResourceBundle(lang, ns, resources, true, true);
}

async function loadTexts(lang: Language): Promise<void> {
  // A language switched to after the rest was wanted comes with its rest: open pages re-render in it.
  const rest = restTexts.size > 0 && !restTexts.has(lang) ? loadRestTexts(lang) : undefined;
  if (!loadedTexts.has(lang)) {
    addTexts(lang, await loadLanguageResources(lang));
    loadedTexts.add(lang);
  }
  await rest;
}

/**
 * Loads the texts outside the first screen (of the current language unless `lang` is given): at
 * most once per language; a failed load is tried again by the next call.
 */
export function loadRestTexts(lang: Language = currentLanguage()): Promise<void> {
  let loading = restTexts.get(lang);
  if (!loading) {
    // A deep link's page asks for them during the sign-in, maybe before i18next is initialised
    // (its store's methods exist only from then on).
    loading = Promise.all([loadRestResources(lang), initI18n()]).then(
      ([bundle]) => addTexts(lang, bundle),
      (error: unknown) => {
        restTexts.delete(lang);
        throw error;
      },
    );
    restTexts.set(lang, loading);
  }
  return loading;
}

function applyEnvironment(lang: Language): void {
  applyDayjsLocale(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * Initialises the default i18next instance (with react-i18next) in `opts.language`, else in the
 * language of SPEC §9 known before sign-in (stored LangInfo, then the browser). Loads only that
 * language's texts and antd/dayjs locale. Calling it again only waits for (or re-applies) it.
 */
export function initI18n(opts: { language?: Language } = {}): Promise<void> {
  if (initPromise) {
    const { language } = opts;
    return language ? initPromise.then(() => switchTo(language)) : initPromise;
  }
  initPromise = doInit(opts.language).catch((error: unknown) => {
    initPromise = null;
    throw error;
  });
  return initPromise;
}

async function doInit(language: Language | undefined): Promise<void> {
  const lang = language ?? resolveInitialLanguage({ stored: readStoredLanguage(), browser: browserLanguages() });
  const [bundle] = await Promise.all([loadLanguageResources(lang), loadUiLocale(lang)]);
  const server = { ...pendingServerTexts.get(lang) };
  await i18n.use(initReactI18next).init({
    resources: { [lang]: { ...bundle, [SERVER_NS]: server } },
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: [...Object.keys(bundle), SERVER_NS],
    defaultNS: 'common',
    // Other languages are added when switched to (changeLanguage), never all up front.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    // Keys are always 'ns:key.path'. Named explicitly (they are i18next's defaults), i18next skips
    // its per-call test of whether a key looks like a natural-language sentence.
    nsSeparator: ':',
    keySeparator: '.',
    returnNull: false,
    // Texts are loaded before the first render: nothing to suspend for.
    react: { useSuspense: false },
  });
  for (const [pendingLang, texts] of pendingServerTexts) {
    if (pendingLang !== lang) i18n.addResourceBundle(pendingLang, SERVER_NS, texts, true, true);
  }
  pendingServerTexts.clear();
  loadedTexts.add(lang);
  applyEnvironment(lang);
}

/**
 * Resolves once the texts initI18n started loading are in (at once when it has not been called);
 * never rejects. The sign-in's calls run while they load, and a message made before would be empty.
 */
export function textsSettled(): Promise<void> {
  return initPromise ? initPromise.catch(() => undefined) : Promise.resolve();
}

/** Loads everything a language needs (its texts, antd and dayjs locale) without switching to it. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (!isLanguage(lang)) throw new Error(`Unsupported language: ${String(lang)}`);
  // Before initI18n, the language is loaded by initialising in it.
  await (initPromise ?? initI18n({ language: lang }));
  await Promise.all([loadTexts(lang), loadUiLocale(lang)]);
}

async function switchTo(lang: Language): Promise<void> {
  await loadLanguage(lang);
  applyEnvironment(lang);
  await i18n.changeLanguage(lang);
}

/**
 * Switches the interface to `lang`: loads its texts, switches i18next, the dayjs locale and
 * <html lang>, and keeps the choice under LangInfo (SPEC §3).
 */
export async function changeLanguage(lang: Language): Promise<void> {
  await switchTo(lang);
  writeStoredLanguage(lang);
}

/**
 * Adds the server's i18n download of a language (flat `{ key: text }`) to the namespace `server`
 * (see translateServerText). Before initI18n the texts are kept and added at initialisation.
 */
export async function mergeServerTexts(lang: Language, texts: Record<string, string>): Promise<void> {
  const strings = Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  await textsSettled();
  if (!i18n.isInitialized) {
    pendingServerTexts.set(lang, { ...pendingServerTexts.get(lang), ...strings });
    return;
  }
  i18n.addResourceBundle(lang, SERVER_NS, strings, true, true);
}

/** What a switch to `lang` needs: its texts, antd's and dayjs's locale and the zh-HK converter of the server's texts. */
const loadForSwitch = (lang: Language) => Promise.all([loadLanguage(lang), prepareServerTexts(lang)]);

/** loadForSwitch ahead of the switch (the language menu opened); a failure is left to the switch itself. */
export function prepareLanguage(lang: Language): void {
  void loadForSwitch(lang).catch(() => undefined);
}

/**
 * The language menu's switch (SPEC §7 "POST i18n preference set", §8 switch messages). Loads the
 * new language first, then saves the preference on the server, then switches; resolves true (ok)
 * or false (failed). A failure leaves the interface and LangInfo as they were. The caller shows
 * `t('lang:switchSuccess')` or `t('lang:switchFailed')` (already in the new language).
 */
export async function switchLanguage(
  lang: Language,
  { saveToServer }: { saveToServer: (languageCode: Language) => Promise<unknown> },
): Promise<boolean> {
  try {
    await loadForSwitch(lang);
    await saveToServer(lang);
    await changeLanguage(lang);
    return true;
  } catch (error) {
    console.warn(`i18n: switching to ${String(lang)} failed`, error);
    return false;
  }
}
