import axios, { AxiosError, type AxiosProgressEvent, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { currentEnvironmentConfig, resolveApiUrl, type EnvironmentConfig } from '@/lib/hostConfig';
import { takeServerDate } from '@/lib/serverClock';
import { ApiError, SESSION_EXPIRED_CODE, createApiError } from './errors';
import { envelopeCode, isEnvelope, isSuccessCode, parseEnvelope, unwrap, type Envelope } from './envelope';
import { envelopeInBytes, filenameFromDisposition, isArrayBuffer } from './download';
import { buildUploadForm, progressPercent } from './upload';
import type { VendorCombination } from './types';

/** The one HTTP client of the portal (SPEC §7, §8; ARCHITECTURE 1). Pages never import axios. */

export { ApiError } from './errors';
export type { ErrorKind } from './errors';

export type Notify = (kind: 'success' | 'error' | 'info' | 'warning', text: string) => void;
/** The vendor headers of SPEC §7: a supplier combination. */
export type VendorHeaders = VendorCombination;
export type HttpContext = {
  getToken: () => string | null;
  getVendor: () => VendorHeaders | null;
  /** 'zh-CN' | 'zh-HK' | 'en-US' */
  getLanguage: () => string;
  notify: Notify;
  /** Called once per expiry burst; http shows the single warning toast itself. */
  onSessionExpired: () => void;
  /** Base addresses, app code and file store; by default chosen by host name (src/lib/hostConfig.ts). */
  getEnvironment: () => EnvironmentConfig;
};

export type RequestOptions = {
  signal?: AbortSignal;
  /** ms; none (0) by default. */
  timeout?: number;
  /** Do not toast; the caller handles the error. Session expiry is still handled. */
  silent?: boolean;
  /** A list call: a non-success code resolves to [] (after toasting) instead of rejecting. */
  list?: boolean;
  /** The vendor headers of this combination instead of the chosen one's (one whose checks are still running). */
  vendor?: VendorHeaders;
};
type ProgressOptions = { onProgress?: (pct: number) => void };
export type UploadOptions = RequestOptions & ProgressOptions;
export type DownloadOptions = RequestOptions & ProgressOptions & { method?: 'GET' | 'POST' };

/** SPEC §7/§9: the entity id payloads carry (1, the retailer). */
export const ENT_ID = 1;

/** SPEC §9 time-outs. */
export const TIMEOUTS = { list: 120000, sums: 60000, saleReport: 1200000 } as const;

/** Pauses before the 2nd and 3rd attempt of a GET that met a network error. */
const RETRY_DELAYS = [300, 600];

const noop = () => {};

/**
 * Messages of calls answered before the app could show toasts (the sign-in runs while the first
 * screen renders): shown once a notifier is set, so a failed sign-in still says why.
 */
const unshown: Array<Parameters<Notify>> = [];
const EARLY_MESSAGES_KEPT = 5;
const keepUntilShown: Notify = (...message) => {
  unshown.push(message);
  if (unshown.length > EARLY_MESSAGES_KEPT) unshown.shift();
};
/** What waits for the kept messages to be shown (afterMessagesShown). */
const afterShown: Array<() => void> = [];

let ctx: HttpContext = {
  getToken: () => null,
  getVendor: () => null,
  getLanguage: () => 'zh-CN',
  notify: keepUntilShown,
  onSessionExpired: noop,
  getEnvironment: currentEnvironmentConfig,
};

/** The token whose expiry was already handled: later A0242 answers for it stay quiet. */
let expired: { token: string | null } | null = null;

/** Sets the app's side of the client; may be called again with a part (e.g. only notify). */
export function configureHttp(partial: Partial<HttpContext>): void {
  ctx = { ...ctx, ...partial };
  // A new token source is a new session history; re-wiring the toasts must not re-arm the warning.
  if (partial.getToken) expired = null;
  if (partial.notify) {
    for (const message of unshown.splice(0)) partial.notify(...message);
    for (const fn of afterShown.splice(0)) fn();
  }
}

/**
 * Runs `fn` once the messages so far are on screen: at once when the app shows toasts already,
 * else when it sets its notifier (a page that leaves after a message must not leave before it).
 */
export function afterMessagesShown(fn: () => void): void {
  if (ctx.notify === keepUntilShown) afterShown.push(fn);
  else fn();
}

// An unparsable JSON answer stays a string (silent parsing), which unwrap() reports as malformed.
// No XSRF cookie: the backend authenticates by the apptoken header (SPEC §7). Where the browser has
// cookieStore, axios would otherwise hold every same-origin request until an asynchronous look-up
// of an XSRF-TOKEN cookie answered: a delay on each step of the sign-in chain.
const client = axios.create({
  transitional: { silentJSONParsing: true, forcedJSONParsing: true },
  withXSRFToken: false,
});

type Call = {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  params?: Record<string, unknown>;
  opts: RequestOptions;
  binary?: boolean;
  onUploadProgress?: (pct: number) => void;
  onDownloadProgress?: (pct: number) => void;
};

/** Every call goes under /api (SPEC §7); absolute addresses are taken as they are. */
function withApiPrefix(url: string): string {
  if (/^https?:\/\//i.test(url) || url.startsWith('/api/')) return url;
  return `/api${url.startsWith('/') ? '' : '/'}${url}`;
}

function headersFor(call: Call, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { language: ctx.getLanguage() };
  if (token) headers.apptoken = token;
  const fileGet = call.method === 'GET' && call.url.includes('group2/');
  const vendor = call.opts.vendor ?? ctx.getVendor();
  if (vendor && !fileGet) {
    headers.venderId = String(vendor.venderId);
    headers.bu = String(vendor.bu);
    headers.partnerId = String(vendor.partnerId);
  }
  if (call.method === 'GET' && !fileGet) headers['Content-Type'] = 'multipart/form-data';
  return headers;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/**
 * SPEC §7 "payloads generally carry partnerId and entId (1)": a POST's object body gets the
 * combination's partnerId (when there is one) and entId, unless it names them itself. Uploads
 * (form data), binary bodies, arrays and GETs are sent as they are.
 */
function withPayloadFields(call: Call): unknown {
  if (call.method !== 'POST' || !isPlainObject(call.body)) return call.body;
  const vendor = call.opts.vendor ?? ctx.getVendor();
  const body = { ...call.body };
  if (vendor && body.partnerId === undefined) body.partnerId = vendor.partnerId;
  if (body.entId === undefined) body.entId = ENT_ID;
  return body;
}

const progress = (report?: (pct: number) => void) =>
  report &&
  ((event: AxiosProgressEvent) => {
    const pct = progressPercent(event.loaded, event.total);
    if (pct !== undefined) report(pct);
  });

function axiosConfig(call: Call, token: string | null): AxiosRequestConfig {
  const headers = headersFor(call, token);
  return {
    method: call.method,
    url: resolveApiUrl(withApiPrefix(call.url), ctx.getEnvironment().apiBases),
    headers,
    params: call.params,
    // axios drops Content-Type when there is no body; an empty one keeps the GET's multipart
    // header (the browser sends no body for GET anyway).
    data: call.method === 'GET' ? (headers['Content-Type'] ? '' : undefined) : withPayloadFields(call),
    // Bytes rather than 'blob': the Blob is built from them with the answer's type, and an
    // envelope in place of the file can be read without a FileReader.
    responseType: call.binary ? 'arraybuffer' : undefined,
    onUploadProgress: progress(call.onUploadProgress),
    onDownloadProgress: progress(call.onDownloadProgress),
  };
}

const isNetworkFailure = (e: unknown) => axios.isAxiosError(e) && !e.response && e.code === AxiosError.ERR_NETWORK;

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * One attempt, cancelled by the caller's signal or by the time-out. The time-out is our own
 * abort rather than XHR's, so it behaves the same whatever transport runs underneath.
 */
async function attempt(config: AxiosRequestConfig, { signal, timeout }: RequestOptions): Promise<AxiosResponse> {
  if (!timeout) return client.request({ ...config, signal });
  const controller = new AbortController();
  const cancel = () => controller.abort();
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => ((timedOut = true), cancel()), timeout);
  try {
    return await client.request({ ...config, signal: controller.signal });
  } catch (e) {
    if (timedOut && axios.isCancel(e)) throw new AxiosError(`timeout of ${timeout}ms exceeded`, AxiosError.ETIMEDOUT);
    throw e;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/** Sends a call; only GETs are retried, at most twice, and only after a network error. */
async function send(call: Call, token: string | null): Promise<AxiosResponse> {
  const config = axiosConfig(call, token);
  for (let n = 0; ; n++) {
    try {
      return await attempt(config, call.opts);
    } catch (e) {
      const retry =
        call.method === 'GET' && n < RETRY_DELAYS.length && isNetworkFailure(e) && !call.opts.signal?.aborted;
      if (!retry) throw e;
      await pause(RETRY_DELAYS[n], call.opts.signal);
    }
  }
}

function envelopeOf(data: unknown): Envelope | null {
  if (isArrayBuffer(data)) return parseEnvelope(new TextDecoder().decode(data));
  if (typeof data === 'string') return parseEnvelope(data);
  return isEnvelope(data) ? data : null;
}

function failureOf(code: string, message: string | undefined, status?: number) {
  return code === SESSION_EXPIRED_CODE
    ? createApiError({ kind: 'session', code, message, status })
    : createApiError({ kind: status === undefined ? 'business' : 'http', code, message, status });
}

async function transportError(e: unknown): Promise<ApiError> {
  if (e instanceof ApiError) return e;
  if (!axios.isAxiosError(e)) throw e;
  // Cancelled by the signal, or aborted by the browser (e.g. leaving the page): never shown.
  if (axios.isCancel(e) || e.code === AxiosError.ECONNABORTED)
    return createApiError({ kind: 'aborted', code: 'ABORTED' });
  if (e.code === AxiosError.ETIMEDOUT) return createApiError({ kind: 'timeout', code: 'TIMEOUT' });
  if (!e.response) return createApiError({ kind: 'network', code: 'NETWORK' });
  const { status, data } = e.response;
  const body = envelopeOf(data);
  return failureOf(body ? envelopeCode(body) || `HTTP_${status}` : `HTTP_${status}`, body?.message, status);
}

function sessionExpired(sentToken: string | null, text: string) {
  // A call sent without a token after the expiry belongs to the same burst.
  if (expired && (expired.token === sentToken || !sentToken)) return;
  expired = { token: sentToken };
  ctx.notify('warning', text);
  ctx.onSessionExpired();
}

/** Shows an error as SPEC §8 wants (or not at all) and gives it back for rejecting. */
function report(error: ApiError, opts: RequestOptions, sentToken: string | null): ApiError {
  if (error.kind === 'aborted') return error;
  if (error.kind === 'session') sessionExpired(sentToken, error.message);
  else if (!opts.silent) ctx.notify('error', error.message);
  return error;
}

async function exchange(call: Call): Promise<{ response: AxiosResponse; token: string | null }> {
  const token = ctx.getToken();
  try {
    const response = await send(call, token);
    takeServerDate(response.headers['date']);
    return { response, token };
  } catch (e) {
    throw report(await transportError(e), call.opts, token);
  }
}

async function requestJson<T>(call: Call): Promise<T> {
  const { response, token } = await exchange(call);
  const result = unwrap<T>(response.data);
  if (result.ok) return result.data;
  if (result.malformed) throw report(await createApiError({ kind: 'malformed', code: 'MALFORMED' }), call.opts, token);
  const error = report(await failureOf(result.code, result.message), call.opts, token);
  if (call.opts.list) return [] as T;
  throw error;
}

async function requestBinary(call: Call): Promise<{ blob: Blob; filename: string }> {
  const { response, token } = await exchange(call);
  const header = (name: string) => {
    const value: unknown = response.headers[name];
    return typeof value === 'string' ? value : '';
  };
  const bytes = response.data as ArrayBuffer;
  const type = header('content-type');
  const body = envelopeInBytes(bytes, type);
  if (body && !isSuccessCode(envelopeCode(body))) {
    throw report(await failureOf(envelopeCode(body), body.message), call.opts, token);
  }
  return {
    blob: new Blob([bytes], { type }),
    filename: filenameFromDisposition(header('content-disposition'), call.url),
  };
}

export const http = {
  post<T>(url: string, body: unknown = {}, opts: RequestOptions = {}): Promise<T> {
    return requestJson<T>({ method: 'POST', url, body, opts });
  },
  get<T>(url: string, params?: Record<string, unknown>, opts: RequestOptions = {}): Promise<T> {
    return requestJson<T>({ method: 'GET', url, params, opts });
  },
  upload<T>(url: string, file: Blob, fields?: Record<string, string>, opts: UploadOptions = {}): Promise<T> {
    const { appCode, fileStore } = ctx.getEnvironment();
    const body = buildUploadForm(file, fields, { appCode, fileStore });
    return requestJson<T>({ method: 'POST', url, body, opts, onUploadProgress: opts.onProgress });
  },
  /** A binary answer (exports, files); GET when there is no body unless `method` says otherwise. */
  download(url: string, body?: unknown, opts: DownloadOptions = {}): Promise<{ blob: Blob; filename: string }> {
    const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
    const call: Call = { method, url, opts, binary: true, onDownloadProgress: opts.onProgress };
    if (method === 'GET') call.params = body as Record<string, unknown> | undefined;
    else call.body = body ?? {};
    return requestBinary(call);
  },
};

export function isAbortError(e: unknown): boolean {
  if (e instanceof ApiError) return e.kind === 'aborted';
  return axios.isCancel(e) || (e instanceof Error && e.name === 'AbortError');
}
