import type { ReactNode } from 'react';
import styles from './Notice.module.css';
import { cx } from '../../utils/cx';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/icons';
import { IconButton } from '../Button/Button';
import { useT } from '../../i18n/display';
import { messages } from '../../i18n/messages';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

export type NoticeProps = {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link under the text (e.g. "Try again"). */
  action?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /**
   * Override the live-region role. By default warnings and errors are "alert" (read at once),
   * info and success are "status" (read politely). Use "none" for static page content.
   */
  role?: 'alert' | 'status' | 'none';
  className?: string;
};

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon };

/** An inline message about the page or a section: info, success, warning or error. */
export function Notice({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel: dismissLabelProp,
  role,
  className,
}: NoticeProps) {
  const t = useT(messages);
  const dismissLabel = dismissLabelProp ?? t('dismiss');
  const Icon = icons[tone];
  const liveRole = role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status');
  return (
    <div
      role={liveRole === 'none' ? undefined : liveRole}
      className={cx(styles['fw-ui-notice'], styles[`fw-ui-notice-${tone}`], className)}
    >
      <span className={styles['fw-ui-notice-icon']} aria-hidden="true">
        <Icon />
      </span>
      <div className={styles['fw-ui-notice-content']}>
        {title ? <p className={styles['fw-ui-notice-title']}>{title}</p> : null}
        {children ? <div className={styles['fw-ui-notice-body']}>{children}</div> : null}
        {action ? <div className={styles['fw-ui-notice-action']}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton
          className={styles['fw-ui-notice-dismiss']}
          label={dismissLabel}
          icon={<CloseIcon />}
          size="sm"
          onClick={onDismiss}
        />
      ) : null}
    </div>
  );
}
