import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Notice, useT } from '@fairway/shared-ui';
import { messages } from '../i18n/messages';
import { labelIn } from '../root/remotes';
import styles from './Home.module.css';
import { runLifecycle, type LoadWidget, type WidgetParcel } from './loadWidget';
import type { PlacedWidget } from './widgets';

/** How long a widget may take to load before its slot says it could not. */
export const WIDGET_TIMEOUT_MS = 20_000;

/** Parcels already bootstrapped (a module's exports are the same objects at every mount). */
const bootstrapped = new WeakSet<WidgetParcel>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

type Props = { placed: PlacedWidget; load: LoadWidget };

/**
 * One widget of the home page in its own slot: a placeholder while its module loads, then the
 * widget's parcel mounted into the slot (with the shell's createRoot, as remotes are); a widget
 * that fails to load or to mount says so in its slot with a retry, and the rest of the page goes
 * on. Mounts and unmounts run one after another, so a quick remount never overlaps.
 */
export function WidgetSlot({ placed, load }: Props) {
  const t = useT(messages);
  const host = useRef<HTMLDivElement>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const { remote, widget, key } = placed;
  const moduleName = labelIn(remote, t.language);

  useEffect(() => {
    const domElement = host.current;
    if (!domElement) return;
    let active = true;
    let mounted: { parcel: WidgetParcel; props: Record<string, unknown> } | null = null;
    setState('loading');
    queue.current = queue.current.then(async () => {
      if (!active) return;
      try {
        const parcel = await withTimeout(load(remote, widget, attempt > 0), WIDGET_TIMEOUT_MS);
        if (!active) return;
        const props = { name: key, domElement, createRoot };
        if (!bootstrapped.has(parcel)) {
          await runLifecycle(parcel.bootstrap, props);
          bootstrapped.add(parcel);
        }
        await runLifecycle(parcel.mount, props);
        mounted = { parcel, props };
        if (active) setState('ready');
      } catch (error) {
        console.error(`${remote.label} (${key}): the home widget failed`, error);
        if (active) setState('error');
      }
    });
    return () => {
      active = false;
      queue.current = queue.current.then(async () => {
        if (!mounted) return;
        await runLifecycle(mounted.parcel.unmount, mounted.props).catch((error: unknown) =>
          console.error(`${remote.label} (${key}): the home widget failed to unmount`, error),
        );
        mounted = null;
      });
    };
  }, [remote, widget, key, load, attempt]);

  return (
    <div className={styles['fw-shell-home-slot']} data-widget={key} aria-busy={state === 'loading'}>
      {state === 'loading' && (
        <p role="status" className={styles['fw-shell-home-placeholder']}>
          {t('loadingModule', { module: moduleName })}
        </p>
      )}
      {state === 'error' && (
        <Notice
          tone="warning"
          title={t('widgetNotLoaded')}
          action={
            <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('tryAgain')}
            </Button>
          }
        >
          {t('widgetNotLoadedMessage', { module: moduleName })}
        </Notice>
      )}
      <div ref={host} hidden={state === 'error'} />
    </div>
  );
}
