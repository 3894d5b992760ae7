import { useEffect, useRef } from 'react';

export type DayShortcuts = {
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
};

/** The keys, for aria-keyshortcuts and the hint. */
export const DAY_KEYS = { previous: '[', next: ']', today: 't' } as const;

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
    target.closest('[role="menu"]') !== null);

/**
 * Desk shortcuts: [ the previous day, ] the next day, T today. Ignored while typing in a field,
 * with a modifier held, or while a dialog is open (its own keys win).
 */
export function useDayShortcuts(shortcuts: DayShortcuts): void {
  const ref = useRef(shortcuts);
  ref.current = shortcuts;
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (typingIn(event.target)) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]'))
        return;
      const key = event.key.toLowerCase();
      if (key === DAY_KEYS.previous) ref.current.onPrevious();
      else if (key === DAY_KEYS.next) ref.current.onNext();
      else if (key === DAY_KEYS.today) ref.current.onToday();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, []);
}
