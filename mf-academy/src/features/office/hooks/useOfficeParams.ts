import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SCHEDULE_STATUSES, type ScheduleStatus } from '@fairway/shared-api/academy';

export type OfficeTab = 'schedules' | 'approvals' | 'lessons';
const TABS: readonly OfficeTab[] = ['schedules', 'approvals', 'lessons'];

const positiveId = (text: string | null) => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The office's views in the address: ?tab=approvals|lessons, ?status= (the schedules' filter) and
 * ?schedule=ID (one schedule's details). Anything unreadable is ignored.
 */
export function useOfficeParams() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') as OfficeTab | null;
  const status = params.get('status') as ScheduleStatus | null;

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
    tab: tab && TABS.includes(tab) ? tab : ('schedules' as OfficeTab),
    status: status && SCHEDULE_STATUSES.includes(status) ? status : null,
    scheduleId: positiveId(params.get('schedule')),
    update,
  };
}
