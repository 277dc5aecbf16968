import { todoCounts } from '@/api/workbench';
import { answered, prefetch, takePrefetched } from '@/kit/prefetch';
import { useVendor, vendorKey } from '@/stores/vendor';
import type { TodoCountsData } from './model';

/*
 * The to-do counts decide when the workbench is ready (SPEC §2: the first thing a user sees), so
 * the sign-in flow requests them as soon as the combination is settled (RouteDef.prefetch), not
 * after the shell and the page have rendered. Kept apart from the page so routes.ts stays light.
 */
const key = (refreshKey: string) => `workbench/todoCounts:${refreshKey}`;

export const prefetchTodoCounts = () => prefetch(key(vendorKey(useVendor.getState().vendor)), () => todoCounts({}));

/** The page's to-do request: the prefetched one for this combination if any, else a new one. */
export const loadTodoCounts = (refreshKey: string, signal: AbortSignal): Promise<TodoCountsData> =>
  takePrefetched<TodoCountsData>(key(refreshKey)) ?? todoCounts({}, { signal });

/** The prefetched to-do counts for this combination if they have already come in (the page's first render shows them). */
export const answeredTodoCounts = (refreshKey: string) => answered<TodoCountsData>(key(refreshKey));
