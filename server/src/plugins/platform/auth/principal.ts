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

/** Loads an active user's roles and permissions; null when the user is gone, not active or not in that organization. */
export async function loadGrants(
  db: Db,
  userId: number,
  organizationId: number,
): Promise<{ roles: string[]; permissions: string[]; mustChangePassword: boolean } | null> {
  // One SECURITY DEFINER query: works inside or outside an organization-scoped transaction.
  const res = await db.execute(
    sql`SELECT * FROM fairway_user_grants(${userId}, ${organizationId})`,
  );
  const row = rowsOf<Row>(res)[0];
  if (!row || row.status !== 'active') return null;
  return {
    roles: row.roles ?? [],
    permissions: row.permissions ?? [],
    mustChangePassword: row.must_change_password,
  };
}
