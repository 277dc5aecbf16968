import { TAX_RATES } from '../../../src/lib/formats';
import { MAX_BASE_PICTURES } from '../../../src/kit/upload/checks';
import { deleteRows, insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import type { UploadedFile } from '@/api/types';
import type {
  NewGoodsInput,
  NewGoodsLine,
  NewGoodsSheet,
  NewGoodsSheetDetail,
  OpenSheet,
} from '@/features/newProducts/types';
import { apiError, ERR, fromContract } from '../../errors';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import {
  isRetailer,
  requireUser,
  vendorScope,
  type Ctx,
  requireSupplierVendor,
  requireRetailerStaff,
} from '../../services/context';
import { splitDateRanges } from '../../services/dateRange';
import { isBlank, matchesParams, paramsOf, type Page, type PageQuery, pageInOrder, text } from '../../services/paging';
import { checkUploads, storedUploads } from '../../services/uploads';
import { GOODS_REQUIRED, VALIDATION_CODE, validateFields } from '../../services/validation';
import type { NewGoodsSheetRow } from './tables';
import {
  canReviewSheet,
  isLinePending,
  DIMENSIONS,
  isUnsubmitted,
  LINE_REVIEW,
  lineProblems,
  MAX_SHEET_GOODS,
  NEW_PRODUCTS_ERRORS as CODES,
  SHEET_STATUS,
  sheetStatusFromLines,
} from '@/features/newProducts/contract';
import { CERT_STATUS } from '@/features/sealApplication/contract';
import { fieldsOf, vendorKeyOf } from '../../db/tables';
import { categoryPath } from '../../shared/categoryPath';

/**
 * New-goods sheets (SPEC §2 /newproducts/*, §3 goods, §5 and §8 rules): the supplier writes a sheet
 * of goods lines with pictures and the shops that will carry them, one unsubmitted sheet at a time,
 * and submits it with its electronic signature; the retailer approves or rejects each goods (a
 * rejection with a reason), an approved goods becomes one of the retailer's goods (its barcode
 * unique among them), and the sheet's status follows its lines.
 */

export const NEW_GOODS_ERR = {
  openExists: fromContract(CODES.openExists),
  noGoods: fromContract(CODES.noGoods),
  noSignature: fromContract(CODES.noSignature),
  barcodeTaken: fromContract(CODES.barcodeTaken),
  barcodePending: fromContract(CODES.barcodePending),
  barcodeTwice: fromContract(CODES.barcodeTwice),
  barcodeFormat: fromContract(CODES.barcode),
  temperature: fromContract(CODES.temperature),
  taxRate: { code: VALIDATION_CODE, message: tr('税率不正确', 'The tax rate is not valid') },
  category: { code: VALIDATION_CODE, message: tr('商品类别不存在', 'The category does not exist') },
  origin: { code: VALIDATION_CODE, message: tr('产地不存在', 'The origin does not exist') },
  number: { code: VALIDATION_CODE, message: catalogue('newProducts:check.number') },
  dimension: fromContract(CODES.dimension),
  pictures: fromContract(CODES.pictures),
  pictureType: fromContract(CODES.pictureType),
  pictureSize: { code: VALIDATION_CODE, message: tr('商品图片大小不能超过1MB', 'Goods pictures must not exceed 1MB') },
  pictureMissing: fromContract(CODES.pictureMissing),
  shops: { code: VALIDATION_CODE, message: tr('请选择经营门店', 'Please select the shops') },
  tooMany: {
    code: VALIDATION_CODE,
    message: tr(`每张新品单据最多${MAX_SHEET_GOODS}个商品`, `A new-goods sheet holds at most ${MAX_SHEET_GOODS} goods`),
  },
  lineDecided: fromContract(CODES.refused),
} as const;

/** The server's labels of the goods fields (SPEC §5 required-field messages for products). */
const LINE_RULES = {
  ...GOODS_REQUIRED,
  barcode: { label: catalogue('newProducts:goods.barcode'), required: true },
  majorId: { label: catalogue('newProducts:goods.majorId'), required: true },
  mediumId: { label: catalogue('newProducts:goods.mediumId'), required: true },
  subId: { label: catalogue('newProducts:goods.subId'), required: true },
  unit: { label: catalogue('newProducts:goods.unit'), required: true },
  purchaseTaxRate: { label: catalogue('newProducts:goods.purchaseTaxRate'), required: true },
};

const num = (v: unknown) => (isBlank(v) ? null : Number(v));
const decimals = (v: number, n: number) => Number.isFinite(v) && Math.abs(v * 10 ** n - Math.round(v * 10 ** n)) < 1e-6;

function listRow({ lines, ...row }: NewGoodsSheetRow, names: Map<string, string>): NewGoodsSheet {
  const shops = table('shops');
  return {
    ...row,
    venderName: names.get(`${row.bu}/${row.venderId}`) ?? '',
    shopNames: row.shopIds.map((id) => shops.find((s) => s.shopId === id)?.shopName ?? ''),
    goodsCount: lines.length,
    approvedCount: lines.filter((l) => l.reviewStatus === LINE_REVIEW.approved).length,
    rejectedCount: lines.filter((l) => l.reviewStatus === LINE_REVIEW.rejected).length,
  };
}
const vendorNames = () => new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));

/**
 * Params: sheetId and barcode (of a line) by any part, status, venderId (retailer only), createDateStart / createDateEnd.
 * An unsubmitted sheet (status 0) is its supplier's draft: the retailer's list never holds one, whatever its status param.
 */
export function querySheets(ctx: Ctx, query: PageQuery): Page<NewGoodsSheet> {
  const inScope = vendorScope(ctx);
  const { barcode, ...params } = paramsOf(query);
  const { rest, inRanges } = splitDateRanges(params);
  const retailer = isRetailer(ctx);
  if (!retailer) delete rest.venderId;
  const names = vendorNames();
  const rows = table('newGoodsSheets')
    .filter((s) => inScope(s) && (!retailer || !isUnsubmitted(s)) && matchesParams(s, rest) && inRanges(s))
    .filter((s) => isBlank(barcode) || s.lines.some((l) => l.barcode.includes(text(barcode))))
    .map((s) => listRow(s, names));
  return pageInOrder(rows, query, 'createDate desc,sheetId desc');
}

function findSheet(ctx: Ctx, sheetId: unknown): NewGoodsSheetRow {
  const inScope = vendorScope(ctx);
  const row = table('newGoodsSheets').find((s) => s.sheetId === text(sheetId) && inScope(s));
  // A draft is its supplier's alone: the retailer cannot open one either.
  if (!row || (isUnsubmitted(row) && isRetailer(ctx))) throw apiError(ERR.documentNotFound);
  return row;
}

export function sheetDetail(ctx: Ctx, sheetId: unknown): NewGoodsSheetDetail {
  const row = findSheet(ctx, sheetId);
  return { ...listRow(row, vendorNames()), lines: row.lines };
}

/** The selected combination's unsubmitted sheet (SPEC §8 'unsubmitted document exists, continue adding?'). */
export function openSheet(ctx: Ctx): OpenSheet {
  const vendor = requireSupplierVendor(ctx);
  const open = table('newGoodsSheets').find(
    (s) => s.venderId === vendor.venderId && s.bu === vendor.bu && isUnsubmitted(s),
  );
  return { sheetId: open?.sheetId ?? null };
}

/**
 * SPEC §5 "up to 5 base pictures", each a jpeg/png of at most 1MB the file store holds; each refusal
 * says what is wrong (too many, not a jpeg/png, too large, not uploaded).
 */
function pictures(value: unknown): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  if (value.length > MAX_BASE_PICTURES) throw apiError(NEW_GOODS_ERR.pictures);
  const stored = storedUploads(value);
  if (stored.length < value.length) throw apiError(NEW_GOODS_ERR.pictureMissing);
  return checkUploads(stored, 'image', {
    errors: { type: NEW_GOODS_ERR.pictureType, image: NEW_GOODS_ERR.pictureSize },
  });
}

/** Barcodes in sheets under review, except this sheet's (SPEC §5 'pending documents block new business'). */
function pendingBarcodes(exceptSheetId: string | undefined): Set<string> {
  return new Set(
    table('newGoodsSheets')
      .filter((s) => canReviewSheet(s) && s.sheetId !== exceptSheetId)
      .flatMap((s) => s.lines.filter(isLinePending).map((l) => l.barcode)),
  );
}
const barcodeTaken = (barcode: string) => table('goods').some((g) => g.barcode === barcode);

/** One goods line checked and completed (category names), or the first SPEC §5 violation. */
export function checkLine(raw: Record<string, unknown>, lineNo: number): NewGoodsLine {
  validateFields(raw, LINE_RULES);
  // The contract's rules across the line's fields, answered where the server checks each.
  const problems = lineProblems(raw);
  const barcode = text(raw.barcode);
  if (problems.barcode) throw apiError(NEW_GOODS_ERR.barcodeFormat);
  const cats = table('categories');
  const major = cats.find((c) => c.level === 1 && c.id === text(raw.majorId));
  const medium = cats.find((c) => c.level === 2 && c.id === text(raw.mediumId) && c.parentId === major?.id);
  const sub = cats.find((c) => c.level === 3 && c.id === text(raw.subId) && c.parentId === medium?.id);
  if (!major || !medium || !sub) throw apiError(NEW_GOODS_ERR.category);
  if (!table('origins').some((o) => o.originName === text(raw.origin))) throw apiError(NEW_GOODS_ERR.origin);
  const [shelfLifeDays, purchasePrice, salePrice, tempHigh, tempLow, tare] = [
    raw.shelfLifeDays,
    raw.purchasePrice,
    raw.salePrice,
    raw.tempHigh,
    raw.tempLow,
    raw.tare,
  ].map(num);
  if (!Number.isInteger(shelfLifeDays) || shelfLifeDays! <= 0) throw apiError(NEW_GOODS_ERR.number);
  for (const price of [purchasePrice, salePrice])
    if (price === null || !(price > 0) || !decimals(price, 2)) throw apiError(NEW_GOODS_ERR.number);
  if ([tempHigh, tempLow, tare].some((n) => n !== null && !Number.isFinite(n))) throw apiError(NEW_GOODS_ERR.number);
  if (problems.tempHigh) throw apiError(NEW_GOODS_ERR.temperature);
  const [length, width, height] = [raw.length, raw.width, raw.height].map(num);
  if (DIMENSIONS.some((name) => problems[name])) throw apiError(NEW_GOODS_ERR.dimension);
  const purchaseTaxRate = Number(raw.purchaseTaxRate);
  const saleTaxRate = Number(raw.saleTaxRate);
  const rates: readonly number[] = TAX_RATES;
  if (!rates.includes(purchaseTaxRate) || !rates.includes(saleTaxRate)) throw apiError(NEW_GOODS_ERR.taxRate);
  const weightType = Number(raw.weightType ?? 1);
  const stockmode = Number(raw.stockmode ?? 0);
  if (![1, 2, 3, 4].includes(weightType) || ![0, 1, 2].includes(stockmode)) throw apiError(NEW_GOODS_ERR.number);
  return {
    lineNo,
    goodsName: text(raw.goodsName),
    barcode,
    ...categoryPath(major, medium, sub),
    brand: text(raw.brand),
    unit: text(raw.unit),
    spec: text(raw.spec),
    origin: text(raw.origin),
    shelfLifeDays: shelfLifeDays!,
    tempHigh,
    tempLow,
    tare,
    length: length!,
    width: width!,
    height: height!,
    weightType,
    stockmode,
    purchasePrice: purchasePrice!,
    salePrice: salePrice!,
    purchaseTaxRate,
    saleTaxRate,
    pictures: pictures(raw.pictures),
    reviewStatus: LINE_REVIEW.pending,
    reviewReason: null,
    goodsId: null,
  };
}

function checkBarcodes(lines: Pick<NewGoodsInput, 'barcode'>[], sheetId: string | undefined) {
  const seen = new Set<string>();
  const pending = pendingBarcodes(sheetId);
  for (const { barcode } of lines) {
    if (seen.has(barcode)) throw apiError(NEW_GOODS_ERR.barcodeTwice);
    seen.add(barcode);
    if (barcodeTaken(barcode)) throw apiError(NEW_GOODS_ERR.barcodeTaken);
    if (pending.has(barcode)) throw apiError(NEW_GOODS_ERR.barcodePending);
  }
}

/**
 * Saves the selected combination's unsubmitted sheet (new when no sheetId): only one unsubmitted
 * sheet at a time (SPEC §5); a sheet may be saved with no goods yet, but not submitted.
 */
export function saveSheet(ctx: Ctx, body: Record<string, unknown>): { sheetId: string } {
  const user = requireUser(ctx);
  const vendor = requireSupplierVendor(ctx);
  const sheetId = text(body.sheetId) || undefined;
  const existing = sheetId ? findSheet(ctx, sheetId) : undefined;
  if (existing && !isUnsubmitted(existing)) throw apiError(ERR.statusNotAllowed);
  if (!existing && openSheet(ctx).sheetId) throw apiError(NEW_GOODS_ERR.openExists);
  const rawLines = Array.isArray(body.lines) ? (body.lines as Record<string, unknown>[]) : [];
  if (rawLines.length > MAX_SHEET_GOODS) throw apiError(NEW_GOODS_ERR.tooMany);
  const lines = rawLines.map((l, i) => checkLine(l ?? {}, i + 1));
  checkBarcodes(lines, sheetId);
  const shops = new Set(
    table('shops')
      .filter((s) => s.buId === vendor.bu)
      .map((s) => s.shopId),
  );
  const shopIds = (Array.isArray(body.shopIds) ? body.shopIds : []).map(text).filter((s) => shops.has(s));
  const patch = { remark: text(body.remark).slice(0, 200), shopIds, lines };
  if (existing) {
    updateRows('newGoodsSheets', (s) => s.sheetId === existing.sheetId, patch);
    return { sheetId: existing.sheetId };
  }
  const id = `XP${mockToday().replace(/-/g, '')}${String(90000 + nextId('newGoodsSheet')).padStart(5, '0')}`;
  insertRow('newGoodsSheets', {
    sheetId: id,
    ...vendor,
    status: SHEET_STATUS.unsubmitted,
    creator: user.emplName,
    createDate: nowStamp(),
    submitDate: null,
    checker: null,
    checkDate: null,
    ...patch,
  });
  return { sheetId: id };
}

/**
 * The partner's electronic signature: CA status Y (what the client asks first, SPEC §3 CA info) and
 * a certificate of the seal application still valid today.
 */
function hasSignature(partnerId: string): boolean {
  const today = mockToday();
  if (table('partners').find((p) => p.partnerId === partnerId)?.caStatus !== 'Y') return false;
  return table('caCertificates').some(
    (c) => c.partnerId === partnerId && c.status !== CERT_STATUS.withdrawn && c.validTo >= today,
  );
}

/** Submits an unsubmitted sheet: it needs goods, shops and the company's electronic signature (SPEC §5, §8). */
export function submitSheet(ctx: Ctx, sheetId: unknown): { sheetId: string } {
  requireSupplierVendor(ctx);
  const row = findSheet(ctx, sheetId);
  if (!isUnsubmitted(row)) throw apiError(ERR.statusNotAllowed);
  if (row.lines.length === 0) throw apiError(NEW_GOODS_ERR.noGoods);
  if (row.shopIds.length === 0) throw apiError(NEW_GOODS_ERR.shops);
  checkBarcodes(row.lines, row.sheetId);
  if (!hasSignature(row.partnerId)) throw apiError(NEW_GOODS_ERR.noSignature);
  updateRows('newGoodsSheets', (s) => s.sheetId === row.sheetId, {
    status: SHEET_STATUS.inReview,
    submitDate: nowStamp(),
  });
  return { sheetId: row.sheetId };
}

/** Deletes an unsubmitted sheet. */
export function deleteSheet(ctx: Ctx, sheetId: unknown): { count: number } {
  requireSupplierVendor(ctx);
  const row = findSheet(ctx, sheetId);
  if (!isUnsubmitted(row)) throw apiError(ERR.statusNotAllowed);
  deleteRows('newGoodsSheets', (s) => s.sheetId === row.sheetId);
  return { count: 1 };
}

/**
 * The retailer approves or rejects goods of a sheet under review (a rejection needs a reason); an
 * approved goods joins the retailer's goods, its barcode unique among them. Checks every line first.
 */
export function reviewLines(ctx: Ctx, body: Record<string, unknown>): { count: number; status: string } {
  requireRetailerStaff(ctx);
  const user = requireUser(ctx);
  const row = findSheet(ctx, body.sheetId);
  if (!canReviewSheet(row)) throw apiError(ERR.statusNotAllowed);
  const lineNos = (Array.isArray(body.lineNos) ? body.lineNos : []).map(Number);
  if (lineNos.length === 0) throw apiError(ERR.selectFirst);
  const approve = body.approve === true || body.approve === 'true';
  const reason = text(body.reason);
  if (!approve && !reason) throw apiError(ERR.rejectReason);
  const lines = lineNos.map((n) => {
    const line = row.lines.find((l) => l.lineNo === n);
    if (!line) throw apiError(ERR.documentNotFound);
    if (!isLinePending(line)) throw apiError(NEW_GOODS_ERR.lineDecided);
    if (approve && barcodeTaken(line.barcode)) throw apiError(NEW_GOODS_ERR.barcodeTaken);
    return line;
  });
  for (const line of lines) {
    if (!approve) {
      Object.assign(line, { reviewStatus: LINE_REVIEW.rejected, reviewReason: reason });
      continue;
    }
    const goodsId = String(9000000 + nextId('newGoods'));
    Object.assign(line, { reviewStatus: LINE_REVIEW.approved, reviewReason: null, goodsId });
    insertRow('goods', {
      ...vendorKeyOf(row),
      goodsId,
      ...fieldsOf(line, ['goodsName', 'barcode', 'majorId', 'majorName', 'mediumId', 'mediumName', 'subId', 'subName']),
      ...fieldsOf(line, ['brand', 'unit', 'spec', 'origin', 'shelfLifeDays', 'tempHigh', 'tempLow']),
      tare: line.tare ?? 0,
      weightType: line.weightType as 1 | 2 | 3 | 4,
      stockmode: line.stockmode as 0 | 1 | 2,
      ...fieldsOf(line, ['purchasePrice', 'salePrice', 'purchaseTaxRate', 'saleTaxRate']),
      createDate: mockToday(),
    });
  }
  const status = sheetStatusFromLines(row.lines);
  const decided = status !== SHEET_STATUS.inReview;
  updateRows('newGoodsSheets', (s) => s.sheetId === row.sheetId, {
    lines: [...row.lines],
    status,
    checker: decided ? user.emplName : row.checker,
    checkDate: decided ? nowStamp() : row.checkDate,
  });
  return { count: lines.length, status };
}
