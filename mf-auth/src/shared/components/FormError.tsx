import { useEffect, useRef } from 'react';
import { Notice } from '@fairway/shared-ui';
import styles from './AuthLayout.module.css';

export type FormErrorProps = { message: string | null | undefined; title?: string };

/**
 * A form-level error (the call failed for a reason that is not about one field). It takes focus
 * when it appears or changes, so keyboard users land on it; it is announced as an alert.
 */
export function FormError({ message, title }: FormErrorProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} className={styles['fw-auth-focus-target']}>
      <Notice tone="error" title={title}>
        {message}
      </Notice>
    </div>
  );
}
