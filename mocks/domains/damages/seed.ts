import { addDays, at, notAfter } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type { DamageLine } from '@/features/damages/types';
import type { DamageRow, DamagesTables } from './tables';
import { DAMAGE_STATUS as S, type DamageStatus } from '@/features/damages/contract';
import { vendorKeyOf } from '../../db/tables';

/**
 * Order liquidated damages (SPEC §2 order_liquidateddamages): hundreds of breaches over the
 * suppliers, in every status of the state machine (./service.ts), each with goods lines
 * whose amounts add up to the breach amount.
 */

const compact = (iso: string) => iso.replace(/-/g, '');
/** Status mix: mostly pending and confirmed, some disputes in each review state. */
const STATUS_MIX: DamageStatus[] = [
  ...[S.pending, S.pending, S.pending, S.confirmed, S.confirmed, S.confirmed],
  ...[S.disputed, S.disputed, S.accepted, S.rejected],
];
const REASONS = ['送货延误，司机已说明交通管制', '实际已足量送货，验收单数量有误', '缺货已提前通知采购'];
const REVIEWS = ['经核实情况属实，同意申诉', '未提供有效证明，驳回申诉'];

export function damageRows(ctx: SeedContext): DamageRow[] {
  const rows: DamageRow[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const goods = ctx.tables.goods!.filter((g) => g.venderId === v.venderId && g.bu === v.bu);
    if (goods.length === 0) continue;
    const shops = ctx.tables.shops!.filter((s) => s.buId === v.bu);
    const count = v.venderId === '100101' ? 90 : ctx.rng.int(20, 40);
    for (let i = 0; i < count; i += 1) {
      seq += 1;
      const breachDate = addDays(ctx.today, -ctx.rng.int(1, 120));
      // The demo supplier's first rows cover every status, in order, so tests can find each.
      const status = v.venderId === '100101' && i < STATUS_MIX.length ? STATUS_MIX[i] : ctx.rng.pick(STATUS_MIX);
      const shop = shops.length ? ctx.rng.pick(shops) : { shopId: `${v.bu}01`, shopName: '' };
      const breachType = String(ctx.rng.int(1, 4));
      const lines: DamageLine[] = [];
      const n = ctx.rng.int(1, 3);
      for (let k = 0; k < n; k += 1) {
        const g = goods[(i + k * 5) % goods.length];
        if (lines.some((l) => l.goodsId === g.goodsId)) continue;
        const orderQty = 10 * ctx.rng.int(2, 30);
        const deliveredQty = Math.max(0, orderQty - 10 * ctx.rng.int(1, 3));
        lines.push({
          lineNo: lines.length + 1,
          goodsId: g.goodsId,
          goodsName: g.goodsName,
          orderQty,
          deliveredQty,
          amount: Math.round((orderQty - deliveredQty) * g.purchasePrice * 10) / 100,
        });
      }
      const amount = Math.round(lines.reduce((s, l) => s + l.amount * 100, 0)) / 100;
      const reviewed = status === S.accepted || status === S.rejected;
      const disputed = status === S.disputed || reviewed;
      rows.push({
        sheetId: `WY${compact(breachDate)}${String(seq).padStart(5, '0')}`,
        sheetType: 'liquidated_damages',
        ...vendorKeyOf(v),
        status,
        creator: '王晓梅',
        checker: status === S.pending ? null : reviewed ? '李建国' : v.venderName,
        createDate: at(addDays(breachDate, 1), ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
        checkDate:
          status === S.pending
            ? null
            : at(notAfter(addDays(breachDate, 3), ctx.today), ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
        orderSheetId: `DH${compact(addDays(breachDate, -3))}${String(seq).padStart(5, '0')}`,
        shopId: shop.shopId,
        shopName: shop.shopName,
        breachType,
        amount,
        breachDate,
        disputeReason: disputed ? ctx.rng.pick(REASONS) : null,
        reviewReason: reviewed ? REVIEWS[status === S.accepted ? 0 : 1] : null,
        remark: '',
        lines,
      });
    }
  }
  return rows;
}

export const seeders: SeedersOf<DamagesTables> = {
  damages: (ctx) => damageRows(ctx),
};
