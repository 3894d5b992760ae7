import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './Field.module.css';
import { cx } from '../../utils/cx';
import { ChevronDownIcon, EyeIcon, EyeOffIcon } from '../../icons/icons';
import { IconButton } from '../Button/Button';
import { FieldShell, useFieldIds, type FieldBaseProps } from './FieldShell';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'size' | 'type'>;

function useInputA11y(props: {
  id?: string;
  hint?: ReactNode;
  error?: string | null;
  'aria-describedby'?: string;
}) {
  const ids = useFieldIds(
    props.id,
    Boolean(props.hint),
    Boolean(props.error),
    props['aria-describedby'],
  );
  const aria = {
    id: ids.inputId,
    'aria-describedby': ids.describedBy,
    'aria-invalid': props.error ? (true as const) : undefined,
  };
  return { ids, aria };
}

export type TextFieldProps = FieldBaseProps & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  /** Called with the new text on every change (in addition to onChange). */
  onValueChange?: (value: string) => void;
  className?: string;
} & Omit<InputProps, 'className'>;

export function TextField({
  label,
  hint,
  error,
  hideLabel,
  optionalLabel,
  className,
  type = 'text',
  onChange,
  onValueChange,
  ...rest
}: TextFieldProps) {
  const { ids, aria } = useInputA11y({ ...rest, hint, error });
  return (
    <FieldShell
      {...{ ids, label, hint, error, hideLabel, optionalLabel, className }}
      required={rest.required}
    >
      <input
        {...rest}
        {...aria}
        type={type}
        className={styles['fw-ui-input']}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
    </FieldShell>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  showLabel?: string;
  hideLabelText?: string;
};

/** A password input with a show/hide toggle (a toggle button with aria-pressed). */
export function PasswordField({
  label,
  hint,
  error,
  hideLabel,
  optionalLabel,
  className,
  onChange,
  onValueChange,
  showLabel = 'Show password',
  hideLabelText = 'Hide password',
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const { ids, aria } = useInputA11y({ ...rest, hint, error });
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell
      {...{ ids, label, hint, error, hideLabel, optionalLabel, className }}
      required={rest.required}
    >
      <div className={styles['fw-ui-field-control']}>
        <input
          {...rest}
          {...aria}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          className={cx(styles['fw-ui-input'], styles['fw-ui-input-with-button'])}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        />
        <IconButton
          className={styles['fw-ui-field-trailing-button']}
          label={visible ? hideLabelText : showLabel}
          aria-pressed={visible}
          aria-controls={ids.inputId}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          onClick={() => setVisible((v) => !v)}
          disabled={rest.disabled}
          noTooltip
        />
      </div>
    </FieldShell>
  );
}

export type TextAreaProps = FieldBaseProps & {
  onValueChange?: (value: string) => void;
  /** Shows "n / max" under the field when maxLength is set. */
  showCount?: boolean;
  className?: string;
} & Omit<ComponentPropsWithRef<'textarea'>, 'className'>;

export function TextArea({
  label,
  hint,
  error,
  hideLabel,
  optionalLabel,
  className,
  onChange,
  onValueChange,
  showCount = true,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const { ids, aria } = useInputA11y({ ...rest, hint, error });
  const length = typeof rest.value === 'string' ? rest.value.length : undefined;
  const counter =
    showCount && rest.maxLength !== undefined && length !== undefined ? (
      <span className={styles['fw-ui-field-counter']}>
        {length} / {rest.maxLength}
      </span>
    ) : null;
  return (
    <FieldShell
      {...{ ids, label, hint, error, hideLabel, optionalLabel, className }}
      required={rest.required}
      footer={counter}
    >
      <textarea
        {...rest}
        {...aria}
        rows={rows}
        className={cx(styles['fw-ui-input'], styles['fw-ui-textarea'])}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
    </FieldShell>
  );
}

export type NumberFieldProps = FieldBaseProps & {
  /** Called with the parsed number, or null when the field is empty or not a number. */
  onValueChange?: (value: number | null) => void;
  /** A unit shown after the input, e.g. "€" or "min". It is part of the accessible description. */
  unit?: string;
  className?: string;
} & Omit<InputProps, 'className'>;

/** A native number input: arrow keys step by `step`, min/max are enforced by the browser's UI. */
export function NumberField({
  label,
  hint,
  error,
  hideLabel,
  optionalLabel,
  className,
  onChange,
  onValueChange,
  unit,
  step,
  inputMode,
  ...rest
}: NumberFieldProps) {
  const unitId = `${useId().replace(/:/g, '')}-unit`;
  const describedBy =
    [rest['aria-describedby'], unit ? unitId : undefined].filter(Boolean).join(' ') || undefined;
  const { ids, aria } = useInputA11y({ ...rest, 'aria-describedby': describedBy, hint, error });
  const isDecimal = step === 'any' || (step !== undefined && !Number.isInteger(Number(step)));
  return (
    <FieldShell
      {...{ ids, label, hint, error, hideLabel, optionalLabel, className }}
      required={rest.required}
    >
      <div className={styles['fw-ui-field-control']}>
        <input
          {...rest}
          {...aria}
          type="number"
          step={step}
          inputMode={inputMode ?? (isDecimal ? 'decimal' : 'numeric')}
          className={cx(styles['fw-ui-input'], unit && styles['fw-ui-input-has-unit'])}
          onChange={(event) => {
            onChange?.(event);
            const raw = event.target.value;
            const parsed = raw === '' ? null : Number(raw);
            onValueChange?.(parsed === null || Number.isNaN(parsed) ? null : parsed);
          }}
        />
        {unit ? (
          <span id={unitId} className={styles['fw-ui-input-unit']}>
            {unit}
          </span>
        ) : null}
      </div>
    </FieldShell>
  );
}

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = FieldBaseProps & {
  options: ReadonlyArray<SelectOption>;
  /** A first, empty option ("Choose…"); selecting it gives the value "". */
  placeholder?: string;
  onValueChange?: (value: string) => void;
  className?: string;
} & Omit<ComponentPropsWithRef<'select'>, 'className' | 'children' | 'multiple'>;

/** A styled native select: the platform's own picker on phones, full keyboard support everywhere. */
export function Select({
  label,
  hint,
  error,
  hideLabel,
  optionalLabel,
  className,
  options,
  placeholder,
  onChange,
  onValueChange,
  ...rest
}: SelectProps) {
  const { ids, aria } = useInputA11y({ ...rest, hint, error });
  return (
    <FieldShell
      {...{ ids, label, hint, error, hideLabel, optionalLabel, className }}
      required={rest.required}
    >
      <div className={styles['fw-ui-field-control']}>
        <select
          {...rest}
          {...aria}
          className={cx(styles['fw-ui-input'], styles['fw-ui-select'])}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={rest.required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles['fw-ui-select-chevron']} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </div>
    </FieldShell>
  );
}

export type DateFieldProps = FieldBaseProps & {
  /** YYYY-MM-DD, or "" when empty. */
  value?: string;
  defaultValue?: string;
  /** Earliest allowed date, YYYY-MM-DD. */
  min?: string;
  /** Latest allowed date, YYYY-MM-DD. */
  max?: string;
  /** Called with YYYY-MM-DD, or "" when cleared. */
  onValueChange?: (value: string) => void;
  className?: string;
} & Omit<InputProps, 'className' | 'value' | 'defaultValue' | 'min' | 'max'>;

/** A native date input (the platform's date picker); its value is always YYYY-MM-DD. */
export function DateField({
  label,
  hint,
  error,
  hideLabel,
  optionalLabel,
  className,
  onChange,
  onValueChange,
  ...rest
}: DateFieldProps) {
  const { ids, aria } = useInputA11y({ ...rest, hint, error });
  return (
    <FieldShell
      {...{ ids, label, hint, error, hideLabel, optionalLabel, className }}
      required={rest.required}
    >
      <input
        {...rest}
        {...aria}
        type="date"
        className={cx(styles['fw-ui-input'], styles['fw-ui-input-date'])}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
      />
    </FieldShell>
  );
}

export type TimeFieldProps = FieldBaseProps & {
  /** HH:MM (24 h), or "" when empty. */
  value?: string;
  defaultValue?: string;
  /** Earliest allowed time, HH:MM. */
  min?: string;
  /** Latest allowed time, HH:MM. */
  max?: string;
  /** Step in minutes (the native input counts seconds); default 1. Tee sheets use 8 or 10. */
  stepMinutes?: number;
  /** Called with HH:MM, or "" when cleared. */
  onValueChange?: (value: string) => void;
  className?: string;
} & Omit<InputProps, 'className' | 'value' | 'defaultValue' | 'min' | 'max' | 'step'>;

/** A native time input; its value is always HH:MM (seconds are never shown). */
export function TimeField({
  label,
  hint,
  error,
  hideLabel,
  optionalLabel,
  className,
  onChange,
  onValueChange,
  stepMinutes = 1,
  ...rest
}: TimeFieldProps) {
  const { ids, aria } = useInputA11y({ ...rest, hint, error });
  return (
    <FieldShell
      {...{ ids, label, hint, error, hideLabel, optionalLabel, className }}
      required={rest.required}
    >
      <input
        {...rest}
        {...aria}
        type="time"
        step={Math.max(1, Math.round(stepMinutes)) * 60}
        className={cx(styles['fw-ui-input'], styles['fw-ui-input-date'])}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value.slice(0, 5));
        }}
      />
    </FieldShell>
  );
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** True for a 24 h time written HH:MM. */
export function isIsoTime(value: string): boolean {
  return TIME_RE.test(value);
}

/** A local date as YYYY-MM-DD (not toISOString, which shifts to UTC). */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
