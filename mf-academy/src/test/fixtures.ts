import type { CurrentUser } from '@fairway/shared-api';

/** The signed-in user of a test, with the permissions it needs. */
export function sessionUser(
  permissions: string[],
  overrides: Partial<CurrentUser> = {},
): CurrentUser {
  return {
    id: 1,
    organization_id: 1,
    email: 'staff@example.org',
    first_name: 'Sam',
    last_name: 'Staff',
    status: 'active',
    email_verified: true,
    must_change_password: false,
    tenant_id: null,
    roles: ['staff'],
    permissions,
    session_kind: 'password',
    ...overrides,
  };
}
