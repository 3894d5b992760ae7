import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import { RENTAL_HOLDING_STATUSES, type EquipmentRentalStatus } from '@fairway/shared-api/contract';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../plugins/platform/database';
import { userEmailOf, userNameOf } from '../users';
import { equipmentRentals } from './tables';

export type RentalRow = typeof equipmentRentals.$inferSelect;
export type RentalWithPerson = RentalRow & { user_name: string | null; user_email: string | null };

const withPerson = {
  ...getTableColumns(equipmentRentals),
  user_name: userNameOf(sql`${equipmentRentals.user_id}`),
  user_email: userEmailOf(sql`${equipmentRentals.user_id}`),
};

const holding = sql.raw(RENTAL_HOLDING_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * Rentals holding a unit of the inventory row on each day of [first, last] (YYYY-MM-DD), in one
 * statement. `exceptId`: leave that rental out (one being moved).
 */
export async function bookedByDay(
  tx: Tx,
  inventoryId: number,
  first: string,
  last: string,
  exceptId: number | null = null,
): Promise<{ date: string; booked: number }[]> {
  const res = await tx.execute(sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(r.id)::int AS booked
      FROM generate_series(${first}::timestamp, ${last}::timestamp, interval '1 day') AS d(day)
      LEFT JOIN equipment_rentals r
        ON r.inventory_id = ${inventoryId}
       AND r.status IN (${holding})
       AND r.rental_start_date < (d.day + interval '1 day') AT TIME ZONE 'UTC'
       AND r.rental_end_date >= d.day AT TIME ZONE 'UTC'
       AND r.id <> ${exceptId ?? 0}
     GROUP BY d.day
     ORDER BY d.day`);
  return rowsOf<{ date: string; booked: number }>(res);
}

export async function insertRental(
  tx: Tx,
  values: typeof equipmentRentals.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(equipmentRentals)
    .values(values)
    .returning({ id: equipmentRentals.id });
  return row!.id;
}

export async function findRental(tx: Tx, id: number): Promise<RentalWithPerson | null> {
  const [row] = await tx
    .select(withPerson)
    .from(equipmentRentals)
    .where(eq(equipmentRentals.id, id));
  return row ?? null;
}

export type ListFilter = {
  status?: EquipmentRentalStatus | undefined;
  /** Rentals reaching this instant or later. */
  from?: Date | undefined;
  /** Rentals starting at this instant or earlier. */
  to?: Date | undefined;
  userId?: number | undefined;
};

function where(f: ListFilter): SQL | undefined {
  return and(
    f.status ? eq(equipmentRentals.status, f.status) : undefined,
    f.from ? gte(equipmentRentals.rental_end_date, f.from) : undefined,
    f.to ? lte(equipmentRentals.rental_start_date, f.to) : undefined,
    f.userId !== undefined ? eq(equipmentRentals.user_id, f.userId) : undefined,
  );
}

/** A page of rentals, newest first (by first day), and how many match. */
export async function listRentals(
  tx: Tx,
  filter: ListFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: RentalWithPerson[]; total: number }> {
  const rows = await tx
    .select(withPerson)
    .from(equipmentRentals)
    .where(where(filter))
    .orderBy(desc(equipmentRentals.rental_start_date), desc(equipmentRentals.id))
    .limit(page.limit)
    .offset(page.offset);
  const total =
    page.offset === 0 && rows.length < page.limit
      ? rows.length
      : ((await tx.select({ n: count() }).from(equipmentRentals).where(where(filter)))[0]?.n ?? 0);
  return { rows, total };
}

/** A member's rentals, newest first (at most `limit`). */
export function rentalsOfUser(tx: Tx, userId: number, limit: number): Promise<RentalWithPerson[]> {
  return tx
    .select(withPerson)
    .from(equipmentRentals)
    .where(eq(equipmentRentals.user_id, userId))
    .orderBy(desc(equipmentRentals.rental_start_date), desc(equipmentRentals.id))
    .limit(limit);
}

/**
 * Moves the rental to a status when it is in one of `from` (one conditional statement: two desks
 * cannot both move it). Null when it is not (or does not exist).
 */
export async function moveRental(
  tx: Tx,
  id: number,
  from: readonly EquipmentRentalStatus[],
  set: Partial<typeof equipmentRentals.$inferInsert> & Record<string, unknown>,
): Promise<number | null> {
  const [row] = await tx
    .update(equipmentRentals)
    .set(set)
    .where(and(eq(equipmentRentals.id, id), inArray(equipmentRentals.status, [...from])))
    .returning({ id: equipmentRentals.id });
  return row?.id ?? null;
}

/**
 * Adds a payment when it does not take more than can still be paid (total + damage fee − paid),
 * in one conditional statement: concurrent payments cannot together exceed it.
 */
export async function addPayment(
  tx: Tx,
  id: number,
  amount: number,
  now: Date,
): Promise<RentalRow | null> {
  const [row] = await tx
    .update(equipmentRentals)
    .set({ paid_amount: sql`${equipmentRentals.paid_amount} + ${amount}`, updated_at: now })
    .where(
      and(
        eq(equipmentRentals.id, id),
        sql`${equipmentRentals.status} <> 'cancelled'`,
        sql`${equipmentRentals.paid_amount} + ${amount} <= ${equipmentRentals.total_amount} + ${equipmentRentals.damage_fee}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Adds a refund when it does not give back more than was paid and not yet refunded. */
export async function addRefund(
  tx: Tx,
  id: number,
  amount: number,
  now: Date,
): Promise<RentalRow | null> {
  const [row] = await tx
    .update(equipmentRentals)
    .set({ refunded_amount: sql`${equipmentRentals.refunded_amount} + ${amount}`, updated_at: now })
    .where(
      and(
        eq(equipmentRentals.id, id),
        sql`${equipmentRentals.refunded_amount} + ${amount} <= ${equipmentRentals.paid_amount}`,
      ),
    )
    .returning();
  return row ?? null;
}

export type StatisticsRow = {
  total: number;
  pending: number;
  confirmed: number;
  active: number;
  overdue_status: number;
  returned: number;
  cancelled: number;
  /** bigint sums: text or number depending on the driver. */
  revenue: number | string;
  refunds: number | string;
  damage_fees: number | string;
  active_now: number;
  overdue: number;
  pickups_today: number;
  returns_today: number;
};

/** Every figure of the statistics in one aggregate statement (see rentalStatistics). */
export async function statistics(
  tx: Tx,
  range: { from: Date; to: Date },
  today: { from: Date; to: Date },
  now: Date,
): Promise<StatisticsRow> {
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const inRange = sql`rental_start_date BETWEEN ${at(range.from)} AND ${at(range.to)}`;
  const n = (cond: SQL) => sql`(count(*) FILTER (WHERE ${cond}))::int`;
  const sum = (col: string) =>
    sql`coalesce(sum(${sql.raw(col)}) FILTER (WHERE ${inRange}), 0)::bigint`;
  const res = await tx.execute(sql`
    SELECT ${n(inRange)} AS total,
           ${n(sql`${inRange} AND status = 'pending'`)} AS pending,
           ${n(sql`${inRange} AND status = 'confirmed'`)} AS confirmed,
           ${n(sql`${inRange} AND status = 'active'`)} AS active,
           ${n(sql`${inRange} AND status = 'overdue'`)} AS overdue_status,
           ${n(sql`${inRange} AND status = 'returned'`)} AS returned,
           ${n(sql`${inRange} AND status = 'cancelled'`)} AS cancelled,
           ${sum('paid_amount')} AS revenue,
           ${sum('refunded_amount')} AS refunds,
           ${sum('damage_fee')} AS damage_fees,
           ${n(sql`status IN ('active', 'overdue')`)} AS active_now,
           ${n(sql`status = 'overdue' OR (status = 'active' AND rental_end_date < ${at(now)})`)} AS overdue,
           ${n(sql`status IN ('pending', 'confirmed') AND rental_start_date BETWEEN ${at(today.from)} AND ${at(today.to)}`)} AS pickups_today,
           ${n(sql`status IN ('active', 'overdue') AND rental_end_date BETWEEN ${at(today.from)} AND ${at(today.to)}`)} AS returns_today
      FROM equipment_rentals`);
  return rowsOf<StatisticsRow>(res)[0]!;
}
