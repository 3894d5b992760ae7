import { useEffect, useRef } from 'react';
import { onLiveReconnect, subscribeLive } from '@fairway/shared-api';

/** How long a burst of events (a bulk delete, thumbnails of several uploads) is gathered into one call. */
export const FILES_LIVE_DELAY_MS = 150;

/**
 * Calls `onChange` with the file ids that changed elsewhere (another tab, another administrator,
 * a thumbnail made by the server; null: some file) once per burst, and with null after the live
 * stream reconnects, since what changed meanwhile is unknown.
 */
export function useFilesLive(
  onChange: (fileIds: ReadonlySet<number | null>) => void,
  delayMs = FILES_LIVE_DELAY_MS,
) {
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let pending = new Set<number | null>();
    const schedule = (fileId: number | null) => {
      pending.add(fileId);
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        const ids = pending;
        pending = new Set();
        latest.current(ids);
      }, delayMs);
    };
    const stops: (() => void)[] = [];
    try {
      stops.push(subscribeLive('files.changed', (data) => schedule(data.file_id)));
      stops.push(onLiveReconnect(() => schedule(null)));
    } catch {
      // No EventSource here (not a browser): the screen works, without live updates.
    }
    return () => {
      if (timer !== null) clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [delayMs]);
}
