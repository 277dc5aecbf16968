import i18next from 'i18next';
import zhErrors from '../../locales/zh-CN/errors.json';
import enErrors from '../../locales/en-US/errors.json';
import type * as serverText from '@/i18n/serverText';
import { displayErrorMessage, resolveErrorMessage } from '@/api/errors';

// Stands in for the opencc conversion, so the test sees which texts go through it (zh-HK).
vi.mock('@/i18n/serverText', async (importOriginal) => ({
  ...(await importOriginal<typeof serverText>()),
  localizeServerText: vi.fn(async (text: string) => `HK(${text})`),
}));

/** The server's own translations of two field labels (its i18n download, namespace `server`). */
const SERVER_TEXTS = { 联系电话: 'Contact phone', 商品: 'Product' };

beforeAll(async () => {
  await i18next.init({
    lng: 'en-US',
    resources: {
      'zh-CN': { errors: zhErrors, server: {} },
      'en-US': { errors: enErrors, server: SERVER_TEXTS },
    },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => i18next.changeLanguage('en-US'));

const business = (message: string) => resolveErrorMessage({ kind: 'business', code: 'E1', message });

describe('SPEC §8 step 5 "the raw message translated", read in en-US', () => {
  it.each([
    ['联系电话不能为空', 'Contact phone is required.'],
    ['联系电话长度不能超过64位', 'Contact phone must not exceed 64 characters.'],
    ['联系电话格式不正确', 'Contact phone has an incorrect format.'],
    ['商品不存在', 'Product does not exist.'],
  ])('a catalogue shape: %s → %s (the captured label translated by the server texts)', (message, english) => {
    expect(business(message)).toBe(english);
  });

  it('a captured part the server texts do not know is inserted as it is', () => {
    expect(business('开票日期不能为空')).toBe('开票日期 is required.');
  });

  it('an unknown Chinese message gets the English lead, so the reader knows what it is', () => {
    expect(business('单据已被他人修改')).toBe('Server message: 单据已被他人修改');
  });

  it('an English server message is shown as it is (no lead)', () => {
    expect(business('Document locked by another user')).toBe('Document locked by another user');
  });

  it('the earlier steps still win: the 60-character limit, the capturing patterns', () => {
    expect(business('字'.repeat(61))).toBe('Access exception. Please try again later.');
    expect(business('找不到bu为31的厂编')).toBe('No supplier code found for BU 31.');
  });
});

describe('SPEC §8 step 5 in Chinese: unchanged', () => {
  it('zh-CN shows the raw message, shapes included', async () => {
    await i18next.changeLanguage('zh-CN');
    expect(business('联系电话不能为空')).toBe('联系电话不能为空');
    expect(business('单据已被他人修改')).toBe('单据已被他人修改');
  });

  it('zh-HK converts the raw message whole, shapes included', async () => {
    await i18next.changeLanguage('zh-HK');
    await expect(displayErrorMessage({ kind: 'business', code: 'E1', message: '联系电话不能为空' })).resolves.toBe(
      'HK(联系电话不能为空)',
    );
    await expect(displayErrorMessage({ kind: 'business', code: 'E1', message: '单据已被他人修改' })).resolves.toBe(
      'HK(单据已被他人修改)',
    );
  });
});
