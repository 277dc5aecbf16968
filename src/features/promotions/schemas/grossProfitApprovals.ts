import { grossProfitCalls } from '../api';
import type { GrossProfitApproval as Row } from '../types';
import { columnsOf, goodsColumns, periodColumns } from './columns';
import { confirmListQuery } from './confirmList';

const col = columnsOf<Row>();

/** Gross-profit approval (SPEC §2 /promotion/approve_grossprofit): promotions below the retailer's margin floor. */
export const grossProfitApprovalsQuery = confirmListQuery<Row>({
  id: 'promotions.grossProfit',
  calls: grossProfitCalls,
  exportKey: 'promotions:title.grossProfit',
  detailKey: 'promotions:detail.grossProfit',
  columns: [
    col('promoSheetId', { width: 170, search: true }),
    ...goodsColumns<Row>(),
    col('salePrice', { format: 'price', width: 90 }),
    col('promoPrice', { format: 'price', width: 90 }),
    col('cost', { format: 'cost', width: 100 }),
    col('grossProfitRate', { format: 'amount', sortable: true, width: 110 }),
    col('floorRate', { format: 'amount', width: 110 }),
    ...periodColumns<Row>(),
  ],
});
