import { act, renderHook } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Counts how often the opencc-js converter is loaded (docs/ARCHITECTURE.md property 7: only when used).
const opencc = vi.hoisted(() => ({ loads: 0 }));
vi.mock('opencc-js/cn2t', async (importOriginal) => {
  opencc.loads += 1;
  return importOriginal();
});

import {
  LANG_STORAGE_KEY,
  antdLocaleFor,
  changeLanguage,
  currentLanguage,
  i18n,
  initI18n,
  localizeServerText,
  mergeServerTexts,
  switchLanguage,
  translateServerText,
  useAntdLocale,
} from '@/i18n';

const stored = () => JSON.parse(localStorage.getItem(LANG_STORAGE_KEY) ?? 'null') as unknown;

describe('i18n runtime', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n({ language: 'zh-CN' });
  });

  it('initialises the default i18next instance in the given language', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(currentLanguage()).toBe('zh-CN');
    expect(i18n.options.defaultNS).toBe('common');
    expect(i18n.options.fallbackLng).toEqual(['zh-CN']);
    expect(i18n.t('lang:switchSuccess')).toBe('切换语言成功');
    // Each language is named in its own script, whatever the interface language.
    expect(i18n.t('lang:name.zh-HK')).toBe('繁體中文');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(dayjs.locale()).toBe('zh-cn');
    // initialising is not a choice of the user: nothing is stored
    expect(stored()).toBeNull();
  });

  it('keeps {{placeholders}} working and does not escape values', () => {
    expect(i18n.t('lang:current', { name: '<b>' })).toBe('当前语言：<b>');
  });

  it('changeLanguage switches texts, dayjs locale, <html lang> and stores LangInfo', async () => {
    await changeLanguage('zh-HK');
    expect(currentLanguage()).toBe('zh-HK');
    expect(i18n.t('lang:switchSuccess')).toBe('切換語言成功');
    expect(i18n.t('lang:name.zh-HK')).toBe('繁體中文');
    expect(dayjs.locale()).toBe('zh-hk');
    expect(document.documentElement.lang).toBe('zh-HK');
    expect(stored()).toEqual({ languageCode: 'zh-HK' });
    expect(antdLocaleFor('zh-HK')?.locale).toBe('zh-hk');

    await changeLanguage('en-US');
    expect(i18n.t('lang:switchSuccess')).toBe('Language switched');
    expect(dayjs.locale()).toBe('en');
    expect(document.documentElement.lang).toBe('en-US');
    expect(stored()).toEqual({ languageCode: 'en-US' });
    expect(antdLocaleFor('en-US')?.locale).toBe('en');

    await changeLanguage('zh-CN');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(stored()).toEqual({ languageCode: 'zh-CN' });
  });

  it('rejects a language that is not one of the three', async () => {
    await expect(changeLanguage('fr-FR' as never)).rejects.toThrow(/Unsupported language/);
    expect(currentLanguage()).toBe('zh-CN');
  });

  it('localizeServerText converts only in zh-HK, and loads opencc only then', async () => {
    await changeLanguage('zh-CN');
    expect(await localizeServerText('简体中文发票')).toBe('简体中文发票');
    await changeLanguage('en-US');
    expect(await localizeServerText('简体中文发票')).toBe('简体中文发票');
    expect(opencc.loads).toBe(0);

    await changeLanguage('zh-HK');
    expect(await localizeServerText('abc 123')).toBe('abc 123');
    expect(opencc.loads).toBe(0);
    expect(await localizeServerText('简体中文发票，后台 {{n}}')).toBe('簡體中文發票，後台 {{n}}');
    expect(await localizeServerText('登录过期,请重新登录')).toBe('登錄過期,請重新登錄');
    expect(opencc.loads).toBe(1);
    await changeLanguage('zh-CN');
  });

  it('mergeServerTexts makes a server text translatable (keys taken literally)', async () => {
    await changeLanguage('en-US');
    expect(translateServerText('供应商不存在')).toBe('供应商不存在');
    await mergeServerTexts('en-US', { 供应商不存在: 'Supplier does not exist', 'a.b:c': 'dotted key' });
    expect(translateServerText('供应商不存在')).toBe('Supplier does not exist');
    expect(translateServerText('a.b:c')).toBe('dotted key');
    expect(i18n.t('供应商不存在', { ns: 'server' })).toBe('Supplier does not exist');
    // other languages keep the text as it is until their own download is merged
    await changeLanguage('zh-CN');
    expect(translateServerText('供应商不存在')).toBe('供应商不存在');
    expect(translateServerText('')).toBe('');
    // a later download extends and overrides the earlier one
    await mergeServerTexts('en-US', { 供应商不存在: 'No such supplier' });
    await changeLanguage('en-US');
    expect(translateServerText('供应商不存在')).toBe('No such supplier');
    expect(translateServerText('a.b:c')).toBe('dotted key');
    await changeLanguage('zh-CN');
  });

  it('switchLanguage saves the preference on the server, then switches (ok)', async () => {
    const saveToServer = vi.fn(async () => undefined);
    expect(await switchLanguage('zh-HK', { saveToServer })).toBe(true);
    expect(saveToServer).toHaveBeenCalledWith('zh-HK');
    expect(currentLanguage()).toBe('zh-HK');
    expect(stored()).toEqual({ languageCode: 'zh-HK' });
    expect(i18n.t('lang:switchSuccess')).toBe('切換語言成功');
  });

  it('switchLanguage leaves everything as it was when the server refuses (failed)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const saveToServer = vi.fn(async () => {
      throw new Error('network');
    });
    expect(await switchLanguage('en-US', { saveToServer })).toBe(false);
    expect(currentLanguage()).toBe('zh-HK');
    expect(stored()).toEqual({ languageCode: 'zh-HK' });
    expect(document.documentElement.lang).toBe('zh-HK');
    expect(i18n.t('lang:switchFailed')).toBe('切換語言失敗');
  });

  it('useAntdLocale follows the current language', async () => {
    await changeLanguage('zh-CN');
    const { result } = renderHook(() => useAntdLocale());
    expect(result.current?.locale).toBe('zh-cn');
    await act(() => changeLanguage('zh-HK'));
    expect(result.current?.locale).toBe('zh-hk');
    await act(() => changeLanguage('en-US'));
    expect(result.current?.locale).toBe('en');
  });
});
