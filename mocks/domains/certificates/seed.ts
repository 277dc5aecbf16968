import { addDays, at } from '../../db/clock';
import { CERT_TYPES, EVIDENCE_TYPES } from '../../db/data/lists';
import { scanBytes, scanKind } from '../../db/data/scans';
import type { SeedContext, SeedersOf } from '../../db/seed';
import { CERT_KIND, CERT_STATUS, RELIEF_STATUS, RELIEF_TYPE } from '@/features/certificates/contract';
import type { CertItem, CertKind, CertStatus, TaxReliefRecord, TaxReliefStatus } from '@/features/certificates/types';
import type { CertCategoryRuleRow, CertificatesTables, CertSheetRow, CertTypeRow } from './tables';
import { vendorKeyOf } from '../../db/tables';

/**
 * Certificate sheets of every supplier (SPEC §2 /cert/*, /s/license/*): company licences and goods
 * certificates in every status; the demo supplier's approved ones expire at spread horizons (past,
 * 5, 25, 45 days and years away) so the on-hand, old and expiry screens all have rows.
 */

const compact = (iso: string) => iso.replace(/-/g, '');
/** A type's category from its code's first digit (1xx company, 2xx goods, 3xx brand). */
const kindOf = (ctId: string): CertKind =>
  ctId[0] === '1' ? CERT_KIND.company : ctId[0] === '2' ? CERT_KIND.goods : CERT_KIND.brand;

export function certTypeRows(): CertTypeRow[] {
  const yearFlags = new Map(EVIDENCE_TYPES.map((e) => [e.ctId, e.yearFlag]));
  return CERT_TYPES.map((t) => ({
    ctId: t.id,
    ctName: t.name,
    kind: kindOf(t.id),
    yearFlag: yearFlags.get(t.id) ?? 0,
    enabled: true,
  }));
}

/** Evidence per major goods category: a quality report always; imports, fresh and cosmetics need more. */
const RULES: Array<[majorId: string, required: string[], optional: string[]]> = [
  ['10', ['201'], ['203', '302']],
  ['11', ['201'], ['203']],
  ['12', ['201'], ['203', '301', '302']],
  ['13', ['201', '302'], ['301']],
  ['14', ['201', '203'], []],
  ['15', ['201'], ['203']],
];

export function certCategoryRuleRows(ctx: SeedContext): CertCategoryRuleRow[] {
  const names = new Map(ctx.tables.categories!.filter((c) => c.level === 1).map((c) => [c.id, c.name]));
  return RULES.map(([majorId, required, optional]) => ({
    majorId,
    majorName: names.get(majorId) ?? majorId,
    required,
    optional,
  }));
}

const MANUFACTURERS = [
  '华润食品有限公司',
  '广州市穗香食品厂',
  '东莞市恒泰日化用品有限公司',
  '佛山市海天调味食品股份有限公司',
];
const S = CERT_STATUS;
const STATUS_MIX: CertStatus[] = [
  S.approved,
  S.approved,
  S.approved,
  S.approved,
  S.preAudit,
  S.finalAudit,
  S.draft,
  S.rejected,
  S.approved,
  S.approved,
];
/**
 * Days to expiry of the demo supplier's approved sheets, in seed order; a company sheet's second
 * licence runs 30 days longer, so the first (-45) leaves an expired supplier licence.
 */
const DEMO_EXPIRIES = [-45, 5, 25, 45, 400, 800, -3, 1200, 90, 600];

export function certSheetRows(ctx: SeedContext): CertSheetRow[] {
  const types = new Map(certTypeRows().map((t) => [t.ctId, t]));
  const rules = new Map(RULES.map(([m, required]) => [m, required]));
  const rows: CertSheetRow[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const demo = v.venderId === '100101';
    const goods = ctx.tables.goods!.filter((g) => g.venderId === v.venderId && g.bu === v.bu);
    const count = demo ? 40 : goods.length ? ctx.rng.int(6, 14) : 0;
    let approved = 0;
    for (let i = 0; i < count; i += 1) {
      seq += 1;
      const status = demo && i < STATUS_MIX.length ? STATUS_MIX[i] : ctx.rng.pick(STATUS_MIX);
      const company = i % 4 === 0 || goods.length === 0;
      const g = company ? null : goods[i % goods.length];
      const ctIds = company ? ['101', '102'] : [...(rules.get(g!.majorId) ?? ['201'])];
      const created = addDays(ctx.today, -ctx.rng.int(10, 300));
      // Sheets not yet approved are valid for a while yet (an expired one could not be submitted).
      const days =
        status !== S.approved
          ? ctx.rng.int(200, 1500)
          : demo
            ? DEMO_EXPIRIES[approved++ % DEMO_EXPIRIES.length]
            : ctx.rng.int(-60, 1500);
      const items: CertItem[] = ctIds.map((ctId, k) => {
        const indefinite = ctId === '101';
        return {
          ctId,
          ctName: types.get(ctId)!.ctName,
          certCode: `${ctId}${compact(created)}${String(seq).padStart(4, '0')}${k}`,
          expiryDate: indefinite ? null : addDays(ctx.today, days + k * 30),
          indefinite,
          approvalNo: ctId === '102' ? `JY1${String(4403000 + seq)}` : '',
          annualReview: types.get(ctId)!.yearFlag === 1,
          sanitaryInspection: ctId === '106' || ctId === '201',
          // Scans of the paper licence as a supplier uploads them (SPEC §5): PNG, JPEG and PDF in turn.
          files: [1, 2].slice(0, 1 + (seq % 2)).map((n) => {
            const fileName = `CERT${seq}-${k}-${n}.${scanKind(seq + k + n)}`;
            return { fileUrl: `group2/M00/cert/${fileName}`, fileName, size: scanBytes(fileName, seq).bytes.length };
          }),
        };
      });
      const expiries = items
        .map((it) => it.expiryDate)
        .filter((d): d is string => !!d)
        .sort();
      const checked = status === S.finalAudit || status === S.approved || status === S.rejected;
      rows.push({
        sheetId: `ZZ${compact(created)}${String(seq).padStart(5, '0')}`,
        sheetType: 'certificate',
        ...vendorKeyOf(v),
        status,
        creator: v.venderName,
        checker: checked ? '李建国' : null,
        createDate: at(created, ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
        checkDate: checked ? at(addDays(created, 2), ctx.rng.int(8, 18), ctx.rng.int(0, 59)) : null,
        kind: company ? CERT_KIND.company : CERT_KIND.goods,
        goodsId: g?.goodsId ?? '',
        goodsName: g?.goodsName ?? '',
        barcode: g?.barcode ?? '',
        majorId: g?.majorId ?? '',
        majorName: g?.majorName ?? '',
        batchNo: g ? `B${compact(created)}` : '',
        productionDate: g ? addDays(created, -5) : null,
        manufacturer: company ? v.venderName : ctx.rng.pick(MANUFACTURERS),
        expiryDate: expiries[0] ?? null,
        certCodes: items.map((it) => it.certCode).join(', '),
        ctNames: items.map((it) => it.ctName).join('、'),
        rejectReason: status === S.rejected ? '质检报告已过期，请上传有效期内的报告' : null,
        replaced: status === S.approved && demo && i === 9,
        items,
      });
    }
  }
  return rows;
}

const BASES = [
  '财税〔2011〕137号 鲜活肉蛋产品流通环节免征增值税',
  '财税〔2012〕75号 蔬菜流通环节免征增值税',
  '财政部 税务总局公告2019年第39号',
];
const RELIEF_STATUSES: TaxReliefStatus[] = [
  RELIEF_STATUS.draft,
  RELIEF_STATUS.signed,
  RELIEF_STATUS.signed,
  RELIEF_STATUS.approved,
  RELIEF_STATUS.approved,
  RELIEF_STATUS.rejected,
];

/** Tax relief sheets of some goods (SPEC §2 /cert/taxReliefs): the demo supplier's in every status; PDFs are made on save. */
export function taxReliefRows(ctx: SeedContext): TaxReliefRecord[] {
  const rows: TaxReliefRecord[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const goods = ctx.tables.goods!.filter((g) => g.venderId === v.venderId && g.bu === v.bu);
    const count = v.venderId === '100101' ? 12 : goods.length ? ctx.rng.int(0, 4) : 0;
    for (let i = 0; i < count; i += 1) {
      seq += 1;
      const g = goods[(i * 3) % goods.length];
      const status =
        v.venderId === '100101' ? RELIEF_STATUSES[i % RELIEF_STATUSES.length] : ctx.rng.pick(RELIEF_STATUSES);
      const created = addDays(ctx.today, -ctx.rng.int(5, 200));
      const exemption = i % 2 === 0;
      const reviewed = status === RELIEF_STATUS.approved || status === RELIEF_STATUS.rejected;
      rows.push({
        sheetId: `JM${compact(created)}${String(seq).padStart(5, '0')}`,
        sheetType: 'tax_relief',
        ...vendorKeyOf(v),
        status,
        creator: v.venderName,
        checker: reviewed ? '李建国' : null,
        createDate: at(created, ctx.rng.int(8, 18), ctx.rng.int(0, 59)),
        checkDate: reviewed ? at(addDays(created, 3), 10) : null,
        reliefType: exemption ? RELIEF_TYPE.exemption : RELIEF_TYPE.reduction,
        goodsId: g.goodsId,
        goodsName: g.goodsName,
        taxRate: g.saleTaxRate,
        reliefRate: exemption ? 0 : Math.min(g.saleTaxRate, 3),
        validFrom: created,
        validTo: addDays(created, 365),
        basis: BASES[i % BASES.length],
        pdf: null,
        signedAt: status === RELIEF_STATUS.draft ? null : at(addDays(created, 1), 9),
        rejectReason: status === RELIEF_STATUS.rejected ? '减免依据文件与商品类别不符' : null,
      });
    }
  }
  return rows;
}

export const seeders: SeedersOf<CertificatesTables> = {
  licenceTypes: () => certTypeRows(),
  licenceRules: (ctx) => certCategoryRuleRows(ctx),
  certSheets: (ctx) => certSheetRows(ctx),
  taxReliefs: (ctx) => taxReliefRows(ctx),
};
