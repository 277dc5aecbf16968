import { addDays, at } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type { InventoryEntryRow, InventoryTables } from './tables';
import { vendorKeyOf } from '../../db/tables';

/**
 * Inventory collaboration (SPEC §3, §9 cases): three goods in four have figures entered by their
 * supplier; some allocable figures are low, so goods short against open orders exist.
 */
function entries(ctx: SeedContext): InventoryEntryRow[] {
  const names = new Map(ctx.tables.vendors!.map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  return ctx.tables
    .goods!.filter((_, i) => i % 4 !== 3)
    .map((g) => ({
      ...vendorKeyOf(g),
      goodsId: g.goodsId,
      productionCycle: ctx.rng.int(3, 45),
      unitsPerCase: ctx.rng.pick([6, 12, 12, 24]),
      allocableCases: ctx.rng.chance(0.3) ? ctx.rng.int(0, 3) : ctx.rng.int(20, 800),
      inProductionCases: ctx.rng.int(0, 500),
      updateTime: at(addDays(ctx.today, -ctx.rng.int(0, 30)), ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
      updater: names.get(`${g.bu}/${g.venderId}`) ?? '',
    }));
}

export const seeders: SeedersOf<InventoryTables> = {
  inventoryEntries: entries,
};
