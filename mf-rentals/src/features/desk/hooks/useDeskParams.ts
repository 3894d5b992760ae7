import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RENTAL_STATUSES, type RentalStatus } from '../../../shared/api/types';
import { isDay } from '../../../shared/utils/dates';

export type DeskTab = 'today' | 'all' | 'calendar';
const TABS: readonly DeskTab[] = ['today', 'all', 'calendar'];

const positiveId = (text: string | null) => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The desk's sub-views in the address: ?tab=all|calendar, ?rental=ID (the details panel), and
 * each tab's choices (status, from, to; pool, month, view). Anything unreadable is ignored.
 */
export function useDeskParams() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab') as DeskTab | null;
  const statusParam = params.get('status') as RentalStatus | null;
  const month = params.get('month');
  const from = params.get('from');
  const to = params.get('to');

  const update = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  return {
    tab: tabParam && TABS.includes(tabParam) ? tabParam : ('today' as DeskTab),
    rentalId: positiveId(params.get('rental')),
    status: statusParam && RENTAL_STATUSES.includes(statusParam) ? statusParam : null,
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
    poolId: positiveId(params.get('pool')),
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
    tableView: params.get('view') === 'table',
    update,
  };
}
