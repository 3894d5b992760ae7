import styles from './Spinner.module.css';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useT } from '../../i18n/display';
import { messages } from '../../i18n/messages';

export type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers. Leave out with `decorative` when the context already says it. */
  label?: string;
  /** Hides the spinner from assistive technology (e.g. inside a busy button). */
  decorative?: boolean;
  className?: string;
};

export function Spinner({
  size = 'md',
  label: labelProp,
  decorative = false,
  className,
}: SpinnerProps) {
  const t = useT(messages);
  const label = labelProp ?? t('loading');
  const circle = (
    <span
      aria-hidden="true"
      className={cx(
        styles['fw-ui-spinner'],
        size === 'sm' && styles['fw-ui-spinner-sm'],
        size === 'lg' && styles['fw-ui-spinner-lg'],
        className,
      )}
    />
  );
  if (decorative) return circle;
  return (
    <span role="status">
      {circle}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

export type LoadingStateProps = {
  /** Visible text under the spinner. */
  label?: string;
  className?: string;
};

/** A full-width loading placeholder for a page or a panel. */
export function LoadingState({ label, className }: LoadingStateProps) {
  const t = useT(messages);
  return (
    <div role="status" aria-live="polite" className={cx(styles['fw-ui-loading-state'], className)}>
      <Spinner size="lg" decorative />
      <span>{label ?? t('loadingEllipsis')}</span>
    </div>
  );
}
