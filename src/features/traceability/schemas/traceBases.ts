import { catalogueGoodsColumns, field } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, FieldSchema, StatusTone } from '@/kit/schema';
import { queryTraceBases, saveTraceBase } from '../api';
import type { TraceBase } from '../types';

const label = (name: string) => `traceability:field.${name}`;
const col = (key: keyof TraceBase & string, rest: Partial<ColumnSchema<TraceBase>> = {}) =>
  field<TraceBase>(key, { titleKey: label(key), ...rest });

const MAINTAINED: FieldOption[] = ['1', '0'].map((value) => ({ value, labelKey: `traceability:maintained.${value}` }));
const TONES: Record<string, StatusTone> = { '1': 'success', '0': 'warning' };

/** Production licence (SC) numbers: SC and 14 digits. */
export const LICENCE_NO = /^SC\d{14}$/;

const columns: ColumnSchema<TraceBase>[] = [
  ...catalogueGoodsColumns<TraceBase>(),
  col('maintained', { options: MAINTAINED, tones: TONES, status: true, width: 100, search: true }),
  col('manufacturer', { width: 200 }),
  col('manufacturerAddress', { width: 220, hidden: true }),
  col('origin', { width: 120 }),
  col('licenceNo', { width: 170 }),
  col('updateTime', { sortable: true, width: 160 }),
];

const baseFields: FieldSchema[] = [
  { name: 'goodsName', labelKey: 'fields:goodsName', kind: 'text' },
  { name: 'manufacturer', labelKey: label('manufacturer'), kind: 'input', required: true, maxLength: 64 },
  { name: 'manufacturerAddress', labelKey: label('manufacturerAddress'), kind: 'input', maxLength: 200 },
  { name: 'origin', labelKey: label('origin'), kind: 'input', required: true, maxLength: 64 },
  { name: 'licenceNo', labelKey: label('licenceNo'), kind: 'input', required: true, maxLength: 16 },
];

export const checkBase = (v: Record<string, unknown>) =>
  LICENCE_NO.test(String(v.licenceNo ?? '')) ? null : { licenceNo: 'traceability:base.licenceFormat' };

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
