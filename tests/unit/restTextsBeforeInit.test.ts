import { describe, expect, it } from 'vitest';
import zhUpload from '../../locales/zh-CN/upload.json';
import { i18n, LANG_STORAGE_KEY, loadRestTexts } from '@/i18n';

// A separate file: i18next starts uninitialised here, as in the browser before src/signIn.ts's initI18n is done.
describe('the texts outside the first screen asked for before i18next is initialised', () => {
  it('are added once it is (a deep link’s page asks for them during the sign-in)', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, JSON.stringify({ languageCode: 'zh-CN' }));
    expect(i18n.isInitialized).toBeFalsy();
    await expect(loadRestTexts('zh-CN')).resolves.toBeUndefined();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('upload:add')).toBe(zhUpload.add);
  });
});
