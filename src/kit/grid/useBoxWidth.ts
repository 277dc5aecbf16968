import { useLayoutEffect, useState } from 'react';

/**
 * The width of an element's box, followed as it changes (a window narrowed, the side menu folded);
 * undefined until it has one (jsdom, or a tab hidden by <Activity>: a hidden box keeps its last width).
 * `measure` is a callback ref for the element.
 */
export function useBoxWidth(): { measure: (element: HTMLElement | null) => void; width: number | undefined } {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!element) return;
    const take = (w: number) => {
      if (w > 0) setWidth(Math.floor(w));
    };
    take(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => take(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { measure: setElement, width };
}
