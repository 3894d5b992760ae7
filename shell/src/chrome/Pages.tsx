import { useEffect, useRef, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import { featuresStore, sessionStore } from '@fairway/shared-api';
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
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = pathname === '/' ? siteName : `Page not found · ${siteName}`;
  }, [pathname, siteName]);

  const isEnabled = (flag: string | null) => !flag || flags[flag] !== false;
  const items = user ? visibleNav(remotes, (p) => sessionStore.getState().can(p), isEnabled) : [];
  const go = (path: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    navigate(path);
  };

  if (pathname !== '/') {
    return (
      <div className={styles['fw-shell-page']}>
        <h1 ref={heading} className={styles['fw-shell-page-title']}>
          Page not found
        </h1>
        <p>There is nothing at {pathname}. It may have moved, or the link may be mistyped.</p>
        <p>
          <a href="/" onClick={go('/')}>
            Go to the start page
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className={styles['fw-shell-page']}>
      <h1 className={styles['fw-shell-page-title']}>Welcome{user ? `, ${user.first_name}` : ''}</h1>
      <p>This is {siteName}. Pick where to go:</p>
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
        <p className={styles['fw-shell-muted']}>
          No modules are available to your account yet. Your club can give you access.
        </p>
      )}
    </div>
  );
}
