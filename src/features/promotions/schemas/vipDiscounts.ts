import { vipCalls } from '../api';
import type { VipDiscount as Row } from '../types';
import { columnsOf, goodsColumns, periodColumns } from './columns';
import { confirmListQuery } from './confirmList';

const col = columnsOf<Row>();

/** VIP discounts (SPEC §2 /promotion/vip): member prices and the supplier's share of the difference. */
export const vipDiscountsQuery = confirmListQuery<Row>({
  id: 'promotions.vip',
  calls: vipCalls,
  exportKey: 'promotions:title.vip',
  detailKey: 'promotions:detail.vip',
  columns: [
    ...goodsColumns<Row>(),
    col('salePrice', { format: 'price', width: 90 }),
    col('vipPrice', { format: 'price', width: 90 }),
    col('supplierShare', { format: 'price', width: 110 }),
    col('soldQty', { format: 'quantity', width: 110 }),
    col('shareAmount', { format: 'amount', sortable: true, width: 120 }),
    ...periodColumns<Row>(),
  ],
});
