import type { MouseEvent } from 'react';
import { useStore } from 'zustand';
import { featuresStore, sessionStore, type Permission } from '@fairway/shared-api';
import { useDocumentTitle, useT } from '@fairway/shared-ui';
import { messages } from '../i18n/messages';
import type { RemoteEntry } from '../root/remotes';
import styles from './Chrome.module.css';
import { usePathname } from './hooks';
import { visibleNav } from './nav';

type Props = { remotes: readonly RemoteEntry[]; navigate: (url: string) => void };

/** The shell's own pages: the start page at / and 'Page not found' for paths no remote serves. */
export function Pages({ remotes, navigate }: Props) {
  const pathname = usePathname();
  const user = useStore(sessionStore, (s) => s.user);
  const flags = useStore(featuresStore, (s) => s.flags);
  const siteName = useStore(featuresStore, (s) => s.siteName);
  const t = useT(messages);
  // The start page is titled with the club's name alone.
  useDocumentTitle(pathname === '/' ? '' : t('pageNotFound'));

  const isEnabled = (flag: string | null) => !flag || flags[flag] !== false;
  const can = (p: Permission) => sessionStore.getState().can(p);
  const items = user ? visibleNav(remotes, can, isEnabled, t.language) : [];
  const go = (path: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    navigate(path);
  };

  if (pathname !== '/') {
    return (
      <div className={styles['fw-shell-page']}>
        <h1 className={styles['fw-shell-page-title']}>{t('pageNotFound')}</h1>
        <p>{t('nothingAt', { path: pathname })}</p>
        <p>
          <a href="/" onClick={go('/')}>
            {t('goToStart')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className={styles['fw-shell-page']}>
      <h1 className={styles['fw-shell-page-title']}>
        {user?.first_name ? t('welcomeNamed', { name: user.first_name }) : t('welcome')}
      </h1>
      <p>{t('pickWhereToGo', { site: siteName })}</p>
      {items.length > 0 ? (
        <ul className={styles['fw-shell-tiles']}>
          {items.map((item) => (
            <li key={item.path}>
              <a href={item.path} className={styles['fw-shell-tile']} onClick={go(item.path)}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles['fw-shell-muted']}>{t('noModules')}</p>
      )}
    </div>
  );
}
