import { columnsIn, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { openSignedPdf, querySignatures } from '../api';
import {
  hasSignedRecord,
  RECORD_CONTRACT_TYPES,
  RECORD_SEAL_STATUSES,
  RECORD_SIGN_BIZ_TYPES,
  RECORD_SIGN_STATUSES,
  RECORD_SIGN_TONES,
} from '../contract';
import type { SignatureRecord } from '../types';

const col = columnsIn<SignatureRecord>('esign:signatures.field');

const columns: ColumnSchema<SignatureRecord>[] = [
  col('contractId', { width: 170, search: true }),
  col('title', { width: 260 }),
  supplierColumn<SignatureRecord>({ only: 'retailer', detail: 'bothSides' }),
  col('contractType', { options: RECORD_CONTRACT_TYPES, width: 120, search: true }),
  // SPEC §4 sign status.
  col('signStatus', {
    options: RECORD_SIGN_STATUSES,
    tones: RECORD_SIGN_TONES,
    status: true,
    width: 110,
    search: true,
  }),
  col('sealStatus', { options: RECORD_SEAL_STATUSES, width: 130, search: true }),
  col('signBizType', { options: RECORD_SIGN_BIZ_TYPES, width: 120, search: true }),
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
      allowed: hasSignedRecord,
      call: ([r]) => openSignedPdf(r.contractId),
    },
  ],
  export: { fileNameKey: 'esign:signatures.title' },
  detail: { titleKey: 'esign:signatures.detailTitle' },
};
