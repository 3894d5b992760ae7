import type { CurrentUser } from '@fairway/shared-api';
import type { Role, RoleWithUsage } from '@fairway/shared-api/roles';
import type { User } from '@fairway/shared-api/users';
import { DEFAULT_ROLE_PERMISSIONS, SYSTEM_ROLES } from '@fairway/shared-api';

let nextId = 100;

export function makeUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId++;
  return {
    id,
    organization_id: 1,
    email: `user${id}@example.org`,
    first_name: 'Test',
    last_name: `User ${id}`,
    phone: null,
    status: 'active',
    suspended_reason: null,
    email_verified: true,
    must_change_password: false,
    tenant_id: null,
    roles: ['member'],
    last_login_at: '2026-03-01T09:30:00.000Z',
    last_active_at: '2026-03-02T10:00:00.000Z',
    created_at: '2025-01-10T08:00:00.000Z',
    updated_at: '2026-03-01T09:30:00.000Z',
    ...overrides,
  };
}

/** The signed-in user of a test, with the permissions it needs. */
export function sessionUser(
  permissions: string[],
  overrides: Partial<CurrentUser> = {},
): CurrentUser {
  return {
    id: 1,
    organization_id: 1,
    email: 'admin@example.org',
    first_name: 'Alex',
    last_name: 'Admin',
    status: 'active',
    email_verified: true,
    must_change_password: false,
    tenant_id: null,
    roles: ['admin'],
    permissions,
    session_kind: 'password',
    ...overrides,
  };
}

/** The seeded roles, as GET /api/settings/users/roles answers them. */
export const ROLES: RoleWithUsage[] = SYSTEM_ROLES.map((name, i) => ({
  id: i + 1,
  name,
  description: `Built-in ${name.replace('_', ' ')} role`,
  permissions: DEFAULT_ROLE_PERMISSIONS[name],
  is_system: true,
  created_at: '2025-01-01T00:00:00.000Z',
  user_count: name === 'admin' ? 1 : name === 'member' ? 40 : 2,
}));

export const role = (name: string): Role => {
  const { user_count: _, ...r } = ROLES.find((x) => x.name === name)!;
  return r;
};
