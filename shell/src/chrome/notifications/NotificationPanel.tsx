import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Notification } from '@fairway/shared-api/notifications';
import {
  Button,
  ErrorState,
  LoadingState,
  VisuallyHidden,
  errorText,
  toast,
  useFormat,
  useResource,
  useT,
} from '@fairway/shared-ui';
import styles from './Bell.module.css';
import { messages } from '../../i18n/messages';
import { notificationsApi } from './notificationsApi';

/** How many of the latest the panel shows; the page has the rest. */
export const PANEL_SIZE = 8;

export type NotificationPanelProps = {
  userId: number;
  /** The bell's count: when it changes (a new notification, read elsewhere) the list reloads. */
  unreadCount: number | null;
  onUnreadCount: (count: number) => void;
  allPath: string;
  /** Goes to a page of the portal (and closes the panel). */
  onNavigate: (url: string) => void;
};

const headingId = (id: number) => `fw-shell-notification-${id}`;
const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** The bell's panel: the latest notifications, each markable read, "Mark all read", the full page. */
export function NotificationPanel({
  userId,
  unreadCount,
  onUnreadCount,
  allPath,
  onNavigate,
}: NotificationPanelProps) {
  const t = useT(messages);
  const f = useFormat();
  const latest = useResource(
    () => notificationsApi().list(userId, { limit: PANEL_SIZE }),
    [userId, unreadCount],
  );
  const [marking, setMarking] = useState<number | 'all' | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => titleRef.current?.focus(), []);

  const focusLater = (id: string) =>
    requestAnimationFrame(() => document.getElementById(id)?.focus());

  const handleMarkRead = async (n: Notification) => {
    setMarking(n.id);
    try {
      const read = await notificationsApi().markRead(n.id);
      latest.setData((rows) => (rows ?? []).map((row) => (row.id === n.id ? read : row)));
      if (unreadCount !== null && n.read_at === null) onUnreadCount(Math.max(0, unreadCount - 1));
      focusLater(headingId(n.id));
    } catch (err) {
      toast({ message: errorText(err), tone: 'error' });
    } finally {
      setMarking(null);
    }
  };

  const handleMarkAllRead = async () => {
    setMarking('all');
    try {
      const result = await notificationsApi().markAllRead(userId);
      const now = new Date().toISOString();
      latest.setData((rows) =>
        (rows ?? []).map((row) => ({ ...row, read_at: row.read_at ?? now })),
      );
      onUnreadCount(result.unread_count);
      titleRef.current?.focus();
    } catch (err) {
      toast({ message: errorText(err), tone: 'error' });
    } finally {
      setMarking(null);
    }
  };

  const handleOpen = (n: Notification) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    if (n.read_at === null)
      void notificationsApi()
        .markRead(n.id)
        .catch(() => undefined);
    onNavigate(n.link!);
  };

  const rows = latest.data;
  return (
    <>
      <div className={styles['fw-shell-bell-head']}>
        <h2 ref={titleRef} tabIndex={-1} className={styles['fw-shell-bell-title']}>
          {t('notifications')}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unreadCount === 0 || !rows}
          loading={marking === 'all'}
          loadingLabel={t('markingRead')}
          onClick={() => void handleMarkAllRead()}
        >
          {t('markAllRead')}
        </Button>
      </div>
      {rows === null && latest.status === 'error' ? (
        <ErrorState
          title={t('notificationsNotLoaded')}
          message={latest.error}
          onRetry={() => void latest.reload()}
          retrying={latest.retrying}
        />
      ) : rows === null ? (
        <LoadingState label={t('loadingNotifications')} />
      ) : rows.length === 0 ? (
        <p className={styles['fw-shell-bell-empty']}>{t('noNotifications')}</p>
      ) : (
        <ul className={styles['fw-shell-bell-list']}>
          {rows.map((n) => {
            const unread = n.read_at === null;
            return (
              <li
                key={n.id}
                className={
                  unread ? styles['fw-shell-bell-item-unread'] : styles['fw-shell-bell-item']
                }
              >
                <div className={styles['fw-shell-bell-text']}>
                  <h3
                    id={headingId(n.id)}
                    tabIndex={-1}
                    className={styles['fw-shell-bell-item-title']}
                  >
                    {unread ? <VisuallyHidden>{`${t('unread')} `}</VisuallyHidden> : null}
                    {n.link ? (
                      <a href={n.link} onClick={handleOpen(n)}>
                        {n.title}
                      </a>
                    ) : (
                      n.title
                    )}
                  </h3>
                  {n.body ? <p className={styles['fw-shell-bell-body']}>{n.body}</p> : null}
                  <time
                    dateTime={n.created_at}
                    title={f.dateTime(n.created_at)}
                    className={styles['fw-shell-bell-time']}
                  >
                    {f.ago(n.created_at)}
                  </time>
                </div>
                {unread ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('markReadOf', { title: n.title })}
                    loading={marking === n.id}
                    loadingLabel={t('markingRead')}
                    onClick={() => void handleMarkRead(n)}
                  >
                    {t('markRead')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles['fw-shell-bell-foot']}>
        <a
          href={allPath}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onNavigate(allPath);
          }}
        >
          {t('allNotifications')}
        </a>
      </div>
    </>
  );
}
