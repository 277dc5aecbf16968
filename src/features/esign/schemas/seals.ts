import { columnsIn, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema } from '@/kit/schema';
import { openPreviewWindow } from '@/kit/upload';
import { querySeals } from '../api';
import { canWithdrawSeal, CERT_TYPES, EXPIRING_TONES, SEAL_CERT_STATUSES, SEAL_CERT_TONES, YES_NO } from '../contract';
import type { ElectronicSeal } from '../types';

const col = columnsIn<ElectronicSeal>('esign:seals.field');

const columns: ColumnSchema<ElectronicSeal>[] = [
  col('serialNo', { width: 180, search: true }),
  supplierColumn<ElectronicSeal>({ only: 'retailer', detail: 'bothSides' }),
  col('buName', { width: 160 }),
  col('certType', { options: CERT_TYPES, width: 100, search: true }),
  col('status', {
    options: SEAL_CERT_STATUSES,
    tones: SEAL_CERT_TONES,
    status: true,
    width: 110,
    search: true,
  }),
  col('validFrom', { format: 'date', width: 110 }),
  col('validTo', { format: 'date', sortable: true, width: 110 }),
  col('daysLeft', { sortable: true, width: 90 }),
  // SPEC §5: a short validity is flagged (renew it on /ca).
  col('expiringSoon', {
    options: YES_NO,
    tones: EXPIRING_TONES,
    status: true,
    width: 110,
    value: (s) => String(s.expiringSoon),
  }),
  col('buSupported', { options: YES_NO, width: 120, value: (s) => String(s.buSupported), hidden: true }),
];

/** Electronic seals (SPEC §2 electronicseal_query on both sides): the CA certificates, validity and warnings. */
export const sealsQuery: QueryPageConfig<ElectronicSeal> = {
  id: 'esign.seals',
  query: querySeals,
  rowKey: 'serialNo',
  columns,
  defaultOrderBy: 'validTo desc',
  actions: [
    // The application forms of SPEC §2 (/ca, /withdrawalCa) check the SPEC §5 seal rules themselves.
    {
      key: 'apply',
      labelKey: 'esign:seals.apply',
      only: 'supplier',
      rows: false,
      primary: true,
      open: () => openPreviewWindow('/ca'),
    },
    {
      key: 'withdraw',
      labelKey: 'esign:seals.withdraw',
      only: 'supplier',
      places: ['row', 'detail'],
      allowed: canWithdrawSeal,
      open: () => openPreviewWindow('/withdrawalCa'),
    },
  ],
  export: { fileNameKey: 'esign:seals.title' },
  detail: { titleKey: 'esign:seals.detailTitle' },
};
