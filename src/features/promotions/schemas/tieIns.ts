import { tieInCalls } from '../api';
import type { TieIn as Row } from '../types';
import { SHOP_SCOPES } from '../contract';
import { col, periodColumns } from './columns';
import { confirmListQuery } from './confirmList';

/** Joint promotions (SPEC §2 /promotion/tieins): campaigns whose cost the supplier shares. */
export const tieInsQuery = confirmListQuery<Row>({
  id: 'promotions.tieIn',
  calls: tieInCalls,
  exportKey: 'promotions:title.tieIn',
  detailKey: 'promotions:detail.tieIn',
  columns: [
    col<Row>('theme', { width: 220, search: true }),
    col<Row>('shopScope', { options: SHOP_SCOPES, width: 110 }),
    ...periodColumns<Row>(),
    col<Row>('totalCost', { format: 'amount', sortable: true, width: 120 }),
    col<Row>('shareRate', { format: 'amount', width: 110 }),
    col<Row>('supplierCost', { format: 'amount', sortable: true, width: 120 }),
  ],
});
