import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

/**
 * Loads data for a screen and keeps its state: loading, ready (data, which may be null for "none
 * yet") or error, with reload() for the retry button and set() after a save. An answer that arrives
 * after the screen left, or after a newer load started, is dropped.
 */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<Resource<T>>({ status: 'loading', data: null, error: null });
  const [retrying, setRetrying] = useState(false);
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(async (isRetry: boolean) => {
    const gen = ++generation.current;
    if (isRetry) setRetrying(true);
    else setState({ status: 'loading', data: null, error: null });
    try {
      const data = await loadRef.current();
      if (gen === generation.current) setState({ status: 'ready', data, error: null });
    } catch (error) {
      if (gen === generation.current) setState({ status: 'error', data: null, error });
    } finally {
      if (gen === generation.current) setRetrying(false);
    }
  }, []);

  useEffect(() => {
    void run(false);
    return () => {
      generation.current++;
    };
    // The caller lists what the load depends on (like useEffect's own list).
  }, deps);

  const set = useCallback((data: T) => setState({ status: 'ready', data, error: null }), []);
  const reload = useCallback(() => void run(true), [run]);
  return { ...state, retrying, reload, set };
}
