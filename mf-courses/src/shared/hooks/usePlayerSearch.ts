import { useCallback, useEffect, useState } from 'react';
import { getHttp } from '@fairway/shared-api';
import { errorText } from '@fairway/shared-ui';
import { PLAYER_SEARCH_MIN, type BookingPlayerOption } from '@fairway/shared-api/tee-sheet';
import { createUsersClient, type MemberSearchResult } from '@fairway/shared-api/users';
import { teeSheetApi } from '../api/clients';

/** How long typing must pause before the members are searched. */
export const PLAYER_SEARCH_DELAY_MS = 250;

/**
 * Who is searching: 'members' (a member naming players: GET /tee-time-bookings/players, names
 * only) or 'staff' (the desk: GET /api/settings/users/member-search, names by word prefix with
 * e-mail, phone and member number to tell namesakes apart).
 */
export type PlayerSearchAudience = 'members' | 'staff';

/** A person found: the id and name always; e-mail, phone and member number for staff only. */
export type PlayerOption = BookingPlayerOption &
  Partial<Pick<MemberSearchResult, 'email' | 'phone' | 'member_number'>>;

export type PlayerSearch =
  /** Fewer than 2 characters typed: nothing to search for. */
  | { status: 'idle'; q: string; options: [] }
  /** Waiting for the typing to pause, or for the answer. */
  | { status: 'loading'; q: string; options: [] }
  | { status: 'ready'; q: string; options: PlayerOption[] }
  | { status: 'error'; q: string; options: []; error: string };

type Answer = { q: string; attempt: number } & ({ options: PlayerOption[] } | { error: string });

function searchFor(
  audience: PlayerSearchAudience,
  q: string,
  signal: AbortSignal,
): Promise<PlayerOption[]> {
  if (audience === 'staff') return createUsersClient(getHttp()).memberSearch(q, signal);
  return teeSheetApi().searchPlayers(q, signal);
}

/**
 * Members of the club matching `query`, searched once typing pauses for 250 ms: for a member,
 * other members whose name contains it; for staff, people whose name words start with it.
 * A search still running when the text changes is aborted, so an old answer never replaces a
 * newer one.
 */
export function usePlayerSearch(
  query: string,
  audience: PlayerSearchAudience = 'members',
): PlayerSearch & { retry: () => void } {
  const q = query.trim();
  const searchable = q.length >= PLAYER_SEARCH_MIN;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchFor(audience, q, controller.signal).then(
        (options) => setAnswer({ q, attempt, options }),
        (err: unknown) => {
          if (!controller.signal.aborted) setAnswer({ q, attempt, error: errorText(err) });
        },
      );
    }, PLAYER_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, searchable, attempt, audience]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!searchable) return { status: 'idle', q, options: [], retry };
  if (!answer || answer.q !== q || answer.attempt !== attempt)
    return { status: 'loading', q, options: [], retry };
  if ('error' in answer) return { status: 'error', q, options: [], error: answer.error, retry };
  return { status: 'ready', q, options: answer.options, retry };
}
