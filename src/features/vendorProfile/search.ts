import { listSource, statusKeyOf, type SearchSource } from '@/kit/search';
import { querySuppliers } from './api';
import { VENDOR_STATUSES, VENDOR_TONES } from './contract';
import type { SupplierRecord } from './types';

/** Suppliers in the retailer's search box by code (digits) or name. */
export const searchSources: SearchSource[] = [
  listSource<SupplierRecord>({
    id: 'vendorProfile.supplier',
    kindKey: 'search:kind.supplier',
    side: 'retailer',
    path: '/s/basicinfo/supplierdata_query',
    query: querySuppliers,
    param: (text) => (/^\d+$/.test(text) ? 'venderId' : 'venderName'),
    openBy: 'venderId',
    hit: (s) => ({
      key: s.venderId,
      number: s.venderId,
      name: s.venderName,
      statusKey: statusKeyOf(VENDOR_STATUSES, s.status),
      tone: s.status ? VENDOR_TONES[s.status] : undefined,
      party: s.buName,
    }),
  }),
];
