import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isIsoDate } from '@fairway/shared-ui';

/**
 * The day the member page shows, kept in the address (`/courses?date=2026-03-05`): a reload keeps
 * it, the link can be shared, and each day chosen is a step in the history, so Back returns to
 * the previous day. No date, a malformed one or a past one shows today. A day past the booking
 * window is kept (the page says when it opens) rather than silently changed.
 */
export function useBookingDate(today: string): [string, (date: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('date');
  const date = raw && isIsoDate(raw) && raw >= today ? raw : today;
  const setDate = useCallback(
    (next: string) => {
      setParams((previous) => {
        const nextParams = new URLSearchParams(previous);
        nextParams.set('date', next);
        return nextParams;
      });
    },
    [setParams],
  );
  return [date, setDate];
}
