import { beforeGlossaryRead } from '../glossary';
import { mockToday, onClockChange } from './clock';
import { SCHEMA_VERSION, seedDb, seeders } from './seed';
import type { DbState, DbTables, TableName, VendorKey } from './tables';

/**
 * The one in-memory database shared by every host (browser worker, Vitest, standalone server).
 *
 * - `db()` returns the state, seeding it lazily (a reset only drops the state; the next access
 *   reseeds, so resetting after every test costs nothing for tests that do not touch the mock).
 * - Writes go through `insertRow` / `updateRows` / `deleteRows`, or call `touch()` after a direct
 *   mutation, so the browser host knows to persist (see `configurePersistence`).
 */
let state: DbState | null = null;
let dirty = false;

/**
 * The browser host keeps the DB in IndexedDB (db/idbPersistence.ts); Node hosts keep it in memory
 * only. `load` answers the stored state (or nothing); `save` may write later (debounced).
 */
export type Persistence = { load(): Promise<unknown>; save(state: DbState): void; clear(): void };
let persistence: Persistence | null = null;

/** Plugs a store in and takes the DB it holds, if still usable (loading is async: await it before serving). */
export async function configurePersistence(p: Persistence | null): Promise<void> {
  persistence = p;
  state = null;
  const stored = p ? await p.load() : null;
  state = usablePersisted(stored);
}

function usablePersisted(stored: unknown): DbState | null {
  const parsed = stored as DbState | null | undefined;
  // A DB of another shape, or seeded for another day (the seed is relative to "today"), is dropped.
  if (parsed?.meta?.schemaVersion !== SCHEMA_VERSION || parsed.meta.seededFor !== mockToday() || !parsed.tables)
    return null;
  // Tables added since it was saved get their fresh seed.
  const missing = Object.keys(seeders).filter((k) => !(k in parsed.tables));
  if (missing.length) {
    const fresh = seedDb(mockToday());
    for (const k of missing as TableName[]) (parsed.tables as unknown as Record<string, unknown>)[k] = fresh.tables[k];
  }
  return parsed;
}

export function db(): DbState {
  if (!state) state = freshState();
  return state;
}

/**
 * Vitest resets the DB after every test, and seeding every table takes ~0.7 s: a host that resets
 * often keeps the day's seed, each table seeded when first read, and starts each DB on copies of its
 * tables, each copied when first read.
 */
let keptSeed: DbState | null = null;
let keepSeed = false;
export function keepSeedForResets(): void {
  keepSeed = true;
}

beforeGlossaryRead(() => {
  db();
  for (const name of Object.keys(keptSeed?.tables ?? {})) void keptSeed!.tables[name as TableName];
});

function freshState(): DbState {
  const today = mockToday();
  if (!keepSeed) return seedDb(today);
  if (keptSeed?.meta.seededFor !== today) keptSeed = seedDb(today, { lazy: true });
  return copiedWhenRead(keptSeed);
}

function copiedWhenRead(seed: DbState): DbState {
  const tables = {} as DbTables;
  const own = (name: string, value: unknown) =>
    Object.defineProperty(tables, name, { value, enumerable: true, writable: true, configurable: true });
  for (const name of Object.keys(seed.tables) as TableName[]) {
    Object.defineProperty(tables, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        const copy = structuredClone(seed.tables[name]);
        own(name, copy);
        return copy;
      },
      set: (value: unknown) => own(name, value),
    });
  }
  return { meta: structuredClone(seed.meta), tables };
}

export function table<K extends TableName>(name: K): DbTables[K] {
  return db().tables[name];
}

/** Drops the state: the next access reseeds. Also clears the persisted copy. */
export function resetDb(): void {
  state = null;
  dirty = false;
  persistence?.clear();
}

onClockChange(() => {
  state = null;
});

/** Marks the DB as changed (call after mutating rows directly). */
export function touch(): void {
  dirty = true;
}

/** Saves the DB if it changed since the last flush (the route wrapper calls this after each call). */
export function flushDb(): void {
  if (!dirty || !state) return;
  dirty = false;
  persistence?.save(state);
}

/** The next id of a counter, e.g. nextId('mail') → 1, 2, … (kept in the DB, so ids survive reloads). */
export function nextId(counter: string): number {
  const counters = db().meta.counters;
  counters[counter] = (counters[counter] ?? 0) + 1;
  touch();
  return counters[counter];
}

type Row<K extends TableName> = DbTables[K][number];

export function insertRow<K extends TableName>(name: K, row: Row<K>): Row<K> {
  (table(name) as Array<Row<K>>).push(row);
  touch();
  return row;
}

/** Applies `patch` to every row matching `where`; answers the updated rows. */
export function updateRows<K extends TableName>(
  name: K,
  where: (row: Row<K>) => boolean,
  patch: Partial<Row<K>> | ((row: Row<K>) => Partial<Row<K>>),
): Array<Row<K>> {
  const rows = (table(name) as Array<Row<K>>).filter(where);
  for (const row of rows) Object.assign(row as object, typeof patch === 'function' ? patch(row) : patch);
  if (rows.length) touch();
  return rows;
}

/** A goods's own row of `name` (one per BU and goods): updated with `values`, or added with the goods's keys. */
export function saveGoodsRow<K extends TableName>(
  name: K,
  goods: VendorKey & { goodsId: string },
  values: Partial<Row<K>>,
): void {
  const same = (row: Row<K>) => {
    const r = row as unknown as { bu: string; goodsId: string };
    return r.bu === goods.bu && r.goodsId === goods.goodsId;
  };
  if (updateRows(name, same, values).length) return;
  const { venderId, bu, partnerId, goodsId } = goods;
  insertRow(name, { venderId, bu, partnerId, goodsId, ...values } as Row<K>);
}

export function deleteRows<K extends TableName>(name: K, where: (row: Row<K>) => boolean): number {
  const rows = table(name) as Array<Row<K>>;
  const before = rows.length;
  const kept = rows.filter((r) => !where(r));
  (db().tables as unknown as Record<string, unknown>)[name] = kept;
  if (kept.length !== before) touch();
  return before - kept.length;
}

export type { DbState, DbTables, TableName } from './tables';
