import { describe, expect, it } from 'vitest';
import zhErrors from '../../locales/zh-CN/errors.json';
import { createApiError } from '@/api/errors';
import { initI18n, LANG_STORAGE_KEY } from '@/i18n';

// A separate file: i18next starts uninitialised here, as in the browser before src/signIn.ts's initI18n is done.
describe('an error made while the interface texts load', () => {
  it('says its text from the catalogue once they are in, not an empty one (the sign-in’s A0242 warning)', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, JSON.stringify({ languageCode: 'zh-CN' }));
    const texts = initI18n();
    const error = await createApiError({ kind: 'session', code: 'A0242' });
    expect(error.message).toBe(zhErrors.code_A0242);
    expect(error.message).not.toBe('');
    await texts;
  });
});
