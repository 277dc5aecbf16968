import { columnsIn, field } from '@/kit/columns';
import type { DetailConfig, DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema, LookupConfig } from '@/kit/schema';
import { queryTraceBatches } from '../api';
import { TRACE_LIMITS, batchProblems, traceMessageKeys } from '../contract';
import type { TraceBatch } from '../types';
import { today } from '@/lib/serverClock';

const label = (name: string) => `traceability:field.${name}`;
const col = columnsIn<TraceBatch>('traceability:field');
const fileNames = (b: TraceBatch, key: 'inspectionReport' | 'productionLog') =>
  b[key].map((f) => f.fileName).join(', ');

const columns: ColumnSchema<TraceBatch>[] = [
  col('batchNo', { sortable: true, width: 140, search: true }),
  field('goodsId', { sortable: true, width: 110, search: true }),
  field('goodsName', { width: 220, search: true }),
  field('barcode', { width: 140, hidden: true }),
  col('productionDate', { format: 'date', sortable: true, width: 110, search: true }),
  col('quantity', { format: 'quantity', width: 110 }),
  col('inspectionReport', { width: 180, detail: false, value: (b) => fileNames(b, 'inspectionReport') }),
  col('productionLog', { width: 180, detail: false, value: (b) => fileNames(b, 'productionLog') }),
  col('createTime', { sortable: true, width: 160 }),
];

const goodsLookup: LookupConfig = { kind: 'constGoods', valueField: 'goodsId', fill: { goodsName: 'goodsName' } };

/** The batch form's fields; the two uploads follow them (components/BatchDialog). */
export const batchFields: FieldSchema[] = [
  { name: 'goodsId', labelKey: 'fields:goodsId', kind: 'elf', lookup: goodsLookup, required: true },
  { name: 'goodsName', labelKey: 'fields:goodsName', kind: 'text' },
  { name: 'batchNo', labelKey: label('batchNo'), kind: 'input', required: true, maxLength: TRACE_LIMITS.batchNo },
  { name: 'productionDate', labelKey: label('productionDate'), kind: 'date-picker', required: true },
  { name: 'quantity', labelKey: label('quantity'), kind: 'input-number', format: 'quantity', min: 0, required: true },
];

/** The contract's batch rules the fields do not word (a production date up to today, a quantity above 0). */
export const checkBatch = (v: Record<string, unknown>) => traceMessageKeys(batchProblems(v, today()));

/** Goods traceability batches (SPEC §2 /quality-traceability/goods_traceability). */
export const traceBatchesQuery = (
  newDialog: DocumentAction<TraceBatch>['dialog'],
  files: DetailConfig<TraceBatch>['extra'],
): QueryPageConfig<TraceBatch> => ({
  id: 'traceability.batches',
  query: queryTraceBatches,
  rowKey: 'batchId',
  columns,
  defaultOrderBy: 'productionDate desc',
  actions: [
    { key: 'new', labelKey: 'traceability:batch.new', only: 'supplier', primary: true, rows: false, dialog: newDialog },
  ],
  export: { fileNameKey: 'traceability:batch.exportFileName' },
  detail: { titleKey: 'traceability:batch.detailTitle', width: 720, extra: files },
});
