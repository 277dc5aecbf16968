import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FieldSchema } from '../schema';
import { decodeQueryState, encodeQueryState, type QueryDefaults, type QueryState, type SearchValues } from './urlState';

export type QueryStateApi = {
  state: QueryState;
  /** Bumped when the same query is asked for again (the address does not change). */
  nonce: number;
  /** Whether searching these values asks for the query already on screen (or on its way). */
  isShown: (values: SearchValues) => boolean;
  search: (values: SearchValues) => void;
  page: (pageNo: number, pageSize: number) => void;
  sort: (orderBy: string | undefined) => void;
  reset: () => void;
};

/**
 * The search state of a query screen, kept in the address (replace, so Back leaves the screen
 * with its last state rather than stepping through every search).
 */
export function useQueryState(
  fields: readonly FieldSchema[],
  defaults: QueryDefaults & { waitsForSearch?: boolean },
): QueryStateApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const [nonce, setNonce] = useState(0);
  const { pageSize, values: defaultValues, waitsForSearch } = defaults;
  const decoded = useMemo(
    () => decodeQueryState(fields, query, { pageSize, values: defaultValues }),
    [fields, query, pageSize, defaultValues],
  );
  // A list opens on its default view: queried unless the screen waits for the user's search.
  const state = useMemo(
    () => (!waitsForSearch && !decoded.queried ? { ...decoded, queried: true } : decoded),
    [decoded, waitsForSearch],
  );

  const shown = state.queried ? encodeQueryState(fields, state, { pageSize }) : null;
  const go = useCallback(
    (next: Omit<QueryState, 'queried'>) => {
      const encoded = encodeQueryState(fields, next, { pageSize });
      // The query on screen asked for again (查询 on a screen that queried on opening, or opened
      // from a link): the address alone may change without changing the request, so run it again.
      if (encoded === shown) setNonce((n) => n + 1);
      if (encoded !== query) setSearchParams(new URLSearchParams(encoded), { replace: true });
    },
    [fields, query, pageSize, setSearchParams, shown],
  );

  return {
    state,
    nonce,
    isShown: useCallback(
      (values) => encodeQueryState(fields, { ...state, values, pageNo: 1 }, { pageSize }) === shown,
      [fields, state, pageSize, shown],
    ),
    search: useCallback((values) => go({ ...state, values, pageNo: 1 }), [go, state]),
    page: useCallback(
      (pageNo, size) => go({ ...state, pageNo: size === state.pageSize ? pageNo : 1, pageSize: size }),
      [go, state],
    ),
    sort: useCallback((orderBy) => go({ ...state, orderBy, pageNo: 1 }), [go, state]),
    // Back to the default view, queried afresh even when it is the view on screen.
    reset: useCallback(() => {
      setNonce((n) => n + 1);
      setSearchParams(new URLSearchParams(), { replace: true });
    }, [setSearchParams]),
  };
}
