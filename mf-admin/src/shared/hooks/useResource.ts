import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { errorText } from '../utils/errors';

export type Resource<T> = {
  data: T | null;
  /** The failure's text, ready to show; null when the last load worked. */
  error: string | null;
  /** The raw failure (for status checks such as 404). */
  failure: unknown;
  loading: boolean;
  reload: () => Promise<void>;
  /** Replaces the data after a change the server confirmed (no reload). */
  setData: (update: T | ((current: T | null) => T)) => void;
};

/**
 * Loads something from the API when `deps` change, keeps loading/error/data, and ignores answers
 * that arrive after a newer request or after unmount.
 */
export function useResource<T>(load: () => Promise<T>, deps: DependencyList): Resource<T> {
  const [data, setDataState] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const result = await loadRef.current();
      if (ticket !== latest.current) return;
      setDataState(result);
      setError(null);
      setFailure(null);
    } catch (err) {
      if (ticket !== latest.current) return;
      setError(errorText(err));
      setFailure(err);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void run();
    return () => {
      // A newer run (or unmount) makes every pending answer stale.
      latest.current++;
    };
  }, deps);

  const setData = useCallback((update: T | ((current: T | null) => T)) => {
    setDataState((current) =>
      typeof update === 'function' ? (update as (c: T | null) => T)(current) : update,
    );
  }, []);

  return { data, error, failure, loading, reload: run, setData };
}
