import { sql } from 'drizzle-orm';
import { rowsOf } from './db/rows';
import { wallClock } from './lib/clock';
import { recordMovements, type Movement } from './modules/shop';
import type { Tx } from './plugins/platform/database';

// The demo club's equipment rentals (issue 13): a first look at the rentals desk shows a day at
// work — equipment out since this morning, pickups and returns due today, tomorrow's requests,
// one rental overdue, one returned damaged and paid with its fee, one cancelled. Uses the rental
// pools seedDemoShop made (run it first). Never holds more units than a pool has; runs once (a
// club that already has rentals is left alone). Dates are whole UTC days of the club's calendar.

export type DemoRentalsInput = {
  organizationId: number;
  /** The club's time zone: "today" is its date. */
  timezone: string;
  now: Date;
  /** Who works the desk (records confirmations, pickups, payments). */
  deskUserId: number;
  /** Members who rent (at least one). */
  memberIds: readonly number[];
};

type Plan = {
  pool: number;
  member: number;
  /** Days from today. */
  from: number;
  to: number;
  status: 'pending' | 'confirmed' | 'active' | 'overdue' | 'returned' | 'cancelled';
  paid?: 'all' | 'none';
  damage?: readonly [fee: number, assessment: string];
  requests?: string;
  cancelReason?: string;
};

/** What happens over the demo's days; `pool` indexes the pools by id (Pull trolley first). */
const PLANS: readonly Plan[] = [
  { pool: 0, member: 0, from: 0, to: 0, status: 'active', paid: 'all' },
  { pool: 1, member: 1, from: 0, to: 1, status: 'active', paid: 'all' },
  { pool: 2, member: 2, from: 0, to: 0, status: 'confirmed', requests: 'Left-handed set, please' },
  { pool: 0, member: 3, from: 0, to: 0, status: 'confirmed', paid: 'all' },
  { pool: 3, member: 4, from: -1, to: 0, status: 'active', paid: 'all' },
  { pool: 1, member: 5, from: 1, to: 1, status: 'pending', requests: 'Fully charged battery' },
  { pool: 2, member: 6, from: 1, to: 2, status: 'confirmed' },
  { pool: 0, member: 7, from: 1, to: 1, status: 'pending' },
  { pool: 3, member: 0, from: 2, to: 4, status: 'pending' },
  { pool: 0, member: 1, from: -1, to: -1, status: 'overdue' },
  {
    pool: 1,
    member: 2,
    from: -1,
    to: -1,
    status: 'returned',
    paid: 'all',
    damage: [2000, 'Cracked wheel guard'],
  },
  {
    pool: 2,
    member: 3,
    from: 1,
    to: 1,
    status: 'cancelled',
    cancelReason: 'Round rained off',
  },
];

const DAY_MS = 86_400_000;
const dayFrom = (today: string, n: number) =>
  new Date(Date.parse(`${today}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);

export type DemoRentalsResult = { rentals: number; payments: number };

/** Seeds the demo club's rentals inside the caller's transaction (scoped to the club). */
export async function seedDemoRentals(tx: Tx, input: DemoRentalsInput): Promise<DemoRentalsResult> {
  const result: DemoRentalsResult = { rentals: 0, payments: 0 };
  const existing = rowsOf<{ n: number }>(
    await tx.execute(sql`SELECT count(*)::int AS n FROM equipment_rentals`),
  )[0]!.n;
  if (existing > 0 || input.memberIds.length === 0) return result;
  const pools = rowsOf<{ id: number; units: number; price: number }>(
    await tx.execute(sql`SELECT inv.id, inv.quantity AS units, it.rental_price AS price
      FROM shop_inventory inv JOIN shop_items it ON it.id = inv.item_id
      WHERE inv.purpose = 'rental' AND inv.quantity > 0 AND it.is_active
        AND it.rental_price IS NOT NULL
      ORDER BY inv.id`),
  );
  if (pools.length === 0) return result;

  const today = wallClock(input.now, input.timezone).date;
  const at = (minutesAgo: number) => new Date(input.now.getTime() - minutesAgo * 60_000);
  const desk = input.deskUserId;
  for (const plan of PLANS) {
    const pool = pools[plan.pool % pools.length]!;
    const userId = input.memberIds[plan.member % input.memberIds.length]!;
    const first = dayFrom(today, plan.from);
    const last = dayFrom(today, plan.to);
    const start = `${first}T00:00:00.000Z`;
    const end = `${last}T23:59:59.999Z`;
    const holds = !['returned', 'cancelled'].includes(plan.status);
    if (holds) {
      const [busiest] = rowsOf<{ n: number }>(
        await tx.execute(sql`SELECT count(*)::int AS n FROM equipment_rentals
          WHERE inventory_id = ${pool.id}
            AND status IN ('pending', 'confirmed', 'active', 'overdue')
            AND rental_start_date <= ${end}::timestamptz AND rental_end_date >= ${start}::timestamptz`),
      );
      if (busiest!.n >= pool.units) continue; // never more out than the pool holds
    }
    const days = plan.to - plan.from + 1;
    const total = days * pool.price;
    const fee = plan.damage?.[0] ?? 0;
    const paid = plan.paid === 'all' ? total + fee : 0;
    const confirmed = plan.status !== 'pending' && plan.status !== 'cancelled';
    const pickedUp = ['active', 'overdue', 'returned'].includes(plan.status);
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO equipment_rentals (organization_id, user_id, inventory_id,
          rental_start_date, rental_end_date, days, daily_rate, total_amount, status,
          special_requests, damage_assessment, damage_fee, paid_amount, cancel_reason, created_by,
          confirmed_by, confirmed_at, picked_up_by, picked_up_at, returned_by, returned_at,
          cancelled_by, cancelled_at, created_at, updated_at)
        VALUES (${input.organizationId}, ${userId}, ${pool.id}, ${start}::timestamptz,
          ${end}::timestamptz, ${days}, ${pool.price}, ${total}, ${plan.status},
          ${plan.requests ?? null}, ${plan.damage?.[1] ?? null}, ${fee}, ${paid},
          ${plan.cancelReason ?? null}, ${userId},
          ${confirmed ? desk : null}, ${confirmed ? at(60 * 24).toISOString() : null}::timestamptz,
          ${pickedUp ? desk : null}, ${pickedUp ? at(90).toISOString() : null}::timestamptz,
          ${plan.status === 'returned' ? desk : null},
          ${plan.status === 'returned' ? at(30).toISOString() : null}::timestamptz,
          ${plan.status === 'cancelled' ? userId : null},
          ${plan.status === 'cancelled' ? at(120).toISOString() : null}::timestamptz,
          ${at(60 * 48).toISOString()}::timestamptz, ${at(30).toISOString()}::timestamptz)
        RETURNING id`),
    );
    result.rentals++;
    const movements: Movement[] = [];
    if (fee > 0)
      movements.push({
        kind: 'damage_fee',
        amount: 0,
        rentalId: row!.id,
        inventoryId: pool.id,
        userId,
        notes: `Damage fee ${(fee / 100).toFixed(2)}: ${plan.damage![1]}`,
        createdBy: desk,
      });
    if (paid > 0) {
      movements.push({
        kind: 'rental_payment',
        amount: paid,
        rentalId: row!.id,
        inventoryId: pool.id,
        userId,
        paymentMethod: 'card',
        createdBy: desk,
      });
      result.payments++;
    }
    await recordMovements(tx, input.organizationId, movements);
  }
  return result;
}
