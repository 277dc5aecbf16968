import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { collectDomains } from '../../mocks/domains/collect';
import { seedDb, seeders, type SeedContext } from '../../mocks/db/seed';
import { handlers } from '../../mocks/handlers';

/** Issue 18 item 4: a domain is a folder of mocks/domains; nothing lists the domains. */
const root = resolve('mocks/domains');
const folders = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
/** The domains with tables of their own (a report domain computes from the others' tables). */
const seeded = folders.filter((d) => existsSync(join(root, d, 'seed.ts')));

describe('mock backend: domains collected from their folders', () => {
  it('every domain folder has its handlers, and its tables with their seeders or neither', () => {
    for (const domain of folders) {
      expect(existsSync(join(root, domain, 'handlers.ts')), `${domain}/handlers.ts`).toBe(true);
      const parts = ['tables.ts', 'seed.ts'].map((file) => existsSync(join(root, domain, file)));
      expect(parts[0], `${domain}: tables.ts and seed.ts go together`).toBe(parts[1]);
    }
    expect(seeded.length).toBeGreaterThan(folders.length / 2);
  });

  it("serves every domain's handlers and seeds every domain's tables", async () => {
    const [seeds, routes] = await Promise.all([
      collectDomains<{ seeders: Record<string, unknown> }>('seed.ts', () =>
        import.meta.glob('../../mocks/domains/*/seed.ts', { eager: true }),
      ),
      collectDomains<{ handlers: unknown[] }>('handlers.ts', () =>
        import.meta.glob('../../mocks/domains/*/handlers.ts', { eager: true }),
      ),
    ]);
    expect(seeds.map(([domain]) => domain)).toEqual(seeded);
    expect(routes.map(([domain]) => domain)).toEqual(folders);
    for (const [domain, module] of routes) for (const h of module.handlers) expect(handlers, domain).toContain(h);
    const tables = seedDb('2025-06-18').tables as unknown as Record<string, unknown>;
    for (const [, module] of seeds)
      for (const name of Object.keys(module.seeders)) expect(Array.isArray(tables[name]), name).toBe(true);
  });

  it('finds the same domains on disk where there is no import.meta.glob (plain Node: the standalone server under tsx)', () => {
    const script =
      "const { collectDomains } = await import('./mocks/domains/collect.ts'); const found = await collectDomains('seed.ts', () => import.meta.glob('x')); console.log(JSON.stringify(found.map(([d, m]) => [d, Object.keys(m.seeders).length > 0])));";
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: resolve('.'),
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual(seeded.map((d) => [d, true]));
  });
});

describe('mock backend: seeding reads the tables a seeder needs on demand', () => {
  const added = seeders as Record<string, ((ctx: SeedContext) => unknown) | undefined>;
  afterEach(() => {
    delete added.aaNeedsZz;
    delete added.zzNeedsVendors;
    delete added.loopA;
    delete added.loopB;
  });

  it('seeds a table read before its turn, once', () => {
    let runs = 0;
    const tables = (ctx: SeedContext) => ctx.tables as unknown as Record<string, unknown[]>;
    added.aaNeedsZz = (ctx) => tables(ctx).zzNeedsVendors.map(() => 'x');
    added.zzNeedsVendors = (ctx) => {
      runs += 1;
      return ctx.tables.vendors!.map((v) => v.venderId);
    };
    const state = seedDb('2025-06-18').tables as unknown as Record<string, unknown[]>;
    expect(state.zzNeedsVendors.length).toBe(state.vendors.length);
    expect(state.aaNeedsZz.length).toBe(state.vendors.length);
    expect(runs).toBe(1);
  });

  it('names a circle of seeders instead of overflowing the stack', () => {
    const tables = (ctx: SeedContext) => ctx.tables as unknown as Record<string, unknown[]>;
    added.loopA = (ctx) => tables(ctx).loopB;
    added.loopB = (ctx) => tables(ctx).loopA;
    expect(() => seedDb('2025-06-18')).toThrow(/loopA → loopB → loopA/);
  });
});
