import { field, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, StatusTone } from '@/kit/schema';
import { openSignedPdf, querySignatures } from '../api';
import type { SignatureRecord } from '../types';

const options = (group: string, values: string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `esign:signatures.${group}.${value}` }));
const col = (key: keyof SignatureRecord & string, rest: Partial<ColumnSchema<SignatureRecord>> = {}) =>
  field<SignatureRecord>(key, { titleKey: `esign:signatures.field.${key}`, ...rest });

const columns: ColumnSchema<SignatureRecord>[] = [
  col('contractId', { width: 170, search: true }),
  col('title', { width: 260 }),
  supplierColumn<SignatureRecord>({ only: 'retailer', detail: 'bothSides' }),
  col('contractType', { options: options('contractType', ['1', '2', '3']), width: 120, search: true }),
  // SPEC §4 sign status.
  col('signStatus', {
    options: options('signStatus', ['0', '1']),
    tones: { '0': 'warning', '1': 'success' } satisfies Record<string, StatusTone>,
    status: true,
    width: 110,
    search: true,
  }),
  col('sealStatus', { options: options('sealStatus', ['1', '2', '3', '4', '5']), width: 130, search: true }),
  col('signBizType', { options: options('signBizType', ['1', '2', '3']), width: 120, search: true }),
  col('signTime', { sortable: true, width: 160, search: { kind: 'range-picker' } }),
  col('serialNo', { width: 170 }),
  col('checkDate', { width: 160, hidden: true }),
];

/** Signature management (SPEC §2 signature_management on both sides): who signed what, and when. */
export const signaturesQuery: QueryPageConfig<SignatureRecord> = {
  id: 'esign.signatures',
  query: querySignatures,
  rowKey: 'contractId',
  columns,
  defaultOrderBy: 'signTime desc',
  actions: [
    {
      key: 'openSigned',
      labelKey: 'esign:signatures.openSigned',
      places: ['row', 'detail'],
      allowed: (r) => r.signStatus === '1',
      call: ([r]) => openSignedPdf(r.contractId),
    },
  ],
  export: { fileNameKey: 'esign:signatures.title' },
  detail: { titleKey: 'esign:signatures.detailTitle' },
};
