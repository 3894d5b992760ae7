/**
 * Idempotency-Key for POST /tee-time-bookings/book. The key row is written in the booking's own
 * transaction: a booking and its stored answer commit together, and a failed attempt rolls its
 * key back so a retry runs again. A concurrent duplicate waits on the primary key until the
 * first commits, then reads the stored answer.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { AppError, unprocessable } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import { idempotencyKeys } from './tables';

export type IdempotencyScope = { organizationId: number; userId: number; key: string };

export type StoredAnswer = { status: number; body: unknown };

/** How long a key is remembered: retries come within seconds; a day leaves a wide margin. */
export const KEY_TTL_HOURS = 24;

/** JSON with sorted object keys, so the same request always hashes the same. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (body: unknown): string =>
  createHash('sha256').update(stableJson(body)).digest('hex');

const where = (s: IdempotencyScope) =>
  and(
    eq(idempotencyKeys.organization_id, s.organizationId),
    eq(idempotencyKeys.user_id, s.userId),
    eq(idempotencyKeys.key, s.key),
  );

/**
 * Claims the key for this request. Answers null when the request is new (go ahead, then
 * `storeAnswer`), or the stored answer of the first request with the same key and body.
 */
export async function claimKey(
  tx: Tx,
  scope: IdempotencyScope,
  hash: string,
  now: Date,
): Promise<StoredAnswer | null> {
  // The caller's expired keys go first (the primary key's prefix finds them), so keys neither
  // pile up nor block a new attempt that happens to reuse an old key.
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.organization_id, scope.organizationId),
        eq(idempotencyKeys.user_id, scope.userId),
        lt(idempotencyKeys.created_at, new Date(now.getTime() - KEY_TTL_HOURS * 3600_000)),
      ),
    );
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      organization_id: scope.organizationId,
      user_id: scope.userId,
      key: scope.key,
      request_hash: hash,
      created_at: now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [row] = await tx
    .select({
      request_hash: idempotencyKeys.request_hash,
      status_code: idempotencyKeys.status_code,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(where(scope))
    .limit(1);
  if (row && row.request_hash !== hash)
    throw unprocessable('Idempotency-Key was already used with a different request');
  if (!row || row.status_code === null)
    throw new AppError(409, 'conflict', 'A request with this Idempotency-Key is still in progress');
  return { status: row.status_code, body: row.response };
}

export async function storeAnswer(tx: Tx, scope: IdempotencyScope, answer: StoredAnswer) {
  await tx
    .update(idempotencyKeys)
    .set({ status_code: answer.status, response: answer.body })
    .where(where(scope));
}
