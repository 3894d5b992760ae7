import { useEffect, useState } from 'react';
import { Button, useT } from '@fairway/shared-ui';
import { sharedMessages } from '../i18n';
import styles from './Shop.module.css';

export type QuantityStepperProps = {
  /** The item's name, for the buttons' and the field's accessible names. */
  name: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
};

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** − [n] +: 44px buttons named after the item, and a number field for typing. */
export function QuantityStepper({
  name,
  value,
  onChange,
  min = 1,
  max = 99,
  disabled = false,
}: QuantityStepperProps) {
  const t = useT(sharedMessages);
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const handleCommit = () => {
    const n = Number.parseInt(text, 10);
    if (Number.isNaN(n)) setText(String(value));
    else if (clamp(n, min, max) !== value) onChange(clamp(n, min, max));
    else setText(String(value));
  };

  return (
    <span className={styles['fw-shop-stepper']}>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('decrease', { name })}
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1, min, max))}
      >
        −
      </Button>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        aria-label={t('quantityOf', { name })}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={handleCommit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') handleCommit();
        }}
      />
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('increase', { name })}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1, min, max))}
      >
        +
      </Button>
    </span>
  );
}
