import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isDay } from '../../../shared/utils/days';

const positiveId = (text: string | null) => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The coach screen's choices in the address: ?week=YYYY-MM-DD (any day of it) and ?session=ID. */
export function useCoachParams() {
  const [params, setParams] = useSearchParams();
  const week = params.get('week');

  const update = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setParams],
  );

  return {
    week: isDay(week) ? week : null,
    sessionId: positiveId(params.get('session')),
    update,
  };
}
