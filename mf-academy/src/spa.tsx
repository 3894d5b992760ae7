import { createRemoteLifecycles } from '@fairway/shared-ui';
import { App } from './app/App';
import { REMOTE } from './app/remote';

/** The remote's single-spa lifecycles (`./spa`): React with the shell's createRoot and an error boundary. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ App, name: REMOTE.name });
