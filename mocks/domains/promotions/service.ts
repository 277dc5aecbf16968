import { normalizeDate } from '../../../src/lib/dates';
import { insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import { fieldsOf, vendorKeyOf, type DbTables } from '../../db/tables';
import { apiError, ERR, type ErrDef, fromContract } from '../../errors';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import {
  type Ctx,
  isRetailer,
  requireRetailerStaff,
  requireUser,
  vendorScope,
  requireSupplierVendor,
} from '../../services/context';
import { storeBytes } from '../../services/files';
import { checkProposable, jointCostOf, proposeByReadjustment } from '../../shared/jointCosts';
import { periodOverlap } from '../../services/dateRange';
import { matchesParams, paginate, paramsOf, type Page, type PageQuery, text, list } from '../../services/paging';
import { renderPdf } from '../../services/pdfDoc';
import {
  applicationProblems,
  canConfirmDoc,
  canCorrectApplication,
  canReviewApplication,
  canSignOnline,
  CONFIRM_STATUS,
  firstProblem,
  hasAgreement,
  isReadjustWaiting,
  ONLINE_DEFAULT_ORDER,
  PENDING,
  PROMOTION_ERRORS as CODES,
  readjustProblems,
  REVIEW_STATUS,
  SIGN_FLAG,
  SIGN_RIGHT,
  type ApplicationProblem,
  type ReadjustProblem,
} from '@/features/promotions/contract';

/**
 * Promotions (SPEC §2 /promotion/*, /s/promotion/apply; §5 promotion date range; §6 the electronic
 * signature permission; §8 refusals; §9 online-promotion sort and decimals). Documents the supplier
 * confirms or declines move waiting → confirmed | declined; applications waiting → approved | rejected
 * (retailer review) and rejected → waiting (the supplier corrects and resubmits); online promotions are
 * signed once. The rules are the contract's (src/features/promotions/contract.ts); the codes too, worded here.
 */

export const PROMO_ERR = {
  periodRequired: fromContract(CODES.periodRequired),
  periodPast: fromContract(CODES.periodPast),
  periodOrder: fromContract(CODES.periodOrder),
  goodsMissing: { code: CODES.goodsMissing.code, message: catalogue('errors:productNotExist') },
  priceInvalid: fromContract(CODES.priceInvalid),
  priceNotBelow: fromContract(CODES.priceNotBelow),
  costInvalid: fromContract(CODES.costInvalid),
  qtyInvalid: fromContract(CODES.qtyInvalid),
  choiceInvalid: fromContract(CODES.choiceInvalid),
  declineReason: fromContract(CODES.declineReason),
  newCostInvalid: fromContract(CODES.newCostInvalid),
  costUnchanged: fromContract(CODES.costUnchanged),
  effectiveDateRequired: fromContract(CODES.effectiveDateRequired),
  effectiveDatePast: fromContract(CODES.effectiveDatePast),
  readjustReason: fromContract(CODES.readjustReason),
  readjustPending: fromContract(CODES.readjustPending),
  noSignRight: fromContract(CODES.noSignRight),
  noCompanySeal: fromContract(CODES.noCompanySeal),
  reasonTooLong: fromContract(CODES.reasonTooLong),
} as const satisfies Record<ApplicationProblem | ReadjustProblem, unknown> & Record<string, ErrDef>;

/** The tables whose documents the supplier confirms or declines (0 → 1 | 2). */
export type ConfirmTable =
  'grossProfitApprovals' | 'tieIns' | 'vipDiscounts' | 'promoSaleGrossProfits' | 'payReadjusts';
type VendorTable = ConfirmTable | 'promoApplications' | 'priceReadjusts' | 'onlinePromotions';
type Row<K extends VendorTable> = DbTables[K][number];

/**
 * A list of the caller's rows with the supplier's name. Params: the row's fields (codes by prefix,
 * texts by substring), status ('pending': status 0), startDate / endDate (periods that overlap
 * them, or the effective date within them), venderId for the retailer only.
 */
function queryRows<K extends VendorTable>(
  ctx: Ctx,
  name: K,
  query: PageQuery,
  defaultOrder: string,
): Page<Row<K> & { venderName: string }> {
  const inScope = vendorScope(ctx);
  const { startDate: from, endDate: to, status, ...rest } = paramsOf(query);
  if (!isRetailer(ctx)) delete rest.venderId;
  // Every list waits in the same state ('pending': confirm, review or sign).
  const wanted = status === PENDING ? CONFIRM_STATUS.waiting : text(status);
  const names = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  const rows = (table(name) as Row<K>[])
    .filter((r) => inScope(r) && matchesParams(r, rest) && (!wanted || r.status === wanted))
    .filter((r) => {
      const d = r as { startDate?: string; endDate?: string; effectiveDate?: string };
      const start = d.startDate ?? d.effectiveDate ?? '';
      const end = d.endDate ?? d.effectiveDate ?? '';
      return periodOverlap(start, end, from, to) !== null;
    })
    .map((r) => ({ ...r, venderName: names.get(`${r.bu}/${r.venderId}`) ?? '' }));
  return paginate(rows, { ...query, orderBy: text(query.orderBy) || defaultOrder }, { pageNo: 1, pageSize: 20 });
}

export const queryConfirmDocs = (ctx: Ctx, name: ConfirmTable, query: PageQuery) =>
  queryRows(ctx, name, query, 'createDate desc,sheetId desc');
export const queryReadjusts = (ctx: Ctx, query: PageQuery) =>
  queryRows(ctx, 'priceReadjusts', query, 'createDate desc,sheetId desc');
export const queryApplications = (ctx: Ctx, query: PageQuery) =>
  queryRows(ctx, 'promoApplications', query, 'createDate desc,sheetId desc');
export const queryOnline = (ctx: Ctx, query: PageQuery) =>
  queryRows(ctx, 'onlinePromotions', query, ONLINE_DEFAULT_ORDER);

/** The caller's documents among `ids`, every one allowed by the contract's predicate (else B0400), before anything changes. */
function checkAll<K extends VendorTable>(
  ctx: Ctx,
  name: K,
  ids: string[],
  allowed: (doc: Row<K>) => boolean,
): Row<K>[] {
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const inScope = vendorScope(ctx);
  return ids.map((id) => {
    const doc = (table(name) as Row<K>[]).find((r) => r.sheetId === id);
    if (!doc || !inScope(doc)) throw apiError(ERR.documentNotFound);
    if (!allowed(doc)) throw apiError(ERR.statusNotAllowed);
    return doc;
  });
}

function stamp(ctx: Ctx) {
  return { checker: requireUser(ctx).emplName, checkDate: nowStamp() };
}

/** The supplier confirms documents waiting for it. */
export function confirmDocs(ctx: Ctx, name: ConfirmTable, body: Record<string, unknown>) {
  requireSupplierVendor(ctx);
  const ids = list(body.sheetIds);
  checkAll(ctx, name, ids, canConfirmDoc);
  for (const id of ids)
    updateRows(name, (r) => r.sheetId === id, {
      status: CONFIRM_STATUS.confirmed,
      declineReason: null,
      ...stamp(ctx),
    } as never);
  return { count: ids.length };
}

/** The supplier declines documents waiting for it, with a reason. */
export function declineDocs(ctx: Ctx, name: ConfirmTable, body: Record<string, unknown>) {
  requireSupplierVendor(ctx);
  const ids = list(body.sheetIds);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const reason = text(body.reason);
  if (!reason) throw apiError(PROMO_ERR.declineReason);
  checkAll(ctx, name, ids, canConfirmDoc);
  for (const id of ids)
    updateRows(name, (r) => r.sheetId === id, {
      status: CONFIRM_STATUS.declined,
      declineReason: reason,
      ...stamp(ctx),
    } as never);
  return { count: ids.length };
}

// ---------------------------------------------------------------- applications

/** The supplier applies a promotion, or corrects a rejected application and resubmits it (back to review). */
export function saveApplication(ctx: Ctx, body: Record<string, unknown>): { sheetId: string } {
  requireSupplierVendor(ctx);
  const vendor = ctx.vendor!;
  const goods = table('goods').find(
    (g) => g.goodsId === text(body.goodsId) && g.venderId === vendor.venderId && g.bu === vendor.bu,
  );
  // The contract's rule, with what only the server knows (today, the goods' normal price); the period is answered before the goods.
  const problems = applicationProblems(body, { today: mockToday(), salePrice: goods?.salePrice });
  if (problems?.period) throw apiError(PROMO_ERR[problems.period]);
  if (!goods) throw apiError(PROMO_ERR.goodsMissing);
  const problem = firstProblem(problems);
  if (problem) throw apiError(PROMO_ERR[problem]);
  const fields = {
    startDate: normalizeDate(text(body.startDate))!,
    endDate: normalizeDate(text(body.endDate))!,
    ...fieldsOf(goods, ['goodsId', 'goodsName', 'barcode', 'unit']),
    promoType: text(body.promoType),
    shopScope: text(body.shopScope),
    salePrice: goods.salePrice,
    promoPrice: Number(text(body.promoPrice)),
    promoCost: Number(text(body.promoCost)),
    expectedQty: Number(text(body.expectedQty)),
    reason: text(body.reason),
    status: REVIEW_STATUS.waiting,
    reviewReason: null,
    checker: null,
    checkDate: null,
  };
  const sheetId = text(body.sheetId);
  if (sheetId) {
    checkAll(ctx, 'promoApplications', [sheetId], canCorrectApplication);
    updateRows('promoApplications', (r) => r.sheetId === sheetId, fields);
    return { sheetId };
  }
  const id = `CX${nowStamp().slice(0, 10).replace(/-/g, '')}${String(60000 + nextId('promoApplications'))}`;
  insertRow('promoApplications', {
    ...fields,
    sheetId: id,
    sheetType: 'promotion_apply',
    ...vendorKeyOf(vendor),
    creator: requireUser(ctx).emplName,
    createDate: nowStamp(),
  });
  return { sheetId: id };
}

/** The retailer approves applications waiting for review, or rejects them with a reason. */
export function reviewApplications(ctx: Ctx, body: Record<string, unknown>) {
  requireRetailerStaff(ctx);
  const ids = list(body.sheetIds);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  const approve = body.approve === true || body.approve === 'true';
  const reason = text(body.reason);
  if (!approve && !reason) throw apiError(ERR.rejectReason);
  checkAll(ctx, 'promoApplications', ids, canReviewApplication);
  for (const id of ids)
    updateRows('promoApplications', (r) => r.sheetId === id, {
      status: approve ? REVIEW_STATUS.approved : REVIEW_STATUS.rejected,
      reviewReason: reason || null,
      ...stamp(ctx),
    });
  return { count: ids.length };
}

// ---------------------------------------------------------------- price readjustments

/** The supplier asks to change a goods' purchase price from a later date (one request awaiting review per goods). */
export function saveReadjust(ctx: Ctx, body: Record<string, unknown>): { sheetId: string } {
  requireSupplierVendor(ctx);
  const vendor = ctx.vendor!;
  const goods = table('goods').find(
    (g) => g.goodsId === text(body.goodsId) && g.venderId === vendor.venderId && g.bu === vendor.bu,
  );
  if (!goods) throw apiError(PROMO_ERR.goodsMissing);
  // A joint-venture goods' readjustment is its cost proposal (/goodsadjcost): its current cost is the joint one.
  const joint = jointCostOf(vendor, goods.goodsId);
  const oldCost = joint?.cost ?? goods.purchasePrice;
  const problem = firstProblem(readjustProblems(body, { today: mockToday(), oldCost }));
  if (problem) throw apiError(PROMO_ERR[problem]);
  const newCost = Number(text(body.newCost));
  const effectiveDate = normalizeDate(text(body.effectiveDate))!;
  const reason = text(body.reason);
  const inScope = vendorScope(ctx);
  if (table('priceReadjusts').some((r) => inScope(r) && r.goodsId === goods.goodsId && isReadjustWaiting(r)))
    throw apiError(PROMO_ERR.readjustPending);
  if (joint) checkProposable(joint);
  const sheetId = `TJ${mockToday().replace(/-/g, '')}${String(60000 + nextId('priceReadjusts'))}`;
  const row = insertRow('priceReadjusts', {
    sheetId,
    sheetType: 'price_readjust',
    ...vendorKeyOf(vendor),
    status: REVIEW_STATUS.waiting,
    creator: requireUser(ctx).emplName,
    checker: null,
    createDate: nowStamp(),
    checkDate: null,
    ...fieldsOf(goods, ['goodsId', 'goodsName', 'barcode', 'unit']),
    oldCost,
    newCost,
    effectiveDate,
    reason,
    reviewReason: null,
  });
  if (joint) proposeByReadjustment(row);
  return { sheetId };
}

// ---------------------------------------------------------------- online promotions

const CHANNEL_NAMES: Record<string, string> = {
  '1': catalogue('promotions:channel.1'),
  '2': catalogue('promotions:channel.2'),
  '3': catalogue('promotions:channel.3'),
};

/** The promotion agreement of an online promotion with the supplier's seal and signing time (Chinese text, pdfDoc). */
async function signedAgreement(row: DbTables['onlinePromotions'][number], owner: string, signedAt: string) {
  const buName = table('bus').find((b) => b.buId === row.bu)?.buName ?? row.bu;
  const bytes = await renderPdf({
    title: tr('线上促销协议', 'Online promotion agreement'),
    meta: [
      [catalogue('promotions:field.sheetId'), row.sheetId],
      [tr('甲方', 'Party A'), buName],
      [tr('乙方', 'Party B'), `${owner}（${row.venderId}）`],
      [catalogue('promotions:field.theme'), row.theme],
      [catalogue('promotions:field.channel'), CHANNEL_NAMES[row.channel] ?? row.channel],
      [catalogue('contracts:promoter.field.promotePeriod'), `${row.startDate} ~ ${row.endDate}`],
      [catalogue('promotions:field.goodsCount'), String(row.goodsCount)],
      [catalogue('promotions:field.supplierCost'), `${row.supplierCost.toFixed(2)} ${tr('元', 'yuan')}`],
    ],
    paragraphs: [
      tr(
        '乙方同意参加上述线上促销活动，并按约定承担促销费用；费用在结算时从货款中扣除。',
        'Party B joins the online promotion above and bears the agreed promotion cost, deducted from the payment at settlement.',
      ),
    ],
    seal: { owner, signedAt: `${catalogue('certificates:relief.signedAt')}：${signedAt}` },
  });
  return storeBytes(bytes, `${row.sheetId}-signed.pdf`, 'application/pdf', {}, null);
}

/**
 * The signed agreement of a signed online promotion (the caller's): the one made at signing, or, for
 * one signed before this mock held agreements (the seed), made now from its data and signing time.
 */
export async function onlineAgreement(ctx: Ctx, body: Record<string, unknown>) {
  const [row] = checkAll(ctx, 'onlinePromotions', list(body.sheetId), hasAgreement);
  if (row.signedFile) return row.signedFile;
  const owner = table('vendors').find((v) => v.venderId === row.venderId && v.bu === row.bu)?.venderName ?? '';
  const signedFile = await signedAgreement(row, owner, row.signDate ?? row.checkDate ?? nowStamp());
  updateRows('onlinePromotions', (r) => r.sheetId === row.sheetId, { signedFile });
  return signedFile;
}

/**
 * The supplier signs unsigned online promotions electronically: SPEC §6 permission, a company seal
 * (§8); each gets its agreement with the seal and signing time as a PDF.
 */
export async function signOnline(ctx: Ctx, body: Record<string, unknown>) {
  requireSupplierVendor(ctx);
  const user = requireUser(ctx);
  if (!user.rights.includes(SIGN_RIGHT)) throw apiError(PROMO_ERR.noSignRight);
  const ids = list(body.sheetIds);
  const rows = checkAll(ctx, 'onlinePromotions', ids, canSignOnline);
  const partner = table('partners').find((p) => p.partnerId === ctx.vendor!.partnerId);
  if (partner?.caStatus !== 'Y') throw apiError(PROMO_ERR.noCompanySeal);
  const owner = table('vendors').find(
    (v) => v.venderId === ctx.vendor!.venderId && v.bu === ctx.vendor!.bu,
  )!.venderName;
  for (const row of rows) {
    const signDate = nowStamp();
    const signedFile = await signedAgreement(row, owner, signDate);
    updateRows('onlinePromotions', (r) => r.sheetId === row.sheetId, {
      status: SIGN_FLAG.signed,
      signFlag: SIGN_FLAG.signed,
      signDate,
      signedFile,
      ...stamp(ctx),
    });
  }
  return { count: ids.length };
}
