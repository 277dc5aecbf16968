import i18next from 'i18next';
import { field, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption, StatusTone } from '@/kit/schema';
import { querySettlementMethods } from '../api';
import type { SettlementMethodRow } from '../types';

const options = (name: string, values: string[]): FieldOption[] =>
  values.map((value) => ({ value, labelKey: `masterData:settlement.${name}.${value}` }));
/** Settlement methods, cycles and statuses (features/masterData/types SettlementMethod). */
const METHODS = options('method', ['1', '2', '3', '4', '5']);
const CYCLES = options('cycle', ['1', '2', '3', '4']);
const STATUSES = options('status', ['0', '1', '2']);
const TONES: Record<string, StatusTone> = { '0': 'default', '1': 'success', '2': 'processing' };

const col = (key: keyof SettlementMethodRow & string, rest: Partial<ColumnSchema<SettlementMethodRow>> = {}) =>
  field<SettlementMethodRow>(key, { titleKey: `masterData:settlement.field.${key}`, ...rest });

/** Settlement methods per supplier and BU (SPEC §2 /s/basicinfo/settlementmethods_list): method, pay mode, term days, cycle. */
export const settlementMethodsQuery = (
  buOptions: FieldOption[],
  payModeOptions: FieldOption[],
): QueryPageConfig<SettlementMethodRow> => ({
  id: 'masterData.settlementMethods',
  query: querySettlementMethods,
  rowKey: 'id',
  columns: [
    supplierColumn<SettlementMethodRow>({ width: 260 }),
    col('bu', { options: buOptions, sortable: true, width: 170, search: true }),
    col('settleMethod', { options: METHODS, sortable: true, width: 130, search: true }),
    col('payMode', { options: payModeOptions, width: 130, search: true }),
    col('termDays', { sortable: true, width: 110 }),
    col('cycle', { options: CYCLES, width: 110, search: true }),
    col('startDate', { format: 'date', sortable: true, width: 110 }),
    col('endDate', {
      value: (r) => r.endDate ?? i18next.t('masterData:settlement.openEnded'),
      sortable: true,
      width: 110,
    }),
    col('status', { options: STATUSES, tones: TONES, status: true, sortable: true, width: 110, search: true }),
    // Search only: the methods in force on a day (SPEC §5 date input).
    col('onDate' as keyof SettlementMethodRow & string, {
      grid: false,
      detail: false,
      search: { kind: 'date-picker' },
    }),
    col('remark', { width: 200, hidden: true }),
  ],
  export: { fileNameKey: 'masterData:settlement.exportFileName' },
  detail: { titleKey: 'masterData:settlement.detailTitle', width: 720 },
});
