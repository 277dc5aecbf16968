import type { BankAccount } from '@/api/lookup';
import { table } from '../../db';
import { requireUser, type Ctx } from '../../services/context';
import { isRetailerUser } from '@/api/platformContract';
import { matchesParams, paginate, paramsOf, type Page, type PageQuery } from '../../services/paging';

/**
 * Bank-account search (SPEC §7): `{ pageNo, pageSize, params }` where params holds the account
 * number (`account`, substring match) or other fields of the record (accountName, bankName…).
 * A supplier sees its own partner's accounts, retailer staff all. Answers the fields a form fills in.
 */

export function bankAccountSearch(ctx: Ctx, query: PageQuery): Page<BankAccount> {
  const user = requireUser(ctx);
  const params = paramsOf(query);
  const rows = table('bankAccounts')
    .filter((r) => isRetailerUser(user) || r.partnerId === user.partnerId)
    .filter((r) => matchesParams(r, params))
    .map(({ partnerId: _partnerId, ...account }) => account);
  return paginate(rows, query, { pageNo: 1, pageSize: 10 });
}
