import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styles from './Button.module.css';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useT } from '../../i18n/display';
import { messages } from '../../i18n/messages';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while true; the button keeps focus. */
  loading?: boolean;
  /** Read to screen readers while loading, after the label. */
  loadingLabel?: string;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
} & ComponentPropsWithRef<'button'>;

export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  fullWidth = false,
) {
  return cx(
    styles['fw-ui-button'],
    styles[`fw-ui-button-${variant}`],
    size !== 'md' && styles[`fw-ui-button-${size}`],
    fullWidth && styles['fw-ui-button-full'],
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel,
  fullWidth = false,
  iconStart,
  iconEnd,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const t = useT(messages);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={cx(buttonClassName(variant, size, fullWidth), className)}
      onClick={handleClick}
    >
      {loading ? (
        <Spinner size="sm" decorative />
      ) : iconStart ? (
        <span className={styles['fw-ui-button-icon']} aria-hidden="true">
          {iconStart}
        </span>
      ) : null}
      {children}
      {loading ? <VisuallyHidden>{`, ${loadingLabel ?? t('pleaseWait')}`}</VisuallyHidden> : null}
      {iconEnd && !loading ? (
        <span className={styles['fw-ui-button-icon']} aria-hidden="true">
          {iconEnd}
        </span>
      ) : null}
    </button>
  );
}

export type IconButtonProps = {
  /** The accessible name (aria-label) and the tooltip. Required: the button shows only an icon. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Hide the native tooltip (title). */
  noTooltip?: boolean;
} & Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'>;

/** A square 44px button with an icon and an accessible label. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  noTooltip = false,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={noTooltip ? undefined : label}
      className={cx(buttonClassName(variant, size), styles['fw-ui-icon-button'], className)}
    >
      <span className={styles['fw-ui-button-icon']} aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
