import { type Ctx, requireRetailerStaff } from '../../services/context';
import { type Page, type PageQuery, pageInOrder } from '../../services/paging';
import { cents } from './model';

type Matches<T> = (query: PageQuery) => (row: T) => boolean;

/**
 * A retailer desk over every supplier's rows (the dispute and the payment desk): a page of the rows
 * the query keeps, in the desk's order unless another is asked, and the SPEC §9 totals of them all.
 */
export function retailerDesk<T>(rows: () => T[], matches: Matches<T>, orderBy: string, amountOf: (row: T) => number) {
  const found = (ctx: Ctx, query: PageQuery) => {
    requireRetailerStaff(ctx);
    return rows().filter(matches(query));
  };
  return {
    query: (ctx: Ctx, query: PageQuery): Page<T> => pageInOrder(found(ctx, query), query, orderBy),
    totals: (ctx: Ctx, query: PageQuery) => {
      const kept = found(ctx, query);
      return { count: kept.length, amount: cents(kept.reduce((s, r) => s + Math.round(amountOf(r) * 100), 0) / 100) };
    },
  };
}
