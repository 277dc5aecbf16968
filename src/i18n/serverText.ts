import i18n from 'i18next';
import { currentLanguage } from './current';

/** Namespace of the server's i18n download (GET …/vender/i18n/download/{lang}.json, SPEC §7). */
export const SERVER_NS = 'server';

const HAN = /\p{Script=Han}/u;
let converter: Promise<(text: string) => string> | null = null;

/**
 * opencc-js cn → hk, loaded on first use only (docs/ARCHITECTURE.md, property 7): zh-CN and en-US
 * users never download it.
 */
function loadHongKongConverter(): Promise<(text: string) => string> {
  converter ??= import('opencc-js/cn2t')
    .then((OpenCC) => OpenCC.Converter({ from: 'cn', to: 'hk' }))
    .catch((error: unknown) => {
      converter = null;
      throw error;
    });
  return converter;
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
