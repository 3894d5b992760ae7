import { useCallback, useState } from 'react';
import type { User } from '@fairway/shared-api/users';
import { useResource } from '@fairway/shared-ui';
import { rolesApi, usersApi } from '../../../shared/api/clients';

/** How many sign-ins and activity entries the detail page shows. */
export const RECENT_LIMIT = 20;

/**
 * Everything the user detail page reads. `changed(user)` takes the server's answer to an action
 * and refreshes what depends on it (stats, activity, roles).
 */
export function useUserDetail(id: number) {
  const [version, setVersion] = useState(0);
  const user = useResource(() => usersApi().get(id), [id]);
  const stats = useResource(() => usersApi().stats(id), [id, version]);
  const logins = useResource(() => usersApi().loginHistory(id, RECENT_LIMIT), [id, version]);
  const activity = useResource(() => usersApi().activity(id, RECENT_LIMIT), [id, version]);
  const roles = useResource(() => rolesApi().ofUser(id), [id, version]);
  const { setData } = user;

  const changed = useCallback(
    (next?: User) => {
      if (next) setData(next);
      setVersion((v) => v + 1);
    },
    [setData],
  );

  return { user, stats, logins, activity, roles, changed };
}
