import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref holding the value of the latest render, written in its commit before the paint: for the
 * handlers, callbacks and effects that run later (a click, an answer, a timer) and must see the newest
 * props without being made again, which would draw what depends on them again.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
