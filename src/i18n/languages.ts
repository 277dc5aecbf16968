/**
 * The interface languages and how one is chosen (SPEC §1, §3, §6, §9). Pure functions and the
 * LangInfo storage only: no i18next here, so the HTTP client can read the language cheaply.
 */

import { LANGUAGES, languagesFor, type Language } from '@/api/platformContract';

/** SPEC §1: Simplified Chinese (default), Traditional Chinese (converted), English (the platform's contract). */
export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** SPEC §3: the language preference is kept under LangInfo as `{ languageCode }`. */
export const LANG_STORAGE_KEY = 'LangInfo';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** SPEC §1/§6: English is offered only to retailer staff (userType 1). */
export const availableLanguages = (userType: 1 | 2 | undefined): Language[] => languagesFor(userType);

/**
 * Maps a language tag of any source to one of the three: zh-TW / zh-HK / zh-MO and the
 * traditional script (zh-Hant…) → zh-HK; any other zh → zh-CN; any en → en-US. Unknown → null.
 */
export function mapLanguageTag(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  if (parts[0] === 'zh') {
    const traditional = parts.slice(1).some((p) => p === 'tw' || p === 'hk' || p === 'mo' || p === 'hant');
    const simplified = parts.slice(1).some((p) => p === 'hans');
    return traditional && !simplified ? 'zh-HK' : 'zh-CN';
  }
  if (parts[0] === 'en') return 'en-US';
  return null;
}

/**
 * SPEC §9: "preference order: server preference, stored local value, browser language."
 * Each source in turn is mapped to one of the three languages; the first one the user may use
 * wins. English is only for retailer staff (SPEC §6): for a supplier an English preference is
 * skipped. Before sign-in (userType undefined) an explicit choice (server or stored) is kept as it
 * is — the app resolves again with the user type after sign-in — while the browser's English is
 * not offered. Nothing usable: zh-CN (SPEC §1 default).
 */
export function resolveInitialLanguage(args: {
  server?: string | null;
  stored?: string | null;
  browser?: readonly string[];
  userType?: 1 | 2;
}): Language {
  const { server, stored, browser = [], userType } = args;
  const forExplicitChoice = userType === undefined ? [...LANGUAGES] : availableLanguages(userType);
  const forBrowser = availableLanguages(userType);
  const pick = (tag: string | null | undefined, allowed: Language[]) => {
    const lang = mapLanguageTag(tag);
    return lang && allowed.includes(lang) ? lang : null;
  };
  return (
    pick(server, forExplicitChoice) ??
    pick(stored, forExplicitChoice) ??
    browser.map((tag) => pick(tag, forBrowser)).find((lang) => lang !== null) ??
    DEFAULT_LANGUAGE
  );
}

/** The language kept under LangInfo, or null when absent or unreadable. */
export function readStoredLanguage(): string | null {
  try {
    const raw = localStorage.getItem(LANG_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const code = (parsed as { languageCode?: unknown } | null)?.languageCode;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

export function writeStoredLanguage(language: Language): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, JSON.stringify({ languageCode: language }));
  } catch {
    // Storage full or denied: the language still applies to this page.
  }
}

/** The browser's languages, most preferred first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}
