import { beforeAll, describe, expect, it } from 'vitest';

localStorage.setItem('fea-vsm-theme', 'dark');

const { changeLanguage, initI18n, LANG_STORAGE_KEY } = await import('@/i18n');
const { THEME_STORAGE_KEY, usePrefs } = await import('@/stores/prefs');

describe('prefs store', () => {
  beforeAll(async () => {
    await initI18n({ language: 'zh-CN' });
  });

  it('reads the stored theme and persists a new one under fea-vsm-theme', () => {
    expect(THEME_STORAGE_KEY).toBe('fea-vsm-theme');
    expect(usePrefs.getState().theme).toBe('dark');
    usePrefs.getState().setTheme('light');
    expect(usePrefs.getState().theme).toBe('light');
    expect(localStorage.getItem('fea-vsm-theme')).toBe('light');
  });

  it('setLanguage switches the interface and stores LangInfo', async () => {
    await usePrefs.getState().setLanguage('zh-HK');
    expect(usePrefs.getState().language).toBe('zh-HK');
    expect(JSON.parse(localStorage.getItem(LANG_STORAGE_KEY) ?? 'null')).toEqual({ languageCode: 'zh-HK' });
  });

  it('follows a language change made elsewhere', async () => {
    await changeLanguage('en-US');
    expect(usePrefs.getState().language).toBe('en-US');
    await changeLanguage('zh-CN');
    expect(usePrefs.getState().language).toBe('zh-CN');
  });
});
