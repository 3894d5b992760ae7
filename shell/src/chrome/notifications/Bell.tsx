import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { IconButton, LoadingState, useT } from '@fairway/shared-ui';
import styles from './Bell.module.css';
import { messages } from '../../i18n/messages';
import { useUnreadCount } from './useUnreadCount';

// The panel and its calls load when it is first opened: the header's first paint stays small.
const NotificationPanel = lazy(() =>
  import(/* webpackChunkName: "notifications" */ './NotificationPanel').then((m) => ({
    default: m.NotificationPanel,
  })),
);

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
      />
    </svg>
  );
}

/** Where the panel goes: under the bell, its right edge at the bell's, always inside the screen. */
function usePanelPosition(open: boolean, anchor: RefObject<HTMLElement | null>) {
  const [position, setPosition] = useState<CSSProperties | undefined>(undefined);
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const rect = anchor.current?.getBoundingClientRect();
      if (!rect) return;
      const margin = 8;
      const width = Math.min(384, window.innerWidth - 2 * margin);
      const left = Math.max(
        margin,
        Math.min(rect.right - width, window.innerWidth - width - margin),
      );
      const top = rect.bottom + 4;
      setPosition({ top, left, width, maxHeight: window.innerHeight - top - margin });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, anchor]);
  return position;
}

export type BellProps = {
  userId: number;
  /** The full notifications page ('/notifications'). */
  allPath: string;
  navigate: (url: string) => void;
};

/**
 * The header's bell: the unread count on it (kept live), and a panel with the latest
 * notifications. Escape, a click outside and Tab past the panel close it; Escape returns focus to
 * the bell.
 */
export function Bell({ userId, allPath, navigate }: BellProps) {
  const t = useT(messages);
  const { count, setCount } = useUnreadCount(userId);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const position = usePanelPosition(open, buttonRef);

  useEffect(() => {
    if (!open) return;
    const handlePointerDown = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', handlePointerDown);
    return () => document.removeEventListener('mousedown', handlePointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) close(false);
  };

  const label = count && count > 0 ? t('notificationsUnread', { count }) : t('notifications');
  const badge = count && count > 0 ? (count > 99 ? '99+' : String(count)) : null;

  return (
    <div
      ref={wrapperRef}
      className={styles['fw-shell-bell']}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <IconButton
        ref={buttonRef}
        label={label}
        noTooltip
        variant="ghost"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? panelId : undefined}
        className={styles['fw-shell-bell-button']}
        icon={
          <>
            <BellIcon />
            {badge ? <span className={styles['fw-shell-bell-badge']}>{badge}</span> : null}
          </>
        }
        onClick={() => (open ? close(false) : setOpen(true))}
      />
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label={t('notifications')}
          className={styles['fw-shell-bell-panel']}
          style={position}
        >
          <Suspense fallback={<LoadingState label={t('loadingNotifications')} />}>
            <NotificationPanel
              userId={userId}
              unreadCount={count}
              onUnreadCount={setCount}
              allPath={allPath}
              onNavigate={(url) => {
                close(false);
                navigate(url);
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
