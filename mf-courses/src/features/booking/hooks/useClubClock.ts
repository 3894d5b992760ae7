import { useEffect, useState } from 'react';
import { useFormat } from '@fairway/shared-ui';
import { clubWallClock, type WallClock } from '../utils/clock';

/** How often the screens look at the clock again (the cut-off and offers move with it). */
export const CLOCK_TICK_MS = 30_000;

/** Now on the club's wall clock, moving on every 30 s, so what may be cancelled follows the time. */
export function useClubClock(): { clock: WallClock; now: Date } {
  const f = useFormat();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return { clock: clubWallClock(now, f.settings.time_zone || 'UTC'), now };
}
