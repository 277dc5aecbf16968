import { field, supplierColumn } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption } from '@/kit/schema';
import { queryPlans } from '../api';
import type { PlanRow } from '../types';
import { buColumn, columnsOf, holidayDaysColumns, holidayNameColumn, planDateColumns, yearColumn } from './columns';

/**
 * /basicinfo/vacationplan (a supplier's own plans) and /s/basicinfo/vacationplan (every supplier's):
 * query by year, holiday, days and (retailer) supplier and BU; export. `maintain` opens the
 * supplier's maintain screen.
 */
export function plansQuery(bus: FieldOption[], maintain: () => void): QueryPageConfig<PlanRow> {
  const col = columnsOf<PlanRow>();
  const columns: ColumnSchema<PlanRow>[] = [
    yearColumn(),
    holidayNameColumn(),
    supplierColumn<PlanRow>({
      only: 'retailer',
      detail: 'bothSides',
      search: { labelKey: 'fields:venderId', kind: 'input', order: 3 },
    }),
    buColumn('bu', bus, { only: 'retailer', detail: 'bothSides' }),
    ...holidayDaysColumns<PlanRow>().map((c) => (c.key === 'startDate' ? { ...c, search: { order: 4 } } : c)),
    ...planDateColumns<PlanRow>(),
    field('remark', { width: 160 }),
    col('updateDate', { width: 150, sortable: true }),
    field('creator', { width: 120, hidden: true }),
  ];
  return {
    id: 'holidayPlans.plans',
    query: queryPlans,
    rowKey: 'planId',
    columns,
    defaultOrderBy: 'startDate desc',
    actions: [
      {
        key: 'maintain',
        labelKey: 'holidayPlans:action.maintain',
        only: 'supplier',
        rows: false,
        primary: true,
        open: maintain,
      },
    ],
    export: { fileNameKey: 'holidayPlans:plansFileName' },
    detail: { titleKey: 'holidayPlans:planDetailTitle' },
  };
}
