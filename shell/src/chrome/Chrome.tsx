import { useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { featuresStore, sessionStore, type Permission } from '@fairway/shared-api';
import { AppLayout, Avatar, Menu, useT, type MenuItem } from '@fairway/shared-ui';
import { messages } from '../i18n/messages';
import type { RemoteEntry } from '../root/remotes';
import styles from './Chrome.module.css';
import { usePathname } from './hooks';
import {
  accountNav,
  currentNavPath,
  groupOrder,
  navSections,
  servedPath,
  visibleNav,
  type MainGroup,
} from './nav';
import { Bell } from './notifications/Bell';

const GROUP_LABELS = {
  play: 'groupPlay',
  desk: 'groupDesk',
  setup: 'groupSetup',
  admin: 'groupAdmin',
} as const satisfies Record<MainGroup, string>;

export type ChromeProps = {
  remotes: readonly RemoteEntry[];
  /** Navigates inside the portal (single-spa's navigateToUrl). */
  navigate: (url: string) => void;
};

/**
 * Where the applications' sections live (#fw-outlet, from index.html). While the chrome is mounted
 * the outlet sits in the layout's main area; when it unmounts (public pages) it goes back to the
 * page's own <main>. Moving the element keeps every mounted application as it is.
 */
function Outlet() {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const outlet = document.getElementById('fw-outlet');
    const home = document.getElementById('fw-main');
    if (!outlet || !slot.current) return;
    slot.current.appendChild(outlet);
    home?.setAttribute('hidden', '');
    return () => {
      home?.appendChild(outlet);
      home?.removeAttribute('hidden');
    };
  }, []);
  return <div ref={slot} className={styles['fw-shell-outlet']} />;
}

/**
 * The frame of every signed-in page: the club's name, the navigation the user may see, the bell, the
 * user menu. While the club requires a new password (must_change_password) it is only a header with
 * the sign-out: nothing else works until the password is changed.
 */
export function Chrome({ remotes, navigate }: ChromeProps) {
  const user = useStore(sessionStore, (s) => s.user);
  const flags = useStore(featuresStore, (s) => s.flags);
  const flagsKnown = useStore(
    featuresStore,
    (s) => s.status === 'ready' || s.status === 'defaults',
  );
  const siteName = useStore(featuresStore, (s) => s.siteName);
  const pathname = usePathname();
  const t = useT(messages);

  if (!user) return null;
  const passwordChange = user.must_change_password === true;
  // Navigation only for what the user may open: not while the password must change, not before the flags are known.
  const full = !passwordChange && flagsKnown;
  const can = (p: Permission) => sessionStore.getState().can(p);
  const isEnabled = (flag: string | null) => !flag || flags[flag] !== false;
  const visible = full ? visibleNav(remotes, can, isEnabled, t.language) : [];
  // Grouped by what the person does, in the order of their role; the account's entries are in the user menu.
  const sections = navSections(visible, groupOrder(can));
  const account = accountNav(visible);
  const currentPath = currentNavPath(
    pathname,
    sections.flatMap((s) => s.items.map((item) => item.path)),
  );
  const groupLabel = (group: MainGroup | null) => t(group ? GROUP_LABELS[group] : 'groupOther');
  // `group` is each link's heading: AppLayout shows consecutive links of a group under it.
  const navItems = sections.flatMap((section) =>
    section.items.map((item) => ({
      href: item.path,
      label: item.label,
      current: item.path === currentPath,
      group: groupLabel(section.group),
    })),
  );
  const notifications = full ? servedPath(remotes, '/notifications', isEnabled) : null;
  const profile = full ? servedPath(remotes, '/profile', isEnabled) : null;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;

  // The account's entries (My profile, Notifications); a remotes.json without them: the profile page.
  const accountItems: MenuItem[] =
    account.length > 0
      ? account.map((item) => ({ id: item.path, label: item.label, href: item.path }))
      : profile
        ? [{ id: 'profile', label: t('profile'), href: profile }]
        : [];
  const menu: MenuItem[] = [
    ...accountItems,
    {
      id: 'sign-out',
      label: t('signOut'),
      onSelect: () => {
        void sessionStore
          .getState()
          .signOut()
          .then(() => navigate('/login'));
      },
    },
  ];

  return (
    <AppLayout
      mainId="fw-app-main"
      brand={
        passwordChange ? (
          <span className={styles['fw-shell-brand']}>{siteName}</span>
        ) : (
          <a
            href="/"
            className={styles['fw-shell-brand']}
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              navigate('/');
            }}
          >
            {siteName}
          </a>
        )
      }
      header={
        <div className={styles['fw-shell-actions']}>
          {notifications && <Bell userId={user.id} allPath={notifications} navigate={navigate} />}
          <Menu
            trigger={
              <span className={styles['fw-shell-user']}>
                <Avatar name={name} size="sm" decorative />
                <span className={styles['fw-shell-user-name']}>{name}</span>
              </span>
            }
            triggerLabel={t('accountMenu', { name })}
            header={user.email}
            items={menu}
            onNavigate={(href) => navigate(href)}
          />
        </div>
      }
      navItems={navItems}
      onNavigate={(href) => navigate(href)}
    >
      <Outlet />
    </AppLayout>
  );
}
