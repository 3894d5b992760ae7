import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';

export type TabItem = {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
  /** A count or badge after the label. */
  badge?: ReactNode;
};

export type TabsProps = {
  tabs: ReadonlyArray<TabItem>;
  /** The accessible name of the tab list (e.g. "Booking details"). */
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /**
   * "automatic" (default): arrow keys select as they move. "manual": arrows move focus, Enter or
   * Space selects (for panels that are slow to render).
   */
  activation?: 'automatic' | 'manual';
  className?: string;
};

/**
 * Tabs after the WAI-ARIA pattern: one Tab stop (roving tabindex), Left/Right arrows move between
 * tabs and wrap, Home/End jump to the ends, disabled tabs are skipped.
 */
export function Tabs({
  tabs,
  label,
  value,
  defaultValue,
  onChange,
  activation = 'automatic',
  className,
}: TabsProps) {
  const baseId = useId().replace(/:/g, '');
  const firstEnabled = tabs.find((t) => !t.disabled)?.id ?? '';
  const [selected, setSelected] = useControllableState(
    value,
    defaultValue ?? firstEnabled,
    onChange,
  );
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((t) => !t.disabled);

  const focusTab = (id: string) => {
    tabRefs.current.get(id)?.focus();
    if (activation === 'automatic') setSelected(id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const index = enabled.findIndex((t) => t.id === id);
    let next: TabItem | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = enabled[(index + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        next = enabled[(index - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        next = enabled[0];
        break;
      case 'End':
        next = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    if (next) focusTab(next.id);
  };

  const active = tabs.find((t) => t.id === selected) ?? tabs.find((t) => t.id === firstEnabled);
  return (
    <div className={cx(styles['fw-ui-tabs'], className)}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={styles['fw-ui-tablist']}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === active?.id;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className={styles['fw-ui-tab']}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => handleKeyDown(event, tab.id)}
            >
              {tab.label}
              {tab.badge}
            </button>
          );
        })}
      </div>
      {active ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          tabIndex={0}
          className={styles['fw-ui-tabpanel']}
        >
          {active.content}
        </div>
      ) : null}
    </div>
  );
}
