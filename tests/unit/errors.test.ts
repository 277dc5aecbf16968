import i18next from 'i18next';
import zhErrors from '../../locales/zh-CN/errors.json';
import enErrors from '../../locales/en-US/errors.json';
import zhLang from '../../locales/zh-CN/lang.json';
import type * as serverText from '@/i18n/serverText';
import { displayErrorMessage, resolveErrorMessage, MAX_SERVER_MESSAGE_LENGTH } from '@/api/errors';

// Stands in for the opencc conversion, so the test sees exactly which texts go through it.
vi.mock('@/i18n/serverText', async (importOriginal) => ({
  ...(await importOriginal<typeof serverText>()),
  localizeServerText: vi.fn(async (text: string) => `HK(${text})`),
}));

const SERVER_TEXTS = {
  '库存不足: 请检查. 商品': '庫存不足（伺服器翻譯）',
  'stock short: check.': 'Stock is short (server translation)',
};

beforeAll(async () => {
  await i18next.init({
    lng: 'zh-CN',
    resources: {
      'zh-CN': { errors: zhErrors, server: SERVER_TEXTS },
      'en-US': { errors: enErrors, server: SERVER_TEXTS },
    },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => i18next.changeLanguage('zh-CN'));

const business = (code: string | undefined, message: string) =>
  resolveErrorMessage({ kind: 'business', code, message });

describe('SPEC §8 step 1: "a translated message by response code"', () => {
  it.each([
    ['001', '导入数据为空', 'The imported data is empty.'],
    ['A0210', '用户密码错误', 'The user password is incorrect.'],
    ['A0242', '登录过期,请重新登录', 'Your session has expired. Please sign in again.'],
  ])('code %s → %s', async (code, zh, en) => {
    expect(business(code, 'whatever the server says')).toBe(zh);
    await i18next.changeLanguage('en-US');
    expect(business(code, 'whatever the server says')).toBe(en);
  });

  it('the code wins over a message the server namespace knows', () => {
    expect(business('001', '库存不足: 请检查. 商品')).toBe('导入数据为空');
  });

  it('a code without a catalogue entry falls through to the message', () => {
    expect(business('E123', '单据不存在')).toBe('单据不存在');
  });
});

describe('SPEC §8 step 2: "a translated text by message" (namespace server, key = the message)', () => {
  it('finds keys holding ":" and "." (no key or namespace separators)', async () => {
    expect(business('E1', '库存不足: 请检查. 商品')).toBe('庫存不足（伺服器翻譯）');
    await i18next.changeLanguage('en-US');
    expect(business('E1', 'stock short: check.')).toBe('Stock is short (server translation)');
  });
});

describe('SPEC §8 step 3: "a pattern-mapped message from an ignore list"', () => {
  it.each([
    '调用[vsm-order]失败',
    '调用 [order-service] 失败: connect timed out',
    '调用订单服务失败',
    'calling [order-service] failed',
    'Calling [x] failed, status 500',
    'call order service failed',
  ])('%s → service request exception, contact the administrator', async (message) => {
    expect(business('E500', message)).toBe('服务请求异常，请联系管理员');
    await i18next.changeLanguage('en-US');
    expect(business('E500', message)).toBe('Service request exception. Please contact the administrator.');
  });
});

describe('SPEC §8 step 4: "a pattern-mapped message with captured parts inserted"', () => {
  it.each([
    ['导入第12行数据为空', 'Row 12 of the imported data is empty.'],
    ['import row 7 data empty', 'Row 7 of the imported data is empty.'],
    ['Import row 3 data is empty', 'Row 3 of the imported data is empty.'],
    ['找不到bu为31的厂编', 'No supplier code found for BU 31.'],
  ])('%s → %s (en-US)', async (message, en) => {
    await i18next.changeLanguage('en-US');
    expect(business('E1', message)).toBe(en);
  });

  it('inserts the row into the zh-CN text', () => {
    expect(business('E1', 'import row 5 data empty')).toBe('导入第5行数据为空');
  });
});

describe('SPEC §8 step 5: "the raw message translated"; empty or longer than 60 → access exception', () => {
  it('shows a short raw message as it is', () => {
    expect(business('E1', '  单据已被他人修改  ')).toBe('单据已被他人修改');
  });

  it('keeps a message of exactly 60 characters and refuses 61', () => {
    const sixty = '字'.repeat(MAX_SERVER_MESSAGE_LENGTH);
    expect(MAX_SERVER_MESSAGE_LENGTH).toBe(60);
    expect(business('E1', sixty)).toBe(sixty);
    expect(business('E1', `${sixty}字`)).toBe('访问异常，请稍后再试');
  });

  it.each(['', '   ', undefined])('an empty message (%j) → access exception, try later', (message) => {
    expect(resolveErrorMessage({ kind: 'business', code: 'E1', message })).toBe('访问异常，请稍后再试');
  });

  it('only the raw message goes through localizeServerText (zh-HK conversion)', async () => {
    await expect(displayErrorMessage({ kind: 'business', code: 'E1', message: '单据已审核' })).resolves.toBe(
      'HK(单据已审核)',
    );
    await expect(displayErrorMessage({ kind: 'business', code: '001', message: '单据已审核' })).resolves.toBe(
      '导入数据为空',
    );
    await expect(displayErrorMessage({ kind: 'business', code: 'E1', message: '调用[x]失败' })).resolves.toBe(
      '服务请求异常，请联系管理员',
    );
    await expect(displayErrorMessage({ kind: 'timeout' })).resolves.toBe('请求超时，请刷新重试');
  });
});

describe('SPEC §8 transport errors', () => {
  it('timeout → request timed out, refresh and retry', async () => {
    expect(resolveErrorMessage({ kind: 'timeout' })).toBe('请求超时，请刷新重试');
    await i18next.changeLanguage('en-US');
    expect(resolveErrorMessage({ kind: 'timeout' })).toBe('The request timed out. Please refresh and try again.');
  });

  it('HTTP 404 → resource not found, whatever the body says', () => {
    expect(resolveErrorMessage({ kind: 'http', status: 404, message: 'Not Found' })).toBe('请求的资源不存在');
  });

  it('other HTTP errors → the server message, or access exception when there is none', () => {
    expect(resolveErrorMessage({ kind: 'http', status: 500, code: '9999', message: '数据库连接失败' })).toBe(
      '数据库连接失败',
    );
    expect(resolveErrorMessage({ kind: 'http', status: 502, code: 'HTTP_502' })).toBe('访问异常，请稍后再试');
    expect(resolveErrorMessage({ kind: 'http', status: 500, message: '调用[db]失败' })).toBe(
      '服务请求异常，请联系管理员',
    );
  });

  it('network error and malformed answer → access exception, try later', () => {
    expect(resolveErrorMessage({ kind: 'network' })).toBe('访问异常，请稍后再试');
    expect(resolveErrorMessage({ kind: 'malformed', message: '<html>' })).toBe('访问异常，请稍后再试');
  });

  it('session → 登录过期,请重新登录 (SPEC §8 A0242)', () => {
    expect(resolveErrorMessage({ kind: 'session', code: 'A0242', message: 'token invalid' })).toBe(
      '登录过期,请重新登录',
    );
  });
});

describe('the catalogue (locales/*/errors.json)', () => {
  const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

  it('zh-CN and en-US hold the same keys with the same placeholders, none empty', () => {
    expect(Object.keys(enErrors).sort()).toEqual(Object.keys(zhErrors).sort());
    for (const [key, zh] of Object.entries(zhErrors)) {
      const en = (enErrors as Record<string, string>)[key];
      expect(zh.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
      expect(placeholders(en), key).toEqual(placeholders(zh));
    }
  });

  it('holds the texts SPEC §4 and §8 quote, exactly', () => {
    const quoted: Record<string, string> = {
      code_A0242: '登录过期,请重新登录',
      serviceException: '服务请求异常，请联系管理员',
      exportFailed: '导出失败！',
      parseExcelFailed: '解析Excel文件失败,请重新上传',
      vendorFetchFailed: '获取供应商厂编失败',
      vendorEmpty: '供应商厂编为空',
      vendorNotFoundForBu: '找不到bu为{{bu}}的厂编',
      vendorDisabled: '该厂编已停用，如有疑问，请联系业务人员处理！',
      lookupNoData: '无数据',
      lookupMany: '查询多条数据请精灵选择',
      timeout: '请求超时，请刷新重试',
      accessException: '访问异常，请稍后再试',
    };
    for (const [key, text] of Object.entries(quoted)) expect((zhErrors as Record<string, string>)[key], key).toBe(text);
  });

  it('has a key for every message of the SPEC §8 Operations, Vendor, Appointments, Signature and seal, Lookups and language lists', () => {
    const keys = [
      'queryFailed',
      'exportFailed',
      'exportEmpty',
      'noDataToExport',
      'saveFailed',
      'importFailed',
      'sendFailed',
      'resendFailed',
      'submitFailed',
      'signatureFailed',
      'reviewFailed',
      'cancelFailed',
      'uploadFailed',
      'uploadImageOrPdfOnly',
      'parseExcelFailed',
      'downloadInvalidPath',
      'productNotExist',
      'noPreviousDocument',
      'noNextDocument',
      'activateESignFirst',
      'confirmESignCompleted',
      'selectionNotEligible',
      'selectDocumentsFirst',
      'operationUnavailable',
      'operationNotAllowed',
      'noDetail',
      'goodsQtyMismatch',
      'unsubmittedExistsContinue',
      'noESignFileGenerated',
      'saveTextFirst',
      'selectPictureFirst',
      'vendorFetchFailed',
      'vendorEmpty',
      'vendorNotFoundForBu',
      'vendorDisabled',
      'partnerDisabled',
      'reservationNotFound',
      'timeSlotFull',
      'noAvailableSlots',
      'deliveryDateUnavailable',
      'operationTimeExceeded',
      'appointmentNotEditable',
      'sealNotDetected',
      'multipleSeals',
      'certificateExpired',
      'noESignForCompany',
      'repeatedSubmit',
      'contractStatusRefused',
      'missingTaxNumber',
      'missingInvoiceContact',
      'renewalMonthMismatch',
      'approveFailed',
      'rejectFailed',
      'lookupNoData',
      'lookupMany',
      'pageLoadFailed',
      'notFound',
    ];
    expect(keys.filter((key) => !(key in zhErrors))).toEqual([]);
    // The language switch's own messages live with the language menu that shows them.
    expect([zhLang.switchSuccess, zhLang.switchFailed]).toEqual(['切换语言成功', '切换语言失败']);
  });
});
