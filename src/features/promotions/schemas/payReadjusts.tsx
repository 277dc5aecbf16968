import { MaybeLink } from '@/kit/MaybeLink';
import { openAddress } from '@/kit/search';
import { payReadjustCalls } from '../api';
import type { PayReadjust as Row } from '../types';
import { columnsOf, goodsColumns } from './columns';
import { confirmListQuery } from './confirmList';

const col = columnsOf<Row>();

/** Price-difference compensation (SPEC §2 /promotion/payreadjust): stock held at the old cost, settled at the difference. */
export const payReadjustsQuery = confirmListQuery<Row>({
  id: 'promotions.payReadjust',
  calls: payReadjustCalls,
  exportKey: 'promotions:title.payReadjust',
  detailKey: 'promotions:detail.payReadjust',
  columns: [
    col('readjustSheetId', {
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
    col('oldCost', { format: 'cost', width: 100 }),
    col('newCost', { format: 'cost', width: 100 }),
    col('stockQty', { format: 'quantity', width: 110 }),
    col('compensation', { format: 'amount', sortable: true, width: 120 }),
    col('effectiveDate', {
      format: 'date',
      sortable: true,
      width: 110,
      search: { kind: 'range-picker', rangeNames: ['startDate', 'endDate'] },
    }),
  ],
});
