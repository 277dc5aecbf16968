import { columnsIn, documentPeopleColumns, field, supplierColumn } from '@/kit/columns';
import type { ColumnSchema, FieldOption } from '@/kit/schema';
import { CERT_KINDS, CERT_STATUSES, CERT_TONES } from '../contract';
import type { CertSheet, CertType } from '../types';

/** The columns every certificate list shares; each list adds its own search (certLists.ts). */

/** The types as select options (their names are data the retailer maintains). */
export const typeOptions = (types: CertType[]): FieldOption[] =>
  types.map((t) => ({ value: t.ctId, labelKey: '', label: t.ctName }));

export const col = columnsIn<CertSheet>('certificates:field');

export const certColumns = (types: CertType[]): ColumnSchema<CertSheet>[] => [
  col('sheetId', { sortable: true, width: 170, search: { order: 0 }, lead: 1 }),
  col('status', { options: CERT_STATUSES, tones: CERT_TONES, status: true, width: 110, lead: 2 }),
  col('kind', { options: CERT_KINDS, width: 110, search: { order: 5 } }),
  col('ctNames', { width: 200, search: { name: 'ctId', kind: 'select', options: typeOptions(types), order: 4 } }),
  col('certCodes', { width: 200, search: { name: 'certCode', order: 2 } }),
  field<CertSheet>('goodsId', { width: 110, search: { order: 3 } }),
  field<CertSheet>('goodsName', { width: 200 }),
  field<CertSheet>('barcode', { width: 130, search: { order: 1 } }),
  col('majorName', { width: 110, hidden: true }),
  col('batchNo', { width: 120, hidden: true }),
  col('productionDate', { format: 'date', width: 110, hidden: true }),
  col('manufacturer', { width: 200, hidden: true }),
  col('expiryDate', { format: 'date', sortable: true, width: 110 }),
  col('daysLeft', { width: 90, hidden: true }),
  supplierColumn<CertSheet>({
    only: 'retailer',
    detail: 'bothSides',
    search: { labelKey: 'fields:venderId', kind: 'input', order: 6 },
    lead: 3,
  }),
  col('openOrders', { width: 220, hidden: true, value: (r) => r.openOrders.join(', ') }),
  col('rejectReason', { width: 220 }),
  ...documentPeopleColumns<CertSheet>(),
];
