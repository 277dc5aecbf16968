import { table } from '../db';
import { isRetailer, vendorScope, type Ctx } from '../services/context';
import { isBlank, matchesParams, paramsOf, type Page, type PageQuery, pageInOrder, text } from '../services/paging';
import type { Contract } from '@/features/contracts/types';
import { CONTRACT_STATUS, SEAL_STATUS } from '@/features/contracts/contract';

/** The contract bills: contracts keeps and moves them, signature management (esign) lists the signed ones. */

/** Statuses of SPEC §4: the contracts domain's contract (which says who may move them). */
export { CONTRACT_STATUS };

/**
 * Params: contractId, title (contains), contractType, status, signStatus, sealStatus, execStatus,
 * venderId (retailer), createDateStart / createDateEnd, signTimeStart / signTimeEnd; `signed: true`
 * keeps the bills a signature concerns (approved and later: signature management).
 */
export function queryContractBills(ctx: Ctx, query: PageQuery): Page<Contract> {
  const inScope = vendorScope(ctx);
  const params = { ...paramsOf(query) };
  if (!isRetailer(ctx)) delete params.venderId;
  const { createDateStart, createDateEnd, signTimeStart, signTimeEnd, signed, title, ...rest } = params;
  const day = (v: string | null) => (v ?? '').slice(0, 10);
  const rows = table('contractBills').filter(
    (c) =>
      inScope(c) &&
      matchesParams(c, rest) &&
      (isBlank(title) || c.title.includes(text(title))) &&
      (!signed ||
        c.status === CONTRACT_STATUS.approved ||
        c.status === CONTRACT_STATUS.signed ||
        c.sealStatus !== SEAL_STATUS.none) &&
      (isBlank(createDateStart) || day(c.createDate) >= String(createDateStart)) &&
      (isBlank(createDateEnd) || day(c.createDate) <= String(createDateEnd)) &&
      (isBlank(signTimeStart) || (c.signTime !== null && day(c.signTime) >= String(signTimeStart))) &&
      (isBlank(signTimeEnd) || (c.signTime !== null && day(c.signTime) <= String(signTimeEnd))),
  );
  return pageInOrder(rows, query, 'createDate desc,contractId desc');
}
