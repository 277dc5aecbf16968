import { http, HttpResponse, type HttpHandler } from 'msw';
import { flushDb } from '../db';
import { mockToday } from '../db/clock';
import type { VendorKey } from '../db/tables';
import { ApiError, fail, ok } from '../envelope';
import { apiError, ERR, requiredMessage } from '../errors';
import { applyFaults } from '../faults';
import { assertVendor, userOfToken } from '../domains/platform/auth';
import { requireVendor, type Ctx } from '../services/context';

/**
 * The one wrapper around every handler. In order it:
 * 1. applies injected faults (not for mock-control routes),
 * 2. resolves the caller from the `apptoken` header (A0242 for a missing/unknown/revoked token,
 *    unless the route is public),
 * 3. validates the vendor headers venderId/bu/partnerId for suppliers (A0301 无权访问该厂编 when
 *    they name a combination the supplier does not hold); `auth: 'vendor'` routes also require
 *    a selection (A0302 供应商厂编为空),
 * 4. parses the body (JSON, multipart or urlencoded form → object; files stay File/Blob); a
 *    supplier's document query (POST …/query) must carry partnerId and entId (SPEC §7),
 * 5. runs the handler: a returned Response passes through (binary), anything else is wrapped in
 *    the success envelope; an ApiError becomes `{ returncode, message, data: null }` with HTTP 200,
 * 6. persists the DB if it changed (browser host).
 */
export type Auth = 'public' | 'user' | 'vendor';

export type HandlerArgs = {
  ctx: Ctx;
  body: Record<string, unknown>;
  query: Record<string, string>;
  params: Record<string, string>;
  request: Request;
};

export type RouteDef = {
  method: 'get' | 'post';
  /** Path from the origin, e.g. '/api/fea-vsm/auth/logout'; may hold :params. Matched on any origin. */
  path: string;
  /** Default 'user' (a live token is required). */
  auth?: Auth;
  /** Default true; mock-control routes turn it off so faults never block clearing them. */
  faults?: boolean;
  /**
   * Default 'check'. 'ignore' for the sign-in bootstrap calls (getApptokenInfo, getdatapermission,
   * venderLogin, logout): they carry no vendor data, and a stale selection left by another account
   * must not block signing in or choosing a new combination. ctx.vendor is then null.
   */
  vendorHeaders?: 'check' | 'ignore';
  handle: (args: HandlerArgs) => unknown;
};

export const VENDOR_HEADERS = ['venderId', 'bu', 'partnerId'] as const;

function vendorFromHeaders(headers: Headers): Partial<VendorKey> | null {
  const values = VENDOR_HEADERS.map((h) => headers.get(h)?.trim() || '');
  if (values.every((v) => v === '')) return null;
  const [venderId, bu, partnerId] = values.map((v) => {
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  });
  return { venderId, bu, partnerId };
}

function parseMaybeJson(value: string): unknown {
  const t = value.trim();
  if ((t.startsWith('{') && t.endsWith('}')) || (t.startsWith('[') && t.endsWith(']'))) {
    try {
      return JSON.parse(t);
    } catch {
      return value;
    }
  }
  return value;
}

export async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    // A multipart Content-Type without a body (the client's GET convention) or a broken one: no fields.
    const form = await request.formData().catch(() => null);
    if (!form) return {};
    const out: Record<string, unknown> = {};
    form.forEach((value, key) => {
      const v = typeof value === 'string' ? parseMaybeJson(value) : value;
      if (key in out) out[key] = ([] as unknown[]).concat(out[key], v);
      else out[key] = v;
    });
    return out;
  }
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const json: unknown = JSON.parse(text);
    if (Array.isArray(json)) return { items: json };
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : { value: json };
  } catch {
    return {};
  }
}

/** A supplier's document query (POST …/query), where the backend reads the payload's partnerId and entId. */
const isDocumentQuery = (def: RouteDef) => def.method === 'post' && def.path.endsWith('/query');

/**
 * SPEC §7 "payloads generally carry partnerId and entId (1)": a supplier's document query without
 * them is refused (A0400 'partnerId不能为空'), and one naming another partner than its vendor
 * headers is refused like a foreign combination (A0301).
 */
function assertPayloadFields(body: Record<string, unknown>, vendor: VendorKey): void {
  for (const name of ['partnerId', 'entId']) {
    const value = body[name];
    if (value === undefined || value === null || String(value).trim() === '')
      throw apiError(ERR.paramMissing, requiredMessage(name));
  }
  if (String(body.partnerId) !== vendor.partnerId) throw apiError(ERR.noVendorRight);
}

function envelopeResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  return HttpResponse.json(ok(value === undefined ? null : value));
}

/**
 * Every answer carries the mock's clock in the HTTP Date header, as a real server's does: the client takes
 * its today from it (src/lib/serverClock), so a date rule on the screen and in the mock read the same day.
 */
export async function runRoute(def: RouteDef, request: Request, params: Record<string, string>): Promise<Response> {
  const response = await answerRoute(def, request, params);
  try {
    response.headers.set('Date', serverNow().toUTCString());
  } catch {
    // An error response (a network fault) has immutable headers.
  }
  return response;
}

/** The mock's now: its today (which tests may pin) at the real time of day. */
function serverNow(): Date {
  const [y, m, d] = mockToday().split('-').map(Number);
  const now = new Date();
  return new Date(y, m - 1, d, now.getHours(), now.getMinutes(), now.getSeconds());
}

async function answerRoute(def: RouteDef, request: Request, params: Record<string, string>): Promise<Response> {
  try {
    if (def.faults !== false) {
      const faulted = await applyFaults(request);
      if (faulted) return faulted;
    }
    const auth = def.auth ?? 'user';
    const token = request.headers.get('apptoken')?.trim() || null;
    const user = userOfToken(token);
    if (auth !== 'public' && !user) return HttpResponse.json(fail(ERR.sessionExpired.code, ERR.sessionExpired.message));
    const headerVendor = vendorFromHeaders(request.headers);
    let vendor: VendorKey | null = null;
    if (headerVendor && user && def.vendorHeaders !== 'ignore') {
      if (user.userType === 2) assertVendor(user, headerVendor);
      if (headerVendor.venderId && headerVendor.bu && headerVendor.partnerId) vendor = headerVendor as VendorKey;
    }
    const ctx: Ctx = { token, user, vendor, language: request.headers.get('language') || 'zh-CN' };
    if (auth === 'vendor') requireVendor(ctx);
    const url = new URL(request.url);
    const query = Object.fromEntries(url.searchParams);
    const body = await readBody(request);
    if (user?.userType === 2 && vendor && isDocumentQuery(def)) assertPayloadFields(body, vendor);
    return envelopeResponse(await def.handle({ ctx, body, query, params, request }));
  } catch (error) {
    if (error instanceof ApiError) return HttpResponse.json(fail(error.code, error.message));
    console.error('[mock] handler failed', def.method.toUpperCase(), def.path, error);
    return HttpResponse.json(fail(ERR.serverError.code, ERR.serverError.message), { status: 500 });
  } finally {
    flushDb();
  }
}

/** Builds the msw handler of a route (matched on any origin: '*' + path). */
export function route(def: RouteDef): HttpHandler {
  return http[def.method](`*${def.path}`, ({ request, params }) => runRoute(def, request, normalizeParams(params)));
}

function normalizeParams(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join('/') : String(v);
  return out;
}

/** Several POST routes sharing a path prefix: postRoutes('/api/fea-vsm/common', { buList: ({ ctx }) => …, … }). */
export function postRoutes(
  prefix: string,
  calls: Record<string, RouteDef['handle']>,
  options: Pick<RouteDef, 'auth' | 'vendorHeaders'> = {},
): HttpHandler[] {
  return Object.entries(calls).map(([name, handle]) =>
    route({ method: 'post', path: `${prefix}/${name}`, ...options, handle }),
  );
}
