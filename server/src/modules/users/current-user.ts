import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@fairway/shared-api/contract';
import { notFound } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import type { Principal } from '../../plugins/platform/auth/principal';
import { users } from './tables';

/** The signed-in user as /api/user/current answers it; roles and permissions come from the caller's grants. */
export async function currentUserOf(
  tx: Tx,
  p: Pick<Principal, 'userId' | 'roles' | 'permissions' | 'sessionKind'>,
): Promise<CurrentUser> {
  const [u] = await tx.select().from(users).where(eq(users.id, p.userId)).limit(1);
  if (!u) throw notFound('User');
  return {
    id: u.id,
    organization_id: u.organization_id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    status: u.status,
    email_verified: u.email_verified,
    must_change_password: u.must_change_password,
    tenant_id: u.tenant_id,
    roles: p.roles,
    permissions: p.permissions,
    session_kind: p.sessionKind,
  };
}
