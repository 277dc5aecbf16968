import { fieldsOf } from './db/tables';
import { HttpResponse } from 'msw';
import { fail } from './envelope';
import { ERR } from './errors';

/**
 * Fault injection, applied by the route wrapper (handlers/route.ts) before every handler except
 * the mock-control ones. A fault matches a request when its `path` is a substring of the request's
 * path+query, or, written as '/regex/flags', when the regex matches it; with `body`, the request's
 * body must also contain that text (e.g. '"pageNo"': a SPEC §7 table query, whatever its address). `times` limits how many
 * requests it hits (then it clears itself); without `times` it stays until cleared.
 *
 * - delay: waits `ms` (default 1000) then lets the request continue (combines with other faults)
 * - network: HttpResponse.error() (fetch rejects with a TypeError)
 * - http500: HTTP 500 with a text body
 * - malformed: HTTP 200, Content-Type application/json, body that is not JSON
 * - A0242: the session-expired envelope
 *
 * Set over HTTP with POST /api/__mock/faults, cleared with POST /api/__mock/faults/clear; or call
 * setFault / clearFaults directly in Vitest.
 */
export const FAULT_KINDS = ['delay', 'network', 'http500', 'malformed', 'A0242'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export type FaultSpec = { path: string; kind: FaultKind; ms?: number; times?: number; body?: string };
type Fault = FaultSpec & { id: number; remaining: number | null; matcher: (target: string) => boolean };

let faults: Fault[] = [];
let seq = 0;

function compile(path: string): (target: string) => boolean {
  // Only RegExp flags after the last slash make a regex: '/api/goods/query' is a plain path.
  const m = /^\/(.+)\/([dgimsuy]*)$/.exec(path);
  if (m) {
    const re = new RegExp(m[1], m[2].replace('g', ''));
    return (target) => re.test(target);
  }
  return (target) => target.includes(path);
}

/** Adds a fault; throws an Error with a reason when the spec is invalid. */
export function setFault(spec: FaultSpec): FaultSpec & { id: number } {
  if (!spec || typeof spec.path !== 'string' || spec.path === '') throw new Error('fault.path is required');
  if (!(FAULT_KINDS as readonly string[]).includes(spec.kind))
    throw new Error(`fault.kind must be one of ${FAULT_KINDS.join(', ')}`);
  if (spec.times !== undefined && (!Number.isInteger(spec.times) || spec.times < 1))
    throw new Error('fault.times must be a positive integer');
  if (spec.ms !== undefined && (typeof spec.ms !== 'number' || spec.ms < 0))
    throw new Error('fault.ms must be a non-negative number');
  if (spec.body !== undefined && (typeof spec.body !== 'string' || spec.body === ''))
    throw new Error('fault.body must be a non-empty text');
  const matcher = compile(spec.path);
  seq += 1;
  const fault: Fault = {
    ...fieldsOf(spec, ['path', 'kind', 'ms', 'times', 'body']),
    id: seq,
    remaining: spec.times ?? null,
    matcher,
  };
  faults.push(fault);
  return { id: fault.id, path: fault.path, kind: fault.kind, ms: fault.ms, times: fault.times, body: fault.body };
}

export function clearFaults(): void {
  faults = [];
}

export function listFaults(): Array<FaultSpec & { id: number; remaining: number | null }> {
  return faults.map(({ id, path, kind, ms, times, body, remaining }) => ({
    id,
    path,
    kind,
    ms,
    times,
    body,
    remaining,
  }));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Applies the faults matching the request: delays first-to-last, then the first terminal fault's response. */
export async function applyFaults(request: Request): Promise<Response | undefined> {
  if (!faults.length) return undefined;
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  const byPath = faults.filter((f) => f.matcher(target));
  const body = byPath.some((f) => f.body !== undefined)
    ? await request
        .clone()
        .text()
        .catch(() => '')
    : '';
  // Still set after reading the body (another request may have used up a `times` fault meanwhile).
  const hits = faults.filter((f) => byPath.includes(f) && (f.body === undefined || body.includes(f.body)));
  for (const f of hits) {
    if (f.remaining !== null) {
      f.remaining -= 1;
      if (f.remaining <= 0) faults = faults.filter((x) => x !== f);
    }
    switch (f.kind) {
      case 'delay':
        await sleep(f.ms ?? 1000);
        break;
      case 'network':
        return HttpResponse.error();
      case 'http500':
        return new HttpResponse('Internal Server Error', {
          status: 500,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        });
      case 'malformed':
        return new HttpResponse('{"returncode":"00000","message":"success","data":{"pageData":[', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      case 'A0242':
        return HttpResponse.json(fail(ERR.sessionExpired.code, ERR.sessionExpired.message));
    }
  }
  return undefined;
}
