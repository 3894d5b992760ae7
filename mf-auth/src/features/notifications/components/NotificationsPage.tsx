import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from 'zustand';
import { sessionStore } from '@fairway/shared-api';
import type { Notification } from '@fairway/shared-api/notifications';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  LiveMessage,
  LoadingState,
  Notice,
  PageHeader,
  VisuallyHidden,
  errorText,
  notify,
  useDocumentTitle,
  useFormat,
  useT,
  pageStyles,
} from '@fairway/shared-ui';
import { useNotificationFeed } from '../hooks/useNotificationFeed';
import { notificationMessages, type NotificationsTranslate } from '../messages';
import styles from './Notifications.module.css';

const headingId = (id: number) => `fw-auth-notification-${id}`;

type ItemProps = {
  notification: Notification;
  t: NotificationsTranslate;
  onMarkRead: (n: Notification) => void;
  marking: boolean;
};

function NotificationItem({ notification: n, t, onMarkRead, marking }: ItemProps) {
  const f = useFormat();
  const unread = n.read_at === null;
  return (
    <li className={unread ? styles['fw-auth-notification-unread'] : styles['fw-auth-notification']}>
      <div className={styles['fw-auth-notification-text']}>
        <h2 id={headingId(n.id)} tabIndex={-1} className={styles['fw-auth-notification-title']}>
          {unread ? (
            <>
              <span className={styles['fw-auth-notification-dot']} aria-hidden="true" />
              <VisuallyHidden>{`${t('unread')} `}</VisuallyHidden>
            </>
          ) : null}
          {n.link ? (
            <Link to={n.link} onClick={() => (unread ? onMarkRead(n) : undefined)}>
              {n.title}
            </Link>
          ) : (
            n.title
          )}
        </h2>
        {n.body ? <p className={styles['fw-auth-notification-body']}>{n.body}</p> : null}
        <time
          dateTime={n.created_at}
          title={f.dateTime(n.created_at)}
          className={styles['fw-auth-notification-time']}
        >
          {f.ago(n.created_at)}
        </time>
      </div>
      {unread ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('markReadOf', { title: n.title })}
          loading={marking}
          loadingLabel={t('markingRead')}
          onClick={() => onMarkRead(n)}
        >
          {t('markRead')}
        </Button>
      ) : null}
    </li>
  );
}

function Feed({ userId }: { userId: number }) {
  const t = useT(notificationMessages);
  const feed = useNotificationFeed(userId);
  const [marking, setMarking] = useState<number | 'all' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const newest = feed.items[0]?.id ?? null;
  const seenNewest = useRef<number | null>(null);

  // A notification that arrives while the page is open is announced, not the first load.
  useEffect(() => {
    if (newest === null) return;
    if (seenNewest.current !== null && newest > seenNewest.current) setAnnouncement(t('updated'));
    seenNewest.current = newest;
  }, [newest, t]);

  const focusHeading = (id: number) =>
    requestAnimationFrame(() => document.getElementById(headingId(id))?.focus());

  const handleMarkRead = async (n: Notification) => {
    setMarking(n.id);
    try {
      await feed.markRead(n.id);
      setAnnouncement(t('markedRead', { title: n.title }));
      // The button goes away with the unread state: keep the keyboard on the notification.
      focusHeading(n.id);
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setMarking(null);
    }
  };

  const handleMarkAllRead = async () => {
    setMarking('all');
    try {
      await feed.markAllRead();
      notify.success(t('allMarkedRead'));
      listRef.current?.focus();
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setMarking(null);
    }
  };

  const handleLoadMore = async () => {
    const added = await feed.loadMore();
    if (added[0]) focusHeading(added[0].id);
  };

  if (feed.status === 'loading') return <LoadingState label={t('loading')} />;
  if (feed.status === 'error')
    return (
      <ErrorState
        title={t('notLoaded')}
        message={feed.error}
        onRetry={() => void feed.refresh()}
        retrying={feed.refreshing}
      />
    );

  return (
    <Card>
      <LiveMessage text={announcement} />
      {feed.items.length === 0 ? (
        <EmptyState title={t('emptyTitle')} message={t('emptyMessage')} />
      ) : (
        <div className={pageStyles['fw-ui-page-section']}>
          <div className={styles['fw-auth-notifications-bar']}>
            <p className={pageStyles['fw-ui-page-muted']}>
              {t('unreadCount', { count: feed.unreadCount })}
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={feed.unreadCount === 0}
              loading={marking === 'all'}
              loadingLabel={t('markingRead')}
              onClick={() => void handleMarkAllRead()}
            >
              {t('markAllRead')}
            </Button>
          </div>
          {feed.error ? (
            <Notice tone="warning" role="none">
              {t('notRefreshed', { error: feed.error })}
            </Notice>
          ) : null}
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label={t('listLabel')}
            className={styles['fw-auth-notifications']}
          >
            {feed.items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                t={t}
                marking={marking === n.id}
                onMarkRead={(item) => void handleMarkRead(item)}
              />
            ))}
          </ul>
          {feed.moreError ? (
            <Notice tone="error">{t('moreNotLoaded', { error: feed.moreError })}</Notice>
          ) : null}
          {feed.hasMore ? (
            <div className={pageStyles['fw-ui-page-actions']}>
              <Button
                variant="secondary"
                loading={feed.loadingMore}
                loadingLabel={t('loadingMore')}
                onClick={() => void handleLoadMore()}
              >
                {t('loadMore')}
              </Button>
            </div>
          ) : feed.items.length > 0 ? (
            <p className={pageStyles['fw-ui-page-muted']}>{t('noMore')}</p>
          ) : null}
        </div>
      )}
    </Card>
  );
}

/**
 * /notifications (self:use): the person's notifications, newest first, a page at a time; unread
 * ones marked and markable read one by one or all at once; each links to its screen when it has
 * one. New ones appear as they arrive.
 */
export function NotificationsPage() {
  const t = useT(notificationMessages);
  useDocumentTitle(t('title'));
  const userId = useStore(sessionStore, (s) => s.user?.id ?? null);
  return (
    <div className={pageStyles['fw-ui-page']}>
      <PageHeader title={t('title')} description={t('description')} />
      {userId === null ? <LoadingState label={t('loading')} /> : <Feed userId={userId} />}
    </div>
  );
}
