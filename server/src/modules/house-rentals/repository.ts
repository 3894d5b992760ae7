import { and, asc, desc, eq, getTableColumns, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { MAX_HOUSE_BOOKING_ROWS, type HouseBookingStatus } from '@fairway/shared-api/contract';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../plugins/platform/database';
import { userEmailOf, userNameOf } from '../users';
import {
  houseBookingFeedback,
  houseBookings,
  houseRentalImages,
  houseRentalPeriods,
  houseRentals,
} from './tables';

// Reads, updates and deletes rely on the transaction's organization scope (row-level security);
// inserts name the organization.

// --- Listings -------------------------------------------------------------------------------

const listingColumns = {
  ...getTableColumns(houseRentals),
  primary_image_file_id: sql<number | null>`(SELECT i.file_id FROM house_rental_images i
    WHERE i.house_rental_id = house_rentals.id AND i.is_primary)`,
  nightly_rate_from: sql<number | null>`(SELECT min(p.nightly_rate)::int FROM house_rental_periods p
    WHERE p.house_rental_id = house_rentals.id)`,
  nightly_rate_to: sql<number | null>`(SELECT max(p.nightly_rate)::int FROM house_rental_periods p
    WHERE p.house_rental_id = house_rentals.id)`,
  feedback_average: sql<string | null>`(SELECT round(avg(f.rating), 2)::text
    FROM house_booking_feedback f JOIN house_bookings b ON b.id = f.booking_id
    WHERE b.house_rental_id = house_rentals.id)`,
  feedback_count: sql<number>`(SELECT count(*)::int
    FROM house_booking_feedback f JOIN house_bookings b ON b.id = f.booking_id
    WHERE b.house_rental_id = house_rentals.id)`,
};

export type ListingRow = typeof houseRentals.$inferSelect & {
  primary_image_file_id: number | null;
  nightly_rate_from: number | null;
  nightly_rate_to: number | null;
  feedback_average: string | null;
  feedback_count: number;
};
export type ListingValues = Omit<
  typeof houseRentals.$inferInsert,
  'id' | 'organization_id' | 'created_by' | 'created_at' | 'updated_at'
>;

export const listListings = (tx: Tx, activeOnly: boolean): Promise<ListingRow[]> =>
  tx
    .select(listingColumns)
    .from(houseRentals)
    .where(activeOnly ? eq(houseRentals.is_active, true) : undefined)
    .orderBy(asc(sql`lower(${houseRentals.title})`), asc(houseRentals.id));

export async function findListing(tx: Tx, id: number): Promise<ListingRow | null> {
  const [row] = await tx.select(listingColumns).from(houseRentals).where(eq(houseRentals.id, id));
  return row ?? null;
}

/**
 * The listing's row locked for the rest of the transaction: `share` while a booking takes its
 * house, `update` while its house or gallery changes.
 */
export async function lockListing(tx: Tx, id: number, mode: 'share' | 'update'): Promise<void> {
  await tx.execute(
    mode === 'share'
      ? sql`SELECT 1 FROM house_rentals WHERE id = ${id} FOR SHARE`
      : sql`SELECT 1 FROM house_rentals WHERE id = ${id} FOR UPDATE`,
  );
}

/** Whether any booking (of any status) holds the listing. */
export async function hasBookings(tx: Tx, listingId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: houseBookings.id })
    .from(houseBookings)
    .where(eq(houseBookings.house_rental_id, listingId))
    .limit(1);
  return row !== undefined;
}

export async function insertListing(
  tx: Tx,
  organizationId: number,
  createdBy: number,
  values: ListingValues,
): Promise<number> {
  const [row] = await tx
    .insert(houseRentals)
    .values({ ...values, organization_id: organizationId, created_by: createdBy })
    .returning({ id: houseRentals.id });
  return row!.id;
}

export async function updateListing(
  tx: Tx,
  id: number,
  values: Partial<ListingValues>,
): Promise<void> {
  await tx
    .update(houseRentals)
    .set({ ...values, updated_at: new Date() })
    .where(eq(houseRentals.id, id));
}

export async function deleteListing(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(houseRentals)
    .where(eq(houseRentals.id, id))
    .returning({ id: houseRentals.id });
  return rows.length > 0;
}

// --- Periods --------------------------------------------------------------------------------

export type PeriodRow = typeof houseRentalPeriods.$inferSelect;
export type PeriodValues = Pick<
  typeof houseRentalPeriods.$inferInsert,
  'name' | 'start_date' | 'end_date' | 'nightly_rate' | 'min_nights'
>;

export const periodsOf = (tx: Tx, listingIds: readonly number[]): Promise<PeriodRow[]> =>
  listingIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(houseRentalPeriods)
        .where(inArray(houseRentalPeriods.house_rental_id, [...listingIds]))
        .orderBy(asc(houseRentalPeriods.start_date), asc(houseRentalPeriods.id));

export async function findPeriod(tx: Tx, id: number): Promise<PeriodRow | null> {
  const [row] = await tx.select().from(houseRentalPeriods).where(eq(houseRentalPeriods.id, id));
  return row ?? null;
}

/** The period of a listing whose nights include `night`, if any. */
export async function periodCovering(
  tx: Tx,
  listingId: number,
  night: string,
): Promise<PeriodRow | null> {
  const [row] = await tx
    .select()
    .from(houseRentalPeriods)
    .where(
      and(
        eq(houseRentalPeriods.house_rental_id, listingId),
        sql`${houseRentalPeriods.start_date} <= ${night}::date`,
        sql`${houseRentalPeriods.end_date} >= ${night}::date`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertPeriod(
  tx: Tx,
  organizationId: number,
  listingId: number,
  values: PeriodValues,
): Promise<PeriodRow> {
  const [row] = await tx
    .insert(houseRentalPeriods)
    .values({ ...values, organization_id: organizationId, house_rental_id: listingId })
    .returning();
  return row!;
}

export async function updatePeriod(
  tx: Tx,
  id: number,
  values: Partial<PeriodValues>,
): Promise<PeriodRow> {
  const [row] = await tx
    .update(houseRentalPeriods)
    .set({ ...values, updated_at: new Date() })
    .where(eq(houseRentalPeriods.id, id))
    .returning();
  return row!;
}

/**
 * The period's row locked until the transaction ends: `share` while a booking is made in it,
 * `update` while its dates change (so no booking is made outside them meanwhile).
 */
export async function lockPeriod(tx: Tx, id: number, mode: 'share' | 'update'): Promise<void> {
  await tx.execute(
    mode === 'share'
      ? sql`SELECT 1 FROM house_rental_periods WHERE id = ${id} FOR SHARE`
      : sql`SELECT 1 FROM house_rental_periods WHERE id = ${id} FOR UPDATE`,
  );
}

/** Live bookings of a period whose nights would fall outside [start, end]. */
export async function bookingsOutside(
  tx: Tx,
  periodId: number,
  start: string,
  end: string,
): Promise<number> {
  const res = await tx.execute(sql`
    SELECT count(*)::int AS n FROM house_bookings
     WHERE period_id = ${periodId} AND status <> 'cancelled'
       AND (check_in < ${start}::date OR check_out > ${end}::date + 1)`);
  return rowsOf<{ n: number }>(res)[0]!.n;
}

// --- Free nights ----------------------------------------------------------------------------

/** Each night of [first, last] with whether a live booking of the house holds it, in order. */
export async function nightsOf(
  tx: Tx,
  houseId: number,
  first: string,
  last: string,
): Promise<{ night: string; taken: boolean }[]> {
  const res = await tx.execute(sql`
    SELECT to_char(d.night, 'YYYY-MM-DD') AS night,
           EXISTS (SELECT 1 FROM house_bookings b
                    WHERE b.house_id = ${houseId} AND b.status <> 'cancelled'
                      AND b.stay @> d.night::date) AS taken
      FROM generate_series(${first}::date, ${last}::date, interval '1 day') AS d(night)
     ORDER BY d.night`);
  return rowsOf<{ night: string; taken: boolean }>(res);
}

// --- Images ---------------------------------------------------------------------------------

export type ImageRow = typeof houseRentalImages.$inferSelect;

export const imagesOf = (tx: Tx, listingIds: readonly number[]): Promise<ImageRow[]> =>
  listingIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(houseRentalImages)
        .where(inArray(houseRentalImages.house_rental_id, [...listingIds]))
        .orderBy(
          desc(houseRentalImages.is_primary),
          asc(houseRentalImages.sort_order),
          asc(houseRentalImages.id),
        );

export async function findImage(tx: Tx, id: number): Promise<ImageRow | null> {
  const [row] = await tx.select().from(houseRentalImages).where(eq(houseRentalImages.id, id));
  return row ?? null;
}

export async function hasImages(tx: Tx, listingId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: houseRentalImages.id })
    .from(houseRentalImages)
    .where(eq(houseRentalImages.house_rental_id, listingId))
    .limit(1);
  return row !== undefined;
}

export async function insertImage(
  tx: Tx,
  values: Omit<typeof houseRentalImages.$inferInsert, 'id' | 'created_at'>,
): Promise<ImageRow> {
  const [row] = await tx.insert(houseRentalImages).values(values).returning();
  return row!;
}

/** No image of the listing is primary (the first step of moving it: the index allows one). */
export async function clearPrimary(tx: Tx, listingId: number): Promise<void> {
  await tx
    .update(houseRentalImages)
    .set({ is_primary: false })
    .where(
      and(eq(houseRentalImages.house_rental_id, listingId), eq(houseRentalImages.is_primary, true)),
    );
}

export async function markPrimary(tx: Tx, imageId: number): Promise<void> {
  await tx
    .update(houseRentalImages)
    .set({ is_primary: true })
    .where(eq(houseRentalImages.id, imageId));
}

/** The image that should become primary when the primary goes: first by order. */
export async function firstImage(tx: Tx, listingId: number): Promise<ImageRow | null> {
  const [row] = await tx
    .select()
    .from(houseRentalImages)
    .where(eq(houseRentalImages.house_rental_id, listingId))
    .orderBy(asc(houseRentalImages.sort_order), asc(houseRentalImages.id))
    .limit(1);
  return row ?? null;
}

export async function deleteImage(tx: Tx, id: number): Promise<void> {
  await tx.delete(houseRentalImages).where(eq(houseRentalImages.id, id));
}

// --- Bookings -------------------------------------------------------------------------------

const bookingColumns = {
  ...getTableColumns(houseBookings),
  listing_title: houseRentals.title,
  period_name: houseRentalPeriods.name,
  nights: sql<number>`(${houseBookings.check_out} - ${houseBookings.check_in})::int`,
  guest_name: userNameOf(sql`${houseBookings.user_id}`) as SQL<string | null>,
  guest_email: userEmailOf(sql`${houseBookings.user_id}`),
  has_feedback: sql<boolean>`EXISTS (SELECT 1 FROM house_booking_feedback f
    WHERE f.booking_id = ${houseBookings.id})`,
};

export type BookingRow = typeof houseBookings.$inferSelect & {
  listing_title: string;
  period_name: string;
  nights: number;
  guest_name: string | null;
  guest_email: string | null;
  has_feedback: boolean;
};

const bookingSelect = (tx: Tx) =>
  tx
    .select(bookingColumns)
    .from(houseBookings)
    .innerJoin(houseRentals, eq(houseRentals.id, houseBookings.house_rental_id))
    .innerJoin(houseRentalPeriods, eq(houseRentalPeriods.id, houseBookings.period_id));

export async function findBooking(tx: Tx, id: number): Promise<BookingRow | null> {
  const [row] = await bookingSelect(tx).where(eq(houseBookings.id, id));
  return row ?? null;
}

/**
 * The booking's row locked until the transaction ends: status changes, payments and feedback of
 * one booking happen one after another. Answers whether it exists.
 */
export async function lockBooking(tx: Tx, id: number): Promise<boolean> {
  const res = await tx.execute(sql`SELECT id FROM house_bookings WHERE id = ${id} FOR UPDATE`);
  return rowsOf(res).length > 0;
}

export type BookingFilter = {
  houseRentalId?: number;
  userId?: number;
  tenantId?: number;
  houseIds?: readonly number[];
  status?: HouseBookingStatus | undefined;
  /** Stays that still have a night on or after this date. */
  from?: string | undefined;
  /** Stays that start on or before this date. */
  to?: string | undefined;
};

/** Newest stays first, at most MAX_HOUSE_BOOKING_ROWS. */
export function listBookings(tx: Tx, f: BookingFilter): Promise<BookingRow[]> {
  const where = [
    f.houseRentalId !== undefined ? eq(houseBookings.house_rental_id, f.houseRentalId) : undefined,
    f.userId !== undefined ? eq(houseBookings.user_id, f.userId) : undefined,
    f.tenantId !== undefined ? eq(houseBookings.tenant_id, f.tenantId) : undefined,
    f.houseIds !== undefined
      ? f.houseIds.length
        ? inArray(houseBookings.house_id, [...f.houseIds])
        : sql`false`
      : undefined,
    f.status !== undefined ? eq(houseBookings.status, f.status) : undefined,
    f.to !== undefined ? lt(houseBookings.check_in, sql`${f.to}::date + 1`) : undefined,
  ].filter(Boolean);
  // check_out > from: a stay leaving on `from` has no night on it.
  if (f.from !== undefined) where.push(sql`${houseBookings.check_out} > ${f.from}::date`);
  return bookingSelect(tx)
    .where(and(...where))
    .orderBy(desc(houseBookings.check_in), desc(houseBookings.id))
    .limit(MAX_HOUSE_BOOKING_ROWS);
}

export type NewBooking = Omit<
  typeof houseBookings.$inferInsert,
  | 'id'
  | 'stay'
  | 'created_at'
  | 'updated_at'
  | 'confirmed_at'
  | 'checked_in_at'
  | 'completed_at'
  | 'cancelled_at'
  | 'cancelled_by'
>;

export async function insertBooking(tx: Tx, values: NewBooking): Promise<number> {
  const [row] = await tx
    .insert(houseBookings)
    .values({
      ...values,
      stay: sql`daterange(${values.check_in}::date, ${values.check_out}::date, '[)')`,
    })
    .returning({ id: houseBookings.id });
  return row!.id;
}

export async function setBookingStatus(
  tx: Tx,
  id: number,
  status: HouseBookingStatus,
  by: number,
  notes: string | null | undefined,
): Promise<void> {
  const now = sql`now()`;
  await tx
    .update(houseBookings)
    .set({
      status,
      updated_at: new Date(),
      ...(status === 'confirmed' ? { confirmed_at: now } : {}),
      ...(status === 'checked_in' ? { checked_in_at: now } : {}),
      ...(status === 'completed' ? { completed_at: now } : {}),
      ...(status === 'cancelled' ? { cancelled_at: now, cancelled_by: by } : {}),
      ...(notes !== undefined ? { notes } : {}),
    })
    .where(eq(houseBookings.id, id));
}

// --- Feedback -------------------------------------------------------------------------------

const feedbackColumns = {
  ...getTableColumns(houseBookingFeedback),
  house_rental_id: houseBookings.house_rental_id,
  guest_name: userNameOf(sql`${houseBookingFeedback.user_id}`) as SQL<string | null>,
};
export type FeedbackRow = typeof houseBookingFeedback.$inferSelect & {
  house_rental_id: number;
  guest_name: string | null;
};

const feedbackSelect = (tx: Tx) =>
  tx
    .select(feedbackColumns)
    .from(houseBookingFeedback)
    .innerJoin(houseBookings, eq(houseBookings.id, houseBookingFeedback.booking_id));

export async function findFeedback(tx: Tx, id: number): Promise<FeedbackRow | null> {
  const [row] = await feedbackSelect(tx).where(eq(houseBookingFeedback.id, id));
  return row ?? null;
}

export async function feedbackOfBooking(tx: Tx, bookingId: number): Promise<FeedbackRow | null> {
  const [row] = await feedbackSelect(tx).where(eq(houseBookingFeedback.booking_id, bookingId));
  return row ?? null;
}

/** The newest `perListing` pieces of feedback of each listing. */
export async function feedbackOfListings(
  tx: Tx,
  listingIds: readonly number[],
  perListing: number,
): Promise<FeedbackRow[]> {
  if (listingIds.length === 0) return [];
  const ranked = tx
    .select({
      id: houseBookingFeedback.id,
      n: sql<number>`row_number() OVER (PARTITION BY ${houseBookings.house_rental_id}
        ORDER BY ${houseBookingFeedback.created_at} DESC, ${houseBookingFeedback.id} DESC)`.as('n'),
    })
    .from(houseBookingFeedback)
    .innerJoin(houseBookings, eq(houseBookings.id, houseBookingFeedback.booking_id))
    .where(inArray(houseBookings.house_rental_id, [...listingIds]))
    .as('ranked');
  return feedbackSelect(tx)
    .innerJoin(ranked, eq(ranked.id, houseBookingFeedback.id))
    .where(sql`${ranked.n} <= ${perListing}`)
    .orderBy(desc(houseBookingFeedback.created_at), desc(houseBookingFeedback.id));
}

export async function insertFeedback(
  tx: Tx,
  values: Pick<
    typeof houseBookingFeedback.$inferInsert,
    'organization_id' | 'booking_id' | 'user_id' | 'rating' | 'comment'
  >,
): Promise<number> {
  const [row] = await tx
    .insert(houseBookingFeedback)
    .values(values)
    .returning({ id: houseBookingFeedback.id });
  return row!.id;
}

export async function updateFeedback(
  tx: Tx,
  id: number,
  values: Partial<
    Pick<
      typeof houseBookingFeedback.$inferInsert,
      'rating' | 'comment' | 'response' | 'responded_by' | 'responded_at'
    >
  >,
): Promise<void> {
  await tx
    .update(houseBookingFeedback)
    .set({ ...values, updated_at: new Date() })
    .where(eq(houseBookingFeedback.id, id));
}
