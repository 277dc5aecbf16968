import { field, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, StatusTone } from '@/kit/schema';
import { openPreviewWindow } from '@/kit/upload';
import { querySeals } from '../api';
import type { ElectronicSeal } from '../types';

const options = (group: string, values: string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `esign:seals.${group}.${value}` }));
const col = (key: keyof ElectronicSeal & string, rest: Partial<ColumnSchema<ElectronicSeal>> = {}) =>
  field<ElectronicSeal>(key, { titleKey: `esign:seals.field.${key}`, ...rest });
const YES_NO = options('yesNo', ['true', 'false']);

const columns: ColumnSchema<ElectronicSeal>[] = [
  col('serialNo', { width: 180, search: true }),
  supplierColumn<ElectronicSeal>({ only: 'retailer', detail: 'bothSides' }),
  col('buName', { width: 160 }),
  col('certType', { options: options('certType', ['1', '3']), width: 100, search: true }),
  col('status', {
    options: options('status', ['1', '2', '3']),
    tones: { '1': 'success', '2': 'warning', '3': 'default' } satisfies Record<string, StatusTone>,
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
    tones: { true: 'warning', false: 'default' },
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
      allowed: (s) => s.status === '1',
      open: () => openPreviewWindow('/withdrawalCa'),
    },
  ],
  export: { fileNameKey: 'esign:seals.title' },
  detail: { titleKey: 'esign:seals.detailTitle' },
};
