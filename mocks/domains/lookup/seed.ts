import { addDays } from '../../db/clock';
import { ORIGINS, TEMPLATES } from '../../db/data/catalog';
import type { SeedersOf } from '../../db/seed';
import { DC_REGION } from '../../db/data/orgs';
import type { LookupTables } from './tables';
import { vendorKeyOf } from '../../db/tables';

export const seeders: SeedersOf<LookupTables> = {
  contracts: (ctx) =>
    ctx.tables.vendors!.flatMap((v, i) =>
      [0, 1].map((k) => {
        const start = addDays(ctx.today, -300 + k * 200 - i);
        return {
          ...vendorKeyOf(v),
          contractId: `HT${v.bu}${String(i * 2 + k + 1).padStart(5, '0')}`,
          contractName: k === 0 ? `${v.venderName}年度购销合同` : `${v.venderName}促销服务协议`,
          venderName: v.venderName,
          startDate: start,
          endDate: addDays(start, 365),
          status: k === 0 ? '4' : ctx.rng.pick(['0', '1', '2']),
        };
      }),
    ),
  finEntities: (ctx) =>
    ctx.tables.bus!.map((b, i) => ({
      finEntityId: `F${b.buId}01`,
      finEntityName: i === 0 ? '华润万家有限公司' : `华润万家生活超市(${DC_REGION[b.buId]})有限公司`,
      buId: b.buId,
      taxNumber: `91440300${String(61800000 + i * 3571)}X`,
      bankName: '中国工商银行深圳华润大厦支行',
      account: `40000212090${String(10000000 + i * 1234567).slice(0, 8)}`,
    })),
  origins: () => ORIGINS.map((x) => ({ ...x })),
  templates: (ctx) => TEMPLATES.map((t, i) => ({ ...t, createDate: addDays(ctx.today, -(100 + i * 17)) })),
};
