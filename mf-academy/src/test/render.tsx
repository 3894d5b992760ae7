import { signInAs } from '@fairway/shared-ui/testing';
import { sessionUser } from './fixtures';

export { renderAt, resetStores } from '@fairway/shared-ui/testing';

/** Signs this remote's test user in with these permissions. */
export function signInWith(permissions: string[], id = 1) {
  signInAs(sessionUser(permissions, { id }));
}
