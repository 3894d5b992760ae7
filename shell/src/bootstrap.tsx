import './root/shell.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  addErrorHandler,
  navigateToUrl,
  registerApplication,
  start,
  triggerAppChange,
  type LifeCycles,
} from 'single-spa';
import { configureHttp, featuresStore, sessionStore } from '@fairway/shared-api';
import { Chrome } from './chrome/Chrome';
import { Pages } from './chrome/Pages';
import { Toasts } from './chrome/Toasts';
import { remoteApplication } from './root/applications';
import { getT, toast } from '@fairway/shared-ui';
import { messages } from './i18n/messages';
import { readEarlyStart } from './root/early';
import { loadSpa, setupFederation } from './root/federation';
import { renderNotice } from './root/panels';
import { activityFunctions, createSection, portalState } from './root/portal';
import { REMOTES_URL, SPA_MODULE, fetchRemotes, type RemoteEntry } from './root/remotes';
import { gateApplication } from './root/gate';
import { createPortalSession } from './root/session';
import { providedToRemotes } from './root/singletons';

/** Where every application's section goes; the chrome moves it into its layout while mounted. */
const main = () => document.getElementById('fw-outlet')!;

/** What the page's first script (src/early) already asked for: the session, remotes.json, a manifest. */
const early = readEarlyStart();

/** Session expiry and forced logout navigate inside the single-page app (no full reload). */
configureHttp({
  location: {
    get pathname() {
      return window.location.pathname;
    },
    get search() {
      return window.location.search;
    },
    assign: (url: string) => navigateToUrl(url),
  },
});

/** A React application of the shell itself, rendered into a fixed element or a section of #fw-main. */
function reactApplication(
  render: () => ReactNode,
  target: () => HTMLElement,
  cleanup?: (el: HTMLElement) => void,
): LifeCycles {
  let root: Root | null = null;
  let el: HTMLElement | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      el = target();
      root = createRoot(el);
      root.render(<StrictMode>{render()}</StrictMode>);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
      if (el && cleanup) cleanup(el);
      el = null;
    },
  };
}

async function loadRemotes(): Promise<RemoteEntry[]> {
  try {
    const remotes = await fetchRemotes(REMOTES_URL, early?.remotes);
    setupFederation(remotes, early?.manifests);
    return remotes;
  } catch (err) {
    console.error('remotes.json could not be read: the portal runs without its modules', err);
    // Stays above whatever else shows: without remotes.json even the sign-in page is missing.
    const t = getT(messages);
    const section = createSection(main(), 'fairway-remotes-error', t('sectionModules'));
    section.classList.add('fw-shell-pinned');
    renderNotice(section, t('modulesNotLoaded'), t('modulesNotLoadedMessage'), {
      label: t('reload'),
      onClick: () => window.location.reload(),
    });
    return [];
  }
}

/** Reads the session and remotes.json, registers the shell's applications and every remote, and starts. */
export async function startPortal(): Promise<void> {
  const remotes = await loadRemotes();
  const session = createPortalSession({
    remotes,
    location: () => window.location,
    navigate: (url) => navigateToUrl(url),
    refresh: () => triggerAppChange(),
    early: early?.session,
  });
  await session.load();

  const state = () =>
    portalState(sessionStore.getState(), featuresStore.getState().status, session.settling());
  const active = activityFunctions(remotes, state, session.redirecting);
  const navigate = (url: string) => navigateToUrl(url);

  registerApplication({
    name: 'fairway-chrome',
    app: reactApplication(
      () => <Chrome remotes={remotes} navigate={navigate} />,
      () => document.getElementById('fw-chrome')!,
    ),
    activeWhen: active.chrome,
  });
  registerApplication({
    name: 'fairway-toasts',
    app: reactApplication(
      () => <Toasts />,
      () => document.getElementById('fw-toasts')!,
    ),
    activeWhen: () => true,
  });
  registerApplication({
    name: 'fairway-pages',
    app: reactApplication(
      () => <Pages remotes={remotes} navigate={navigate} />,
      () => createSection(main(), 'fairway-pages', getT(messages)('sectionPage')),
      (el) => el.remove(),
    ),
    activeWhen: active.pages,
  });
  registerApplication({
    name: 'fairway-gate',
    app: gateApplication(main),
    activeWhen: active.gate,
  });

  // One application per remote ('./spa'), and one per smaller module a remote offers for some of
  // its routes (mf-auth's './sign-in' on /login), so those routes load only that module.
  for (const remote of remotes) {
    for (const module of [SPA_MODULE, ...remote.modules.map((m) => m.module)]) {
      registerApplication({
        name: module === SPA_MODULE ? remote.name : `${remote.name}:${module}`,
        app: remoteApplication(remote, {
          load: (r, retry) => loadSpa(r, retry, module),
          isEnabled: (flag) => featuresStore.getState().isEnabled(flag),
          watchFlags: (listener) => featuresStore.subscribe(listener),
          hostProps: { createRoot },
          container: main,
          report: (error, r) => console.error(`${r.label} (${r.name}, ${module}) failed`, error),
        }),
        activeWhen: active.remote(remote, module),
      });
    }
  }

  // An error in one of the shell's own applications is reported; single-spa keeps the others running.
  addErrorHandler((err) => {
    console.error(`${err.appOrParcelName} failed`, err);
    toast({ message: getT(messages)('partFailed'), tone: 'error' });
  });

  // Anonymous on a protected page: sign in; a new password required: its page; just signed in: the preferred start page.
  window.addEventListener('single-spa:routing-event', session.guard);
  // Signing in (mf-auth) or out, the password change done, and the session ending change what is active.
  session.watch();
  featuresStore.subscribe((s, prev) => {
    if (s.status !== prev.status || s.siteName !== prev.siteName) {
      if (s.siteName !== prev.siteName) document.title = s.siteName;
      void triggerAppChange();
    }
  });

  (window as { __FAIRWAY_SHARED__?: string[] }).__FAIRWAY_SHARED__ = Object.keys(providedToRemotes);
  document.title = featuresStore.getState().siteName;
  for (const child of [...main().children])
    if (!child.classList.contains('fw-shell-pinned')) child.remove();
  start({ urlRerouteOnly: true });
}

/** What the page shows when the portal cannot start at all. */
export function reportStartFailure(err: unknown): void {
  console.error('The portal could not start', err);
  const t = getT(messages);
  renderNotice(main(), t('portalNotStarted'), t('portalNotStartedMessage'));
}
