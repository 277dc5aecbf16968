/** Helpers for the mock-backend tests: real fetch against msw/node (absolute URLs). */
import { fieldRules } from '@/kit/form/rules';
import type { DocumentAction } from '@/kit/query';
import type { FieldSchema } from '@/kit/schema';
export const ORIGIN = 'http://localhost:3000';

export type Vendor = { venderId: string; bu: string; partnerId: string };
export const DEMO_VENDOR: Vendor = { venderId: '100101', bu: '12', partnerId: 'P10001' };

export type CallOptions = {
  token?: string | null;
  vendor?: Vendor | null;
  method?: 'GET' | 'POST';
  origin?: string;
  headers?: Record<string, string>;
};

export async function call(path: string, body: unknown = {}, options: CallOptions = {}): Promise<Response> {
  const { token = 'demo-supplier', vendor = null, method = 'POST', origin = ORIGIN } = options;
  const headers: Record<string, string> = { language: 'zh-CN', ...options.headers };
  if (token) headers.apptoken = token;
  if (vendor) Object.assign(headers, vendor);
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  return fetch(`${origin}${path}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(withPayloadFields(body, vendor)) : undefined,
  });
}

/** As the HTTP client does (SPEC §7): an object body carries the combination's partnerId and entId 1 unless it names them. */
function withPayloadFields(body: unknown, vendor: Vendor | null): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out = { ...(body as Record<string, unknown>) };
  if (vendor && out.partnerId === undefined) out.partnerId = vendor.partnerId;
  if (out.entId === undefined) out.entId = 1;
  return out;
}

export type Envelope<T> = { returncode: string; message: string; data: T };

export async function api<T = unknown>(
  path: string,
  body: unknown = {},
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const res = await call(path, body, options);
  expect(res.status).toBe(200);
  return (await res.json()) as Envelope<T>;
}

/** Asserts success and answers data. */
export async function data<T = unknown>(path: string, body: unknown = {}, options: CallOptions = {}): Promise<T> {
  const env = await api<T>(path, body, options);
  expect(env, `${path}: ${env.message}`).toMatchObject({ returncode: '00000', message: 'success' });
  return env.data;
}

/** Call options of the demo supplier (its one combination) and of retailer staff. */
export const SUPPLIER: CallOptions = { vendor: DEMO_VENDOR };
export const RETAILER: CallOptions = { token: 'demo-retailer' };
/** SPEC §7: the return code of success. */
export const OK = '00000';
/** The rows of the demo supplier's combination. */
export const mine = <T extends { venderId: string; bu: string }>(rows: T[]) =>
  rows.filter((r) => r.venderId === DEMO_VENDOR.venderId && r.bu === DEMO_VENDOR.bu);
/** A screen's action's `allowed` (what its contract test compares with the rule and the mock). */
export const allowedOf = <T>(actions: DocumentAction<T>[] | undefined, key: string) => {
  const allowed = actions?.find((a) => a.key === key)?.allowed;
  if (!allowed) throw new Error(`no allowed() on ${key}`);
  return allowed;
};

/** The message key of the first of a field's kit rules (required, length, format) its value breaks; undefined when none. */
export async function kitRefusal(field: FieldSchema, value: unknown): Promise<string | undefined> {
  for (const rule of fieldRules(field, field.name, (key) => key)) {
    const validator = (rule as { validator?: (r: unknown, v: unknown) => Promise<void> }).validator;
    if (!validator) continue;
    const refused = await validator({}, value).then(
      () => undefined,
      (e: Error) => e?.message ?? '',
    );
    if (refused !== undefined) return refused;
  }
  return undefined;
}

/** The names of the fields whose kit rules refuse their values, in the fields' order. */
export async function refusedByKit(fields: readonly FieldSchema[], values: Record<string, unknown>): Promise<string[]> {
  const refused: string[] = [];
  for (const field of fields) if ((await kitRefusal(field, values[field.name])) !== undefined) refused.push(field.name);
  return refused;
}
