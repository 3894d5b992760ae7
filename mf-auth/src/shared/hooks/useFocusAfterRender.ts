import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs a focus move after the next render, e.g. to the first field the server refused once its
 * message is on screen (so a screen reader reads the field with its error).
 */
export function useFocusAfterRender() {
  const [tick, setTick] = useState(0);
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    pending.current?.();
    pending.current = null;
  }, [tick]);
  return useCallback((move: () => void) => {
    pending.current = move;
    setTick((t) => t + 1);
  }, []);
}

/** Focuses the first invalid field (aria-invalid) of a form. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
