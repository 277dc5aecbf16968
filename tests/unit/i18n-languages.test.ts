import { describe, expect, it } from 'vitest';
import { LANGUAGES, availableLanguages, mapLanguageTag, resolveInitialLanguage } from '@/i18n/languages';

describe('LANGUAGES (SPEC §1)', () => {
  it('are Simplified Chinese (default, first), Traditional Chinese and English', () => {
    expect(LANGUAGES).toEqual(['zh-CN', 'zh-HK', 'en-US']);
  });
});

describe('availableLanguages (SPEC §1/§6: "English is offered only to retailer staff")', () => {
  it('offers all three to retailer staff (userType 1)', () => {
    expect(availableLanguages(1)).toEqual(['zh-CN', 'zh-HK', 'en-US']);
  });
  it('offers no English to suppliers (userType 2)', () => {
    expect(availableLanguages(2)).toEqual(['zh-CN', 'zh-HK']);
  });
  it('offers no English while the user is not known', () => {
    expect(availableLanguages(undefined)).toEqual(['zh-CN', 'zh-HK']);
  });
});

describe('mapLanguageTag', () => {
  it.each([
    ['zh-TW', 'zh-HK'],
    ['zh-HK', 'zh-HK'],
    ['zh-MO', 'zh-HK'],
    ['zh-Hant', 'zh-HK'],
    ['zh-Hant-TW', 'zh-HK'],
    ['zh_tw', 'zh-HK'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['en-US', 'en-US'],
    ['fr-FR', null],
    ['', null],
    [null, null],
  ])('%s → %s', (tag, expected) => {
    expect(mapLanguageTag(tag)).toBe(expected);
  });
});

// SPEC §9: "Languages zh-CN (default), zh-HK, en-US; preference order: server preference, stored
// local value, browser language."
describe('resolveInitialLanguage (SPEC §9: server → stored local value → browser language)', () => {
  it('takes the server preference first', () => {
    expect(resolveInitialLanguage({ server: 'zh-HK', stored: 'zh-CN', browser: ['zh-CN'], userType: 2 })).toBe('zh-HK');
    expect(resolveInitialLanguage({ server: 'en-US', stored: 'zh-HK', browser: ['zh-CN'], userType: 1 })).toBe('en-US');
  });

  it('takes the stored LangInfo value when the server has none', () => {
    expect(resolveInitialLanguage({ server: null, stored: 'zh-HK', browser: ['en-US'], userType: 1 })).toBe('zh-HK');
    expect(resolveInitialLanguage({ stored: 'en-US', browser: ['zh-HK'], userType: 1 })).toBe('en-US');
  });

  it('takes the stored value when the server preference is unknown', () => {
    expect(resolveInitialLanguage({ server: 'fr-FR', stored: 'zh-HK', userType: 2 })).toBe('zh-HK');
  });

  it('takes the browser language when neither server nor storage has one', () => {
    expect(resolveInitialLanguage({ browser: ['zh-HK'], userType: 2 })).toBe('zh-HK');
    expect(resolveInitialLanguage({ server: '', stored: null, browser: ['zh-CN'], userType: 2 })).toBe('zh-CN');
  });

  it('maps zh-TW, zh-HK and zh-MO browsers to zh-HK', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO'])
      expect(resolveInitialLanguage({ browser: [tag], userType: 2 })).toBe('zh-HK');
  });

  it('maps any other Chinese browser to zh-CN', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-SG'])
      expect(resolveInitialLanguage({ browser: [tag], userType: 2 })).toBe('zh-CN');
  });

  it('maps an English browser to en-US for retailer staff', () => {
    expect(resolveInitialLanguage({ browser: ['en-GB', 'zh-CN'], userType: 1 })).toBe('en-US');
  });

  it('never gives a supplier English (SPEC §6), whatever the source', () => {
    expect(resolveInitialLanguage({ browser: ['en-US'], userType: 2 })).toBe('zh-CN');
    expect(resolveInitialLanguage({ server: 'en-US', userType: 2 })).toBe('zh-CN');
    expect(resolveInitialLanguage({ stored: 'en-US', userType: 2 })).toBe('zh-CN');
  });

  it('skips a source the user may not use and goes on with the next one', () => {
    expect(resolveInitialLanguage({ server: 'en-US', stored: 'zh-HK', userType: 2 })).toBe('zh-HK');
    expect(resolveInitialLanguage({ stored: 'en-US', browser: ['zh-TW'], userType: 2 })).toBe('zh-HK');
    expect(resolveInitialLanguage({ browser: ['en-US', 'zh-TW'], userType: 2 })).toBe('zh-HK');
    expect(resolveInitialLanguage({ browser: ['fr-FR', 'de', 'zh-MO'], userType: 1 })).toBe('zh-HK');
  });

  it('before sign-in keeps an explicit English choice but not an English browser', () => {
    expect(resolveInitialLanguage({ stored: 'en-US', browser: ['zh-CN'] })).toBe('en-US');
    expect(resolveInitialLanguage({ browser: ['en-US'] })).toBe('zh-CN');
  });

  it('falls back to zh-CN (SPEC §1 default) when nothing is usable', () => {
    expect(resolveInitialLanguage({})).toBe('zh-CN');
    expect(resolveInitialLanguage({ server: 'xx', stored: '{broken', browser: ['fr-FR'], userType: 1 })).toBe('zh-CN');
  });
});
