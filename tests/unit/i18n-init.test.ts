import { describe, expect, it } from 'vitest';
import { currentLanguage, i18n, initI18n, LANG_STORAGE_KEY, mergeServerTexts, translateServerText } from '@/i18n';

// A separate file: initI18n without a language, on a fresh i18next instance.
describe('initI18n before sign-in', () => {
  it('starts in the stored LangInfo language (SPEC §9) and keeps server texts merged earlier', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, JSON.stringify({ languageCode: 'zh-HK' }));
    // SPEC §7 language header of the sign-in calls, which run while the texts load (src/signIn.ts).
    expect(currentLanguage()).toBe('zh-HK');
    await mergeServerTexts('zh-HK', { 供应商不存在: '供應商不存在（伺服器）' });
    const first = initI18n();
    expect(initI18n()).toBe(first);
    await first;
    expect(currentLanguage()).toBe('zh-HK');
    expect(i18n.t('lang:switchFailed')).toBe('切換語言失敗');
    expect(translateServerText('供应商不存在')).toBe('供應商不存在（伺服器）');
    expect(document.documentElement.lang).toBe('zh-HK');
    // a second call with a language switches without storing it
    await initI18n({ language: 'zh-CN' });
    expect(currentLanguage()).toBe('zh-CN');
    expect(JSON.parse(localStorage.getItem(LANG_STORAGE_KEY) ?? 'null')).toEqual({ languageCode: 'zh-HK' });
  });
});
