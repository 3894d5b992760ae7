import { createRemoteLifecycles } from '@fairway/shared-ui';
import { REMOTE } from './app/remote';
import { SignInApp } from './app/SignInApp';

/**
 * The sign-in screen alone (`./sign-in`): the shell mounts it on /login, so a signed-out visitor's
 * first page loads neither the rest of this remote nor any other.
 */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  App: SignInApp,
  name: `${REMOTE.name}_sign_in`,
});
