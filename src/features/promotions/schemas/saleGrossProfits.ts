import { saleGrossProfitCalls } from '../api';
import type { SaleGrossProfit as Row } from '../types';
import { col, goodsColumns, periodColumns } from './columns';
import { confirmListQuery } from './confirmList';

/** Sales gross profit (SPEC §2 /promotion/sale_grossprofit, the workbench to-do): margin compensation of finished promotions. */
export const saleGrossProfitsQuery = confirmListQuery<Row>({
  id: 'promotions.saleGrossProfit',
  calls: saleGrossProfitCalls,
  exportKey: 'promotions:title.saleGrossProfit',
  detailKey: 'promotions:detail.saleGrossProfit',
  columns: [
    col<Row>('promoSheetId', { width: 170, search: true }),
    ...goodsColumns<Row>(),
    ...periodColumns<Row>(),
    col<Row>('saleQty', { format: 'quantity', width: 110 }),
    col<Row>('saleAmount', { format: 'amount', sortable: true, width: 120 }),
    col<Row>('cost', { format: 'cost', width: 100 }),
    col<Row>('grossProfitRate', { format: 'amount', width: 110 }),
    col<Row>('floorRate', { format: 'amount', width: 110 }),
    col<Row>('compensation', { format: 'amount', sortable: true, width: 120 }),
  ],
});
