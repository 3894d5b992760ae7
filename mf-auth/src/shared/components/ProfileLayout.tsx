import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { sessionStore } from '@fairway/shared-api';
import { LoadingState, PageHeader, useT } from '@fairway/shared-ui';
import { messages, type AuthTranslate } from '../../i18n/messages';
import styles from './ProfileLayout.module.css';

type Section = { path: string; label: string; matches: (pathname: string) => boolean };

const sections = (t: AuthTranslate): Section[] => [
  {
    path: '/profile',
    label: t('personalDetails'),
    matches: (p) => p === '/profile' || p === '/profile/' || p === '/profile/password',
  },
  {
    path: '/profile/golf',
    label: t('golfPreferences'),
    matches: (p) => p.startsWith('/profile/golf'),
  },
  {
    path: '/profile/preferences',
    label: t('preferencesTitle'),
    matches: (p) => p.startsWith('/profile/preferences'),
  },
];

export type ProfileLayoutProps = { children: ReactNode };

/** The frame of the signed-in account pages: the page title, the section links and the section. */
export function ProfileLayout({ children }: ProfileLayoutProps) {
  const t = useT(messages);
  const { pathname } = useLocation();
  const user = useStore(sessionStore, (s) => s.user);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return (
    <div className={styles['fw-auth-profile']}>
      <PageHeader
        title={t('myProfile')}
        description={user ? [name, user.email].filter(Boolean).join(' · ') : undefined}
      />
      <nav aria-label={t('profileSections')} className={styles['fw-auth-profile-nav']}>
        <ul>
          {sections(t).map((s) => (
            <li key={s.path}>
              <Link to={s.path} aria-current={s.matches(pathname) ? 'page' : undefined}>
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles['fw-auth-sections']}>
        {user ? children : <LoadingState label={t('loadingAccount')} />}
      </div>
    </div>
  );
}

export const profileStyles = styles;
