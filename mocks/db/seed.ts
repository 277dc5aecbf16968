import { collectDomains } from '../domains/collect';
import { createRng, type Rng } from './random';
import type { DbState, DbTables, TableName } from './tables';

/** Bump when the shape or the derivation of the seed changes: a persisted browser DB of another version is reseeded. */
export const SCHEMA_VERSION = 16;
const SEED = 20240601;

/**
 * What every seeder gets: its own PRNG, "today" and the other tables. Reading a table
 * (`ctx.tables.vendors!`) seeds it first if it is not yet, so seeders may run in any order.
 */
export type SeedContext = { rng: Rng; today: string; tables: Partial<DbTables> };

export type Seeder<K extends TableName> = (ctx: SeedContext) => DbTables[K];
/** A domain's seeders, one per table it declares: `export const seeders: SeedersOf<OrdersTables> = { … }`. */
export type SeedersOf<T> = { [K in keyof T]: (ctx: SeedContext) => T[K] };

type SeedModule = { seeders: Partial<{ [K in TableName]: Seeder<K> }> };

const domainSeeds = await collectDomains<SeedModule>('seed.ts', () =>
  import.meta.glob<SeedModule>('../domains/*/seed.ts', { eager: true }),
);

/** Every table's seeder, from the domains' seed.ts (`export const seeders`). */
export const seeders: Partial<Record<TableName, (ctx: SeedContext) => unknown>> = {};
for (const [domain, module] of domainSeeds) {
  for (const [name, seeder] of Object.entries(module.seeders ?? {})) {
    if (name in seeders) throw new Error(`[mock] table ${name} is seeded twice (again in domains/${domain}/seed.ts)`);
    seeders[name as TableName] = seeder as (ctx: SeedContext) => unknown;
  }
}

/**
 * Builds a fresh database relative to `today`. Deterministic: same today → same data. `lazy`: each
 * table is seeded when first read (with the tables its seeder reads), for a host that reads a few.
 */
export function seedDb(today: string, { lazy = false } = {}): DbState {
  const seeded: Record<string, unknown> = {};
  const running = new Set<string>();
  const tables = new Proxy({} as Partial<DbTables>, {
    get: (_, name) => (typeof name === 'string' ? seed(name) : undefined),
  });
  function seed(name: string): unknown {
    if (name in seeded) return seeded[name];
    const seeder = seeders[name as TableName];
    if (!seeder) return undefined;
    if (running.has(name))
      throw new Error(`[mock] seeders read each other in a circle: ${[...running, name].join(' → ')}`);
    running.add(name);
    // Each table gets its own PRNG stream, so adding a table does not shift the others' data.
    seeded[name] = seeder({ rng: createRng(SEED ^ hashName(name)), today, tables });
    running.delete(name);
    return seeded[name];
  }
  const meta = { schemaVersion: SCHEMA_VERSION, seededFor: today, counters: {} };
  if (lazy) {
    const onRead = {} as DbTables;
    for (const name of Object.keys(seeders))
      Object.defineProperty(onRead, name, { enumerable: true, get: () => seed(name) });
    return { meta, tables: onRead };
  }
  for (const name of Object.keys(seeders)) seed(name);
  return { meta, tables: seeded as unknown as DbTables };
}

function hashName(name: string): number {
  let h = 0;
  for (let i = 0; i < name.length; i += 1) h = (Math.imul(h, 31) + name.charCodeAt(i)) >>> 0;
  return h;
}
