import { listSource, type SearchSource, partyOf } from '@/kit/search';
import { queryCerts } from './api';
import { certDetailPath } from './paths';
import type { CertSheet } from './types';

/** Certificates in the search box by their number; Enter opens the sheet's detail page, as its list's view does. */
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
      party: partyOf(side, c),
      to: certDetailPath(side, c, 'view'),
    }),
  });

export const searchSources: SearchSource[] = [
  certificates('supplier', '/cert/search'),
  certificates('retailer', '/s/license/license_inquiry'),
];
