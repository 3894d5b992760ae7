import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styles from './AppLayout.module.css';
import { cx } from '../../utils/cx';
import { CloseIcon, MenuIcon } from '../../icons/icons';
import { IconButton } from '../Button/Button';
import { useT } from '../../i18n/display';
import { messages } from '../../i18n/messages';

export type NavItem = {
  href: string;
  label: string;
  icon?: ReactNode;
  /** Marks the item as the current page (aria-current="page"). */
  current?: boolean;
  /** The heading of the item's group, already translated; consecutive items of a group share it. */
  group?: string;
};

type NavRun = { group?: string; items: NavItem[] };

/** Consecutive items with the same group, in order. */
function navRuns(items: ReadonlyArray<NavItem>): NavRun[] {
  const runs: NavRun[] = [];
  for (const item of items) {
    const last = runs[runs.length - 1];
    if (last && last.group === item.group) last.items.push(item);
    else runs.push({ group: item.group, items: [item] });
  }
  return runs;
}

export type AppLayoutProps = {
  /** The club's name or logo, at the start of the header. */
  brand?: ReactNode;
  /** The rest of the header: search, notifications, the user menu. */
  header?: ReactNode;
  /** Main navigation links. Without items there is no navigation and no menu button. */
  navItems?: ReadonlyArray<NavItem>;
  /** Client-side navigation (single-spa navigateToUrl, a router): called on plain left clicks. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
  skipLinkLabel?: string;
  menuLabel?: string;
  closeMenuLabel?: string;
  /** id of the main landmark (the skip link's target). */
  mainId?: string;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/**
 * The page frame: a skip link, a sticky header, the main navigation (a sidebar on wide screens,
 * a menu button with a disclosure panel on phones) and the main landmark.
 */
export function AppLayout({
  brand,
  header,
  navItems,
  onNavigate,
  navLabel: navLabelProp,
  skipLinkLabel: skipLinkLabelProp,
  menuLabel: menuLabelProp,
  closeMenuLabel: closeMenuLabelProp,
  mainId = 'fw-main',
  footer,
  children,
  className,
}: AppLayoutProps) {
  const t = useT(messages);
  const navLabel = navLabelProp ?? t('mainNavigation');
  const skipLinkLabel = skipLinkLabelProp ?? t('skipToContent');
  const menuLabel = menuLabelProp ?? t('openMenu');
  const closeMenuLabel = closeMenuLabelProp ?? t('closeMenu');
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId().replace(/:/g, '');
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const hasNav = Boolean(navItems && navItems.length > 0);

  useEffect(() => {
    if (!menuOpen) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [menuOpen]);

  const handleLinkClick = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    setMenuOpen(false);
    const plain =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (onNavigate && plain) {
      event.preventDefault();
      onNavigate(href, event);
    }
  };

  return (
    <div className={cx(styles['fw-ui-app'], hasNav && styles['fw-ui-app-with-nav'], className)}>
      <a
        href={`#${mainId}`}
        className={styles['fw-ui-skip-link']}
        onClick={(event) => {
          // Move focus as well as scroll: with client-side routing the hash alone does not.
          const main = document.getElementById(mainId);
          if (main) {
            event.preventDefault();
            main.focus();
            main.scrollIntoView?.();
          }
        }}
      >
        {skipLinkLabel}
      </a>
      <header className={styles['fw-ui-app-header']}>
        {hasNav ? (
          <IconButton
            ref={menuButtonRef}
            className={styles['fw-ui-app-menu-button']}
            label={menuOpen ? closeMenuLabel : menuLabel}
            icon={menuOpen ? <CloseIcon /> : <MenuIcon />}
            aria-expanded={menuOpen}
            aria-controls={navId}
            noTooltip
            onClick={() => setMenuOpen((open) => !open)}
          />
        ) : null}
        {brand ? <div className={styles['fw-ui-app-brand']}>{brand}</div> : null}
        <div className={styles['fw-ui-app-header-slot']}>{header}</div>
      </header>
      {hasNav ? (
        <nav
          ref={navRef}
          id={navId}
          aria-label={navLabel}
          className={styles['fw-ui-app-nav']}
          data-open={menuOpen}
        >
          <div className={styles['fw-ui-app-nav-inner']}>
            {navRuns(navItems ?? []).map((run, i) => {
              const list = (
                <ul className={styles['fw-ui-app-nav-list']}>
                  {run.items.map((item) => (
                    <li key={item.href}>
                      <a
                        href={item.href}
                        aria-current={item.current ? 'page' : undefined}
                        className={styles['fw-ui-app-nav-link']}
                        onClick={(event) => handleLinkClick(item.href, event)}
                      >
                        {item.icon ? (
                          <span className={styles['fw-ui-app-nav-icon']} aria-hidden="true">
                            {item.icon}
                          </span>
                        ) : null}
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              );
              if (!run.group) return <Fragment key={`run-${i}`}>{list}</Fragment>;
              const headingId = `${navId}-group-${i}`;
              return (
                <div
                  key={`run-${i}`}
                  role="group"
                  aria-labelledby={headingId}
                  className={styles['fw-ui-app-nav-group']}
                >
                  <h2 id={headingId} className={styles['fw-ui-app-nav-heading']}>
                    {run.group}
                  </h2>
                  {list}
                </div>
              );
            })}
          </div>
        </nav>
      ) : null}
      <main id={mainId} tabIndex={-1} className={styles['fw-ui-app-main']}>
        {children}
      </main>
      {footer ? <footer className={styles['fw-ui-app-footer']}>{footer}</footer> : null}
    </div>
  );
}
