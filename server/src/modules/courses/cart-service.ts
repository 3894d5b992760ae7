import type {
  CartConfiguration,
  CartConfigurationInput,
  CartConfigurationUpdate,
} from '@fairway/shared-api/contract';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import * as repo from './cart-repository';
import { guarded } from './constraints';
import { toCartConfiguration } from './mappers';

const noneYet = () => new AppError(404, 'not_found', 'No cart configuration yet');
const alreadyThere = () =>
  conflict('This club already has a cart configuration; change it instead of adding another');

async function configurationOr404(tx: Tx, id: number) {
  const row = await repo.findById(tx, id);
  if (!row) throw notFound('Cart configuration');
  return row;
}

/** The club's configuration; 404 'No cart configuration yet' (the client reads null). */
export async function current(tx: Tx): Promise<CartConfiguration> {
  const row = await repo.findForClub(tx);
  if (!row) throw noneYet();
  return toCartConfiguration(row);
}

export async function get(tx: Tx, id: number): Promise<CartConfiguration> {
  return toCartConfiguration(await configurationOr404(tx, id));
}

export async function create(
  tx: Tx,
  p: Principal,
  input: CartConfigurationInput,
): Promise<CartConfiguration> {
  if (await repo.findForClub(tx)) throw alreadyThere();
  const row = await guarded(
    () =>
      repo.insert(tx, p.organizationId, {
        fleet_size: input.fleet_size,
        max_riders_per_cart: input.max_riders_per_cart ?? 2,
        price_per_round: String(input.price_per_round),
        price_per_nine: input.price_per_nine == null ? null : String(input.price_per_nine),
        path_only: input.path_only ?? false,
        min_driver_age: input.min_driver_age ?? null,
        notes: input.notes ?? null,
      }),
    { unique: alreadyThere },
  );
  return toCartConfiguration(row);
}

export async function update(
  tx: Tx,
  id: number,
  input: CartConfigurationUpdate,
): Promise<CartConfiguration> {
  await configurationOr404(tx, id);
  const { price_per_round, price_per_nine, ...rest } = input;
  const row = await repo.update(tx, id, {
    ...rest,
    ...(price_per_round !== undefined && { price_per_round: String(price_per_round) }),
    ...(price_per_nine !== undefined && {
      price_per_nine: price_per_nine === null ? null : String(price_per_nine),
    }),
  });
  return toCartConfiguration(row!);
}

export async function remove(tx: Tx, id: number): Promise<void> {
  if (!(await repo.remove(tx, id))) throw notFound('Cart configuration');
}
