import * as React from 'react';
import type { ComponentType, ReactElement } from 'react';
import singleSpaReact from 'single-spa-react';
import type { Root, RootOptions } from 'react-dom/client';
import { ErrorState } from '../components/States/States';
import { followDocumentLanguage, useT } from '../i18n/display';
import { messages } from '../i18n/messages';

/** React DOM's createRoot, as the shell passes it. */
export type CreateRoot = (container: Element | DocumentFragment, options?: RootOptions) => Root;

/** What the shell passes to every remote besides single-spa's own props. */
export type RemoteHostProps = { createRoot?: CreateRoot; domElement?: HTMLElement };

/** One single-spa lifecycle function (the shell runs arrays in order). */
export type RemoteLifecycle = (
  props: RemoteHostProps & Record<string, unknown>,
) => Promise<unknown>;

/** What a remote's `./spa` module exports: `export const { bootstrap, mount, unmount } = createRemoteLifecycles(...)`. */
export type RemoteLifecycles = {
  bootstrap: RemoteLifecycle[];
  mount: RemoteLifecycle[];
  unmount: RemoteLifecycle[];
};

export type CreateRemoteLifecyclesOptions = {
  /** The remote's root component (usually a BrowserRouter with its routes). */
  App: ComponentType;
  /** What the remote shows when a render throws; default: "This page ran into a problem" with Reload. */
  AppCrashed?: ComponentType<{ error: Error }>;
  /** The remote's name (mf_courses), for the message when something other than the shell mounts it. */
  name: string;
};

/** The default crash panel: the remote's section says what happened and offers a reload. */
export function RemoteCrashed({ error }: { error: Error }) {
  const t = useT(messages);
  return (
    <ErrorState
      title={t('crashTitle')}
      message={t('crashMessage', { error: error.message || t('unknownError') })}
      onRetry={() => window.location.reload()}
      retryLabel={t('reload')}
    />
  );
}

/**
 * The single-spa lifecycles of a Fairway remote (its `./spa`): single-spa-react around `App`
 * with an error boundary (`AppCrashed`), rendered with the host's React DOM: the shell passes its
 * `createRoot` as a prop, so a remote never bundles react-dom/client and the portal runs one React
 * DOM. single-spa-react comes with this package, a shared singleton: one copy in the portal.
 *
 * ```tsx
 * // src/spa.tsx of a remote
 * import { createRemoteLifecycles } from '@fairway/shared-ui';
 * import { App } from './app/App';
 *
 * export const { bootstrap, mount, unmount } = createRemoteLifecycles({ App, name: 'mf_courses' });
 * ```
 */
export function createRemoteLifecycles({
  App,
  AppCrashed = RemoteCrashed,
  name,
}: CreateRemoteLifecyclesOptions): RemoteLifecycles {
  // Per remote: shared-ui is one module for the whole portal, so nothing here may be module state.
  let hostCreateRoot: CreateRoot | null = null;
  const reactDomClient = {
    createRoot(container: Element | DocumentFragment, options?: RootOptions): Root {
      if (!hostCreateRoot) {
        throw new Error(`${name} must be mounted by the Fairway shell, which passes createRoot`);
      }
      return hostCreateRoot(container, options);
    },
  };

  const lifecycles = singleSpaReact<RemoteHostProps>({
    React,
    ReactDOMClient: reactDomClient,
    // The remote's App takes no props: single-spa's own stay out of it.
    rootComponent: () => <App />,
    // The error boundary around the whole remote: a crash shows a panel instead of an empty page.
    errorBoundary: (error): ReactElement => <AppCrashed error={error} />,
  });

  const takeHostProps: RemoteLifecycle = async (props) => {
    if (props.createRoot) hostCreateRoot = props.createRoot;
    followDocumentLanguage();
  };
  // single-spa-react types its functions with single-spa's AppProps, which the shell always passes.
  const lifecycle = (fn: unknown) => fn as RemoteLifecycle;

  return {
    bootstrap: [takeHostProps, lifecycle(lifecycles.bootstrap)],
    mount: [takeHostProps, lifecycle(lifecycles.mount)],
    unmount: [lifecycle(lifecycles.unmount)],
  };
}
