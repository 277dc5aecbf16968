import { normalizeDate } from '../../../src/lib/dates';
import {
  MAINTAINED,
  TRACE_ERRORS,
  TRACE_LIMITS,
  baseProblems,
  batchProblems,
  type TraceProblems,
} from '@/features/traceability/contract';
import { insertRow, nextId, saveGoodsRow, table } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import type { TraceBase, TraceBatch } from '@/features/traceability/types';
import { apiError, fromContract, tooLongMessage } from '../../errors';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { vendorScope, type Ctx, requireSupplier } from '../../services/context';
import { isBlank, matchesParams, paramsOf, type Page, type PageQuery, pageInOrder, text } from '../../services/paging';
import { checkUploads, isImageUpload, storedUploads } from '../../services/uploads';
import { SEAL_PNG_BASE64 } from '../../db/data/sealImage';
import { SEEDED_REPORT } from './seed';
import { fieldsOf, vendorKeyOf } from '../../db/tables';

/**
 * Quality traceability (SPEC §2 base_information, goods_traceability; §5 'inspection report image
 * and production log required', upload rules): the supplier keeps base information per goods and
 * enters production batches of goods that have it, each with its inspection report image (jpeg/png)
 * and production log (image or PDF) from the file store.
 */

/** The refusal of a field's length (the contract's TRACE_LIMITS), named by the form's label. */
const tooLong = (field: keyof typeof TRACE_LIMITS) => ({
  code: TRACE_ERRORS.invalid.code,
  message: tooLongMessage(`traceability:field.${field}`, TRACE_LIMITS[field]),
});

export const TRACE_ERR = {
  manufacturer: { code: TRACE_ERRORS.invalid.code, message: tr('生产厂家不能为空', 'The manufacturer is required') },
  origin: { code: TRACE_ERRORS.invalid.code, message: tr('产地不能为空', 'The origin is required') },
  licenceNo: fromContract(TRACE_ERRORS.licenceNo),
  goods: { code: TRACE_ERRORS.goods.code, message: catalogue('errors:productNotExist') },
  noBase: fromContract(TRACE_ERRORS.noBase),
  batchNo: { code: TRACE_ERRORS.invalid.code, message: tr('批次号不能为空', 'The batch number is required') },
  batchTaken: fromContract(TRACE_ERRORS.batchTaken),
  productionDate: fromContract(TRACE_ERRORS.productionDate),
  quantity: fromContract(TRACE_ERRORS.aboveZero),
  inspectionReport: fromContract(TRACE_ERRORS.inspectionReport),
  inspectionImage: fromContract(TRACE_ERRORS.inspectionImage),
  productionLog: { code: TRACE_ERRORS.invalid.code, message: tr('请上传生产记录', 'Please upload the production log') },
} as const;

/** The refusal of a field's contract problem: its length, else the field's own message. */
const refusalOf = (field: string, problem: string) =>
  problem === 'tooLong' ? tooLong(field as keyof typeof TRACE_LIMITS) : TRACE_ERR[field as keyof typeof TRACE_ERR];

/** Refuses the first of the contract's problems, in the order the fields are checked. */
function refuseFirst(problems: TraceProblems | null, order: string[]) {
  const field = order.find((f) => problems?.[f]);
  if (field) throw apiError(refusalOf(field, problems![field]));
}

function goodsOf(ctx: Ctx, goodsId: unknown) {
  const inScope = vendorScope(ctx);
  const goods = table('goods').find((g) => g.goodsId === text(goodsId) && inScope(g));
  if (!goods) throw apiError(TRACE_ERR.goods);
  return goods;
}

/** Params: goodsId, goodsName, barcode, maintained ('1' / '0'). Every goods of the supplier, maintained or not. */
export function queryBases(ctx: Ctx, query: PageQuery): Page<TraceBase> {
  const inScope = vendorScope(ctx);
  const bases = new Map(table('traceBases').map((b) => [`${b.bu}/${b.goodsId}`, b]));
  const rows: TraceBase[] = table('goods')
    .filter(inScope)
    .map((g) => {
      const b = bases.get(`${g.bu}/${g.goodsId}`);
      return {
        ...vendorKeyOf(g),
        ...fieldsOf(g, ['goodsId', 'goodsName', 'barcode']),
        maintained: b ? MAINTAINED.yes : MAINTAINED.no,
        manufacturer: b?.manufacturer ?? null,
        manufacturerAddress: b?.manufacturerAddress ?? null,
        origin: b?.origin ?? null,
        licenceNo: b?.licenceNo ?? null,
        updateTime: b?.updateTime ?? null,
      };
    })
    .filter((r) => matchesParams(r, paramsOf(query)));
  return pageInOrder(rows, query, 'goodsId asc');
}

/** Adds or replaces the base information of one goods. */
export function saveBase(ctx: Ctx, body: Record<string, unknown>): { goodsId: string } {
  requireSupplier(ctx);
  const goods = goodsOf(ctx, body.goodsId);
  refuseFirst(baseProblems(body), ['manufacturer', 'origin', 'licenceNo', 'manufacturerAddress']);
  const values = {
    manufacturer: text(body.manufacturer),
    manufacturerAddress: text(body.manufacturerAddress),
    origin: text(body.origin),
    licenceNo: text(body.licenceNo),
    updateTime: nowStamp(),
  };
  saveGoodsRow('traceBases', goods, values);
  return { goodsId: goods.goodsId };
}

/** Stores the seeded batches' inspection report image on first use (seeders fill only their own tables). */
function ensureSeedReport(): void {
  if (table('files').some((f) => f.fileUrl === SEEDED_REPORT)) return;
  insertRow('files', {
    fileUrl: SEEDED_REPORT,
    fileName: 'inspection-report.png',
    contentType: 'image/png',
    size: atob(SEAL_PNG_BASE64).length,
    base64: SEAL_PNG_BASE64,
    uploadedBy: null,
    uploadedAt: nowStamp(),
    public: false,
  });
}

/** Params: goodsId, goodsName, barcode, batchNo, productionDateStart / productionDateEnd. */
export function queryBatches(ctx: Ctx, query: PageQuery): Page<TraceBatch> {
  ensureSeedReport();
  const inScope = vendorScope(ctx);
  const { productionDateStart: from, productionDateEnd: to, ...rest } = paramsOf(query);
  const goods = new Map(table('goods').map((g) => [`${g.bu}/${g.goodsId}`, g]));
  const rows = table('traceBatches')
    .filter(inScope)
    .map((b) => {
      const g = goods.get(`${b.bu}/${b.goodsId}`);
      return { ...b, goodsName: g?.goodsName ?? '', barcode: g?.barcode ?? '' };
    })
    .filter((b) => matchesParams(b, rest))
    .filter(
      (b) => (isBlank(from) || b.productionDate >= String(from)) && (isBlank(to) || b.productionDate <= String(to)),
    );
  return pageInOrder(rows, query, 'productionDate desc,batchId desc');
}

/** Adds a batch: goods with base information, a new batch number, a production date up to today, quantity > 0, both files. */
export function addBatch(ctx: Ctx, body: Record<string, unknown>): { batchId: string } {
  requireSupplier(ctx);
  const goods = goodsOf(ctx, body.goodsId);
  if (!table('traceBases').some((b) => b.bu === goods.bu && b.goodsId === goods.goodsId))
    throw apiError(TRACE_ERR.noBase);
  refuseFirst(batchProblems(body, mockToday()), [
    'batchNo',
    'productionDate',
    'quantity',
    'inspectionReport',
    'productionLog',
  ]);
  const batchNo = text(body.batchNo);
  if (table('traceBatches').some((b) => b.bu === goods.bu && b.goodsId === goods.goodsId && b.batchNo === batchNo))
    throw apiError(TRACE_ERR.batchTaken);
  const productionDate = normalizeDate(text(body.productionDate), { loose: true })!;
  const quantity = Number(body.quantity);
  const report = storedUploads(body.inspectionReport);
  if (report.length === 0) throw apiError(TRACE_ERR.inspectionReport);
  if (!report.every(isImageUpload)) throw apiError(TRACE_ERR.inspectionImage);
  const log = storedUploads(body.productionLog);
  if (log.length === 0) throw apiError(TRACE_ERR.productionLog);
  const inspectionReport = checkUploads(report, 'image');
  const productionLog = checkUploads(log, 'imageOrPdf');
  const batchId = `PC${String(500000 + nextId('traceBatch')).padStart(6, '0')}`;
  insertRow('traceBatches', {
    ...vendorKeyOf(goods),
    batchId,
    goodsId: goods.goodsId,
    batchNo,
    productionDate,
    quantity: Math.round(quantity * 1000) / 1000,
    inspectionReport,
    productionLog,
    createTime: nowStamp(),
  });
  return { batchId };
}
