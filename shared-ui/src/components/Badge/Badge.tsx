import type { ReactNode } from 'react';
import styles from './Badge.module.css';
import { cx } from '../../utils/cx';

export type BadgeTone = 'neutral' | 'success' | 'info' | 'warning' | 'danger' | 'accent';

export type BadgeProps = {
  tone?: BadgeTone;
  /** A coloured dot before the text (colour is never the only signal: the text says it). */
  dot?: boolean;
  children: ReactNode;
  className?: string;
};

/** A short status label: "Confirmed", "Paid", "Closed". */
export function Badge({ tone = 'neutral', dot = false, children, className }: BadgeProps) {
  return (
    <span className={cx(styles['fw-ui-badge'], styles[`fw-ui-badge-${tone}`], className)}>
      {dot ? <span className={styles['fw-ui-badge-dot']} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
