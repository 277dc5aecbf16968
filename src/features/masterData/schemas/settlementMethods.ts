import i18next from 'i18next';
import { columnsIn, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { FieldOption } from '@/kit/schema';
import { querySettlementMethods } from '../api';
import { METHOD_STATUSES, METHOD_TONES, SETTLE_CYCLES, SETTLE_METHODS } from '../contract';
import type { SettlementMethodRow } from '../types';

const col = columnsIn<SettlementMethodRow>('masterData:settlement.field');

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
    col('settleMethod', { options: SETTLE_METHODS, sortable: true, width: 130, search: true }),
    col('payMode', { options: payModeOptions, width: 130, search: true }),
    col('termDays', { sortable: true, width: 110 }),
    col('cycle', { options: SETTLE_CYCLES, width: 110, search: true }),
    col('startDate', { format: 'date', sortable: true, width: 110 }),
    col('endDate', {
      value: (r) => r.endDate ?? i18next.t('masterData:settlement.openEnded'),
      sortable: true,
      width: 110,
    }),
    col('status', {
      options: METHOD_STATUSES,
      tones: METHOD_TONES,
      status: true,
      sortable: true,
      width: 110,
      search: true,
    }),
    // Search only: the methods in force on a day (SPEC §5 date input).
    col('onDate', {
      grid: false,
      detail: false,
      search: { kind: 'date-picker' },
    }),
    col('remark', { width: 200, hidden: true }),
  ],
  export: { fileNameKey: 'masterData:settlement.exportFileName' },
  detail: { titleKey: 'masterData:settlement.detailTitle', width: 720 },
});
