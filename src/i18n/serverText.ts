import i18n from 'i18next';
import { useSyncExternalStore } from 'react';
import { currentLanguage } from './current';
import type { Language } from './languages';

/** Namespace of the server's i18n download (GET …/vender/i18n/download/{lang}.json, SPEC §7). */
export const SERVER_NS = 'server';

const HAN = /\p{Script=Han}/u;
let converter: Promise<(text: string) => string> | null = null;
/** The converter once loaded, for texts shown at once (showServerText). */
let loaded: ((text: string) => string) | null = null;
const listeners = new Set<() => void>();
/** zh-HK forms already made: a grid converts each name once, not at every render. */
const shown = new Map<string, string>();
const SHOWN_MAX = 20_000;

/**
 * opencc-js cn → hk, loaded on first use only (docs/ARCHITECTURE.md, property 7): zh-CN and en-US
 * users never download it.
 */
function loadHongKongConverter(): Promise<(text: string) => string> {
  converter ??= import('opencc-js/cn2t')
    .then((OpenCC) => {
      loaded = OpenCC.Converter({ from: 'cn', to: 'hk' });
      listeners.forEach((listener) => listener());
      return loaded;
    })
    .catch((error: unknown) => {
      converter = null;
      throw error;
    });
  return converter;
}

/**
 * Loads what shows the server's texts in `lang` (the zh-HK converter; nothing for the others), so that a
 * switch to it draws them converted at once rather than drawing every screen again once the converter is
 * in. Never rejects: without the converter the texts show as the server wrote them.
 */
export function prepareServerTexts(lang: Language): Promise<void> {
  if (lang !== 'zh-HK') return Promise.resolve();
  return loadHongKongConverter().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A text from the server as the user should read it: converted to Traditional Chinese (Hong Kong)
 * when the interface is zh-HK (docs/ARCHITECTURE.md, property 6), unchanged otherwise. Should the
 * converter fail to load, the text is returned as it is.
 */
export async function localizeServerText(text: string): Promise<string> {
  if (currentLanguage() !== 'zh-HK' || !HAN.test(text)) return text;
  try {
    return (await loadHongKongConverter())(text);
  } catch (error) {
    console.warn('i18n: the zh-HK converter could not be loaded', error);
    return text;
  }
}

/**
 * The server-text translation of `text` in the current language (namespace `server`, keys taken
 * literally: dots and colons are part of the key), or `text` itself.
 */
export function translateServerText(text: string): string {
  if (!text || !i18n.isInitialized) return text;
  const hit: unknown = i18n.getResource(currentLanguage(), SERVER_NS, text, { keySeparator: false });
  return typeof hit === 'string' && hit !== '' ? hit : text;
}

/** A code and a name ("1201 深圳福田店"), the way grids show a store, a DC or a BU. */
const CODED = /^([\w-]+) (.+)$/;

/**
 * An English reading of a shown server text from the server's download: the whole text, else the
 * name after a code, else each name of a '、' list (joined the English way); the text as it is when
 * the download lacks it.
 */
function translateShown(text: string): string {
  const whole = translateServerText(text);
  if (whole !== text) return whole;
  const coded = CODED.exec(text);
  if (coded) {
    const name = translateServerText(coded[2]);
    if (name !== coded[2]) return `${coded[1]} ${name}`;
  }
  if (!text.includes('、')) return text;
  const names = text.split('、');
  const english = names.map(translateServerText);
  return english.some((name, i) => name !== names[i]) ? english.join(', ') : text;
}

/**
 * A server text as a grid or detail cell shows it (docs/ARCHITECTURE.md, i18n): in zh-HK its
 * Traditional form once the converter is loaded (the first text that needs it starts the load;
 * `subscribeServerText` tells when it is in), unchanged until then; in en-US the server's English
 * where its download has it (translateShown), so a name reads the same on every screen whether or not
 * the column translates it itself; unchanged in zh-CN. Codes and numbers hold no Han characters and
 * stay as they are. For display only: the row itself keeps the server's text, so whatever is sent
 * back or searched is the server's own.
 */
export function showServerText(text: string): string {
  if (!text || !HAN.test(text)) return text;
  const language = currentLanguage();
  if (language === 'en-US') return translateShown(text);
  if (language !== 'zh-HK') return text;
  if (!loaded) {
    loadHongKongConverter().catch(() => undefined);
    return text;
  }
  let hk = shown.get(text);
  if (hk === undefined) {
    if (shown.size >= SHOWN_MAX) shown.clear();
    hk = loaded(text);
    shown.set(text, hk);
  }
  return hk;
}

/** Calls `listener` when the zh-HK converter has loaded; returns the unsubscribe. */
export function subscribeServerText(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the zh-HK converter is loaded (the snapshot for useSyncExternalStore). */
export const serverTextConverterLoaded = (): boolean => loaded !== null;

/** Re-renders its component once the zh-HK converter is in (what it shows through showServerText changes then); true when in. */
export const useServerTextConverter = (): boolean =>
  useSyncExternalStore(subscribeServerText, serverTextConverterLoaded);

let simplifier: Promise<(text: string) => string> | null = null;

/**
 * Search values as the server keeps its text: in zh-HK, the Chinese a reader typed (in Traditional,
 * as the grids show the names) in Simplified (opencc hk→cn, loaded at the first Chinese search),
 * so a name copied from a grid still matches. Other languages, and values without Han characters
 * (codes, numbers, chosen ids), are sent as they are.
 */
export async function serverSearchParams(params: Record<string, unknown>): Promise<Record<string, unknown>> {
  const typed = Object.entries(params).filter(([, v]) => typeof v === 'string' && HAN.test(v));
  if (currentLanguage() !== 'zh-HK' || typed.length === 0) return params;
  try {
    simplifier ??= import('opencc-js/t2cn').then((OpenCC) => OpenCC.Converter({ from: 'hk', to: 'cn' }));
    const toServer = await simplifier;
    return { ...params, ...Object.fromEntries(typed.map(([k, v]) => [k, toServer(v as string)])) };
  } catch (error) {
    simplifier = null;
    console.warn('i18n: the zh-HK search converter could not be loaded', error);
    return params;
  }
}
