import { listSource, type SearchSource } from '@/kit/search';
import { queryCerts } from './api';
import type { CertSheet } from './types';

/** Certificates in the search box by their certificate number, on each side's certificate search. */
const certificates = (side: 'supplier' | 'retailer', path: string) =>
  listSource<CertSheet>({
    id: `certificates.cert.${side}`,
    kindKey: 'search:kind.certificate',
    side,
    path,
    query: queryCerts,
    params: { view: 'search' },
    param: 'sheetId',
    hit: (c) => ({
      key: c.sheetId,
      number: c.sheetId,
      name: c.goodsName,
      statusKey: `certificates:status.${c.status}`,
      date: c.createDate,
      party: side === 'retailer' ? `${c.venderId} ${c.venderName}` : undefined,
    }),
  });

export const searchSources: SearchSource[] = [
  certificates('supplier', '/cert/search'),
  certificates('retailer', '/s/license/license_inquiry'),
];
