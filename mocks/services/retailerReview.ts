import { type Ctx, requireRetailerStaff } from './context';
import { splitDateRanges } from './dateRange';
import { matchesParams, pageInOrder, paramsOf, type Page, type PageQuery } from './paging';

/**
 * A retailer's review list of what suppliers submitted (registrations, seal applications): retailer
 * staff only (A0303 for a supplier); the rows are read only then. `typed` is the one param matched
 * its own way (`matches`), the others by matchesParams and their date ranges; in `orderBy` unless asked.
 */
export function reviewPage<T extends object>(
  ctx: Ctx,
  query: PageQuery,
  rows: () => T[],
  typed: { param: string; matches: (row: T, value: unknown) => boolean },
  orderBy: string,
): Page<T> {
  requireRetailerStaff(ctx);
  const { [typed.param]: value, ...params } = paramsOf(query);
  const { rest, inRanges } = splitDateRanges(params);
  const found = rows().filter((r) => typed.matches(r, value) && matchesParams(r, rest) && inRanges(r));
  return pageInOrder(found, query, orderBy);
}
