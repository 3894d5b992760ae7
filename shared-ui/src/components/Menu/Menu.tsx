import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styles from './Menu.module.css';
import { cx } from '../../utils/cx';
import { ChevronDownIcon } from '../../icons/icons';
import { buttonClassName, type ButtonVariant } from '../Button/Button';

export type MenuAction = {
  type?: 'item';
  id: string;
  label: string;
  /** Called when chosen (click, Enter or Space). */
  onSelect?: () => void;
  /** Renders the item as a link. */
  href?: string;
  tone?: 'default' | 'danger';
  disabled?: boolean;
  icon?: ReactNode;
};

export type MenuSeparator = { type: 'separator'; id: string };

export type MenuItem = MenuAction | MenuSeparator;

export type MenuProps = {
  /** The trigger's content (text, or an Avatar with a name). */
  trigger: ReactNode;
  /** The trigger's accessible name when its content is not text (e.g. only an avatar). */
  triggerLabel?: string;
  items: ReadonlyArray<MenuItem>;
  /** Text above the items (e.g. the signed-in e-mail), not focusable. */
  header?: ReactNode;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
  variant?: ButtonVariant;
  /** Client-side navigation for link items (plain left clicks only). */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
};

const isAction = (item: MenuItem): item is MenuAction => item.type !== 'separator';

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown open it on the first item,
 * ArrowUp on the last; arrows move and wrap, Home/End jump, a letter jumps to the next item
 * starting with it, Escape closes and returns focus to the button, Tab closes.
 */
export function Menu({
  trigger,
  triggerLabel,
  items,
  header,
  align = 'end',
  variant = 'ghost',
  onNavigate,
  className,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const baseId = useId().replace(/:/g, '');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const [position, setPosition] = useState<CSSProperties | undefined>(undefined);
  const actions = items.filter(isAction);
  const enabledIndexes = actions.map((a, i) => (a.disabled ? -1 : i)).filter((i) => i >= 0);

  // The menu is fixed to the viewport so that scroll containers (a DataTable) do not clip it; it
  // opens upwards when there is no room below and stays inside the screen on phones.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const trigger = triggerRef.current?.getBoundingClientRect();
      const menu = menuRef.current;
      if (!trigger || !menu) return;
      const height = menu.offsetHeight;
      const width = menu.offsetWidth;
      const below = window.innerHeight - trigger.bottom;
      const top =
        below < height + 8 && trigger.top > height + 8
          ? trigger.top - height - 4
          : trigger.bottom + 4;
      const preferred = align === 'end' ? trigger.right - width : trigger.left;
      const left = Math.max(8, Math.min(preferred, window.innerWidth - width - 8));
      setPosition({ top, left });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, align]);

  useEffect(() => {
    if (!open) return;
    const which = pendingFocus.current;
    pendingFocus.current = null;
    const enabled = menuRef.current?.querySelectorAll<HTMLElement>(
      '[role="menuitem"]:not([aria-disabled="true"])',
    );
    if (enabled && enabled.length > 0)
      (which === 'last' ? enabled[enabled.length - 1] : enabled[0])?.focus();
    const handlePointerDown = (event: globalThis.MouseEvent) => {
      if (wrapperRef.current && !wrapperRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', handlePointerDown);
    return () => document.removeEventListener('mousedown', handlePointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const openMenu = (focus: 'first' | 'last') => {
    pendingFocus.current = focus;
    setOpen(true);
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const focusItem = (index: number | undefined) => {
    if (index !== undefined) itemRefs.current[index]?.focus();
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    const position = enabledIndexes.indexOf(current);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(enabledIndexes[(position + 1) % enabledIndexes.length]);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(enabledIndexes[(position - 1 + enabledIndexes.length) % enabledIndexes.length]);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(enabledIndexes[0]);
        break;
      case 'End':
        event.preventDefault();
        focusItem(enabledIndexes[enabledIndexes.length - 1]);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const order = [
            ...enabledIndexes.slice(position + 1),
            ...enabledIndexes.slice(0, position + 1),
          ];
          const match = order.find((i) => actions[i]?.label.toLowerCase().startsWith(letter));
          if (match !== undefined) {
            event.preventDefault();
            focusItem(match);
          }
        }
    }
  };

  const choose = (action: MenuAction) => {
    if (action.disabled) return;
    close(true);
    action.onSelect?.();
  };

  let actionIndex = -1;
  return (
    <div ref={wrapperRef} className={cx(styles['fw-ui-menu-wrapper'], className)}>
      <button
        ref={triggerRef}
        type="button"
        id={`${baseId}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${baseId}-menu` : undefined}
        aria-label={triggerLabel}
        className={cx(buttonClassName(variant), styles['fw-ui-menu-trigger'])}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={handleTriggerKeyDown}
      >
        {trigger}
        <span className={styles['fw-ui-menu-trigger-chevron']} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={`${baseId}-menu`}
          role="menu"
          aria-labelledby={`${baseId}-button`}
          className={styles['fw-ui-menu']}
          style={position}
          onKeyDown={handleMenuKeyDown}
        >
          {header ? (
            <li role="presentation" className={styles['fw-ui-menu-header']}>
              {header}
            </li>
          ) : null}
          {items.map((item) => {
            if (!isAction(item)) {
              return (
                <li key={item.id} role="separator" className={styles['fw-ui-menu-separator']} />
              );
            }
            actionIndex += 1;
            const index = actionIndex;
            const common = {
              role: 'menuitem',
              tabIndex: -1,
              'aria-disabled': item.disabled || undefined,
              className: cx(
                styles['fw-ui-menu-item'],
                item.tone === 'danger' && styles['fw-ui-menu-item-danger'],
              ),
            };
            const content = (
              <>
                {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
                {item.label}
              </>
            );
            return (
              <li key={item.id} role="none">
                {item.href && !item.disabled ? (
                  <a
                    {...common}
                    ref={(el) => {
                      itemRefs.current[index] = el;
                    }}
                    href={item.href}
                    onClick={(event) => {
                      const plain =
                        event.button === 0 &&
                        !event.metaKey &&
                        !event.ctrlKey &&
                        !event.shiftKey &&
                        !event.altKey;
                      if (onNavigate && plain) {
                        event.preventDefault();
                        onNavigate(item.href as string, event);
                      }
                      close(false);
                      item.onSelect?.();
                    }}
                    onKeyDown={(event) => {
                      if (event.key === ' ') {
                        event.preventDefault();
                        event.currentTarget.click();
                      }
                    }}
                  >
                    {content}
                  </a>
                ) : (
                  <button
                    {...common}
                    ref={(el) => {
                      itemRefs.current[index] = el;
                    }}
                    type="button"
                    onClick={() => choose(item)}
                  >
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
