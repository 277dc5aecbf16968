import type { Key } from 'react';

/**
 * Which document the detail shows: a row of the current result, or the first/last row of a page
 * being loaded (previous/next crossed a page boundary).
 */
export type DetailCursor<T> =
  | {
      key: Key;
      row: T;
      /** Its index among the rows when it was opened or acted on. */
      at?: number;
      /** Actions taken on it since it was opened: the list is reloaded, and the document fetched again if it left it. */
      acted?: number;
    }
  | { edge: 'first' | 'last'; request: string }
  | null;

export type CursorView<T> = {
  /** The row shown; undefined while the adjacent page loads. */
  row: T | undefined;
  /** Its index in the current rows, -1 when not among them. */
  index: number;
};

/**
 * The row a cursor shows among the current rows (fresh data after a reload wins over the kept copy);
 * `fetched`: the document fetched again by itself after an action took it out of the rows (a to-do
 * list filtered on the status the action changed; its row undefined while that runs), which wins
 * over the kept copy too.
 */
export function resolveCursor<T>(
  cursor: DetailCursor<T>,
  rows: readonly T[],
  keyOf: (row: T) => Key,
  requestKey: string | null,
  loading: boolean,
  fetched?: { row: T | undefined },
): CursorView<T> | null {
  if (!cursor) return null;
  if ('key' in cursor) {
    const index = rows.findIndex((r) => keyOf(r) === cursor.key);
    return { row: index >= 0 ? rows[index] : fetched ? fetched.row : cursor.row, index };
  }
  if (cursor.request !== requestKey || loading) return { row: undefined, index: -1 };
  const index = cursor.edge === 'first' ? 0 : rows.length - 1;
  return index >= 0 && rows[index] ? { row: rows[index], index } : null;
}

export type Paging = { pageNo: number; pageSize: number; total: number };

/** Where one step from `index` leads: a row of this page, another page, or nowhere (SPEC §8 no previous/next document). */
export type Step =
  { kind: 'row'; index: number } | { kind: 'page'; pageNo: number; edge: 'first' | 'last' } | { kind: 'none' };

export function stepFrom(index: number, step: -1 | 1, rowCount: number, paging: Paging, left = false): Step {
  if (index < 0) return { kind: 'none' };
  // `left`: the document that was at `index` has left the result; the next is the one now in its place.
  const target = left && step > 0 ? index : index + step;
  if (target >= 0 && target < rowCount) return { kind: 'row', index: target };
  if (step < 0 && paging.pageNo > 1) return { kind: 'page', pageNo: paging.pageNo - 1, edge: 'last' };
  if (step > 0 && paging.pageNo * paging.pageSize < paging.total)
    return { kind: 'page', pageNo: paging.pageNo + 1, edge: 'first' };
  return { kind: 'none' };
}

/** 1-based position of a row in the whole result. */
export const positionOf = (index: number, paging: Paging) => (paging.pageNo - 1) * paging.pageSize + index + 1;
