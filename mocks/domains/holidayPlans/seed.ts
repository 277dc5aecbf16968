import { addDays, at } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import { tr } from '../../glossary';
import { deadlineOf } from '@/features/holidayPlans/contract';
import { holidaysOf } from './calendar';
import type { HolidayPlansTables } from './tables';
import type { Holiday, HolidayPlan } from '@/features/holidayPlans/types';
import { vendorKeyOf } from '../../db/tables';

/**
 * Holidays of the two years before, this year and next for several BUs, and the suppliers' plans: every
 * vendor of those BUs has a plan for most holidays whose entry deadline (21 days ahead, SPEC §9)
 * has passed, and for some upcoming ones, so the demo supplier sees dozens of plans and every
 * state (closed, planned, open) on the maintain screen.
 */
const SEED_BUS = ['12', '13', '31'];

// Declared when the module loads: a database loaded from storage seeds nothing, yet the server's
// en-US texts must name every holiday.
for (const h of holidaysOf(0)) tr(h.zh, h.en);

export function holidayRows(ctx: SeedContext): Holiday[] {
  const year = Number(ctx.today.slice(0, 4));
  const rows: Holiday[] = [];
  let seq = 0;
  for (const buId of SEED_BUS) {
    for (const y of [year - 2, year - 1, year, year + 1]) {
      for (const h of holidaysOf(y)) {
        seq += 1;
        const startDate = `${y}-${h.start}`;
        rows.push({
          holidayId: `HD${y}${buId}${String(seq).padStart(4, '0')}`,
          year: y,
          holidayName: tr(h.zh, h.en),
          buId,
          startDate,
          endDate: addDays(startDate, h.days - 1),
          remark: '',
          creator: '王晓梅',
          updateDate: at(addDays(`${y}-01-01`, -60), 10, 0),
        });
      }
    }
  }
  return rows;
}

export function planRows(ctx: SeedContext): HolidayPlan[] {
  const holidays = ctx.tables.holidays!;
  const rows: HolidayPlan[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const demo = v.venderId === '100101';
    for (const h of holidays.filter((x) => x.buId === v.bu)) {
      const deadline = deadlineOf(h.startDate);
      const passed = deadline < ctx.today;
      // Past holidays: most suppliers planned them; upcoming ones: a few already did.
      const planned = passed ? demo || ctx.rng.int(1, 10) <= 7 : ctx.rng.int(1, 10) <= (demo ? 4 : 2);
      if (!planned) continue;
      seq += 1;
      const entered = passed ? addDays(deadline, -ctx.rng.int(0, 20)) : addDays(ctx.today, -ctx.rng.int(0, 10));
      const created = entered < ctx.today ? entered : ctx.today;
      const stopBefore = ctx.rng.int(1, 4);
      const resumeAfter = ctx.rng.int(1, 3);
      const endNext = addDays(h.endDate, 1);
      rows.push({
        planId: `VP${String(seq).padStart(6, '0')}`,
        holidayId: h.holidayId,
        ...vendorKeyOf(v),
        receiptStop: addDays(h.startDate, -stopBefore - 2),
        receiptResume: addDays(endNext, resumeAfter - 1),
        deliveryStop: addDays(h.startDate, -stopBefore),
        deliveryResume: addDays(endNext, resumeAfter),
        remark: '',
        creator: v.venderName,
        createDate: at(created, ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
        updateDate: at(created, 19, ctx.rng.int(0, 59)),
      });
    }
  }
  return rows;
}

export const seeders: SeedersOf<HolidayPlansTables> = {
  holidays: (ctx) => holidayRows(ctx),
  holidayPlans: (ctx) => planRows(ctx),
};
