import {
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import styles from './Field.module.css';
import { cx } from '../../utils/cx';
import { ChevronDownIcon, EyeIcon, EyeOffIcon } from '../../icons/icons';
import { IconButton } from '../Button/Button';
import { FieldShell, useFieldIds, type FieldBaseProps, type FieldIds } from './FieldShell';
import { useT } from '../../i18n/display';
import { messages } from '../../i18n/messages';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'size' | 'type'>;

type ValueElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What FieldFrame takes from a field's props: the frame's part, and what it links on the control. */
type FrameableProps = FieldBaseProps & {
  className?: string;
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  onChange?: (event: ChangeEvent<never>) => void;
  onValueChange?: (value: never) => void;
};

/** What a field's onValueChange is called with (the text, unless the field reads it otherwise). */
type ValueOf<P> = P extends { onValueChange?: (value: infer V) => void } ? V : string;

/**
 * The control's props: the field's own, with its id, the hint and error linked (aria-describedby,
 * aria-invalid), and onChange also calling onValueChange.
 */
type LinkedControl<P> = Omit<P, keyof FieldBaseProps | 'className' | 'onValueChange'> & {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  onChange: (event: ChangeEvent<ValueElement>) => void;
};

type FieldFrameProps<P extends FrameableProps> = {
  /** The field's props; those the frame does not render go to the control. */
  props: P;
  /** Reads onValueChange's value from the control's text (default: the text itself). */
  read?: (raw: string) => ValueOf<P>;
  /** Ids of more descriptions (a unit), read after the control's own aria-describedby. */
  describedBy?: string;
  footer?: ReactNode;
  children: (control: LinkedControl<P>, ids: FieldIds) => ReactNode;
};

/**
 * The frame every text-like field shares: label (with the required star or the optional text),
 * hint, the control, the error, in that order, and the control's accessible wiring.
 */
function FieldFrame<P extends FrameableProps>({
  props,
  read = (raw) => raw as ValueOf<P>,
  describedBy,
  footer,
  children,
}: FieldFrameProps<P>) {
  const { label, hint, error, hideLabel, optionalLabel, className, onValueChange, ...control } =
    props;
  const extra = [control['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined;
  const ids = useFieldIds(control.id, Boolean(hint), Boolean(error), extra);
  const linked: LinkedControl<P> = {
    ...control,
    id: ids.inputId,
    'aria-describedby': ids.describedBy,
    'aria-invalid': error ? true : undefined,
    onChange: (event: ChangeEvent<ValueElement>) => {
      control.onChange?.(event as ChangeEvent<never>);
      (onValueChange as ((value: ValueOf<P>) => void) | undefined)?.(read(event.target.value));
    },
  };
  return (
    <FieldShell
      {...{ ids, label, hint, error, hideLabel, optionalLabel, className, footer }}
      required={control.required}
    >
      {children(linked, ids)}
    </FieldShell>
  );
}

export type TextFieldProps = FieldBaseProps & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  /** Called with the new text on every change (in addition to onChange). */
  onValueChange?: (value: string) => void;
  className?: string;
} & Omit<InputProps, 'className'>;

export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return (
    <FieldFrame props={props}>
      {(control) => <input {...control} type={type} className={styles['fw-ui-input']} />}
    </FieldFrame>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  showLabel?: string;
  hideLabelText?: string;
};

/** A password input with a show/hide toggle (a toggle button with aria-pressed). */
export function PasswordField({
  showLabel: showLabelProp,
  hideLabelText: hideLabelTextProp,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const t = useT(messages);
  const showLabel = showLabelProp ?? t('showPassword');
  const hideLabelText = hideLabelTextProp ?? t('hidePassword');
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame props={props}>
      {(control, ids) => (
        <div className={styles['fw-ui-field-control']}>
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            spellCheck={false}
            autoCapitalize="off"
            className={cx(styles['fw-ui-input'], styles['fw-ui-input-with-button'])}
          />
          <IconButton
            className={styles['fw-ui-field-trailing-button']}
            label={visible ? hideLabelText : showLabel}
            aria-pressed={visible}
            aria-controls={ids.inputId}
            icon={visible ? <EyeOffIcon /> : <EyeIcon />}
            onClick={() => setVisible((v) => !v)}
            disabled={props.disabled}
            noTooltip
          />
        </div>
      )}
    </FieldFrame>
  );
}

export type TextAreaProps = FieldBaseProps & {
  onValueChange?: (value: string) => void;
  /** Shows "n / max" under the field when maxLength is set. */
  showCount?: boolean;
  className?: string;
} & Omit<ComponentPropsWithRef<'textarea'>, 'className'>;

export function TextArea({ showCount = true, rows = 4, ...props }: TextAreaProps) {
  const length = typeof props.value === 'string' ? props.value.length : undefined;
  const counter =
    showCount && props.maxLength !== undefined && length !== undefined ? (
      <span className={styles['fw-ui-field-counter']}>
        {length} / {props.maxLength}
      </span>
    ) : null;
  return (
    <FieldFrame props={props} footer={counter}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={cx(styles['fw-ui-input'], styles['fw-ui-textarea'])}
        />
      )}
    </FieldFrame>
  );
}

export type NumberFieldProps = FieldBaseProps & {
  /** Called with the parsed number, or null when the field is empty or not a number. */
  onValueChange?: (value: number | null) => void;
  /** A unit shown after the input, e.g. "€" or "min". It is part of the accessible description. */
  unit?: string;
  className?: string;
} & Omit<InputProps, 'className'>;

/** The number in a number input's text, or null when it is empty or not a number. */
function parseNumber(raw: string): number | null {
  const parsed = raw === '' ? null : Number(raw);
  return parsed === null || Number.isNaN(parsed) ? null : parsed;
}

/** A native number input: arrow keys step by `step`, min/max are enforced by the browser's UI. */
export function NumberField({ unit, step, inputMode, ...props }: NumberFieldProps) {
  const unitId = `${useId().replace(/:/g, '')}-unit`;
  const isDecimal = step === 'any' || (step !== undefined && !Number.isInteger(Number(step)));
  return (
    <FieldFrame props={props} read={parseNumber} describedBy={unit ? unitId : undefined}>
      {(control) => (
        <div className={styles['fw-ui-field-control']}>
          <input
            {...control}
            type="number"
            step={step}
            inputMode={inputMode ?? (isDecimal ? 'decimal' : 'numeric')}
            className={cx(styles['fw-ui-input'], unit && styles['fw-ui-input-has-unit'])}
          />
          {unit ? (
            <span id={unitId} className={styles['fw-ui-input-unit']}>
              {unit}
            </span>
          ) : null}
        </div>
      )}
    </FieldFrame>
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
export function Select({ options, placeholder, ...props }: SelectProps) {
  return (
    <FieldFrame props={props}>
      {(control) => (
        <div className={styles['fw-ui-field-control']}>
          <select {...control} className={cx(styles['fw-ui-input'], styles['fw-ui-select'])}>
            {placeholder !== undefined ? (
              <option value="" disabled={props.required}>
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
      )}
    </FieldFrame>
  );
}

/** The class of the date and time inputs. */
const dateInputClass = cx(styles['fw-ui-input'], styles['fw-ui-input-date']);

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
export function DateField(props: DateFieldProps) {
  return (
    <FieldFrame props={props}>
      {(control) => <input {...control} type="date" className={dateInputClass} />}
    </FieldFrame>
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

/** HH:MM of a time input's value (some browsers add seconds). */
const hoursAndMinutes = (raw: string) => raw.slice(0, 5);

/** A native time input; its value is always HH:MM (seconds are never shown). */
export function TimeField({ stepMinutes = 1, ...props }: TimeFieldProps) {
  const step = Math.max(1, Math.round(stepMinutes)) * 60;
  return (
    <FieldFrame props={props} read={hoursAndMinutes}>
      {(control) => <input {...control} type="time" step={step} className={dateInputClass} />}
    </FieldFrame>
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
