import type { TodoCounts, VendorCombination } from '@/api/types';
import { todoCounts } from './api';
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
