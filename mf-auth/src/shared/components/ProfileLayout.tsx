import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { sessionStore } from '@fairway/shared-api';
import { LoadingState, PageHeader } from '@fairway/shared-ui';
import styles from './ProfileLayout.module.css';

type Section = { path: string; label: string; matches: (pathname: string) => boolean };

const SECTIONS: Section[] = [
  {
    path: '/profile',
    label: 'Personal details',
    matches: (p) => p === '/profile' || p === '/profile/' || p === '/profile/password',
  },
  {
    path: '/profile/golf',
    label: 'Golf preferences',
    matches: (p) => p.startsWith('/profile/golf'),
  },
  {
    path: '/profile/preferences',
    label: 'Preferences',
    matches: (p) => p.startsWith('/profile/preferences'),
  },
];

export type ProfileLayoutProps = { children: ReactNode };

/** The frame of the signed-in account pages: the page title, the section links and the section. */
export function ProfileLayout({ children }: ProfileLayoutProps) {
  const { pathname } = useLocation();
  const user = useStore(sessionStore, (s) => s.user);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return (
    <div className={styles['fw-auth-profile']}>
      <PageHeader
        title="My profile"
        description={user ? [name, user.email].filter(Boolean).join(' · ') : undefined}
      />
      <nav aria-label="Profile sections" className={styles['fw-auth-profile-nav']}>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.path}>
              <Link to={s.path} aria-current={s.matches(pathname) ? 'page' : undefined}>
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles['fw-auth-sections']}>
        {user ? children : <LoadingState label="Loading your account…" />}
      </div>
    </div>
  );
}

export const profileStyles = styles;
