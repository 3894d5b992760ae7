/**
 * Idempotency-Key for the calls a client may retry without doing the work twice (booking a tee
 * time, paying an order). The key row is written in the booking's own
 * transaction: a booking and its stored answer commit together, and a failed attempt rolls its
 * key back so a retry runs again. A concurrent duplicate waits on the primary key until the
 * first commits, then reads the stored answer.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { rowsOf } from '../db/client';
import { AppError, unprocessable } from './errors';
import type { Tx } from '../plugins/platform/database';

/** Migration 0004: one row per (organization, user, key); a caller's keys are purged after a day. */
const idempotencyKeys = pgTable('idempotency_keys', {
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull(),
  key: text('key').notNull(),
  request_hash: text('request_hash').notNull(),
  status_code: integer('status_code'),
  response: jsonb('response'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * The hash a key is bound to. Name the call in it (`{ call: 'orders.pay', id, body }`): one key
 * reused for another call is then refused, not answered with the other call's result.
 */
export const requestHash = (body: unknown): string =>
  createHash('sha256').update(stableJson(body)).digest('hex');

// Reads, updates and deletes rely on the transaction's organization scope (row-level security);
// the insert names the organization, whose id leads the primary key.
const where = (s: IdempotencyScope) =>
  and(eq(idempotencyKeys.user_id, s.userId), eq(idempotencyKeys.key, s.key));

type KeyRow = { request_hash: string; status_code: number | null; response: unknown };

/** The stored answer for a key row: 422 for another body, 409 while the first is still running. */
function answerOf(row: KeyRow | undefined, hash: string): StoredAnswer {
  if (row && row.request_hash !== hash)
    throw unprocessable('Idempotency-Key was already used with a different request');
  if (!row || row.status_code === null)
    throw new AppError(409, 'conflict', 'A request with this Idempotency-Key is still in progress');
  return { status: row.status_code, body: row.response };
}

/**
 * Claims the key for this request. Answers null when the request is new (go ahead, then
 * `storeAnswer`), or the stored answer of the first request with the same key and body.
 *
 * One statement: the caller's other expired keys are purged (the primary key's prefix finds
 * them), the key is inserted, or taken over when it has expired, so keys neither pile up nor block
 * a new attempt that happens to reuse an old one; the row as it stood is read alongside. A
 * concurrent duplicate waits on the primary key until the first commits; the statement's snapshot
 * predates that commit, so it reads the stored answer with a second statement.
 */
export async function claimKey(
  tx: Tx,
  scope: IdempotencyScope,
  hash: string,
  now: Date,
): Promise<StoredAnswer | null> {
  const cutoff = new Date(now.getTime() - KEY_TTL_HOURS * 3600_000);
  const { organizationId: org, userId: user, key } = scope;
  const res = await tx.execute(sql`
    WITH purged AS (
      DELETE FROM idempotency_keys
      WHERE user_id = ${user} AND created_at < ${cutoff} AND key <> ${key}
    ), claimed AS (
      INSERT INTO idempotency_keys (organization_id, user_id, key, request_hash, created_at)
      VALUES (${org}, ${user}, ${key}, ${hash}, ${now})
      ON CONFLICT (organization_id, user_id, key) DO UPDATE SET
        request_hash = excluded.request_hash, status_code = NULL, response = NULL,
        created_at = excluded.created_at
      WHERE idempotency_keys.created_at < ${cutoff}
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM claimed)::int AS claimed,
      k.request_hash, k.status_code, k.response
    FROM (SELECT 1) AS one LEFT JOIN idempotency_keys k
      ON k.user_id = ${user} AND k.key = ${key}`);
  const row = rowsOf<KeyRow & { claimed: number }>(res)[0]!;
  if (row.claimed > 0) return null;
  if (row.request_hash !== null) return answerOf(row, hash);
  const [stored] = await tx
    .select({
      request_hash: idempotencyKeys.request_hash,
      status_code: idempotencyKeys.status_code,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(where(scope))
    .limit(1);
  return answerOf(stored, hash);
}

export async function storeAnswer(tx: Tx, scope: IdempotencyScope, answer: StoredAnswer) {
  await tx
    .update(idempotencyKeys)
    .set({ status_code: answer.status, response: answer.body })
    .where(where(scope));
}
