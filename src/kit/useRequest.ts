import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type RequestState<T> = { data: T | undefined; error: unknown; loading: boolean; reload: () => void };

/**
 * Runs a request when the component mounts and whenever `deps` (primitives) change; the previous
 * call is aborted (AbortController) on change and on unmount, so a closed tab never shows its
 * results or errors. Transport errors are already shown by the HTTP client; `error` is for the
 * page's own state (e.g. a retry affordance instead of stale data).
 */
export function useRequest<T>(fn: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): RequestState<T> {
  const fnRef = useRef(fn);
  useLayoutEffect(() => {
    fnRef.current = fn;
  });
  const [nonce, setNonce] = useState(0);
  const key = JSON.stringify([...deps, nonce]);
  const [result, setResult] = useState<{ key: string | null; data: T | undefined; error: unknown }>({
    key: null,
    data: undefined,
    error: undefined,
  });

  useEffect(() => {
    const controller = new AbortController();
    fnRef.current(controller.signal).then(
      (data) => !controller.signal.aborted && setResult({ key, data, error: undefined }),
      (error) => !controller.signal.aborted && setResult((prev) => ({ key, data: prev.data, error })),
    );
    return () => controller.abort();
  }, [key]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data: result.data, error: result.error, loading: result.key !== key, reload };
}
