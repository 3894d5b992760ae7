import { useEffect } from 'react';
import { useResource } from '@fairway/shared-ui';
import { reportsApi } from '../../shared/api/clients';
import { useLiveReload } from '../../features/tee-sheet/hooks/useLiveReload';

/** How often the figures that follow the clock (arrivals due, late groups) are asked again. */
export const DESK_DAY_REFRESH_MS = 60_000;

/**
 * Today at the desk (GET /api/settings/tee-sheet/dashboard, today on the club's clock), reloaded
 * when the tee sheet of that day changes anywhere (tee-sheet.changed), after the live stream
 * reconnects, and every minute while the page is visible (arrivals due move with the clock).
 * `announcement` is the polite sentence once a live change brought new figures.
 */
export function useDeskDay(updated: string) {
  const day = useResource(() => reportsApi().dashboard(), []);
  const announcement = useLiveReload(
    day,
    { 'tee-sheet.changed': (event) => day.data === null || event.date === day.data.date },
    updated,
  );
  const reload = day.reload;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload();
    }, DESK_DAY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return { day, announcement };
}
