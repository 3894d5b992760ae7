/** One single-spa lifecycle function, or the array of them single-spa-react exports. */
type Lifecycle = (props: never) => Promise<unknown>;

export type RemoteLifecyclesCase = {
  /** The exposed module under test, for the test's title; default './spa'. */
  module?: string;
  /** The application name the shell registers it under ('mf_admin', 'mf_auth:./sign-in'). */
  name: string;
  /** The module's exports: `import * as spa from './spa'`. */
  lifecycles: {
    bootstrap: Lifecycle | Lifecycle[];
    mount: Lifecycle | Lifecycle[];
    unmount: Lifecycle | Lifecycle[];
  };
  /** Where the browser is when the shell mounts it. */
  url: string;
  /** Puts the stores in the state the page needs (who is signed in), before mounting. */
  arrange?: () => void;
  /** The level-1 heading the page shows once mounted, gone after unmounting. */
  heading: string | RegExp;
  /** More checks on the mounted page; it is inside `domElement`. */
  mounted?: (domElement: HTMLElement) => void;
};

/** Defines the lifecycle test of one exposed module (a describe block with one test). */
export function describeRemoteLifecycles(remote: RemoteLifecyclesCase): void;
