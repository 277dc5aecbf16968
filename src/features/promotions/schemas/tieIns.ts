import { tieInCalls } from '../api';
import type { TieIn as Row } from '../types';
import { SHOP_SCOPES } from '../contract';
import { columnsOf, periodColumns } from './columns';
import { confirmListQuery } from './confirmList';

const col = columnsOf<Row>();

/** Joint promotions (SPEC §2 /promotion/tieins): campaigns whose cost the supplier shares. */
export const tieInsQuery = confirmListQuery<Row>({
  id: 'promotions.tieIn',
  calls: tieInCalls,
  exportKey: 'promotions:title.tieIn',
  detailKey: 'promotions:detail.tieIn',
  columns: [
    col('theme', { width: 220, search: true }),
    col('shopScope', { options: SHOP_SCOPES, width: 110 }),
    ...periodColumns<Row>(),
    col('totalCost', { format: 'amount', sortable: true, width: 120 }),
    col('shareRate', { format: 'amount', width: 110 }),
    col('supplierCost', { format: 'amount', sortable: true, width: 120 }),
  ],
});
