import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '@fairway/shared-ui';
import { NOTIFICATION_LIMITS, type Notification } from '@fairway/shared-api/notifications';
import { notificationsApi } from '../api/notifications';
import { useLiveRefresh } from './useLiveRefresh';

export const PAGE_SIZE = 20;

export type NotificationFeed = {
  /** 'loading' until the first answer; 'error' when the first load failed (nothing to show). */
  status: 'loading' | 'ready' | 'error';
  /** Newest first. */
  items: Notification[];
  unreadCount: number;
  /** The first load's failure, or a refresh's while older items stay shown. */
  error: string | null;
  /** Older notifications are left to load. */
  hasMore: boolean;
  /** A refresh (or the retry after a failure) is running. */
  refreshing: boolean;
  loadingMore: boolean;
  moreError: string | null;
  /** Loads again (a retry), keeping what is shown. */
  refresh: () => Promise<void>;
  /** Appends the next older page; resolves with the notifications it added. */
  loadMore: () => Promise<Notification[]>;
  /** Marks one read (throws the failure); the list and the count follow. */
  markRead: (id: number) => Promise<void>;
  /** Marks every one read (throws the failure). */
  markAllRead: () => Promise<void>;
};

type State = Omit<NotificationFeed, 'refresh' | 'loadMore' | 'markRead' | 'markAllRead'>;

const INITIAL: State = {
  status: 'loading',
  items: [],
  unreadCount: 0,
  error: null,
  hasMore: false,
  refreshing: true,
  loadingMore: false,
  moreError: null,
};

/** Asks one more than it shows, to know whether there are older ones without another call. */
const limitFor = (shown: number, pageSize: number) =>
  Math.min(Math.max(shown, pageSize), NOTIFICATION_LIMITS.pageMax - 1);

/**
 * A person's notifications, newest first, a page at a time, with the unread count. A new
 * notification, one read elsewhere (the bell, another tab) and a reconnect of the live stream
 * refresh the newest ones shown (up to 99) and the count; older pages already loaded stay.
 */
export function useNotificationFeed(userId: number, pageSize = PAGE_SIZE): NotificationFeed {
  const [state, setState] = useState<State>(INITIAL);
  const stateRef = useRef(state);
  stateRef.current = state;
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const ticket = ++latest.current;
    const limit = limitFor(stateRef.current.items.length, pageSize);
    setState((s) => (s.refreshing ? s : { ...s, refreshing: true }));
    try {
      const [rows, count] = await Promise.all([
        notificationsApi().list(userId, { limit: limit + 1 }),
        notificationsApi().unreadCount(userId),
      ]);
      if (ticket !== latest.current) return;
      const fresh = rows.slice(0, limit);
      const oldest = fresh.at(-1)?.id ?? 0;
      setState((s) => {
        const kept = s.items.filter((n) => n.id < oldest);
        return {
          ...s,
          status: 'ready',
          items: [...fresh, ...kept],
          unreadCount: count.unread_count,
          error: null,
          hasMore: kept.length > 0 ? s.hasMore : rows.length > limit,
          refreshing: false,
        };
      });
    } catch (failure) {
      if (ticket !== latest.current) return;
      setState((s) => ({
        ...s,
        status: s.status === 'ready' ? 'ready' : 'error',
        error: errorText(failure),
        refreshing: false,
      }));
    }
  }, [userId, pageSize]);

  useEffect(() => {
    setState(INITIAL);
    stateRef.current = INITIAL;
    void refresh();
    return () => {
      latest.current++;
    };
  }, [refresh]);

  useLiveRefresh(['notification.created', 'notifications.read'], () => void refresh());

  const loadMore = useCallback(async () => {
    const before = stateRef.current.items.at(-1)?.id;
    if (before === undefined || stateRef.current.loadingMore) return [];
    setState((s) => ({ ...s, loadingMore: true, moreError: null }));
    try {
      const rows = await notificationsApi().list(userId, { limit: pageSize + 1, before });
      const page = rows.slice(0, pageSize).filter((n) => n.id < before);
      setState((s) => {
        const oldest = s.items.at(-1)?.id ?? Infinity;
        return {
          ...s,
          items: [...s.items, ...page.filter((n) => n.id < oldest)],
          hasMore: rows.length > pageSize,
          loadingMore: false,
        };
      });
      return page;
    } catch (failure) {
      setState((s) => ({ ...s, loadingMore: false, moreError: errorText(failure) }));
      return [];
    }
  }, [userId, pageSize]);

  const markRead = useCallback(async (id: number) => {
    const read = await notificationsApi().markRead(id);
    setState((s) => {
      const wasUnread = s.items.some((n) => n.id === id && n.read_at === null);
      return {
        ...s,
        items: s.items.map((n) => (n.id === id ? read : n)),
        unreadCount: wasUnread ? Math.max(0, s.unreadCount - 1) : s.unreadCount,
      };
    });
  }, []);

  const markAllRead = useCallback(async () => {
    const result = await notificationsApi().markAllRead(userId);
    const now = new Date().toISOString();
    setState((s) => ({
      ...s,
      items: s.items.map((n) => (n.read_at === null ? { ...n, read_at: now } : n)),
      unreadCount: result.unread_count,
    }));
  }, [userId]);

  return { ...state, refresh, loadMore, markRead, markAllRead };
}
