/** What the basket, the orders and the receipt share. */
import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { Tx } from '../../../plugins/platform/database';
import { userExists } from '../../users';
import type { ShopCaller } from '../context';

/** Runs one statement and answers its rows. */
export async function query<T>(tx: Tx, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await tx.execute(statement));
}

/** A count or sum as the driver answers it (bigint, numeric text or number) as a number. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** A timestamp as the driver answers it (Date or text) as ISO 8601. */
export const iso = (v: unknown): string => new Date(v as string | Date).toISOString();
export const isoOrNull = (v: unknown): string | null =>
  v === null || v === undefined ? null : iso(v);

export { formatAmount } from '../../../lib/money';

/**
 * The customer a call is about: the caller, or (staff) the member named. A member naming someone
 * else is answered 404 like an id that does not exist; staff need shop:write to act for a member
 * (`write`) and shop:read to read (`!write`).
 */
export async function customerOf(
  tx: Tx,
  c: ShopCaller,
  userId: number | undefined,
  what: string,
  write: boolean,
): Promise<number> {
  if (userId === undefined || userId === c.userId) return c.userId;
  if (!(write ? c.canWrite : c.isStaff)) throw notFound(what);
  if (!(await userExists(tx, userId))) throw notFound('User');
  return userId;
}
