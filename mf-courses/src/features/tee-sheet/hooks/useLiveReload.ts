import { useEffect, useRef, useState } from 'react';
import {
  onLiveReconnect,
  subscribeLive,
  type LiveEventData,
  type LiveEventType,
} from '@fairway/shared-api';

/** How long a burst of events is gathered into one reload (a block of ten times is ten events). */
export const LIVE_RELOAD_DELAY_MS = 150;

/** Which live events concern what a screen shows: per type, a test of the event's data. */
export type LiveTriggers = {
  [T in LiveEventType]?: (data: LiveEventData<T>) => boolean;
};

type Reloadable = { data: unknown; reload: () => Promise<void> };

/**
 * Reloads `resource` when a live event in `triggers` concerns it, once per burst (150 ms after the
 * last event), and after the live stream reconnects (what changed meanwhile is unknown). The
 * resource keeps showing its data while it reloads. Returns `announcement` once a live reload
 * brought something different ('' until then), for a polite LiveMessage; each new change
 * announces again.
 */
export function useLiveReload(
  resource: Reloadable,
  triggers: LiveTriggers,
  announcement = '',
  delayMs = LIVE_RELOAD_DELAY_MS,
): string {
  const reload = resource.reload;
  const triggersRef = useRef(triggers);
  triggersRef.current = triggers;
  const awaitingLive = useRef(false);
  const types = Object.keys(triggers).sort().join(' ');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        awaitingLive.current = true;
        void reload();
      }, delayMs);
    };
    const stops = (types ? (types.split(' ') as LiveEventType[]) : []).map((type) =>
      subscribeLive(type, (data: LiveEventData<typeof type>) => {
        const concerns = triggersRef.current[type] as
          ((d: LiveEventData<typeof type>) => boolean) | undefined;
        if (concerns?.(data)) schedule();
      }),
    );
    stops.push(onLiveReconnect(schedule));
    return () => {
      if (timer !== null) clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [types, reload, delayMs]);

  // Announce only when a live reload changed what is shown: a change this screen made itself
  // was already announced by the screen, and its echo brings the same answer.
  const [said, setSaid] = useState('');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const next = resource.data === null ? null : JSON.stringify(resource.data);
    const previous = shown.current;
    shown.current = next;
    if (!awaitingLive.current) return;
    awaitingLive.current = false;
    if (!announcement || previous === null || next === previous) return;
    // A trailing no-break space alternates so the same words are read out again.
    setSaid((current) => (current === announcement ? `${announcement}\u00a0` : announcement));
  }, [resource.data, announcement]);
  return said;
}
