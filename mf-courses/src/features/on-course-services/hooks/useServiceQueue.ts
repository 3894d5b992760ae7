import { useEffect, useState } from 'react';
import { useResource } from '@fairway/shared-ui';
import { courseServicesApi } from '../../../shared/api/clients';
import { oldestFirst } from '../utils/age';

/** How often the open queue is fetched again while the page is visible. */
export const QUEUE_REFRESH_MS = 30_000;

/**
 * The open service requests, oldest first, fetched again every 30 s while the page is visible
 * (and at once when it becomes visible again). `now` moves on with each refresh, so ages stay
 * current.
 */
export function useServiceQueue() {
  const queue = useResource(async () => oldestFirst(await courseServicesApi().unresolved()), []);
  const [now, setNow] = useState(() => new Date());
  const { reload } = queue;

  useEffect(() => {
    const visible = () => document.visibilityState !== 'hidden';
    const tick = () => {
      if (!visible()) return;
      setNow(new Date());
      void reload();
    };
    const timer = window.setInterval(tick, QUEUE_REFRESH_MS);
    const handleVisibility = () => {
      if (visible()) tick();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [reload]);

  return { queue, now };
}
