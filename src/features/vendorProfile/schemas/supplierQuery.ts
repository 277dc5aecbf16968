import { createElement } from 'react';
import { translateServerText } from '@/i18n';
import { columnsIn, field } from '@/kit/columns';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { getChangeHistory, querySuppliers, reviewChanges } from '../api';
import { SupplierContacts } from '../components/SupplierContacts';
import type { SupplierRecord } from '../types';
import { PARTS, VENDOR_STATUSES, VENDOR_TONES, WITH_PENDING, hasPendingChange } from '../contract';

type Columns = {
  basic: ColumnSchema<SupplierRecord>[];
  bank: ColumnSchema<SupplierRecord>[];
  invoice: ColumnSchema<SupplierRecord>[];
  history: ColumnSchema<Record<string, unknown>>[];
};

const col = columnsIn<SupplierRecord>('vendorProfile:field');
const requestIds = (rows: SupplierRecord[]) => rows.flatMap((r) => (r.pendingRequestId ? [r.pendingRequestId] : []));
const review = (
  key: 'approve' | 'reject',
  rest: Partial<DocumentAction<SupplierRecord>>,
): DocumentAction<SupplierRecord> => ({
  key,
  labelKey: `vendorProfile:action.${key}`,
  allowed: hasPendingChange,
  emptyKey: 'vendorProfile:selectFirst',
  refusedKey: 'vendorProfile:noPending',
  ...rest,
});

/**
 * Retailer: supplier master data (SPEC §2 /s/basicinfo/supplierdata_query): code, name, BU, status
 * (97/99 disabled), tax number, parent; the detail shows the profile, bank and invoicing data, the
 * change requests and the contacts in effect; the pending request is approved or rejected with a
 * reason from there.
 */
export const supplierQuery = ({ basic, bank, invoice, history }: Columns): QueryPageConfig<SupplierRecord> => {
  const detailOnly = (c: ColumnSchema<SupplierRecord>) => ({ ...c, grid: false as const });
  const shown = new Set(['venderId', 'venderName', 'bu', 'status', 'taxNumber', 'parentVenderId', 'parentVenderName']);
  return {
    id: 'vendorProfile.suppliers',
    query: querySuppliers,
    rowKey: 'venderId',
    selection: 'checkbox',
    defaultOrderBy: 'venderId',
    columns: [
      field('venderId', { width: 110, sortable: true, search: true }),
      field('venderName', { width: 240, sortable: true, search: true }),
      col('bu', {
        width: 70,
        sortable: true,
        value: (r) => `${r.bu} ${translateServerText(r.buName)}`,
        search: { kind: 'input' },
      }),
      col('status', { options: VENDOR_STATUSES, tones: VENDOR_TONES, status: true, width: 110, search: true }),
      col('taxNumber', { width: 200, search: true }),
      col('parentVenderId', { width: 110, search: true }),
      col('parentVenderName', { width: 220 }),
      col('pendingPart', {
        options: PARTS,
        width: 130,
        search: {
          name: 'pending',
          kind: 'select',
          options: [{ value: WITH_PENDING, labelKey: 'vendorProfile:withPending' }],
          order: 99,
        },
      }),
      ...basic.filter((c) => !shown.has(c.key)).map(detailOnly),
      ...bank.map(detailOnly),
      ...invoice.map(detailOnly),
    ],
    actions: [
      review('approve', {
        primary: true,
        confirmKey: 'vendorProfile:approveAsk',
        call: (rows) => reviewChanges(requestIds(rows), true, ''),
        successKey: 'vendorProfile:approved',
      }),
      review('reject', {
        danger: true,
        reason: {
          titleKey: 'vendorProfile:rejectTitle',
          labelKey: 'vendorProfile:field.rejectReason',
          okKey: 'vendorProfile:action.reject',
        },
        call: (rows, v) => reviewChanges(requestIds(rows), false, String(v.reason)),
        successKey: 'vendorProfile:rejected',
      }),
    ],
    export: { fileNameKey: 'vendorProfile:suppliersFileName' },
    detail: {
      titleKey: 'vendorProfile:detailTitle',
      width: 1100,
      lines: {
        titleKey: 'vendorProfile:requestsTitle',
        rowKey: 'requestId',
        columns: history,
        load: (row, opts) =>
          getChangeHistory({ venderId: row.venderId, bu: row.bu }, opts) as unknown as Promise<
            Record<string, unknown>[]
          >,
      },
      extra: (row) => createElement(SupplierContacts, { venderId: row.venderId, bu: row.bu }),
    },
  };
};
