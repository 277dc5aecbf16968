import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeServerText, translateServerText } from '@/i18n';

/** zh-HK forms of server texts already converted (the converter is loaded on first use). */
const hongKong = new Map<string, string>();

/**
 * How a server text (a dictionary label) reads in the interface language: the server's translation
 * (en-US), or the opencc conversion in zh-HK (ARCHITECTURE property 6).
 */
export function useServerLabel(texts: readonly string[]): (text: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [converted, setConverted] = useState(0);
  const key = texts.join('\u0000');

  useEffect(() => {
    if (language !== 'zh-HK') return;
    const missing = key.split('\u0000').filter((text) => text && !hongKong.has(text));
    if (missing.length === 0) return;
    let live = true;
    void Promise.all(missing.map(async (text) => hongKong.set(text, await localizeServerText(text)))).then(
      () => live && setConverted((n) => n + 1),
    );
    return () => {
      live = false;
    };
  }, [language, key]);

  // `converted` makes a new function once conversions arrive, so memoised users re-render.
  return useCallback(
    (text: string) => (language === 'zh-HK' ? (hongKong.get(text) ?? text) : translateServerText(text)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, converted],
  );
}
