import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';
import { cx } from '../../utils/cx';
import { ErrorIcon } from '../../icons/icons';
import { visuallyHiddenClass } from '../VisuallyHidden/VisuallyHidden';

/** Props every labelled field takes. */
export type FieldBaseProps = {
  /** The visible label (required: a field without a label is not accessible). */
  label: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** Inline error message; sets aria-invalid and is linked with aria-describedby. */
  error?: string | null;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Marks optional fields with this text instead of marking required ones (e.g. "optional"). */
  optionalLabel?: string;
};

export type FieldIds = {
  inputId: string;
  labelId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
};

export function useFieldIds(
  id: string | undefined,
  hasHint: boolean,
  hasError: boolean,
  extraDescribedBy?: string,
): FieldIds {
  const generated = useId();
  const inputId = id ?? `fw${generated.replace(/:/g, '')}`;
  const hintId = hasHint ? `${inputId}-hint` : undefined;
  const errorId = hasError ? `${inputId}-error` : undefined;
  const describedBy = [extraDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, labelId: `${inputId}-label`, hintId, errorId, describedBy };
}

export function RequiredMarker({
  required,
  optionalLabel,
}: {
  required?: boolean;
  optionalLabel?: string;
}) {
  if (required && !optionalLabel) {
    // The input carries `required`, which screen readers announce; the star is visual only.
    return (
      <span className={styles['fw-ui-field-required']} aria-hidden="true">
        *
      </span>
    );
  }
  if (!required && optionalLabel) {
    return <span className={styles['fw-ui-field-optional']}>({optionalLabel})</span>;
  }
  return null;
}

export function FieldError({
  id,
  error,
}: {
  id: string | undefined;
  error: string | null | undefined;
}) {
  if (!error) return null;
  return (
    <p id={id} className={styles['fw-ui-field-error']}>
      <ErrorIcon />
      <span>{error}</span>
    </p>
  );
}

export function FieldHint({
  id,
  hint,
  className,
}: {
  id: string | undefined;
  hint: ReactNode;
  className?: string;
}) {
  if (!hint) return null;
  return (
    <p id={id} className={cx(styles['fw-ui-field-hint'], className)}>
      {hint}
    </p>
  );
}

type FieldShellProps = FieldBaseProps & {
  ids: FieldIds;
  required?: boolean;
  className?: string;
  children: ReactNode;
  footer?: ReactNode;
};

/** Label, hint, control and error in the order a screen reader and a sighted user expect. */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  hideLabel,
  optionalLabel,
  required,
  className,
  children,
  footer,
}: FieldShellProps) {
  const labelContent = (
    <>
      {label}
      <RequiredMarker required={required} optionalLabel={optionalLabel} />
    </>
  );
  return (
    <div className={cx(styles['fw-ui-field'], className)}>
      {hideLabel ? (
        <label id={ids.labelId} htmlFor={ids.inputId} className={visuallyHiddenClass}>
          {labelContent}
        </label>
      ) : (
        <label id={ids.labelId} htmlFor={ids.inputId} className={styles['fw-ui-field-label']}>
          {labelContent}
        </label>
      )}
      <FieldHint id={ids.hintId} hint={hint} />
      {children}
      <FieldError id={ids.errorId} error={error} />
      {footer}
    </div>
  );
}
