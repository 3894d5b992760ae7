import type { MouseEvent } from 'react';
import { useStore } from 'zustand';
import { featuresStore, sessionStore, type Permission } from '@fairway/shared-api';
import { useFormat, useT } from '@fairway/shared-ui';
import { groupOrder, visibleNav } from '../chrome/nav';
import { messages } from '../i18n/messages';
import type { RemoteEntry } from '../root/remotes';
import { clubHour, greeting } from './greeting';
import styles from './Home.module.css';
import { loadFederatedWidget, type LoadWidget } from './loadWidget';
import { visibleWidgets } from './widgets';
import { WidgetSlot } from './WidgetSlot';

export type HomeProps = {
  remotes: readonly RemoteEntry[];
  /** How a widget's parcel is fetched (Module Federation in the portal; a stub in tests). */
  loadWidget?: LoadWidget;
  /** Unused today: links inside widgets navigate themselves. */
  navigate?: (url: string, event?: MouseEvent) => void;
};

/**
 * The start page at /: a greeting, the day, and the widgets the domains contribute ("home" in a
 * remote's package.json), each in its own slot, ordered for the person's role. It repeats nothing
 * of the navigation. Loaded on demand (React.lazy in Pages), so none of it is in the shell's
 * startup files.
 */
export function Home({ remotes, loadWidget = loadFederatedWidget }: HomeProps) {
  const user = useStore(sessionStore, (s) => s.user);
  const flags = useStore(featuresStore, (s) => s.flags);
  const siteName = useStore(featuresStore, (s) => s.siteName);
  const t = useT(messages);
  const f = useFormat();
  if (!user) return null;

  const isEnabled = (flag: string | null) => !flag || flags[flag] !== false;
  const can = (p: Permission) => sessionStore.getState().can(p);
  const widgets = visibleWidgets(remotes, can, isEnabled, groupOrder(can));
  const hasNav = visibleNav(remotes, can, isEnabled, t.language).some((n) => n.group !== 'account');
  const hello = greeting(user, clubHour(f.settings.time_zone));

  return (
    <div className={styles['fw-shell-home']}>
      <header className={styles['fw-shell-home-header']}>
        <h1 className={styles['fw-shell-home-title']}>
          {hello.name ? t(hello.key, { name: hello.name }) : t(hello.key)}
        </h1>
        <p className={styles['fw-shell-home-muted']}>
          {t('homeToday', { date: f.dateLong(f.today()), site: siteName })}
        </p>
      </header>
      {widgets.length > 0 ? (
        <div className={styles['fw-shell-home-widgets']}>
          {widgets.map((placed) => (
            <WidgetSlot key={placed.key} placed={placed} load={loadWidget} />
          ))}
        </div>
      ) : (
        <p className={styles['fw-shell-home-muted']}>
          {hasNav ? t('homeUseMenu') : t('noModules')}
        </p>
      )}
    </div>
  );
}
