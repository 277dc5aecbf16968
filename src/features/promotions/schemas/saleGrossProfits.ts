import { saleGrossProfitCalls } from '../api';
import type { SaleGrossProfit as Row } from '../types';
import { columnsOf, goodsColumns, periodColumns } from './columns';
import { confirmListQuery } from './confirmList';

const col = columnsOf<Row>();

/** Sales gross profit (SPEC §2 /promotion/sale_grossprofit, the workbench to-do): margin compensation of finished promotions. */
export const saleGrossProfitsQuery = confirmListQuery<Row>({
  id: 'promotions.saleGrossProfit',
  calls: saleGrossProfitCalls,
  exportKey: 'promotions:title.saleGrossProfit',
  detailKey: 'promotions:detail.saleGrossProfit',
  columns: [
    col('promoSheetId', { width: 170, search: true }),
    ...goodsColumns<Row>(),
    ...periodColumns<Row>(),
    col('saleQty', { format: 'quantity', width: 110 }),
    col('saleAmount', { format: 'amount', sortable: true, width: 120 }),
    col('cost', { format: 'cost', width: 100 }),
    col('grossProfitRate', { format: 'amount', width: 110 }),
    col('floorRate', { format: 'amount', width: 110 }),
    col('compensation', { format: 'amount', sortable: true, width: 120 }),
  ],
});
