import type { Side } from '@/kit/schema';
import { CERT_KIND, CERT_STATUS } from './contract';
import type { CertSheet } from './types';

export type PageType = 'view' | 'edit' | 'audit';

/** The detail route of a sheet (SPEC §2 /cert/details/… and /s/license/details/…). */
export function certDetailPath(
  side: Side,
  row: Pick<CertSheet, 'sheetId' | 'status' | 'kind' | 'bu'>,
  pageType: PageType,
) {
  const { sheetId, status, kind, bu } = row;
  return side === 'retailer'
    ? `/s/license/details/${sheetId}/${status}/${kind}/${bu}/0/${pageType}`
    : `/cert/details/${sheetId}/${status}/${kind}/0/${pageType}`;
}

/** A new sheet of the supplier (goods certificate by default). */
export const NEW_CERT_PATH = `/cert/details/new/${CERT_STATUS.draft}/${CERT_KIND.goods}/0/edit`;
/** Where a supplier's sheet goes back to. */
export const listPathOf = (side: Side) => (side === 'retailer' ? '/s/license/license_review' : '/cert/news');
