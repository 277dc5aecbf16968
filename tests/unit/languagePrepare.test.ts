import { beforeEach, describe, expect, it, vi } from 'vitest';

// SPEC §3 (zh-HK shows the server's texts in Traditional Chinese) and §8 (the language menu's switch):
// what a switch needs is loaded before it switches, so every screen draws the new language once. Each
// test starts from fresh modules: the converter, once loaded, stays for the page's life.
async function fresh() {
  vi.resetModules();
  const [i18n, serverText] = await Promise.all([import('@/i18n'), import('@/i18n/serverText')]);
  await i18n.initI18n({ language: 'zh-CN' });
  return { ...i18n, ...serverText };
}

describe('a language switch prepared', () => {
  beforeEach(() => localStorage.clear());

  it('loads a language when the menu opens, and the zh-HK converter only for zh-HK', async () => {
    const { i18n, prepareLanguage, serverTextConverterLoaded, currentLanguage, showServerText } = await fresh();
    prepareLanguage('en-US');
    await vi.waitFor(() => expect(i18n.hasResourceBundle('en-US', 'lang')).toBe(true));
    expect(serverTextConverterLoaded()).toBe(false);

    prepareLanguage('zh-HK');
    await vi.waitFor(() => expect(serverTextConverterLoaded()).toBe(true));
    // Prepared, not switched: the server's texts still show as the server wrote them.
    expect(currentLanguage()).toBe('zh-CN');
    expect(showServerText('华润食品有限公司')).toBe('华润食品有限公司');
  });

  it('switches to zh-HK only once the converter is in, so a server text shows converted at the first render', async () => {
    const { switchLanguage, serverTextConverterLoaded, showServerText } = await fresh();
    expect(serverTextConverterLoaded()).toBe(false);
    const loadedWhenSaved: boolean[] = [];
    const ok = await switchLanguage('zh-HK', {
      saveToServer: async () => void loadedWhenSaved.push(serverTextConverterLoaded()),
    });
    expect(ok).toBe(true);
    expect(loadedWhenSaved).toEqual([true]);
    expect(showServerText('华润食品有限公司')).toBe('華潤食品有限公司');
  });
});
