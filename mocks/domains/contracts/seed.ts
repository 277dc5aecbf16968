import { vendorKeyOf, type RowOf } from '../../db/tables';
import { addDays, at, notAfter } from '../../db/clock';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type { AttachmentDoc, Contract, PromoterAgreement, TicketAgreement } from '@/features/contracts/types';
import type { ContractsTables } from './tables';
import { VENDOR_STATUS } from '@/features/vendorProfile/contract';
import {
  ATTACHMENT_STATUS,
  CONTRACT_STATUS as S,
  CONTRACT_TYPE as T,
  EXEC_STATUS as X,
  ONBOARD_TYPE,
  SEAL_STATUS as SEAL,
  SIGN_STATUS as SIGN,
  TICKET_APPLY_TYPE,
  TICKET_STATUS,
  replacementInTime,
  ticketStatusAllowed,
} from '@/features/contracts/contract';

type VendorRow = RowOf<'vendors'>;

/** A stored PDF the seed already holds (platform files seeder): attachment documents point at it under their own names. */
const SEEDED_PDF = 'group2/M00/00/00/mail-attachment.pdf';

/**
 * Contracts and agreements relative to today: the demo supplier (100101, bu 12) has a bill in
 * every status and seal state (the first rows, in order, so tests find each), others have a few;
 * its one new bill is a supplementary agreement, so it may apply for a supplier agreement (SPEC §5);
 * purchase contracts pending execution and terminated ones (SPEC §4: they cannot be rejected).
 */

const compact = (iso: string) => iso.replace(/-/g, '');
const TITLES = {
  [T.supplierAgreement]: tr('供应商年度合作协议', 'Annual supplier cooperation agreement'),
  [T.purchase]: tr('商品购销合同', 'Goods purchase and sale contract'),
  [T.supplementary]: catalogue('contracts:contractType.3'),
};
const REJECTED_BY_A = tr('返利比例与谈判结果不符，请重新确认', 'The rebate rate differs from what was negotiated');
/** Why a seeded bill was cancelled by purchasing or rejected by party B (both are given with a reason). */
const REASONS: Partial<Record<Contract['status'], string>> = {
  [S.purchaseCancelled]: tr(
    '供应商资质待复核，暂缓签约',
    'The supplier’s qualifications are under review: signing is postponed',
  ),
  [S.cancelled]: tr('付款账期与双方约定不符', 'The payment terms differ from what both parties agreed'),
};

/** [status, signStatus, sealStatus, execStatus, contractType] of the demo supplier's first bills. */
const DEMO_MIX: Array<
  [Contract['status'], Contract['signStatus'], Contract['sealStatus'], Contract['execStatus'], Contract['contractType']]
> = [
  [S.new, SIGN.waiting, SEAL.none, X.inForce, T.supplementary],
  [S.submitted, SIGN.waiting, SEAL.none, X.inForce, T.supplierAgreement],
  [S.approved, SIGN.waiting, SEAL.none, X.inForce, T.supplierAgreement],
  [S.approved, SIGN.waiting, SEAL.none, X.pending, T.purchase],
  [S.purchaseCancelled, SIGN.waiting, SEAL.none, X.inForce, T.supplierAgreement],
  [S.approved, SIGN.signed, SEAL.awaitingA, X.inForce, T.supplierAgreement],
  [S.signed, SIGN.signed, SEAL.completed, X.inForce, T.purchase],
  [S.signed, SIGN.signed, SEAL.downloadedByB, X.terminated, T.purchase],
  [S.approved, SIGN.waiting, SEAL.rejectedByA, X.inForce, T.supplementary],
  [S.cancelled, SIGN.waiting, SEAL.rejectedByB, X.inForce, T.supplementary],
];

export function contractRows(ctx: SeedContext): Contract[] {
  const rows: Contract[] = [];
  let seq = 0;
  const vendors = ctx.tables.vendors!.filter((v) => v.status === VENDOR_STATUS.normal);
  for (const v of vendors) {
    const count = v.venderId === '100101' ? 36 : ctx.rng.int(4, 8);
    for (let i = 0; i < count; i += 1) {
      seq += 1;
      const mix = v.venderId === '100101' && i < DEMO_MIX.length ? DEMO_MIX[i] : ctx.rng.pick(DEMO_MIX.slice(1));
      const [status, signStatus, sealStatus, execStatus, contractType] = mix;
      const created = addDays(ctx.today, -ctx.rng.int(5, 300));
      const validFrom =
        execStatus === X.pending
          ? addDays(ctx.today, 30)
          : execStatus === X.terminated
            ? addDays(created, -365)
            : // In force: begun no later than today.
              notAfter(addDays(created, 10), ctx.today);
      const validTo = execStatus === X.terminated ? addDays(ctx.today, -20) : addDays(validFrom, 364);
      const checked = status === S.new || status === S.submitted ? null : at(addDays(created, 2), 15, seq % 60);
      const signed = signStatus === SIGN.signed ? at(addDays(created, 4), 10, seq % 60) : null;
      rows.push({
        ...vendorKeyOf(v),
        contractId: `HT${compact(created)}${String(seq).padStart(4, '0')}`,
        contractType,
        title: `${v.venderName}${TITLES[contractType]}`,
        venderName: v.venderName,
        validFrom,
        validTo,
        paymentDays: [30, 45, 60][seq % 3],
        rebateRate: [1.5, 2, 3][seq % 3],
        promotionFee: [12000, 24000, 36000][seq % 3],
        remark: '',
        status,
        signStatus,
        sealStatus,
        execStatus,
        signBizType: signed ? contractType : null,
        signTime: signed,
        serialNo: signed ? `CFCA${v.partnerId}` : null,
        pdfUrl: null,
        signedPdfUrl: null,
        rejectReason: sealStatus === SEAL.rejectedByA ? REJECTED_BY_A : (REASONS[status] ?? null),
        creator: v.venderName,
        createDate: at(created, 9, seq % 60),
        checker: checked ? '王晓梅' : null,
        checkDate: checked,
      });
    }
  }
  return rows;
}

export function attachmentRows(contracts: Contract[], pdfSize: number): AttachmentDoc[] {
  const rows: AttachmentDoc[] = [];
  contracts
    .filter((c) => c.status !== S.new)
    .slice(0, 120)
    .forEach((c, i) => {
      const status = Object.values(ATTACHMENT_STATUS)[i % 3];
      const created = addDays(c.createDate.slice(0, 10), 1);
      const title = [
        tr('营业执照副本', 'Business licence copy'),
        tr('商品报价单', 'Goods price list'),
        tr('授权委托书', 'Letter of authorisation'),
      ][i % 3];
      rows.push({
        ...vendorKeyOf(c),
        sheetId: `FJ${compact(created)}${String(i + 1).padStart(4, '0')}`,
        contractId: c.contractId,
        title,
        status,
        // The platform's seeded PDF, so every seeded document has a file to open.
        files: [{ fileUrl: SEEDED_PDF, fileName: `${title}.pdf`, size: pdfSize }],
        remark: '',
        creator: c.venderName,
        createDate: at(created, 11, i % 60),
        submitDate: status === ATTACHMENT_STATUS.draft ? null : at(created, 14),
        confirmDate: status === ATTACHMENT_STATUS.confirmed ? at(addDays(created, 1), 10) : null,
      });
    });
  return rows;
}

export function ticketRows(ctx: SeedContext): TicketAgreement[] {
  const rows: TicketAgreement[] = [];
  const vendors = ctx.tables.vendors!.filter((v) => ticketStatusAllowed(v.status) && !isParent(v, ctx.tables.vendors!));
  vendors.forEach((v, i) => {
    const versions = v.venderId === '100101' ? 3 : 1 + (i % 2);
    for (let n = 1; n <= versions; n += 1) {
      const from = addDays(ctx.today, -365 * (versions - n) - 300);
      rows.push({
        ...vendorKeyOf(v),
        agreementId: `PYT${v.venderId}${String(n).padStart(2, '0')}`,
        version: n,
        venderName: v.venderName,
        taxNumber: v.taxNumber,
        invoiceContact: v.contact,
        invoicePhone: v.mobile,
        invoiceEmail: v.email,
        validFrom: from,
        validTo: addDays(from, 364),
        applyType: n === 1 ? TICKET_APPLY_TYPE.new : TICKET_APPLY_TYPE.renewal,
        status: n === versions ? TICKET_STATUS.inForce : TICKET_STATUS.superseded,
        creator: v.venderName,
        createDate: at(addDays(from, -5), 10, n),
      });
    }
  });
  return rows;
}

/** A parent supplier code: another code names it as its parent (SPEC §4: may not apply for invoice-easy). */
export const isParent = (v: Pick<VendorRow, 'venderId'>, vendors: VendorRow[]) =>
  vendors.some((o) => o.parentVenderId === v.venderId);

const PROMOTERS = ['李小红', '王芳', '赵丽', '孙静', '周敏', '吴婷', '郑洁', '冯雪'];

export function promoterRows(ctx: SeedContext): PromoterAgreement[] {
  const rows: PromoterAgreement[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!.filter((x) => x.status === VENDOR_STATUS.normal)) {
    const shops = ctx.tables.shops!.filter((s) => s.buId === v.bu);
    if (!shops.length) continue;
    const count = v.venderId === '100101' ? 30 : ctx.rng.int(3, 8);
    for (let i = 0; i < count; i += 1) {
      seq += 1;
      const shop = shops[i % shops.length];
      const onboardType = String((i % 3) + 1);
      const from = addDays(ctx.today, ctx.rng.int(-200, 30));
      // Most replacements start within 3 days (SPEC §9); a few late ones show in the report.
      const leaveDate = onboardType === ONBOARD_TYPE.replacement ? addDays(from, -ctx.rng.int(0, 5)) : null;
      // Agreed a week ahead of its start, or today for one starting within the week; numbered by that day, as the service does.
      const agreed = notAfter(addDays(from, -7), ctx.today);
      rows.push({
        ...vendorKeyOf(v),
        agreementId: `CX${compact(agreed)}${String(seq).padStart(4, '0')}`,
        venderName: v.venderName,
        shopId: shop.shopId,
        shopName: shop.shopName,
        promoterName: PROMOTERS[seq % PROMOTERS.length],
        promoterType: String((i % 5) + 1),
        onboardType,
        replacedName: leaveDate ? PROMOTERS[(seq + 3) % PROMOTERS.length] : null,
        leaveDate,
        promoteFrom: from,
        promoteTo: addDays(from, [30, 90, 180, 365][i % 4]),
        managementFee: [300, 500, 800][i % 3],
        trainingFee: [0, 100, 200][i % 3],
        displayMode: String((i % 4) + 1),
        status: ([S.approved, S.signed, S.signed, S.submitted] as const)[i % 4],
        createDate: at(agreed, 10, seq % 60),
        replacementInTime: leaveDate ? replacementInTime(leaveDate, from) : null,
      });
    }
  }
  return rows;
}

export const seeders: SeedersOf<ContractsTables> = {
  contractBills: (ctx) => contractRows(ctx),
  contractAttachments: (ctx) =>
    attachmentRows(ctx.tables.contractBills!, ctx.tables.files?.find((f) => f.fileUrl === SEEDED_PDF)?.size ?? 0),
  ticketAgreements: (ctx) => ticketRows(ctx),
  promoterAgreements: (ctx) => promoterRows(ctx),
};
