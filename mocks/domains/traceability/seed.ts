import { addDays, at } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import { SEAL_PNG_BASE64 } from '../../db/data/sealImage';
import type { TraceabilityTables, TraceBaseRow, TraceBatchRow } from './tables';
import { vendorKeyOf } from '../../db/tables';

/**
 * Quality traceability (SPEC §2): two thirds of each supplier's goods have base information, and
 * those have one to three production batches, each with its inspection report and production log
 * under their own names: the report is one stored PNG (the service stores it at the first query,
 * since a seeder fills only its own tables), the log the platform's seeded PDF.
 */

export const SEEDED_REPORT = 'group2/M00/seed/inspection-report.png';
const SEEDED_PDF = 'group2/M00/00/00/mail-attachment.pdf';

const compact = (iso: string) => iso.replace(/-/g, '');
const CITIES = ['广东省东莞市', '广东省江门市', '江苏省苏州市', '浙江省嘉兴市', '山东省青岛市', '福建省漳州市'];

const maintainedGoods = (ctx: SeedContext) => ctx.tables.goods!.filter((_, i) => i % 3 !== 2);

function bases(ctx: SeedContext): TraceBaseRow[] {
  const names = new Map(ctx.tables.vendors!.map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  return maintainedGoods(ctx).map((g) => {
    const city = ctx.rng.pick(CITIES);
    return {
      ...vendorKeyOf(g),
      goodsId: g.goodsId,
      manufacturer: names.get(`${g.bu}/${g.venderId}`) ?? g.brand,
      manufacturerAddress: `${city}工业园${ctx.rng.int(1, 99)}号`,
      origin: g.origin || city,
      licenceNo: `SC${ctx.rng.int(10000000000, 99999999999)}${ctx.rng.int(1000, 9999)}`,
      updateTime: at(addDays(ctx.today, -ctx.rng.int(10, 200)), ctx.rng.int(8, 18)),
    };
  });
}

function batches(ctx: SeedContext): TraceBatchRow[] {
  const rows: TraceBatchRow[] = [];
  const pdfSize = ctx.tables.files?.find((f) => f.fileUrl === SEEDED_PDF)?.size ?? 0;
  let seq = 0;
  for (const b of ctx.tables.traceBases!) {
    const n = ctx.rng.int(1, 3);
    for (let k = 0; k < n; k += 1) {
      seq += 1;
      const day = addDays(ctx.today, -ctx.rng.int(5, 180));
      rows.push({
        ...vendorKeyOf(b),
        batchId: `PC${String(seq).padStart(6, '0')}`,
        goodsId: b.goodsId,
        batchNo: `${compact(day)}${String.fromCharCode(65 + k)}`,
        productionDate: day,
        quantity: ctx.rng.int(200, 5000),
        inspectionReport: [
          { fileUrl: SEEDED_REPORT, fileName: `检验报告${seq}.png`, size: atob(SEAL_PNG_BASE64).length },
        ],
        productionLog: [{ fileUrl: SEEDED_PDF, fileName: `生产记录${seq}.pdf`, size: pdfSize }],
        createTime: at(addDays(day, 2), ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
      });
    }
  }
  return rows;
}

export const seeders: SeedersOf<TraceabilityTables> = {
  traceBases: bases,
  traceBatches: batches,
};
