import type { RequestOptions } from '@/api/http';
import type { TodoCounts, VendorCombination } from '@/api/types';
import { homeBlocks, inboxList, noticeList, salesShare, todoCounts } from './api';
import { LIST_PAGE_SIZE } from './model';
import { answered, prefetch, takePrefetched } from '@/kit/prefetch';
import { vendorKey } from '@/stores/vendor';

/*
 * The to-do counts decide when the workbench is ready (SPEC §2: the first thing a user sees), so
 * the sign-in flow requests them as soon as the combination is known (RouteDef.prefetch), not
 * after the shell and the page have rendered. Kept apart from the page so routes.ts stays light.
 */
const key = (refreshKey: string) => `workbench/todoCounts:${refreshKey}`;

/**
 * For a supplier, sent with the combination's own headers while its checks run; the page takes
 * the answer by the combination's key, so it is shown only once the checks have selected it.
 */
export const prefetchTodoCounts = (vendor: VendorCombination | null) =>
  prefetch(key(vendorKey(vendor)), () => todoCounts({}, { silent: true, vendor: vendor ?? undefined }));

/** The page's to-do request: the prefetched one for this combination if any (and answered), else its own. */
export const loadTodoCounts = (refreshKey: string, signal: AbortSignal): Promise<TodoCounts> =>
  takePrefetched<TodoCounts>(key(refreshKey), () => todoCounts({}, { signal }));

/** The prefetched to-do counts for this combination if they have already come in (the page's first render shows them). */
export const answeredTodoCounts = (refreshKey: string) => answered<TodoCounts>(key(refreshKey));

const FIRST_PAGE = { pageNo: 1, pageSize: LIST_PAGE_SIZE };

/** The blocks below the to-dos, by their call. */
const BELOW = {
  salesShare: (opts: RequestOptions) => salesShare({}, opts),
  noticeList: (opts: RequestOptions) => noticeList(FIRST_PAGE, opts),
  inboxList: (opts: RequestOptions) => inboxList(FIRST_PAGE, opts),
  homeBlocks: (opts: RequestOptions) => homeBlocks(opts),
};
export type BelowTodos = keyof typeof BELOW;
export type AnswerOf<B extends BelowTodos> = Awaited<ReturnType<(typeof BELOW)[B]>>;

const belowKey = (block: BelowTodos, refreshKey: string) => `workbench/${block}:${refreshKey}`;

/**
 * Sends the call of a block below the to-dos once the to-dos have settled, before the card that
 * shows it renders: the cards draw in a pass of their own, which on a first load is the pass that also
 * draws the header's tools and the side menu (their requests had waited ~500 ms for it at CPU x4).
 */
export function prefetchBelowTodo(block: BelowTodos, refreshKey: string): void {
  prefetch<unknown>(belowKey(block, refreshKey), () => BELOW[block]({ silent: true }));
}

/** A block's call (useBelowTodos): the one sent when the to-dos settled, once, else its own. */
export const loadBelowTodos = <B extends BelowTodos>(block: B, refreshKey: string, signal: AbortSignal) =>
  takePrefetched(belowKey(block, refreshKey), () => BELOW[block]({ signal }) as Promise<AnswerOf<B>>);

/** A block's answer if its call, sent when the to-dos settled, has come in (its first render shows it). */
export const answeredBelowTodos = <B extends BelowTodos>(block: B, refreshKey: string) =>
  answered<AnswerOf<B>>(belowKey(block, refreshKey));
