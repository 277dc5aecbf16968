import { MaybeLink } from '@/kit/MaybeLink';
import { openAddress } from '@/kit/search';
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
    col<Row>('readjustSheetId', {
      width: 170,
      search: true,
      // The readjustment it compensates, opened on its own screen (SPEC §2 /promotion/readjust_prices).
      render: (r) => (
        <MaybeLink to={openAddress('/promotion/readjust_prices', { sheetId: r.readjustSheetId }, r.readjustSheetId)}>
          {r.readjustSheetId}
        </MaybeLink>
      ),
    }),
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
