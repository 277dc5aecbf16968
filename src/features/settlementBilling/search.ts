import { listSource, statusKeyOf, type SearchSource } from '@/kit/search';
import { billingDetails } from './api';
import { INVOICE_STATUSES, INVOICE_TONES } from './contract';
import type { BillRow } from './types';

/**
 * Bills in the search box by any part of their number (账单号), on the billing details screen; Enter
 * opens the bill's detail there. The supplier's screens only (the billing reports are Settlement II's).
 */
export const searchSources: SearchSource[] = [
  listSource<BillRow>({
    id: 'settlementBilling.bill',
    kindKey: 'search:kind.bill',
    side: 'supplier',
    path: '/settlement-management/billingDetails_document',
    query: billingDetails.query,
    param: 'billId',
    hit: (b) => ({
      key: b.billId,
      number: b.billId,
      name: b.invoiceName,
      statusKey: statusKeyOf(INVOICE_STATUSES, b.invoiceStatus),
      tone: INVOICE_TONES[b.invoiceStatus],
      date: b.billDate,
    }),
  }),
];
