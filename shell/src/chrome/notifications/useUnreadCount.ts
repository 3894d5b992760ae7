import { useCallback, useEffect, useRef, useState } from 'react';
import { onLiveReconnect, subscribeLive } from '@fairway/shared-api';
import { loadNotificationsApi } from './loadApi';

/**
 * The signed-in person's unread notifications: asked once, then kept by the live events (each
 * carries the new total) and asked again after the live stream reconnects. null while unknown
 * (the bell then shows no number).
 */
export function useUnreadCount(userId: number) {
  const [count, setCount] = useState<number | null>(null);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const { unread_count } = await (await loadNotificationsApi()).unreadCount(userId);
      if (ticket === latest.current) setCount(unread_count);
    } catch {
      // The bell still opens its panel, which says what failed.
    }
  }, [userId]);

  useEffect(() => {
    void load();
    const take = (data: { unread_count: number }) => {
      latest.current++;
      setCount(data.unread_count);
    };
    const stops = [
      subscribeLive('notification.created', take),
      subscribeLive('notifications.read', take),
      onLiveReconnect(() => void load()),
    ];
    return () => {
      latest.current++;
      for (const stop of stops) stop();
    };
  }, [load]);

  return { count, setCount };
}
