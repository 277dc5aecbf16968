import { payReadjustCalls } from '../api';
import type { PayReadjust as Row } from '../types';
import { col, goodsColumns } from './columns';
import { confirmListQuery } from './confirmList';

/** Price-difference compensation (SPEC §2 /promotion/payreadjust): stock held at the old cost, settled at the difference. */
export const payReadjustsQuery = confirmListQuery<Row>({
  id: 'promotions.payReadjust',
  calls: payReadjustCalls,
  exportKey: 'promotions:title.payReadjust',
  detailKey: 'promotions:detail.payReadjust',
  columns: [
    col<Row>('readjustSheetId', { width: 170, search: true }),
    ...goodsColumns<Row>(),
    col<Row>('oldCost', { format: 'cost', width: 100 }),
    col<Row>('newCost', { format: 'cost', width: 100 }),
    col<Row>('stockQty', { format: 'quantity', width: 110 }),
    col<Row>('compensation', { format: 'amount', sortable: true, width: 120 }),
    col<Row>('effectiveDate', {
      format: 'date',
      sortable: true,
      width: 110,
      search: { kind: 'range-picker', rangeNames: ['startDate', 'endDate'] },
    }),
  ],
});
