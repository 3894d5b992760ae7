import type { ReactNode } from 'react';
import styles from './States.module.css';
import { cx } from '../../utils/cx';
import { ErrorIcon, FlagIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { useT } from '../../i18n/display';
import { messages } from '../../i18n/messages';

export type EmptyStateProps = {
  title: ReactNode;
  message?: ReactNode;
  /** Usually a primary button that creates the first item. */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
};

/** Shown where a list has nothing yet: says so and offers the next step. */
export function EmptyState({
  title,
  message,
  action,
  icon = <FlagIcon />,
  className,
}: EmptyStateProps) {
  return (
    <div className={cx(styles['fw-ui-state'], className)}>
      <span className={styles['fw-ui-state-icon']} aria-hidden="true">
        {icon}
      </span>
      <p className={styles['fw-ui-state-title']}>{title}</p>
      {message ? <p className={styles['fw-ui-state-message']}>{message}</p> : null}
      {action ? <div className={styles['fw-ui-state-action']}>{action}</div> : null}
    </div>
  );
}

export type ErrorStateProps = {
  title?: ReactNode;
  /** What failed, in the user's words (the API's message where it has one). */
  message?: ReactNode;
  /** Shows a "Try again" button that calls this. */
  onRetry?: () => void;
  retryLabel?: string;
  /** True while the retry runs (the button shows a spinner). */
  retrying?: boolean;
  className?: string;
};

/** Shown where loading failed; announced at once (role="alert") and offers a retry. */
export function ErrorState({
  title: titleProp,
  message: messageProp,
  onRetry,
  retryLabel: retryLabelProp,
  retrying = false,
  className,
}: ErrorStateProps) {
  const t = useT(messages);
  const title = titleProp ?? t('errorTitle');
  const message = messageProp ?? t('errorMessage');
  const retryLabel = retryLabelProp ?? t('tryAgain');
  return (
    <div role="alert" className={cx(styles['fw-ui-state'], styles['fw-ui-state-error'], className)}>
      <span className={styles['fw-ui-state-icon']} aria-hidden="true">
        <ErrorIcon />
      </span>
      <p className={styles['fw-ui-state-title']}>{title}</p>
      {message ? <p className={styles['fw-ui-state-message']}>{message}</p> : null}
      {onRetry ? (
        <div className={styles['fw-ui-state-action']}>
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
