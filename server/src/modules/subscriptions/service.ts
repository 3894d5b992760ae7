import type {
  Subscription,
  SubscriptionInput,
  SubscriptionUpdate,
} from '@fairway/shared-api/contract';
import { PG_UNIQUE_VIOLATION, conflict, notFound, pgErrorCode } from '../../lib/errors';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import * as repo from './repository';

const toSubscription = ({ organization_id: _, ...row }: repo.SubscriptionRow): Subscription => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * Runs a write and answers 409 when a club's names would repeat: the unique index decides, so two
 * requests racing for one name get the same answer.
 */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION)
      throw conflict('A subscription with this name already exists');
    throw err;
  }
}

/** A subscription of the caller's club, or 404 (another club's are invisible). */
async function subscriptionOr404(tx: Tx, id: number): Promise<repo.SubscriptionRow> {
  const row = await repo.findById(tx, id);
  if (!row) throw notFound('Subscription');
  return row;
}

export async function list(tx: Tx): Promise<Subscription[]> {
  return (await repo.list(tx)).map(toSubscription);
}

export async function get(tx: Tx, id: number): Promise<Subscription> {
  return toSubscription(await subscriptionOr404(tx, id));
}

export async function create(
  tx: Tx,
  p: Principal,
  input: SubscriptionInput,
): Promise<Subscription> {
  const row = await uniqueName(() =>
    repo.insert(tx, p.organizationId, p.userId, {
      name: input.name,
      description: input.description ?? null,
    }),
  );
  return toSubscription(row);
}

export async function update(tx: Tx, id: number, input: SubscriptionUpdate): Promise<Subscription> {
  await subscriptionOr404(tx, id);
  const row = await uniqueName(() => repo.update(tx, id, input));
  return toSubscription(row!);
}

export async function remove(tx: Tx, id: number): Promise<void> {
  if (!(await repo.remove(tx, id))) throw notFound('Subscription');
}
