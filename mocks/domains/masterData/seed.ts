import { addDays } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type { MasterDataTables, SettlementMethodRow } from './tables';
import { METHOD_STATUS, SETTLE_CYCLE as C, SETTLE_METHOD as M } from '@/features/masterData/contract';
import { vendorKeyOf } from '../../db/tables';

/**
 * Settlement methods: every supplier code has its method in force, the one before it (expired) and,
 * for every third code, the next one (not yet in force); the demo supplier 100101 has a longer
 * history so its list pages. The method follows the trade type (RUNTYPE): distribution on credit
 * terms (some on delivery or prepaid), consignment on actual sales, joint operation on commission.
 */

const TERMS = [30, 45, 60, 90];

function methodFor(
  ctx: SeedContext,
  tradeType: string,
): Pick<SettlementMethodRow, 'settleMethod' | 'termDays' | 'cycle' | 'payMode'> {
  const payMode = ctx.rng.pick(['1', '1', '2', '3', '4']);
  if (tradeType === '2')
    return {
      settleMethod: M.actualSales,
      termDays: ctx.rng.pick(TERMS),
      cycle: ctx.rng.pick([C.monthly, C.semiMonthly]),
      payMode,
    };
  if (tradeType === '3' || tradeType === '4')
    return { settleMethod: M.commission, termDays: ctx.rng.pick([15, 30]), cycle: C.monthly, payMode };
  const settleMethod = ctx.rng.pick([
    M.creditTerm,
    M.creditTerm,
    M.creditTerm,
    M.creditTerm,
    M.onDelivery,
    M.prepayment,
  ]);
  if (settleMethod !== M.creditTerm)
    return {
      settleMethod,
      termDays: 0,
      cycle: ctx.rng.pick([C.tenDay, C.weekly]),
      payMode: settleMethod === M.prepayment ? '1' : payMode,
    };
  return {
    settleMethod,
    termDays: ctx.rng.pick(TERMS),
    cycle: ctx.rng.pick([C.monthly, C.monthly, C.semiMonthly, C.tenDay]),
    payMode,
  };
}

export function settlementMethodRows(ctx: SeedContext): SettlementMethodRow[] {
  const rows: SettlementMethodRow[] = [];
  let seq = 0;
  for (const [i, v] of ctx.tables.vendors!.entries()) {
    // Periods of a year, newest last: [past…, in force, (next)].
    const past = v.venderId === '100101' ? 10 : 1 + (i % 2);
    const next = i % 3 === 0;
    const inForceFrom = addDays(ctx.today, -(40 + i * 9));
    const periods: Array<[start: string, end: string | null, status: string]> = [];
    for (let k = past; k >= 1; k -= 1)
      periods.push([addDays(inForceFrom, -365 * k), addDays(inForceFrom, -365 * (k - 1) - 1), METHOD_STATUS.expired]);
    periods.push([inForceFrom, next ? addDays(ctx.today, 59 + i) : null, METHOD_STATUS.inForce]);
    if (next) periods.push([addDays(ctx.today, 60 + i), null, METHOD_STATUS.notYet]);
    for (const [startDate, endDate, status] of periods) {
      seq += 1;
      rows.push({
        id: `JS${String(seq).padStart(6, '0')}`,
        ...vendorKeyOf(v),
        ...methodFor(ctx, v.tradeType),
        startDate,
        endDate,
        status,
        remark: status === METHOD_STATUS.notYet ? '新合同年度结算条款' : '',
      });
    }
  }
  return rows;
}

export const seeders: SeedersOf<MasterDataTables> = {
  settlementMethods: (ctx) => settlementMethodRows(ctx),
};
