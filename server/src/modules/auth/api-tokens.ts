import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiToken, ApiTokenCreate, ApiTokenCreated } from '@fairway/shared-api/contract';
import { forbidden, notFound } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/tokens';
import type { Tx } from '../../plugins/platform/database';
import type { Principal } from '../../plugins/platform/auth/principal';
import { apiTokens } from '../../plugins/platform/auth/tables';

/*
 * Bearer API tokens for integrations: `Authorization: Bearer fw_...`, no CSRF header needed.
 * A token acts as the user who created it, with that user's current permissions; only its
 * SHA-256 is stored. Tokens are managed from a signed-in session, never by another token.
 */

type Row = typeof apiTokens.$inferSelect;

const toApiToken = (r: Row): ApiToken => ({
  id: r.id,
  user_id: r.user_id,
  name: r.name,
  prefix: r.token_prefix,
  created_at: r.created_at.toISOString(),
  last_used_at: r.last_used_at?.toISOString() ?? null,
  expires_at: r.expires_at?.toISOString() ?? null,
  revoked_at: r.revoked_at?.toISOString() ?? null,
});

function assertSession(p: Principal): void {
  if (p.via !== 'session')
    throw forbidden('API tokens can only be managed by a signed-in person, not with an API token');
}

export async function listApiTokens(tx: Tx, p: Principal): Promise<ApiToken[]> {
  assertSession(p);
  const rows = await tx.select().from(apiTokens).orderBy(desc(apiTokens.id));
  return rows.map(toApiToken);
}

export async function createApiToken(
  tx: Tx,
  p: Principal,
  input: ApiTokenCreate,
  now: Date,
): Promise<ApiTokenCreated> {
  assertSession(p);
  const token = `fw_${randomToken()}`;
  const [row] = await tx
    .insert(apiTokens)
    .values({
      organization_id: p.organizationId,
      user_id: p.userId,
      name: input.name,
      token_hash: sha256(token),
      token_prefix: token.slice(0, 10),
      expires_at: input.expires_in_days
        ? new Date(now.getTime() + input.expires_in_days * 86400_000)
        : null,
    })
    .returning();
  return { ...toApiToken(row!), token };
}

/** Revoking is immediate: the next call with the token is 401. Revoking twice is harmless. */
export async function revokeApiToken(tx: Tx, p: Principal, id: number, now: Date): Promise<void> {
  assertSession(p);
  const [row] = await tx
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(eq(apiTokens.id, id))
    .limit(1);
  if (!row) throw notFound('API token');
  await tx
    .update(apiTokens)
    .set({ revoked_at: now })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revoked_at)));
}
