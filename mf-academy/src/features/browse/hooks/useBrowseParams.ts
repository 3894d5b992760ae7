import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PLAN_LEVELS, type PlanLevel } from '@fairway/shared-api/academy';

const positiveId = (text: string | null) => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The browse screen's choices in the address: ?level, ?trainer, ?q and ?schedule (the details). */
export function useBrowseParams() {
  const [params, setParams] = useSearchParams();
  const level = params.get('level') as PlanLevel | null;

  const update = useCallback(
    (changes: Record<string, string | number | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    level: level && PLAN_LEVELS.includes(level) ? level : null,
    trainerId: positiveId(params.get('trainer')),
    query: (params.get('q') ?? '').slice(0, 100),
    scheduleId: positiveId(params.get('schedule')),
    update,
  };
}
