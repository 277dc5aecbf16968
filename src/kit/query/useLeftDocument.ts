import type { Key } from 'react';
import { useRequest } from '../useRequest';
import type { DetailCursor } from './detailCursor';
import type { QueryPageConfig } from './types';

/** How many rows the lookup of one document by its key asks for (a key that is a prefix of others). */
const LOOKUP_PAGE_SIZE = 20;

/**
 * The document a detail shows, fetched again by itself once an action has taken it out of the
 * reloaded list (a to-do list filtered on the very status the action changed): so the detail shows
 * its new state, not the copy from before the action. By the detail's own `load`, else by the
 * screen's table query asked for its key alone (the screen's fixed params kept, the search dropped).
 * Answers undefined when no such fetch applies, `{ row: undefined }` while it runs, then the fresh
 * row (the kept copy when the document is found nowhere).
 */
export function useLeftDocument<T extends object>(
  config: QueryPageConfig<T>,
  cursor: DetailCursor<T>,
  rows: readonly T[],
  keyOf: (row: T) => Key,
  settled: boolean,
): { row: T | undefined } | undefined {
  const acted = cursor && 'key' in cursor ? (cursor.acted ?? 0) : 0;
  const left = !!cursor && 'key' in cursor && acted > 0 && settled && !rows.some((r) => keyOf(r) === cursor.key);
  const kept = left && cursor && 'key' in cursor ? cursor : null;
  const fetched = useRequest(
    async (signal): Promise<T | null> => {
      if (!kept) return null;
      if (config.detail?.load) return config.detail.load(kept.row, { signal });
      const page = await config.query(
        { pageNo: 1, pageSize: LOOKUP_PAGE_SIZE, params: { ...config.params, [config.rowKey]: kept.key } },
        { signal },
      );
      return page.pageData.find((r) => keyOf(r) === kept.key) ?? null;
    },
    [kept ? String(kept.key) : null, acted],
  );
  if (!kept) return undefined;
  if (fetched.loading) return { row: undefined };
  return { row: fetched.data ?? kept.row };
}
