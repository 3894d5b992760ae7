import {
  useId,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import styles from './Field.module.css';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import { visuallyHiddenClass } from '../VisuallyHidden/VisuallyHidden';
import { FieldError, FieldHint, RequiredMarker, useFieldIds } from './FieldShell';

export type CheckboxProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Called with the new checked state (in addition to onChange). */
  onCheckedChange?: (checked: boolean) => void;
  className?: string;
} & Omit<ComponentPropsWithRef<'input'>, 'type' | 'className' | 'size'>;

/**
 * A native checkbox in a 44px row whose whole label is clickable. The hint sits under the label,
 * outside it: it describes the checkbox (aria-describedby) and is not part of its name.
 */
export function Checkbox({
  label,
  hint,
  error,
  onChange,
  onCheckedChange,
  className,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(rest.id, Boolean(hint), Boolean(error), rest['aria-describedby']);
  return (
    <div className={className}>
      <label
        htmlFor={ids.inputId}
        className={cx(styles['fw-ui-choice'], rest.disabled && styles['fw-ui-choice-disabled'])}
      >
        <input
          {...rest}
          id={ids.inputId}
          type="checkbox"
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className={styles['fw-ui-checkbox-input']}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
        />
        <span className={styles['fw-ui-choice-text']}>
          <span>
            {label}
            <RequiredMarker required={rest.required} />
          </span>
        </span>
      </label>
      <FieldHint id={ids.hintId} hint={hint} className={styles['fw-ui-choice-hint']} />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

export type SwitchProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  checked?: boolean;
  defaultChecked?: boolean;
  /** Called with the new state when the user toggles (click, Space or Enter). */
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  ref?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
};

/** An on/off switch for settings that apply at once: a button with role="switch" and aria-checked. */
export function Switch({
  label,
  hint,
  error,
  checked,
  defaultChecked = false,
  onChange,
  disabled,
  id,
  name,
  className,
  hideLabel,
  ref,
  onBlur,
}: SwitchProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  const [on, setOn] = useControllableState(checked, defaultChecked, onChange);
  const handleToggle = () => {
    if (!disabled) setOn(!on);
  };
  return (
    <div className={className}>
      <div className={styles['fw-ui-switch-row']}>
        {/* A label's click activates the button it labels, so the whole text toggles the switch. */}
        <label
          id={ids.labelId}
          htmlFor={ids.inputId}
          className={hideLabel ? visuallyHiddenClass : styles['fw-ui-switch-label']}
        >
          {label}
        </label>
        <button
          ref={ref}
          id={ids.inputId}
          type="button"
          role="switch"
          name={name}
          value={on ? 'on' : 'off'}
          aria-checked={on}
          aria-labelledby={ids.labelId}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          className={styles['fw-ui-switch']}
          onClick={handleToggle}
          onBlur={onBlur}
        >
          <span className={styles['fw-ui-switch-track']} aria-hidden="true">
            <span className={styles['fw-ui-switch-thumb']} />
          </span>
        </button>
      </div>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

export type RadioOption = { value: string; label: ReactNode; hint?: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  /** The group's question, rendered as the fieldset legend. */
  label: ReactNode;
  options: ReadonlyArray<RadioOption>;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  name?: string;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
  ref?: Ref<HTMLFieldSetElement>;
  onBlur?: () => void;
};

/**
 * Native radio buttons in a fieldset with a legend: one Tab stop for the group, arrow keys move and
 * select (the browser's own radio behaviour).
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue = '',
  onChange,
  name,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  className,
  ref,
  onBlur,
}: RadioGroupProps) {
  const generated = useId();
  const groupName = name ?? `fw-radio-${generated.replace(/:/g, '')}`;
  const ids = useFieldIds(undefined, Boolean(hint), Boolean(error));
  const [selected, setSelected] = useControllableState(value, defaultValue, onChange);
  const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };
  // jsdom and some assistive setups do not move radios with arrows; keep the platform behaviour
  // explicit so it works everywhere.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys = ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft'];
    if (!keys.includes(event.key)) return;
    const enabled = options.filter((o) => !o.disabled);
    const index = enabled.findIndex((o) => o.value === event.currentTarget.value);
    if (index < 0) return;
    event.preventDefault();
    const delta = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : -1;
    const next = enabled[(index + delta + enabled.length) % enabled.length];
    if (!next) return;
    setSelected(next.value);
    const fieldset = event.currentTarget.closest('fieldset');
    fieldset?.querySelector<HTMLInputElement>(`input[value="${CSS.escape(next.value)}"]`)?.focus();
  };
  return (
    <fieldset
      ref={ref}
      className={cx(styles['fw-ui-fieldset'], className)}
      aria-describedby={ids.describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
      onBlur={handleBlur}
    >
      <legend className={styles['fw-ui-legend']}>
        {label}
        <RequiredMarker required={required} />
      </legend>
      <FieldHint id={ids.hintId} hint={hint} />
      <div
        className={cx(
          styles['fw-ui-radio-options'],
          orientation === 'horizontal' && styles['fw-ui-radio-options-horizontal'],
        )}
      >
        {options.map((option) => {
          const optionId = `${groupName}-${option.value}`.replace(/\s+/g, '-');
          const hintId = option.hint ? `${optionId}-hint` : undefined;
          const checked = selected === option.value;
          const tabbable = checked || (!selected && option === options.find((o) => !o.disabled));
          return (
            <div key={option.value}>
              <label
                htmlFor={optionId}
                className={cx(
                  styles['fw-ui-choice'],
                  option.disabled && styles['fw-ui-choice-disabled'],
                )}
              >
                <input
                  id={optionId}
                  type="radio"
                  name={groupName}
                  value={option.value}
                  checked={checked}
                  disabled={option.disabled}
                  required={required}
                  aria-describedby={hintId}
                  tabIndex={tabbable ? 0 : -1}
                  className={styles['fw-ui-radio-input']}
                  onChange={() => setSelected(option.value)}
                  onKeyDown={handleKeyDown}
                />
                <span className={styles['fw-ui-choice-text']}>
                  <span>{option.label}</span>
                </span>
              </label>
              {/* Under the option, outside its label: it describes the option, it does not name it. */}
              <FieldHint id={hintId} hint={option.hint} className={styles['fw-ui-choice-hint']} />
            </div>
          );
        })}
      </div>
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}
