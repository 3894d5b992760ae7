import type { AppProps, LifeCycles } from 'single-spa';
import { getFormat, getT } from '@fairway/shared-ui';
import { messages } from '../i18n/messages';
import { labelIn, type RemoteEntry } from './remotes';
import { incompatibility } from './compatibility';
import { renderFallback, renderIncompatible, renderLoading, renderNotice } from './panels';

type LifecycleFn = (props: AppProps & Record<string, unknown>) => Promise<unknown>;
type Lifecycle = LifecycleFn | LifecycleFn[];

/** What a remote's './spa' module exports (directly or as default): single-spa lifecycles. */
export type SpaModule = {
  bootstrap?: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
  update?: Lifecycle;
};

export type RemoteApplicationDeps = {
  /** Fetches the remote's './spa' module; `retry` is true after a failure (re-register the remote first). */
  load(remote: RemoteEntry, retry: boolean): Promise<unknown>;
  /** Whether the remote's feature flag is on, asked at every mount and whenever the flags change. */
  isEnabled(flag: string | null): boolean;
  /** Calls the listener when the club's flags may have changed (featuresStore); returns the unsubscribe. */
  watchFlags(listener: () => void): () => void;
  /** The props every remote gets besides single-spa's own (createRoot from the shell's React DOM). */
  hostProps: Record<string, unknown>;
  /** Where the remotes' sections go (#fw-main). */
  container(): HTMLElement;
  /** Logged and counted; never rethrown: one remote must not break the others. */
  report(error: unknown, remote: RemoteEntry): void;
  /** Milliseconds before a remote that does not load counts as failed (default 20 s). */
  loadTimeoutMs?: number;
};

function asSpaModule(mod: unknown): SpaModule {
  const candidates = [mod, (mod as { default?: unknown } | null)?.default];
  for (const c of candidates) {
    const m = c as Partial<SpaModule> | null | undefined;
    const ok = (l: unknown) =>
      typeof l === 'function' || (Array.isArray(l) && l.every((f) => typeof f === 'function'));
    if (m && ok(m.mount) && ok(m.unmount)) return m as SpaModule;
  }
  throw new Error("The module's './spa' does not export single-spa lifecycles (mount and unmount)");
}

async function run(
  lifecycle: Lifecycle | undefined,
  props: AppProps & Record<string, unknown>,
): Promise<void> {
  if (!lifecycle) return;
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const seconds = Math.round(ms / 1000);
      reject(new Error(getT(messages)('moduleTimedOut', { module: what, seconds })));
    }, ms);
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

/** The message of the notice a disabled module (`label`: its name in the active language) shows on its routes. */
export function disabledMessage(label: string): string {
  return getT(messages)('moduleOffMessage', { module: label });
}

/** The remote's name in the active language, when a panel is drawn. */
const nameOf = (remote: RemoteEntry) => labelIn(remote, getFormat().language);

/**
 * The single-spa application the shell registers for one remote. It never fails towards single-spa:
 * loading happens inside mount, and a remote that fails to load or throws while mounting leaves a
 * fallback panel with a retry button in its own section; a disabled module shows a notice and is
 * never downloaded. While mounted it follows its flag: turned off, the open module is unmounted
 * and the notice shown; turned back on, the module starts again (no navigation needed).
 */
export function remoteApplication(remote: RemoteEntry, deps: RemoteApplicationDeps): LifeCycles {
  let spa: SpaModule | null = null;
  let bootstrapped = false;
  let section: HTMLElement | null = null;
  let mode: 'idle' | 'remote' | 'panel' = 'idle';
  let remoteProps: (AppProps & Record<string, unknown>) | null = null;
  /** Whether the flag was on when the section was last shown. */
  let enabled = false;
  let unwatch: (() => void) | null = null;
  /** Bumped by stop, so a slow attempt that finishes afterwards undoes itself. */
  let generation = 0;

  async function attempt(props: AppProps, retry: boolean): Promise<void> {
    const gen = generation;
    const target = section!;
    renderLoading(target, getT(messages)('loadingModule', { module: nameOf(remote) }));
    try {
      if (!spa)
        spa = asSpaModule(
          await withTimeout(deps.load(remote, retry), deps.loadTimeoutMs ?? 20_000, nameOf(remote)),
        );
      if (gen !== generation) return;
      const root = document.createElement('div');
      root.className = 'fw-shell-app-root';
      target.replaceChildren(root);
      remoteProps = { ...props, ...deps.hostProps, domElement: root };
      if (!bootstrapped) {
        await run(spa.bootstrap, remoteProps);
        bootstrapped = true;
      }
      await run(spa.mount, remoteProps);
      if (gen !== generation) {
        await run(spa.unmount, remoteProps).catch((e: unknown) => deps.report(e, remote));
        return;
      }
      mode = 'remote';
    } catch (error) {
      deps.report(error, remote);
      if (gen !== generation) return;
      mode = 'panel';
      // Built for other shared versions: a retry would fail the same way, so no retry button.
      const refusal = incompatibility(error);
      if (refusal) {
        renderIncompatible(target, { label: nameOf(remote), name: remote.name }, refusal);
        return;
      }
      renderFallback(target, nameOf(remote), error, () => {
        target.focus();
        void attempt(props, true);
      });
    }
  }

  /** The module, or the notice that it is turned off. */
  function show(props: AppProps): void {
    enabled = deps.isEnabled(remote.flag);
    if (enabled) {
      // Not awaited: single-spa moves on (other apps mount) while this remote loads behind its own spinner.
      void attempt(props, false);
      return;
    }
    mode = 'panel';
    const name = nameOf(remote);
    renderNotice(section!, getT(messages)('moduleOff', { module: name }), disabledMessage(name));
  }

  /** Unmounts the remote if it is mounted; returns the generation this stop started. */
  async function stop(): Promise<number> {
    const gen = ++generation;
    const mounted = mode === 'remote' ? remoteProps : null;
    mode = 'idle';
    remoteProps = null;
    if (spa && mounted) {
      try {
        await run(spa.unmount, mounted);
      } catch (error) {
        deps.report(error, remote);
      }
    }
    return gen;
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props: AppProps) => {
      section = document.createElement('section');
      section.className = 'fw-shell-app';
      section.dataset.app = remote.name;
      section.tabIndex = -1;
      section.setAttribute('aria-label', nameOf(remote));
      deps.container().appendChild(section);
      show(props);
      unwatch = deps.watchFlags(() => {
        if (deps.isEnabled(remote.flag) === enabled) return;
        // Only the last of several quick changes shows anything.
        void stop().then((gen) => {
          if (gen === generation) show(props);
        });
      });
    },
    unmount: async () => {
      unwatch?.();
      unwatch = null;
      await stop();
      section?.remove();
      section = null;
    },
  };
}
