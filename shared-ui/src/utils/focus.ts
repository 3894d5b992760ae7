const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The keyboard-focusable elements inside a container, in DOM order. */
export function getFocusable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      !el.hasAttribute('inert') &&
      !el.closest('[inert]') &&
      el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Focuses an element, or the first focusable element inside it (a fieldset, a radio group). */
export function focusElement(el: HTMLElement | null | undefined): void {
  if (!el) return;
  if (el.matches(FOCUSABLE)) {
    el.focus();
    return;
  }
  const checked = el.querySelector<HTMLElement>('input:checked');
  (checked ?? getFocusable(el)[0] ?? el).focus();
}
