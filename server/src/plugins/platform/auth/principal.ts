import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/client';

/** Who is calling: resolved once per request from the session cookie or a bearer token. */
export type Principal = {
  userId: number;
  organizationId: number;
  via: 'session' | 'token';
  sessionId: string | null;
  sessionKind: 'password' | 'invitation' | null;
  csrfSecret: string | null;
  roles: string[];
  permissions: string[];
  mustChangePassword: boolean;
};

type Row = {
  status: string;
  must_change_password: boolean;
  roles: string[] | null;
  permissions: string[] | null;
};

/** Loads an active user's roles and permissions; null when the user is gone or not active. Runs inside the org scope. */
export async function loadGrants(
  tx: Db,
  userId: number,
): Promise<{ roles: string[]; permissions: string[]; mustChangePassword: boolean } | null> {
  const res = await tx.execute(sql`
    SELECT u.status, u.must_change_password,
           array_remove(array_agg(DISTINCT r.name), NULL) AS roles,
           array_remove(array_agg(DISTINCT p.perm), NULL) AS permissions
    FROM users u
    LEFT JOIN user_roles ur ON ur.user_id = u.id
    LEFT JOIN roles r ON r.id = ur.role_id
    LEFT JOIN LATERAL unnest(r.permissions) AS p(perm) ON true
    WHERE u.id = ${userId}
    GROUP BY u.id`);
  const row = rowsOf<Row>(res)[0];
  if (!row || row.status !== 'active') return null;
  return {
    roles: row.roles ?? [],
    permissions: row.permissions ?? [],
    mustChangePassword: row.must_change_password,
  };
}
