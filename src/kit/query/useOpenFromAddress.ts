import { useCallback, useEffect, useRef, type Key } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { OPEN_PARAM } from '../search';

/**
 * A document's detail opened by the address: `?<its number's search field>=…&open=<row key>` (the
 * shell's search box, a link). Once the list's answer is in, the row with that key is opened as a
 * click on it would, once per visit of the address; nothing is navigated then (a navigation while
 * the drawer opens would render the screen again for nothing). Closing that detail takes `open` out of
 * the address (the returned callback), so the list's address is left and the same document asked for
 * again opens again; a new search replaces the address anyway.
 */
export function useOpenFromAddress<T>(
  rows: readonly T[],
  keyOf: (row: T) => Key,
  settled: boolean,
  open: (row: T) => void,
): () => void {
  const [searchParams, setSearchParams] = useSearchParams();
  // A tab renders its own location, whose key stays 'default': then an address is one visit until `open` leaves it.
  const { key: visit } = useLocation();
  const wanted = searchParams.get(OPEN_PARAM);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (wanted === null) {
      handled.current = null;
      return;
    }
    if (!settled) return;
    const once = `${visit}|${wanted}`;
    if (handled.current === once) return;
    handled.current = once;
    const row = rows.find((r) => String(keyOf(r)) === wanted);
    if (row) open(row);
    // Only a new visit or a new answer asks again; `open` and `keyOf` are new functions each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, settled, rows, visit]);
  return useCallback(() => {
    if (wanted === null) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, setSearchParams]);
}
