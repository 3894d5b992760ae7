import { Suspense, lazy, type MouseEvent } from 'react';
import { useDocumentTitle, useT } from '@fairway/shared-ui';
import type { LoadWidget } from '../home/loadWidget';
import { messages } from '../i18n/messages';
import type { RemoteEntry } from '../root/remotes';
import styles from './Chrome.module.css';
import { usePathname } from './hooks';

/** The home page and its widgets' loading: fetched when / is first shown, never at startup. */
const Home = lazy(() => import('../home/Home').then((m) => ({ default: m.Home })));

type Props = {
  remotes: readonly RemoteEntry[];
  navigate: (url: string) => void;
  /** How the home page fetches a widget (tests); Module Federation by default. */
  loadWidget?: LoadWidget;
};

/** The shell's own pages: the home page at / and 'Page not found' for paths no remote serves. */
export function Pages({ remotes, navigate, loadWidget }: Props) {
  const pathname = usePathname();
  const t = useT(messages);
  // The start page is titled with the club's name alone.
  useDocumentTitle(pathname === '/' ? '' : t('pageNotFound'));
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
    <Suspense
      fallback={
        <p role="status" className={styles['fw-shell-muted']}>
          {t('loadingHome')}
        </p>
      }
    >
      <Home remotes={remotes} loadWidget={loadWidget} />
    </Suspense>
  );
}
