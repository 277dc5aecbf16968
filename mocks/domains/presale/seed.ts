import { addDays, at } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import {
  AFTER_SALE_STATUS as A,
  APPLY_TYPE as T,
  EXPRESS_COMPANY_CODES,
  ORDER_STATUS as O,
  PACK_MATERIAL_CODES,
  STAGE,
  WAREHOUSE_STATUS,
} from '@/features/presale/contract';
import type { AfterSaleStatus, ApplyType, PresaleStage, PresaleStatus } from '@/features/presale/types';
import type { AfterSaleRow, PackInfoRow, PresaleOrderRow, PresaleTables } from './tables';
import { fieldsOf, vendorKeyOf } from '../../db/tables';

/**
 * Presale (SPEC §2 presale screens): the first goods of each supplier are sold in presale on the
 * online shop; the demo supplier 100101 has dozens of orders and after-sales in every state.
 */

const compact = (iso: string) => iso.replace(/-/g, '');
const PRESALE_GOODS = 6;
const NAMES = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强', '周婷', '吴刚'];
const STREETS = [
  '南山区科技园路18号',
  '福田区深南大道1009号',
  '天河区体育西路66号',
  '浦东新区世纪大道100号',
  '朝阳区建国路88号',
];
const REASONS = ['商品破损', '不想要了', '发错货', '质量问题', '未按约定时间发货'];

/** The demo supplier's first orders cover every status and stage, in order. */
const ORDER_MIX: [PresaleStatus, PresaleStage][] = [
  [O.paid, STAGE.delivery],
  [O.paid, STAGE.delivery],
  [O.paid, STAGE.delivery],
  [O.paid, STAGE.presale],
  [O.paid, STAGE.presale],
  [O.shipped, STAGE.delivery],
  [O.completed, STAGE.delivery],
  [O.cancelled, STAGE.presale],
  [O.cancelled, STAGE.delivery],
];
const AFTER_MIX: [AfterSaleStatus, ApplyType][] = [
  [A.pendingReview, T.refundOnly],
  [A.pendingReview, T.physicalReturn],
  [A.pendingReview, T.noPhysicalReturn],
  [A.pendingReview, T.refundOnly],
  [A.pendingReturn, T.physicalReturn],
  [A.pendingReturn, T.physicalReturn],
  [A.pendingRefund, T.refundOnly],
  [A.cancelled, T.noPhysicalReturn],
  [A.rejected, T.refundOnly],
  [A.completed, T.physicalReturn],
  [A.unknown, T.refundOnly],
];

export const presaleGoods = (ctx: SeedContext, venderId: string, bu: string) =>
  ctx.tables.goods!.filter((g) => g.venderId === venderId && g.bu === bu).slice(0, PRESALE_GOODS);

const phone = (ctx: SeedContext) => `1${ctx.rng.pick(['38', '39', '58', '86', '77'])}****${ctx.rng.int(1000, 9999)}`;

function orders(ctx: SeedContext): PresaleOrderRow[] {
  const rows: PresaleOrderRow[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const goods = presaleGoods(ctx, v.venderId, v.bu);
    if (goods.length === 0) continue;
    const count = v.venderId === '100101' ? 60 : ctx.rng.int(8, 20);
    for (let i = 0; i < count; i += 1) {
      seq += 1;
      const [status, stage] = v.venderId === '100101' && i < ORDER_MIX.length ? ORDER_MIX[i] : ctx.rng.pick(ORDER_MIX);
      const g = goods[i % goods.length];
      const qty = ctx.rng.int(1, 4);
      const payDay = addDays(
        ctx.today,
        -ctx.rng.int(stage === STAGE.presale ? 1 : 10, stage === STAGE.presale ? 9 : 40),
      );
      const shipped = status === O.shipped || status === O.completed;
      rows.push({
        ...vendorKeyOf(v),
        orderNo: `YS${compact(payDay)}${String(seq).padStart(5, '0')}`,
        outerOrderNumber: `TB${compact(payDay)}${String(700000 + seq * 37).padStart(8, '0')}`,
        status,
        stage,
        goodsId: g.goodsId,
        goodsName: g.goodsName,
        qty,
        amount: Math.round(qty * g.salePrice * 100) / 100,
        consignee: ctx.rng.pick(NAMES),
        consigneePhone: phone(ctx),
        address: ctx.rng.pick(STREETS),
        payTime: at(payDay, ctx.rng.int(8, 22), ctx.rng.int(0, 59)),
        deliveryStart: stage === STAGE.presale ? addDays(ctx.today, ctx.rng.int(3, 20)) : addDays(payDay, 7),
        expressCompany: shipped ? ctx.rng.pick(EXPRESS_COMPANY_CODES) : null,
        expressNo: shipped ? `SF${ctx.rng.int(1000000000, 9999999999)}` : null,
        shipTime: shipped ? at(addDays(payDay, 8), ctx.rng.int(9, 18), ctx.rng.int(0, 59)) : null,
      });
    }
  }
  return rows;
}

function afterSales(ctx: SeedContext): AfterSaleRow[] {
  const rows: AfterSaleRow[] = [];
  const done = ctx.tables.presaleOrders!.filter((o) => o.status === O.shipped || o.status === O.completed);
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const mine = done.filter((o) => o.venderId === v.venderId && o.bu === v.bu);
    if (mine.length === 0) continue;
    const count = v.venderId === '100101' ? 30 : ctx.rng.int(3, 8);
    for (let i = 0; i < count; i += 1) {
      seq += 1;
      const o = mine[i % mine.length];
      const [status, applyType] =
        v.venderId === '100101' && i < AFTER_MIX.length ? AFTER_MIX[i] : ctx.rng.pick(AFTER_MIX);
      const day = addDays(ctx.today, -ctx.rng.int(0, 20));
      const handled = status !== A.pendingReview && status !== A.unknown;
      rows.push({
        ...vendorKeyOf(v),
        afterSaleNo: `SH${compact(day)}${String(seq).padStart(5, '0')}`,
        outerAftersaleNumber: `RF${compact(day)}${String(300000 + seq * 41).padStart(8, '0')}`,
        ...fieldsOf(o, ['outerOrderNumber', 'goodsId', 'goodsName']),
        applyType,
        reason: ctx.rng.pick(REASONS),
        qty: o.qty,
        refundAmount: o.amount,
        status,
        warehouseStatus:
          applyType === T.physicalReturn && (status === A.pendingRefund || status === A.completed)
            ? WAREHOUSE_STATUS.inStock
            : WAREHOUSE_STATUS.waiting,
        applyTime: at(day, ctx.rng.int(8, 22), ctx.rng.int(0, 59)),
        handleTime: handled ? at(day, 23, ctx.rng.int(0, 59)) : null,
        rejectReason: status === A.rejected ? '商品已签收超过七天，且不影响二次销售' : null,
        returnExpressNo:
          applyType === T.physicalReturn && status !== A.pendingReview
            ? `YT${ctx.rng.int(100000000, 999999999)}`
            : null,
      });
    }
  }
  return rows;
}

function packs(ctx: SeedContext): PackInfoRow[] {
  const rows: PackInfoRow[] = [];
  for (const v of ctx.tables.vendors!) {
    presaleGoods(ctx, v.venderId, v.bu).forEach((g, i) => {
      // Every other goods still waits for its packing information.
      const entered = i % 2 === 0;
      rows.push({
        ...vendorKeyOf(v),
        ...fieldsOf(g, ['goodsId', 'goodsName', 'barcode']),
        packLength: entered ? ctx.rng.int(20, 50) : null,
        packWidth: entered ? ctx.rng.int(15, 40) : null,
        packHeight: entered ? ctx.rng.int(10, 30) : null,
        packWeight: entered ? Math.round(ctx.rng.next() * 5000 + 500) / 1000 : null,
        piecesPerParcel: entered ? ctx.rng.pick([1, 2, 4, 6]) : null,
        packMaterial: entered ? ctx.rng.pick(PACK_MATERIAL_CODES) : null,
        updateTime: entered ? at(addDays(ctx.today, -ctx.rng.int(5, 60)), 10) : null,
      });
    });
  }
  return rows;
}

export const seeders: SeedersOf<PresaleTables> = {
  presaleOrders: orders,
  afterSales,
  presalePacks: packs,
};
