import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_RENTAL_CANCEL_REASON,
  MAX_RENTAL_DAYS,
  type EquipmentRental,
  type EquipmentRentalDetails,
  type EquipmentRentalStatus,
  type RentalAvailability,
  type RentalPool,
  type RentalStatistics,
  equipmentRentalCreate,
  equipmentRentalListQuery,
  equipmentRentalPayment,
  equipmentRentalRefund,
  equipmentRentalReturn,
  rentalStatisticsQuery,
} from '@fairway/shared-api/contract';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import {
  recordMovements,
  rentalPools as poolsOfShop,
  rentalStock,
  rentalStocks,
  type RentalStock,
} from '../shop';
import { userExists } from '../users';
import type { RentalCaller } from './context';
import { addDays, dayRange, daysFrom, endOfDay, money, startOfDay } from './dates';
import * as repo from './repository';
import { equipmentRentals } from './tables';

/** The highest total of one rental (minor units): 10 000 000.00. */
const MAX_TOTAL = 1_000_000_000;
/** New rentals start at most this many days ahead. */
const MAX_DAYS_AHEAD = 2 * 366;
/** GET /user/{id}: at most this many rentals, newest first. */
const USER_RENTALS_LIMIT = 200;

const RENTAL = 'Rental';

// ---------------------------------------------------------------------------------------------
// Answers

/** What can still be paid; nothing for a cancelled rental. */
const amountDue = (r: repo.RentalRow): number =>
  r.status === 'cancelled' ? 0 : Math.max(0, r.total_amount + r.damage_fee - r.paid_amount);

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toRental(r: repo.RentalRow): EquipmentRental {
  return {
    id: r.id,
    user_id: r.user_id,
    inventory_id: r.inventory_id,
    rental_start_date: r.rental_start_date.toISOString(),
    rental_end_date: r.rental_end_date.toISOString(),
    days: r.days,
    daily_rate: r.daily_rate,
    total_amount: r.total_amount,
    status: r.status,
    special_requests: r.special_requests,
    notes: r.notes,
    damage_assessment: r.damage_assessment,
    damage_fee: r.damage_fee,
    paid_amount: r.paid_amount,
    refunded_amount: r.refunded_amount,
    amount_due: amountDue(r),
    cancel_reason: r.cancel_reason,
    created_by: r.created_by,
    confirmed_by: r.confirmed_by,
    confirmed_at: iso(r.confirmed_at),
    picked_up_by: r.picked_up_by,
    picked_up_at: iso(r.picked_up_at),
    returned_by: r.returned_by,
    returned_at: iso(r.returned_at),
    cancelled_by: r.cancelled_by,
    cancelled_at: iso(r.cancelled_at),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** The rented things of `rows`, in one read. */
async function stocksOf(tx: Tx, rows: readonly repo.RentalRow[]) {
  const found = await rentalStocks(tx, [...new Set(rows.map((r) => r.inventory_id))]);
  return new Map<number, RentalStock | null>(found.map((s) => [s.inventoryId, s]));
}

/** What a member can rent: the pools of active items with a price per day and a unit. */
export async function rentalPools(tx: Tx): Promise<RentalPool[]> {
  return (await poolsOfShop(tx)).map((s) => ({
    inventory_id: s.inventoryId,
    item_id: s.itemId,
    item_name: s.itemName,
    brand_name: s.brandName,
    image_file_id: s.imageFileId,
    rental_price: s.rentalPrice ?? 0,
    units: s.units,
  }));
}

async function withDetails(
  tx: Tx,
  rows: readonly repo.RentalWithPerson[],
): Promise<EquipmentRentalDetails[]> {
  const stocks = await stocksOf(tx, rows);
  return rows.map((r) => {
    const s = stocks.get(r.inventory_id) ?? null;
    return {
      ...toRental(r),
      item_id: s?.itemId ?? 0,
      item_name: s?.itemName ?? `Item #${r.inventory_id}`,
      brand_name: s?.brandName ?? null,
      image_file_id: s?.imageFileId ?? null,
      user_name: r.user_name,
      user_email: r.user_email,
    };
  });
}

/** One rental with its details; 404 when missing or (a member) not their own. */
async function readOne(tx: Tx, c: RentalCaller, id: number): Promise<EquipmentRentalDetails> {
  const row = await repo.findRental(tx, id);
  if (!row || (!c.canRead && row.user_id !== c.userId)) throw notFound(RENTAL);
  return (await withDetails(tx, [row]))[0]!;
}

// ---------------------------------------------------------------------------------------------
// Reads

export async function getRental(tx: Tx, c: RentalCaller, id: number) {
  return readOne(tx, c, id);
}

export async function listRentals(
  tx: Tx,
  query: z.output<typeof equipmentRentalListQuery>,
): Promise<{ rows: (EquipmentRental | EquipmentRentalDetails)[]; total: number }> {
  if (query.from && query.to && query.from > query.to)
    throw badRequest('from must be on or before to');
  const { rows, total } = await repo.listRentals(
    tx,
    {
      status: query.status,
      from: query.from ? startOfDay(query.from) : undefined,
      to: query.to ? endOfDay(query.to) : undefined,
      userId: query.user_id,
    },
    { limit: query.limit, offset: query.offset },
  );
  return { rows: query.details ? await withDetails(tx, rows) : rows.map(toRental), total };
}

export async function rentalsOfUser(
  tx: Tx,
  c: RentalCaller,
  userId: number,
  details: boolean,
): Promise<(EquipmentRental | EquipmentRentalDetails)[]> {
  // A member asking for someone else's rentals learns nothing, not even that the member exists.
  if (userId !== c.userId && !c.canRead) throw notFound('User');
  const rows = await repo.rentalsOfUser(tx, userId, USER_RENTALS_LIMIT);
  return details ? withDetails(tx, rows) : rows.map(toRental);
}

// ---------------------------------------------------------------------------------------------
// Availability: one piece of logic decides a new rental and answers the availability call.

type Days = { first: string; last: string; days: number };

function checkRange(
  first: string,
  last: string,
  what: [string, string],
  tooLong = `A rental covers at most ${MAX_RENTAL_DAYS} days`,
): Days {
  if (last < first) throw badRequest(`${what[1]} must be on or after ${what[0]}`);
  const days = daysFrom(first, last) + 1;
  if (days > MAX_RENTAL_DAYS) throw badRequest(tooLong);
  return { first, last, days };
}

/** Why the stock cannot be rented at all (inactive, not offered for rent), or null. */
function notOffered(stock: RentalStock): string | null {
  if (!stock.isActive) return `${stock.itemName} is no longer offered`;
  if (stock.rentalPrice === null) return `${stock.itemName} is not offered for rent`;
  return null;
}

/** Units booked each day of the range, and whether one more rental of it all fits. */
async function unitsFree(tx: Tx, stock: RentalStock, range: Days, exceptId: number | null = null) {
  const booked = await repo.bookedByDay(tx, stock.inventoryId, range.first, range.last, exceptId);
  const days = booked.map((d) => ({
    date: d.date,
    booked: d.booked,
    available: Math.max(0, stock.units - d.booked),
  }));
  return { days, fits: days.every((d) => d.available > 0) };
}

export async function availability(
  tx: Tx,
  inventoryId: number,
  startDate: string,
  endDate: string,
): Promise<RentalAvailability> {
  const range = checkRange(
    startDate,
    endDate,
    ['start_date', 'end_date'],
    `The range covers at most ${MAX_RENTAL_DAYS} days`,
  );
  const stock = await rentalStock(tx, inventoryId);
  if (!stock) throw notFound('Rental equipment');
  const { days, fits } = await unitsFree(tx, stock, range);
  return {
    inventory_id: stock.inventoryId,
    item_name: stock.itemName,
    quantity: stock.units,
    daily_rate: stock.rentalPrice,
    available: fits && notOffered(stock) === null,
    days,
  };
}

// ---------------------------------------------------------------------------------------------
// Create

export async function createRental(
  tx: Tx,
  c: RentalCaller,
  body: z.output<typeof equipmentRentalCreate>,
): Promise<EquipmentRentalDetails> {
  const userId = body.user_id ?? c.userId;
  if (userId !== c.userId) {
    if (!c.canWrite) throw forbidden('You can rent equipment only for yourself');
    if (!(await userExists(tx, userId))) throw notFound('User');
  }
  if (body.daily_rate !== 0 && !c.canWrite)
    throw forbidden('Only the desk can set a daily rate; send 0 for the price of the item');

  const range = checkRange(body.rental_start_date, body.rental_end_date, [
    'rental_start_date',
    'rental_end_date',
  ]);
  if (range.first < addDays(c.today, -1)) throw badRequest('A rental cannot start in the past');
  if (daysFrom(c.today, range.first) > MAX_DAYS_AHEAD)
    throw badRequest('A rental can start at most 2 years ahead');

  // Locked until the transaction ends: rentals of this stock are decided one after another.
  const stock = await rentalStock(tx, body.inventory_id, { lock: true });
  if (!stock) throw badRequest(`inventory_id ${body.inventory_id} is not equipment for rent`);
  const refusal = notOffered(stock);
  if (refusal) throw conflict(refusal);
  const { fits } = await unitsFree(tx, stock, range);
  if (!fits)
    throw conflict(`${stock.itemName} is not available ${dayRange(range.first, range.last)}`);

  const dailyRate = body.daily_rate || stock.rentalPrice!;
  const total = range.days * dailyRate;
  if (total > MAX_TOTAL) throw badRequest(`A rental's total must be at most ${money(MAX_TOTAL)}`);

  const id = await repo.insertRental(tx, {
    organization_id: c.organizationId,
    user_id: userId,
    inventory_id: stock.inventoryId,
    rental_start_date: startOfDay(range.first),
    rental_end_date: endOfDay(range.last),
    days: range.days,
    daily_rate: dailyRate,
    total_amount: total,
    status: 'pending',
    special_requests: body.special_requests || null,
    notes: body.notes || null,
    created_by: c.userId,
    created_at: c.now,
    updated_at: c.now,
  });
  return readOne(tx, c, id);
}

// ---------------------------------------------------------------------------------------------
// Status

/** Where each status may be reached from (docs/shop-and-rentals.md, "Equipment rentals"). */
const MOVES: Record<EquipmentRentalStatus, readonly EquipmentRentalStatus[]> = {
  pending: [],
  confirmed: ['pending'],
  active: ['confirmed', 'overdue'],
  overdue: ['active'],
  returned: ['active', 'overdue'],
  cancelled: ['pending', 'confirmed'],
};

const VERBS: Record<EquipmentRentalStatus, string> = {
  pending: 'move back to pending',
  confirmed: 'confirm',
  active: 'pick up',
  overdue: 'mark as overdue',
  returned: 'return',
  cancelled: 'cancel',
};

type Extra = {
  reason?: string | null | undefined;
  damageAssessment?: string | null | undefined;
  damageFee?: number | undefined;
  notes?: string | null | undefined;
};

/** The columns a move to `to` sets, besides the status. */
function movedColumns(c: RentalCaller, to: EquipmentRentalStatus, extra: Extra) {
  const set: Record<string, unknown> = { status: to, updated_at: c.now };
  if (to === 'confirmed') Object.assign(set, { confirmed_by: c.userId, confirmed_at: c.now });
  if (to === 'active')
    // overdue → active keeps the first pickup
    Object.assign(set, {
      picked_up_by: sql`coalesce(${equipmentRentals.picked_up_by}, ${c.userId}::int)`,
      picked_up_at: sql`coalesce(${equipmentRentals.picked_up_at}, ${c.now.toISOString()}::timestamptz)`,
    });
  if (to === 'returned')
    Object.assign(set, {
      returned_by: c.userId,
      returned_at: c.now,
      damage_assessment: extra.damageAssessment || null,
      damage_fee: extra.damageFee ?? 0,
    });
  if (to === 'cancelled')
    Object.assign(set, {
      cancelled_by: c.userId,
      cancelled_at: c.now,
      cancel_reason:
        extra.reason || (c.canWrite ? DEFAULT_RENTAL_CANCEL_REASON : 'Cancelled by member'),
    });
  if (extra.notes)
    set.notes = sql`left(coalesce(${equipmentRentals.notes} || chr(10), '') || ${extra.notes}, 10000)`;
  return set;
}

/**
 * Moves a rental to `to` when the current status allows it (one conditional statement), writing
 * the damage fee to the ledger on a return. 404 missing; 409 "Cannot pick up a rental that is
 * pending".
 */
async function move(
  tx: Tx,
  c: RentalCaller,
  id: number,
  to: EquipmentRentalStatus,
  extra: Extra = {},
): Promise<EquipmentRentalDetails> {
  const before = await repo.findRental(tx, id);
  if (!before || (!c.canWrite && before.user_id !== c.userId)) throw notFound(RENTAL);
  if (!c.canWrite && to === 'cancelled' && before.status === 'confirmed')
    throw forbidden('A confirmed rental can be cancelled only by the desk');
  if (to === 'pending') throw conflict('A rental cannot go back to pending');
  const moved = await repo.moveRental(tx, id, MOVES[to], movedColumns(c, to, extra));
  if (moved === null) {
    const now = await repo.findRental(tx, id);
    throw conflict(`Cannot ${VERBS[to]} a rental that is ${now?.status ?? before.status}`);
  }
  if (to === 'returned' && (extra.damageFee ?? 0) > 0)
    // The fee is owed, not taken: the ledger notes it (amount 0); its money arrives as a payment.
    await recordMovements(tx, c.organizationId, [
      {
        kind: 'damage_fee',
        amount: 0,
        rentalId: id,
        inventoryId: before.inventory_id,
        userId: before.user_id,
        notes:
          `Damage fee ${money(extra.damageFee!)}${extra.damageAssessment ? `: ${extra.damageAssessment}` : ''}`.slice(
            0,
            2000,
          ),
        createdBy: c.userId,
      },
    ]);
  return readOne(tx, c, id);
}

export const confirmRental = (tx: Tx, c: RentalCaller, id: number) => move(tx, c, id, 'confirmed');
export const pickUpRental = (tx: Tx, c: RentalCaller, id: number) => move(tx, c, id, 'active');
export const returnRental = (
  tx: Tx,
  c: RentalCaller,
  id: number,
  body: z.output<typeof equipmentRentalReturn>,
) =>
  move(tx, c, id, 'returned', {
    damageAssessment: body.damage_assessment,
    damageFee: body.damage_fee,
  });
export const cancelRental = (tx: Tx, c: RentalCaller, id: number, reason?: string | null) =>
  move(tx, c, id, 'cancelled', { reason });
export const changeStatus = (
  tx: Tx,
  c: RentalCaller,
  id: number,
  to: EquipmentRentalStatus,
  notes?: string | null,
) => move(tx, c, id, to, { notes });

// ---------------------------------------------------------------------------------------------
// Money

export async function payRental(
  tx: Tx,
  c: RentalCaller,
  id: number,
  body: z.output<typeof equipmentRentalPayment>,
): Promise<EquipmentRentalDetails> {
  const paid = await repo.addPayment(tx, id, body.payment_amount, c.now);
  if (!paid) {
    const r = await repo.findRental(tx, id);
    if (!r) throw notFound(RENTAL);
    if (r.status === 'cancelled') throw conflict('Cannot take a payment for a cancelled rental');
    const due = amountDue(r);
    throw conflict(
      due === 0 ? `Rental #${id} is already paid` : `At most ${money(due)} can be paid`,
    );
  }
  await recordMovements(tx, c.organizationId, [
    {
      kind: 'rental_payment',
      amount: body.payment_amount,
      rentalId: id,
      inventoryId: paid.inventory_id,
      userId: paid.user_id,
      paymentMethod: body.payment_method ?? null,
      createdBy: c.userId,
    },
  ]);
  return readOne(tx, c, id);
}

export async function refundRental(
  tx: Tx,
  c: RentalCaller,
  id: number,
  body: z.output<typeof equipmentRentalRefund>,
): Promise<EquipmentRentalDetails> {
  const refunded = await repo.addRefund(tx, id, body.refund_amount, c.now);
  if (!refunded) {
    const r = await repo.findRental(tx, id);
    if (!r) throw notFound(RENTAL);
    const left = r.paid_amount - r.refunded_amount;
    throw conflict(
      left === 0 ? 'Nothing paid is left to refund' : `At most ${money(left)} can be refunded`,
    );
  }
  await recordMovements(tx, c.organizationId, [
    {
      kind: 'rental_refund',
      amount: -body.refund_amount,
      rentalId: id,
      inventoryId: refunded.inventory_id,
      userId: refunded.user_id,
      notes: body.reason || null,
      createdBy: c.userId,
    },
  ]);
  return readOne(tx, c, id);
}

// ---------------------------------------------------------------------------------------------
// Statistics

export async function rentalStatistics(
  tx: Tx,
  c: RentalCaller,
  query: z.output<typeof rentalStatisticsQuery>,
): Promise<RentalStatistics> {
  const end = query.end_date ?? (query.start_date ? addDays(query.start_date, 29) : c.today);
  const start = query.start_date ?? addDays(end, -29);
  checkRange(
    start,
    end,
    ['start_date', 'end_date'],
    `The range covers at most ${MAX_RENTAL_DAYS} days`,
  );
  const s = await repo.statistics(
    tx,
    { from: startOfDay(start), to: endOfDay(end) },
    { from: startOfDay(c.today), to: endOfDay(c.today) },
    c.now,
  );
  const revenue = Number(s.revenue);
  const refunds = Number(s.refunds);
  return {
    start_date: start,
    end_date: end,
    total: s.total,
    by_status: {
      pending: s.pending,
      confirmed: s.confirmed,
      active: s.active,
      overdue: s.overdue_status,
      returned: s.returned,
      cancelled: s.cancelled,
    },
    revenue,
    damage_fees: Number(s.damage_fees),
    refunds,
    net_revenue: revenue - refunds,
    active_now: s.active_now,
    overdue: s.overdue,
    pickups_today: s.pickups_today,
    returns_today: s.returns_today,
  };
}
