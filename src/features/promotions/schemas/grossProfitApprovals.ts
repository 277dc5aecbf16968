import { grossProfitCalls } from '../api';
import type { GrossProfitApproval as Row } from '../types';
import { col, goodsColumns, periodColumns } from './columns';
import { confirmListQuery } from './confirmList';

/** Gross-profit approval (SPEC §2 /promotion/approve_grossprofit): promotions below the retailer's margin floor. */
export const grossProfitApprovalsQuery = confirmListQuery<Row>({
  id: 'promotions.grossProfit',
  calls: grossProfitCalls,
  exportKey: 'promotions:title.grossProfit',
  detailKey: 'promotions:detail.grossProfit',
  columns: [
    col<Row>('promoSheetId', { width: 170, search: true }),
    ...goodsColumns<Row>(),
    col<Row>('salePrice', { format: 'price', width: 90 }),
    col<Row>('promoPrice', { format: 'price', width: 90 }),
    col<Row>('cost', { format: 'cost', width: 100 }),
    col<Row>('grossProfitRate', { format: 'amount', sortable: true, width: 110 }),
    col<Row>('floorRate', { format: 'amount', width: 110 }),
    ...periodColumns<Row>(),
  ],
});
