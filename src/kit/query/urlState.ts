import { isBlank } from '@/lib/validators';
import type { FieldSchema } from '../schema';

/**
 * The search state of a query screen in its address (query string), so a reload, a detail visit
 * and Back restore it. The address holds exactly the request params of SPEC §7 plus pageNo,
 * pageSize (when not the default) and orderBy (when sorted): `?goodsName=milk&pageNo=2`.
 */
export type SearchValues = Record<string, unknown>;
export type QueryState = { values: SearchValues; pageNo: number; pageSize: number; orderBy?: string; queried: boolean };
export type QueryDefaults = { pageSize: number; values?: SearchValues };

/** A range field's two params. */
export const rangeNamesOf = (field: FieldSchema): readonly [string, string] =>
  field.rangeNames ?? [`${field.name}Start`, `${field.name}End`];

/** The params a field is sent as. */
const paramNamesOf = (field: FieldSchema): readonly string[] =>
  field.kind === 'range-picker' ? rangeNamesOf(field) : [field.name];

const keep = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    const items = value.filter((v) => !isBlank(v)).map((v) => (typeof v === 'string' ? v.trim() : v));
    return items.length ? items : undefined;
  }
  if (isBlank(value)) return undefined;
  return typeof value === 'string' ? value.trim() : value;
};

/** The request params of search values: blanks dropped, texts trimmed, a range as two params. */
export function toParams(fields: readonly FieldSchema[], values: SearchValues): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'range-picker') {
      const [start, end] = Array.isArray(value) ? value : [];
      const [startName, endName] = rangeNamesOf(field);
      if (!isBlank(start)) params[startName] = start;
      if (!isBlank(end)) params[endName] = end;
      continue;
    }
    const kept = keep(value);
    if (kept !== undefined) params[field.name] = kept;
  }
  return params;
}

/** Search values from params read back as text (the address). */
export function fromParams(fields: readonly FieldSchema[], read: (name: string) => string[]): SearchValues {
  const values: SearchValues = {};
  for (const field of fields) {
    if (field.kind === 'range-picker') {
      const [start, end] = rangeNamesOf(field).map((name) => read(name)[0]);
      if (start || end) values[field.name] = [start || undefined, end || undefined];
      continue;
    }
    const all = read(field.name);
    if (all.length === 0) continue;
    if (field.multiple) values[field.name] = all;
    else if (field.kind === 'input-number') {
      const n = Number(all[0]);
      if (all[0].trim() !== '' && Number.isFinite(n)) values[field.name] = n;
    } else values[field.name] = all[0];
  }
  return values;
}

/** The query string of a state (without '?'). */
export function encodeQueryState(
  fields: readonly FieldSchema[],
  state: Omit<QueryState, 'queried'>,
  defaults: QueryDefaults,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(toParams(fields, state.values))) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  search.set('pageNo', String(state.pageNo));
  if (state.pageSize !== defaults.pageSize) search.set('pageSize', String(state.pageSize));
  if (state.orderBy) search.set('orderBy', state.orderBy);
  return search.toString();
}

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * The state of a query string. It counts as queried when it holds a page number or any search
 * param (e.g. a to-do link's `?status=pending`); otherwise the values are the fields' defaults.
 */
export function decodeQueryState(fields: readonly FieldSchema[], query: string, defaults: QueryDefaults): QueryState {
  const search = new URLSearchParams(query);
  const known = fields.flatMap(paramNamesOf);
  const queried = search.has('pageNo') || known.some((name) => search.has(name));
  const values = queried ? fromParams(fields, (name) => search.getAll(name)) : { ...defaults.values };
  return {
    values,
    pageNo: positive(search.get('pageNo'), 1),
    pageSize: positive(search.get('pageSize'), defaults.pageSize),
    orderBy: search.get('orderBy') || undefined,
    queried,
  };
}
