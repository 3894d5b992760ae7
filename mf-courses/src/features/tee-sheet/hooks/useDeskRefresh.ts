import { useEffect, useRef } from 'react';

/** How often a visible desk sheet loads again, whatever the live stream says. */
export const DESK_REFRESH_MS = 30_000;

/**
 * Keeps a desk screen current even when a live event was missed (a sleeping laptop, a proxy that
 * drops the stream): `reload` runs when the window gets focus back, when the tab becomes visible
 * again, and every 30 s while it is visible. A hidden tab does not poll.
 */
export function useDeskRefresh(reload: () => Promise<void>, intervalMs = DESK_REFRESH_MS): void {
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    const visible = () => document.visibilityState !== 'hidden';
    const run = () => void reloadRef.current();
    const handleFocus = () => run();
    const handleVisibility = () => {
      if (visible()) run();
    };
    const timer = window.setInterval(() => {
      if (visible()) run();
    }, intervalMs);
    window.addEventListener('focus', handleFocus);
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', handleFocus);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [intervalMs]);
}
