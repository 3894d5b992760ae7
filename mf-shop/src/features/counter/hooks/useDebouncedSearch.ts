import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@fairway/shared-ui';

/** How long typing must pause before a search is sent. */
export const SEARCH_DELAY_MS = 200;

export type SearchState<T> =
  /** Too little typed: nothing to search for. */
  | { status: 'idle'; q: string; options: T[] }
  /** Waiting for the typing to pause, or for the answer. */
  | { status: 'loading'; q: string; options: T[] }
  | { status: 'ready'; q: string; options: T[] }
  | { status: 'error'; q: string; options: T[]; error: string };

type Answer<T> = { q: string; attempt: number } & ({ options: T[] } | { error: string });

/**
 * `search(q)` once typing pauses (at least `min` characters, trimmed). A search still running when
 * the text changes is aborted, so an old answer never replaces a newer one.
 */
export function useDebouncedSearch<T>(
  query: string,
  min: number,
  search: (q: string, signal: AbortSignal) => Promise<T[]>,
  enabled = true,
): SearchState<T> & { retry: () => void } {
  const q = query.trim();
  const searchable = enabled && q.length >= min;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(q, controller.signal).then(
        (options) => {
          if (!controller.signal.aborted) setAnswer({ q, attempt, options });
        },
        (err: unknown) => {
          if (!controller.signal.aborted) setAnswer({ q, attempt, error: errorText(err) });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `search` is a fresh function each render; q, attempt and enabled decide when to search.
  }, [q, searchable, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!searchable) return { status: 'idle', q, options: [], retry };
  if (!answer || answer.q !== q || answer.attempt !== attempt)
    return { status: 'loading', q, options: [], retry };
  if ('error' in answer) return { status: 'error', q, options: [], error: answer.error, retry };
  return { status: 'ready', q, options: answer.options, retry };
}
