import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { errorText } from './errors';

/** What the last settled load gave. */
export type ResourceState<T> =
  /** Nothing has arrived yet. */
  | { status: 'loading'; data: null; error: null; failure: null }
  /** `data` is the last answer (which may itself be null for "none yet"). */
  | { status: 'ready'; data: T; error: null; failure: null }
  /** The last load failed: `error` is its text, ready to show; `failure` the raw error (status checks). `data` keeps an earlier answer, if any. */
  | { status: 'error'; data: T | null; error: string; failure: unknown };

export type Resource<T> = ResourceState<T> & {
  /** A load is running (the first one, a reload, or one after `deps` changed). */
  loading: boolean;
  /** A reload is running after a failure (for ErrorState's `retrying`). */
  retrying: boolean;
  /** Loads again, keeping what is shown until the answer arrives. */
  reload: () => Promise<void>;
  /** Replaces the data after a change the server confirmed (no reload); the resource becomes ready. */
  setData: (update: T | ((current: T | null) => T)) => void;
};

const INITIAL = { status: 'loading', data: null, error: null, failure: null } as const;

/**
 * Loads something from the API when `deps` change and keeps its state: loading, ready or error,
 * with `reload` for a retry button and `setData` after a save. While a newer load runs, the previous
 * data stays (so a table keeps its rows while the next page loads); an answer that arrives after a
 * newer request started, or after unmount, is dropped.
 */
export function useResource<T>(load: () => Promise<T>, deps: DependencyList): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>(INITIAL);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const data = await loadRef.current();
      if (ticket !== latest.current) return;
      setState({ status: 'ready', data, error: null, failure: null });
    } catch (failure) {
      if (ticket !== latest.current) return;
      setState((current) => ({
        status: 'error',
        data: current.data,
        error: errorText(failure),
        failure,
      }));
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
    // The caller lists what the load depends on (like useEffect's own list).
  }, deps);

  const setData = useCallback((update: T | ((current: T | null) => T)) => {
    setState((current) => ({
      status: 'ready',
      data: typeof update === 'function' ? (update as (c: T | null) => T)(current.data) : update,
      error: null,
      failure: null,
    }));
  }, []);

  return {
    ...state,
    loading,
    retrying: loading && state.status === 'error',
    reload: run,
    setData,
  } as Resource<T>;
}
