import { useResource } from '@fairway/shared-ui';
import { fetchUsersPage } from '../api/users';
import { useUsersListStore } from '../stores/usersListStore';

/** The page of users the list store describes, loaded again whenever a filter or the page changes. */
export function useUsersList() {
  const q = useUsersListStore((s) => s.q);
  const role = useUsersListStore((s) => s.role);
  const status = useUsersListStore((s) => s.status);
  const offset = useUsersListStore((s) => s.offset);
  const limit = useUsersListStore((s) => s.limit);
  const page = useResource(
    () => fetchUsersPage({ q, role, status }, limit, offset),
    [q, role, status, offset, limit],
  );
  return { page, filter: { q, role, status }, offset, limit };
}
