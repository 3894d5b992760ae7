import { useId } from 'react';
import { useFormat } from '@fairway/shared-ui';
import styles from './GreenFees.module.css';

export type WeekdayChipsProps = {
  legend: string;
  hint?: string;
  /** 0 = Sunday … 6 = Saturday. */
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string | undefined;
};

/** The days of a rate as toggle chips (checkboxes), in the club's week order. */
export function WeekdayChips({ legend, hint, value, onChange, error }: WeekdayChipsProps) {
  const f = useFormat();
  const hintId = useId();
  const errorId = useId();
  const chosen = new Set(value);
  const handleToggle = (day: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(day);
    else next.delete(day);
    onChange([...next].sort((a, b) => a - b));
  };
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset className={styles['fw-gf-days']} aria-describedby={describedBy || undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={hintId} className={styles['fw-gf-hint']}>
          {hint}
        </p>
      ) : null}
      <div className={styles['fw-gf-chips']}>
        {f.weekdays().map((w) => (
          <label key={w.day} className={styles['fw-gf-chip']}>
            <input
              type="checkbox"
              name="weekdays"
              checked={chosen.has(w.day)}
              aria-label={w.long}
              aria-invalid={error ? true : undefined}
              onChange={(event) => handleToggle(w.day, event.target.checked)}
            />
            <span aria-hidden="true">{w.short}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles['fw-gf-error']}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
