import { useEffect, useRef, type RefObject } from 'react';
import { getFocusable } from '../../utils/focus';

/** Open modals, innermost last: only the innermost one handles Escape and traps Tab. */
const stack: HTMLElement[] = [];
let savedOverflow = '';

type UseModalOptions = {
  open: boolean;
  onClose: () => void;
  containerRef: RefObject<HTMLElement | null>;
  initialFocusRef?: RefObject<HTMLElement | null>;
  returnFocusRef?: RefObject<HTMLElement | null>;
  closeOnEscape?: boolean;
};

/**
 * Modal behaviour shared by Dialog, ConfirmDialog and Drawer: focus moves in on open, Tab and
 * Shift+Tab cycle inside, Escape closes, the page behind does not scroll, and focus returns to
 * the element that had it (or `returnFocusRef`) on close.
 */
export function useModal({
  open,
  onClose,
  containerRef,
  initialFocusRef,
  returnFocusRef,
  closeOnEscape = true,
}: UseModalOptions) {
  const onCloseRef = useRef(onClose);
  const closeOnEscapeRef = useRef(closeOnEscape);
  useEffect(() => {
    onCloseRef.current = onClose;
    closeOnEscapeRef.current = closeOnEscape;
  });

  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    if (!container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(container);
    if (stack.length === 1) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }

    const first = getFocusable(container).find((el) => !el.hasAttribute('data-fw-dialog-close'));
    (initialFocusRef?.current ?? first ?? container).focus();

    const isTop = () => stack[stack.length - 1] === container;

    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape' && closeOnEscapeRef.current) {
        event.stopPropagation();
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = getFocusable(container);
      if (focusable.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const firstEl = focusable[0]!;
      const lastEl = focusable[focusable.length - 1]!;
      const active = document.activeElement;
      const inside = active instanceof Node && container.contains(active);
      if (event.shiftKey && (active === firstEl || active === container || !inside)) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && (active === lastEl || !inside)) {
        event.preventDefault();
        firstEl.focus();
      }
    };

    // Focus that lands outside (a screen reader's virtual cursor, a script) is brought back.
    const handleFocusIn = (event: FocusEvent) => {
      if (!isTop()) return;
      const target = event.target;
      if (target instanceof Node && !container.contains(target)) {
        (getFocusable(container)[0] ?? container).focus();
      }
    };

    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('focusin', handleFocusIn);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('focusin', handleFocusIn);
      const index = stack.lastIndexOf(container);
      if (index >= 0) stack.splice(index, 1);
      if (stack.length === 0) document.body.style.overflow = savedOverflow;
      const target = returnFocusRef?.current ?? previous;
      if (target && target.isConnected) target.focus();
    };
  }, [open, containerRef, initialFocusRef, returnFocusRef]);
}
