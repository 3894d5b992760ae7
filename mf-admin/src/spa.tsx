import * as React from 'react';
import singleSpaReact from 'single-spa-react';
import type { Root, RootOptions } from 'react-dom/client';
import { App } from './app/App';
import { AppCrashed } from './app/AppCrashed';

type CreateRoot = (container: Element | DocumentFragment, options?: RootOptions) => Root;

/** What the shell passes to every remote besides single-spa's own props. */
export type HostProps = { createRoot?: CreateRoot; domElement?: HTMLElement };

/**
 * React DOM's renderer comes from the shell (its createRoot, passed as a prop): a remote never
 * bundles react-dom/client, so the portal runs one React DOM (see tooling/src/shared.js).
 */
let hostCreateRoot: CreateRoot | null = null;
const reactDomClient = {
  createRoot(container: Element | DocumentFragment, options?: RootOptions): Root {
    if (!hostCreateRoot)
      throw new Error('mf-admin must be mounted by the Fairway shell, which passes createRoot');
    return hostCreateRoot(container, options);
  },
};

const lifecycles = singleSpaReact<HostProps>({
  React,
  ReactDOMClient: reactDomClient,
  rootComponent: App,
  // The error boundary around the whole remote: a crash shows a panel instead of an empty page.
  errorBoundary: (error) => <AppCrashed error={error} />,
});

async function takeHostProps(props: HostProps): Promise<void> {
  if (props.createRoot) hostCreateRoot = props.createRoot;
}

export const bootstrap = [takeHostProps, lifecycles.bootstrap];
export const mount = [takeHostProps, lifecycles.mount];
export const unmount = [lifecycles.unmount];
