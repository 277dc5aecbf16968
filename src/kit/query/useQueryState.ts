import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FieldSchema } from '../schema';
import { decodeQueryState, encodeQueryState, type QueryDefaults, type QueryState, type SearchValues } from './urlState';

export type QueryStateApi = {
  state: QueryState;
  /** Bumped when the same query is asked for again (the address does not change). */
  nonce: number;
  search: (values: SearchValues) => void;
  page: (pageNo: number, pageSize: number) => void;
  sort: (orderBy: string | undefined) => void;
  reset: () => void;
};

/**
 * The search state of a query screen, kept in the address (replace, so Back leaves the screen
 * with its last state rather than stepping through every search).
 */
export function useQueryState(fields: readonly FieldSchema[], defaults: QueryDefaults & { autoQuery?: boolean }): QueryStateApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const [nonce, setNonce] = useState(0);
  const { pageSize, values: defaultValues, autoQuery } = defaults;
  const decoded = useMemo(() => decodeQueryState(fields, query, { pageSize, values: defaultValues }), [fields, query, pageSize, defaultValues]);
  const state = useMemo(() => (autoQuery && !decoded.queried ? { ...decoded, queried: true } : decoded), [decoded, autoQuery]);

  const go = useCallback(
    (next: Omit<QueryState, 'queried'>) => {
      const encoded = encodeQueryState(fields, next, { pageSize });
      if (encoded === query) setNonce((n) => n + 1);
      else setSearchParams(new URLSearchParams(encoded), { replace: true });
    },
    [fields, query, pageSize, setSearchParams],
  );

  return {
    state,
    nonce,
    search: useCallback((values) => go({ ...state, values, pageNo: 1 }), [go, state]),
    page: useCallback((pageNo, size) => go({ ...state, pageNo: size === state.pageSize ? pageNo : 1, pageSize: size }), [go, state]),
    sort: useCallback((orderBy) => go({ ...state, orderBy, pageNo: 1 }), [go, state]),
    reset: useCallback(() => setSearchParams(new URLSearchParams(), { replace: true }), [setSearchParams]),
  };
}
