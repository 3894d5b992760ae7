import { useEffect, useRef } from 'react';
import { onLiveReconnect, subscribeLive, type LiveEventType } from '@fairway/shared-api';

/** How long a burst of events is gathered into one refresh. */
export const LIVE_REFRESH_DELAY_MS = 150;

/**
 * Calls `refresh` once per burst of the live events `types` (150 ms after the last one), and after
 * the live stream reconnects (what happened meanwhile is unknown).
 */
export function useLiveRefresh(
  types: readonly LiveEventType[],
  refresh: () => void,
  delayMs = LIVE_REFRESH_DELAY_MS,
) {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const key = [...types].sort().join(' ');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        refreshRef.current();
      }, delayMs);
    };
    const stops = (key ? (key.split(' ') as LiveEventType[]) : []).map((type) =>
      subscribeLive(type, schedule),
    );
    stops.push(onLiveReconnect(schedule));
    return () => {
      if (timer !== null) clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [key, delayMs]);
}
