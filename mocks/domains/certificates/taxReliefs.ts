import { normalizeDate } from '../../../src/lib/dates';
import { insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import { apiError, fromContract, ERR, requiredMessage } from '../../errors';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { isRetailer, requireUser, requireVendor, vendorScope, type Ctx } from '../../services/context';
import { download, storeBytes } from '../../services/files';
import { matchesParams, paramsOf, type Page, type PageQuery, pageInOrder, text, list } from '../../services/paging';
import { renderPdf, sealPdf } from '../../services/pdfDoc';
import {
  CERT_ERRORS as CODES,
  RELIEF_STATUS,
  RELIEF_TYPE,
  REVIEW_RIGHT,
  canEditRelief,
  canReviewRelief,
  canSignRelief,
  reliefPeriodProblem,
} from '@/features/certificates/contract';
import { CERT_STATUS } from '@/features/sealApplication/contract';
import type { TaxRelief, TaxReliefRecord } from '@/features/certificates/types';
import { CERT_ERR } from './service';

/**
 * Tax exemption and reduction certificates (SPEC §2 /cert/taxReliefs, /s/license/taxreduction_exemption,
 * §7 PDF and CA signing): the supplier saves a sheet (its PDF is generated), CA-signs it (which
 * submits it; an active electronic-signature certificate is needed), the retailer approves or
 * rejects it with a reason; a rejected sheet is changed and signed again.
 */

export const RELIEF_ERR = {
  noCa: fromContract(CODES.noCa),
  period: fromContract(CODES.period),
  rate: fromContract(CODES.reliefRate),
} as const;

const L = {
  goodsId: catalogue('fields:goodsId'),
  basis: catalogue('certificates:relief.basis'),
  validFrom: catalogue('certificates:relief.validFrom'),
  validTo: catalogue('certificates:field.expiryDate'),
};
const TYPES: Record<TaxReliefRecord['reliefType'], string> = {
  [RELIEF_TYPE.exemption]: catalogue('certificates:relief.type.1'),
  [RELIEF_TYPE.reduction]: catalogue('certificates:relief.type.2'),
};

const need = (v: unknown, label: string) => {
  if (!text(v)) throw apiError({ code: 'A0400', message: requiredMessage(label) });
  return text(v);
};

/** Params: sheetId, goodsId, reliefType, status, venderId (retailer). */
export function queryTaxReliefs(ctx: Ctx, query: PageQuery): Page<TaxRelief> {
  requireUser(ctx);
  const inScope = vendorScope(ctx);
  const params = paramsOf(query);
  if (!isRetailer(ctx)) delete params.venderId;
  const names = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  const rows = table('taxReliefs')
    .filter((r) => inScope(r) && matchesParams(r, params))
    .map((r) => ({ ...r, venderName: names.get(`${r.bu}/${r.venderId}`) ?? '' }));
  return pageInOrder(rows, query, 'createDate desc');
}

function findRelief(ctx: Ctx, sheetId: unknown): TaxReliefRecord {
  const row = table('taxReliefs').find((r) => r.sheetId === text(sheetId));
  if (!row || !vendorScope(ctx)(row)) throw apiError(ERR.documentNotFound);
  return row;
}

function reliefPdf(r: TaxReliefRecord): Promise<Uint8Array> {
  const vendor = table('vendors').find((v) => v.venderId === r.venderId && v.bu === r.bu);
  return renderPdf({
    title: tr('商品减免税证明', 'Goods tax relief certificate'),
    meta: [
      [catalogue('certificates:field.sheetId'), r.sheetId],
      [catalogue('fields:supplier'), `${vendor?.venderName ?? ''}（${r.venderId}）`],
      [catalogue('certificates:relief.reliefType'), TYPES[r.reliefType]],
      [catalogue('sealApplication:field.validity'), `${r.validFrom} ~ ${r.validTo}`],
    ],
    table: {
      head: [L.goodsId, catalogue('fields:goodsName'), tr('原税率', 'Usual rate'), tr('减免后税率', 'Relief rate')],
      rows: [[r.goodsId, r.goodsName, `${r.taxRate}%`, `${r.reliefRate}%`]],
    },
    paragraphs: [
      `${L.basis}：${r.basis}`,
      tr(
        '本公司承诺上述商品符合减免税政策规定，所提供资料真实有效，如有不实愿承担相应责任。',
        'We declare that the goods above meet the tax relief policy and that the documents are true; we answer for any untruth.',
      ),
    ],
  });
}

async function storePdf(r: TaxReliefRecord, bytes: Uint8Array, by: string, suffix = '') {
  const stored = storeBytes(bytes, `${r.sheetId}${suffix}.pdf`, 'application/pdf', {}, by);
  return { fileUrl: stored.fileUrl, fileName: stored.fileName, size: stored.size };
}

/** Saves a draft (new, or a draft or rejected sheet) and generates its PDF. */
export async function saveTaxRelief(ctx: Ctx, body: Record<string, unknown>): Promise<TaxReliefRecord> {
  const user = requireUser(ctx);
  if (user.userType !== 2) throw apiError(ERR.supplierOnly);
  const vendor = requireVendor(ctx)!;
  const goodsId = need(body.goodsId, L.goodsId);
  const goods = table('goods').find((g) => g.goodsId === goodsId && g.venderId === vendor.venderId);
  if (!goods) throw apiError({ code: 'A0400', message: requiredMessage(L.goodsId) });
  const validFrom = normalizeDate(need(body.validFrom, L.validFrom), { loose: true });
  const validTo = normalizeDate(need(body.validTo, L.validTo), { loose: true });
  if (!validFrom || !validTo) throw apiError({ code: 'A0400', message: requiredMessage(L.validFrom) });
  // SPEC §5, §9: the period in order and within five years, as certificates.
  const period = reliefPeriodProblem(validFrom, validTo, mockToday());
  if (period) throw apiError(period === 'period' ? RELIEF_ERR.period : CERT_ERR.fiveYears);
  const reliefType = text(body.reliefType) === RELIEF_TYPE.reduction ? RELIEF_TYPE.reduction : RELIEF_TYPE.exemption;
  const reliefRate = reliefType === RELIEF_TYPE.exemption ? 0 : Number(body.reliefRate);
  // The goods' usual rate is the server's: the form cannot check it.
  if (reliefType === RELIEF_TYPE.reduction && !(reliefRate >= 0 && reliefRate < goods.saleTaxRate))
    throw apiError(RELIEF_ERR.rate);
  const fields = {
    reliefType,
    goodsId,
    goodsName: goods.goodsName,
    taxRate: goods.saleTaxRate,
    reliefRate,
    validFrom,
    validTo,
    basis: need(body.basis, L.basis),
  } as const;
  const sheetId = text(body.sheetId);
  let row: TaxReliefRecord;
  if (sheetId) {
    row = findRelief(ctx, sheetId);
    if (!canEditRelief(row)) throw apiError(ERR.statusNotAllowed);
    Object.assign(row, fields);
  } else {
    row = insertRow('taxReliefs', {
      sheetId: `JM${mockToday().replace(/-/g, '')}${String(90000 + nextId('taxReliefs')).padStart(5, '0')}`,
      sheetType: 'tax_relief',
      ...vendor,
      status: RELIEF_STATUS.draft,
      creator: user.emplName,
      checker: null,
      createDate: nowStamp(),
      checkDate: null,
      ...fields,
      pdf: null,
      signedAt: null,
      rejectReason: null,
    });
  }
  const pdf = await storePdf(row, await reliefPdf(row), user.userId);
  updateRows('taxReliefs', (r) => r.sheetId === row.sheetId, { ...fields, pdf });
  return { ...row, pdf };
}

/** The sheet's PDF (generated when a seeded sheet has none yet). */
export async function taxReliefPdf(ctx: Ctx, sheetId: unknown) {
  const row = findRelief(ctx, sheetId);
  if (row.pdf) return row.pdf;
  const pdf = await storePdf(row, await reliefPdf(row), requireUser(ctx).userId);
  updateRows('taxReliefs', (r) => r.sheetId === row.sheetId, { pdf });
  return pdf;
}

/** Whether the supplier code's electronic-signature certificate is valid today. */
const caActive = (venderId: string, bu: string) =>
  table('caCertificates').some(
    (c) =>
      c.venderId === venderId &&
      c.bu === bu &&
      c.status === CERT_STATUS.valid &&
      c.validFrom <= mockToday() &&
      c.validTo >= mockToday(),
  );

/** CA-signs drafts or rejected sheets: the seal goes on the PDF and the sheet goes to the retailer. */
export async function signTaxReliefs(ctx: Ctx, body: Record<string, unknown>): Promise<{ count: number }> {
  const user = requireUser(ctx);
  if (user.userType !== 2) throw apiError(ERR.supplierOnly);
  const ids = list(body.sheetIds);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const rows = ids.map((id) => findRelief(ctx, id));
  if (!rows.every(canSignRelief)) throw apiError(ERR.statusNotAllowed);
  if (rows.some((r) => !caActive(r.venderId, r.bu))) throw apiError(RELIEF_ERR.noCa);
  for (const r of rows) {
    const pdf = await taxReliefPdf(ctx, r.sheetId);
    const owner = table('vendors').find((v) => v.venderId === r.venderId && v.bu === r.bu)?.venderName ?? r.venderId;
    const signedAt = nowStamp();
    const sealed = await sealPdf(download(pdf.fileUrl, ctx.token).bytes, {
      owner,
      signedAt: `${catalogue('certificates:relief.signedAt')}：${signedAt}`,
    });
    updateRows('taxReliefs', (x) => x.sheetId === r.sheetId, {
      status: RELIEF_STATUS.signed,
      signedAt,
      rejectReason: null,
      pdf: await storePdf(r, sealed, user.userId, '-signed'),
    });
  }
  return { count: rows.length };
}

/** The retailer approves signed sheets, or rejects them with a reason (SPEC §5). */
export function reviewTaxReliefs(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  const user = requireUser(ctx);
  if (user.userType !== 1) throw apiError(ERR.retailerOnly);
  if (!user.rights.includes(REVIEW_RIGHT)) throw apiError(CERT_ERR.noReviewRight);
  const ids = list(body.sheetIds);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const pass = body.pass === true || body.pass === 'true';
  const reason = text(body.reason);
  if (!pass && !reason) throw apiError(ERR.rejectReason);
  const rows = ids.map((id) => findRelief(ctx, id));
  if (!rows.every(canReviewRelief)) throw apiError(ERR.statusNotAllowed);
  for (const r of rows)
    updateRows('taxReliefs', (x) => x.sheetId === r.sheetId, {
      status: pass ? RELIEF_STATUS.approved : RELIEF_STATUS.rejected,
      checker: user.emplName,
      checkDate: nowStamp(),
      rejectReason: pass ? null : reason,
    });
  return { count: rows.length };
}
