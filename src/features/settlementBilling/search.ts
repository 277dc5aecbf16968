import { documentSource, type SearchSource } from '@/kit/search';
import { billingDetails } from './api';
import { INVOICE_STATUSES, INVOICE_TONES } from './contract';
import type { BillRow } from './types';

/**
 * Bills in the search box by any part of their number (账单号), on the billing details screen; Enter
 * opens the bill's detail there. The supplier's screens only (the billing reports are Settlement II's).
 */
export const searchSources: SearchSource[] = [
  documentSource<BillRow>({
    id: 'settlementBilling.bill',
    kindKey: 'search:kind.bill',
    side: 'supplier',
    path: '/settlement-management/billingDetails_document',
    query: billingDetails.query,
    number: 'billId',
    name: 'invoiceName',
    status: 'invoiceStatus',
    statuses: INVOICE_STATUSES,
    tones: INVOICE_TONES,
    date: 'billDate',
  }),
];
