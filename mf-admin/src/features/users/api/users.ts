import {
  USER_LIMITS,
  type User,
  type UserListQuery,
  type UserStatus,
} from '@fairway/shared-api/users';
import { usersApi } from '../../../shared/api/clients';

/** What the list screen filters by; '' means no filter. */
export type UsersFilter = { q?: string; role?: string; status?: UserStatus | '' };

/** One page of users (GET /api/settings/users with q, role, status, limit, offset). */
export function fetchUsersPage(
  filter: UsersFilter,
  limit: number,
  offset: number,
): Promise<{ items: User[]; total: number }> {
  return usersApi().list({ ...compact(filter), limit, offset });
}

/** Every user matching the filter, page after page of the largest size the API allows (for the CSV export). */
export async function fetchAllUsers(filter: UsersFilter): Promise<User[]> {
  const limit = USER_LIMITS.bulkRows;
  const all: User[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await usersApi().list({ ...compact(filter), limit, offset });
    all.push(...page.items);
    if (page.items.length < limit || all.length >= page.total) return all;
  }
}

/** Empty filters are left out of the URL. */
function compact(filter: UsersFilter): Pick<UserListQuery, 'q' | 'role' | 'status'> {
  const out: Pick<UserListQuery, 'q' | 'role' | 'status'> = {};
  if (filter.q?.trim()) out.q = filter.q.trim();
  if (filter.role) out.role = filter.role;
  if (filter.status) out.status = filter.status;
  return out;
}
