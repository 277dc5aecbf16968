import { catalogueGoodsColumns, columnsIn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { queryTraceBases, saveTraceBase } from '../api';
import { MAINTAINED_STATES, MAINTAINED_TONES, TRACE_LIMITS, baseProblems, traceMessageKeys } from '../contract';
import type { TraceBase } from '../types';

const label = (name: string) => `traceability:field.${name}`;
const col = columnsIn<TraceBase>('traceability:field');

const columns: ColumnSchema<TraceBase>[] = [
  ...catalogueGoodsColumns<TraceBase>(),
  col('maintained', { options: MAINTAINED_STATES, tones: MAINTAINED_TONES, status: true, width: 100, search: true }),
  col('manufacturer', { width: 200 }),
  col('manufacturerAddress', { width: 220, hidden: true }),
  col('origin', { width: 120 }),
  col('licenceNo', { width: 170 }),
  col('updateTime', { sortable: true, width: 160 }),
];

const baseFields: FieldSchema[] = [
  { name: 'goodsName', labelKey: 'fields:goodsName', kind: 'text' },
  {
    name: 'manufacturer',
    labelKey: label('manufacturer'),
    kind: 'input',
    required: true,
    maxLength: TRACE_LIMITS.manufacturer,
  },
  {
    name: 'manufacturerAddress',
    labelKey: label('manufacturerAddress'),
    kind: 'input',
    maxLength: TRACE_LIMITS.manufacturerAddress,
  },
  { name: 'origin', labelKey: label('origin'), kind: 'input', required: true, maxLength: TRACE_LIMITS.origin },
  { name: 'licenceNo', labelKey: label('licenceNo'), kind: 'input', required: true, maxLength: TRACE_LIMITS.licenceNo },
];

/** The contract's base rules the fields do not word (required and lengths are the fields'). */
export const checkBase = (v: Record<string, unknown>) => traceMessageKeys(baseProblems(v));

/** Traceability base information per goods (SPEC §2 /quality-traceability/base_information). */
export const traceBasesQuery: QueryPageConfig<TraceBase> = {
  id: 'traceability.bases',
  query: queryTraceBases,
  rowKey: 'goodsId',
  columns,
  actions: [
    {
      key: 'edit',
      labelKey: 'traceability:base.edit',
      only: 'supplier',
      places: ['row', 'detail'],
      form: ([b]) => ({
        titleKey: 'traceability:base.editTitle',
        fields: baseFields,
        validate: checkBase,
        initialValues: { ...b },
      }),
      call: ([b], v) =>
        saveTraceBase({
          goodsId: b.goodsId,
          manufacturer: String(v.manufacturer ?? ''),
          manufacturerAddress: String(v.manufacturerAddress ?? ''),
          origin: String(v.origin ?? ''),
          licenceNo: String(v.licenceNo ?? ''),
        }),
      successKey: 'traceability:base.saved',
    },
  ],
  export: { fileNameKey: 'traceability:base.exportFileName' },
  detail: { titleKey: 'traceability:base.detailTitle', width: 640 },
};
