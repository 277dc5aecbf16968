import { useEffect, useRef, type Key } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { OPEN_PARAM } from '../search';

/**
 * A document's detail opened by the address: `?<its number's search field>=…&open=<row key>` (the
 * shell's search box, a link). Once the list's answer is in, the row with that key is opened as a
 * click on it would, once per visit of the address (a new navigation to it opens it again; closing
 * the detail leaves it closed). The address keeps `open` until the next search replaces it, so a
 * reload shows the document again; nothing is navigated here (a navigation while the drawer opens
 * would be a second render of the screen for nothing).
 */
export function useOpenFromAddress<T>(
  rows: readonly T[],
  keyOf: (row: T) => Key,
  settled: boolean,
  open: (row: T) => void,
): void {
  const [searchParams] = useSearchParams();
  const { key: visit } = useLocation();
  const wanted = searchParams.get(OPEN_PARAM);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (wanted === null || !settled) return;
    const once = `${visit}|${wanted}`;
    if (handled.current === once) return;
    handled.current = once;
    const row = rows.find((r) => String(keyOf(r)) === wanted);
    if (row) open(row);
    // Only a new visit or a new answer asks again; `open` and `keyOf` are new functions each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, settled, rows, visit]);
}
