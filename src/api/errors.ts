import i18next from 'i18next';
import { currentLanguage, textsSettled } from '@/i18n';
import { localizeServerText, translateServerText } from '@/i18n/serverText';
import { PLATFORM_ERRORS } from './platformContract';

/** The error catalogue of SPEC §8: how a failed call becomes the text the user reads. */

export type ErrorKind = 'business' | 'session' | 'timeout' | 'network' | 'http' | 'aborted' | 'malformed';

/** SPEC §8 A0242: the session expired (the platform's contract). */
export const SESSION_EXPIRED_CODE = PLATFORM_ERRORS.sessionExpired.code;

/** A failed call. `message` is the displayed, translated text. */
export class ApiError extends Error {
  readonly code: string;
  readonly kind: ErrorKind;
  readonly status?: number;

  constructor(kind: ErrorKind, code: string, message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
  }
}

export type ErrorInput = { code?: string; message?: string; status?: number; kind: ErrorKind };

/** Server texts longer than this are not shown (SPEC §8). */
export const MAX_SERVER_MESSAGE_LENGTH = 60;

// Step 3: messages hidden behind one generic text. The Chinese patterns are written as escapes
// so that src/ holds no Chinese outside locales; their readable form is in the comment.
const IGNORED: readonly RegExp[] = [
  /\u8c03\u7528\s*\[[^\]]*\]\s*\u5931\u8d25/, // 调用[xxx]失败
  /\u8c03\u7528.*\u670d\u52a1\u5931\u8d25/, // 调用xxx服务失败
  /call(?:ing)?\s*\[[^\]]*\]\s*failed/i,
  /call(?:ing)?\s+\S.*\s+service\s+failed/i,
];

// Step 4: messages re-worded with their captured parts.
const CAPTURING: readonly { pattern: RegExp; key: string; params: (m: RegExpExecArray) => Record<string, string> }[] = [
  {
    pattern: /\u5bfc\u5165\u7b2c\s*(\d+)\s*\u884c\u6570\u636e\u4e3a\u7a7a/,
    key: 'importRowEmpty',
    params: (m) => ({ row: m[1] }),
  }, // 导入第N行数据为空
  { pattern: /import\s+row\s+(\d+)\s+data\s+(?:is\s+)?empty/i, key: 'importRowEmpty', params: (m) => ({ row: m[1] }) },
  {
    pattern: /\u627e\u4e0d\u5230bu\u4e3a\s*(\S+?)\s*\u7684\u5382\u7f16/i,
    key: 'vendorNotFoundForBu',
    params: (m) => ({ bu: m[1] }),
  }, // 找不到bu为X的厂编
];

/** A captured part of a server message: the server's translation when it has one. */
const part = (text: string) => translateServerText(text.trim());

// Step 5 for a reader of neither Chinese: common server message shapes worded in the reader's
// language, with the captured parts translated when the server's texts know them. Chinese readers
// keep the raw text (zh-HK converts it whole).
const READER_PATTERNS: readonly {
  pattern: RegExp;
  key: string;
  params: (m: RegExpExecArray) => Record<string, string>;
}[] = [
  {
    pattern: /^(.+?)\u4e0d\u80fd\u4e3a\u7a7a[\u3002\uff01!.]?$/,
    key: 'serverFieldRequired',
    params: (m) => ({ field: part(m[1]) }),
  }, // {field}不能为空
  {
    pattern: /^(.+?)\u957f\u5ea6\u4e0d\u80fd\u8d85\u8fc7\s*(\d+)\s*\u4f4d[\u3002\uff01!.]?$/,
    key: 'serverFieldTooLong',
    params: (m) => ({ field: part(m[1]), max: m[2] }),
  }, // {field}长度不能超过{n}位
  {
    pattern: /^(.+?)\u683c\u5f0f\u4e0d\u6b63\u786e[\u3002\uff01!.]?$/,
    key: 'serverFieldFormat',
    params: (m) => ({ field: part(m[1]) }),
  }, // {field}格式不正确
  {
    pattern: /^(.+?)\u4e0d\u5b58\u5728[\u3002\uff01!.]?$/,
    key: 'serverNotExist',
    params: (m) => ({ item: part(m[1]) }),
  }, // {item}不存在
];
const HAN = /\p{Script=Han}/u;

type Resolved = { text: string; raw: boolean };

const catalogue = (key: string, params?: Record<string, string>): Resolved => ({
  text: i18next.t(`errors:${key}`, params),
  raw: false,
});

function fromServer(code: string | undefined, message: string | undefined): Resolved {
  if (code && i18next.exists(`errors:code_${code}`)) return catalogue(`code_${code}`);
  const text = (message ?? '').trim();
  // The server's own translation (namespace `server`, keyed by the message text itself).
  const translated = translateServerText(text);
  if (translated !== text) return { text: translated, raw: false };
  if (IGNORED.some((pattern) => pattern.test(text))) return catalogue('serviceException');
  for (const { pattern, key, params } of CAPTURING) {
    const match = pattern.exec(text);
    if (match) return catalogue(key, params(match));
  }
  if (!text || [...text].length > MAX_SERVER_MESSAGE_LENGTH) return catalogue('accessException');
  return forReader(text);
}

/** SPEC §8 step 5 "the raw message translated": for a reader of neither Chinese, a known shape or a lead saying what the text is. */
function forReader(text: string): Resolved {
  if (currentLanguage().startsWith('zh') || !HAN.test(text)) return { text, raw: true };
  for (const { pattern, key, params } of READER_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return catalogue(key, params(match));
  }
  return catalogue('serverMessage', { message: text });
}

function resolve({ kind, code, message, status }: ErrorInput): Resolved {
  switch (kind) {
    case 'timeout':
      return catalogue('timeout');
    case 'aborted':
      return catalogue('aborted');
    case 'malformed':
      return catalogue('accessException');
    case 'session':
      return catalogue(`code_${SESSION_EXPIRED_CODE}`);
    case 'http':
      if (status === 404) return catalogue('notFound');
      return fromServer(code, message);
    default:
      return fromServer(code, message);
  }
}

/**
 * The displayed text of an error, in SPEC §8 order: by code; the server's own translation of the
 * message; ignore-list patterns; capturing patterns; the raw message (or the access-exception
 * text when it is empty or too long), which an English reader gets in a known shape or after a
 * "Server message:" lead. Pure apart from reading i18next.
 */
export function resolveErrorMessage(input: ErrorInput): string {
  return resolve(input).text;
}

/**
 * Like resolveErrorMessage, once the interface texts are in (a sign-in call can fail while they
 * load), with a raw server message converted to the interface script (zh-HK).
 */
export async function displayErrorMessage(input: ErrorInput): Promise<string> {
  await textsSettled();
  const { text, raw } = resolve(input);
  return raw ? localizeServerText(text) : text;
}

export async function createApiError(input: ErrorInput & { code: string }): Promise<ApiError> {
  return new ApiError(input.kind, input.code, await displayErrorMessage(input), input.status);
}
