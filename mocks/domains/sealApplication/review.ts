import { table } from '../../db';
import type { CaReviewRow } from '@/features/sealApplication/types';
import type { Ctx } from '../../services/context';
import { supplierMatches, type Page, type PageQuery } from '../../services/paging';
import { reviewPage } from '../../services/retailerReview';

/**
 * The retailer's review of electronic seal applications (/s/electronic-signature/ca_review): every
 * supplier's applications with their forms; the decision itself is `review` of ./service.ts.
 */

function reviewRows(): CaReviewRow[] {
  const names = new Map(table('vendors').map((v) => [`${v.bu}/${v.venderId}`, v.venderName]));
  const bus = new Map(table('bus').map((b) => [b.buId, b.buName]));
  return table('caApplications').map((a) => ({
    ...a,
    files: { ...a.files },
    venderName: names.get(`${a.bu}/${a.venderId}`) ?? '',
    buName: bus.get(a.bu) ?? '',
  }));
}

/**
 * Retailer staff only (A0303 for a supplier). Params: `venderId` (a supplier's code by prefix or its
 * name in part), `applyId`, `applyType`, `status`, `bu`, `applicant`, `createDateStart`/`End`; pending
 * first, then the newest.
 */
export function queryCaReview(ctx: Ctx, query: PageQuery): Page<CaReviewRow> {
  return reviewPage(ctx, query, reviewRows, { param: 'venderId', matches: supplierMatches }, 'status,createDate desc');
}
