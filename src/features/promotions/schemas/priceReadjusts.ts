import { documentPeopleColumns, field } from '@/kit/columns';
import type { QueryPageConfig } from '@/kit/query';
import { queryReadjusts } from '../api';
import type { PriceReadjust as Row } from '../types';
import { col, goodsColumns, label, statusColumn } from './columns';

/** Price readjustments (SPEC §2 /promotion/readjust_prices): the supplier's requests to change a purchase price from a date. */
export const priceReadjustsQuery: QueryPageConfig<Row> = {
  id: 'promotions.readjust',
  query: queryReadjusts,
  rowKey: 'sheetId',
  columns: [
    field<Row>('sheetId', { titleKey: label('sheetId'), sortable: true, width: 170, search: true }),
    statusColumn<Row>('applyStatus', ['0', '1', '2']),
    ...goodsColumns<Row>(),
    col<Row>('oldCost', { format: 'cost', width: 100 }),
    col<Row>('newCost', { format: 'cost', width: 100 }),
    col<Row>('effectiveDate', {
      format: 'date',
      sortable: true,
      width: 110,
      search: { kind: 'range-picker', rangeNames: ['startDate', 'endDate'] },
    }),
    col<Row>('reason', { width: 180 }),
    col<Row>('reviewReason', { width: 180 }),
    ...documentPeopleColumns<Row>(),
  ],
  defaultOrderBy: 'createDate desc',
  export: { fileNameKey: 'promotions:title.readjust' },
  detail: { titleKey: 'promotions:detail.readjust', width: 720 },
};
