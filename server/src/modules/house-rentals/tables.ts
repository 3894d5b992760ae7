import { boolean, date, integer, pgTable, text, time, timestamp } from 'drizzle-orm/pg-core';
import type { HouseBookingStatus } from '@fairway/shared-api/contract';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/** A listing: one house put up for short stays (migration 0022_house_rentals.sql). */
export const houseRentals = pgTable('house_rentals', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  house_id: integer('house_id').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  max_guests: integer('max_guests').notNull(),
  min_nights: integer('min_nights').notNull(),
  check_in_time: time('check_in_time').notNull(),
  check_out_time: time('check_out_time').notNull(),
  cleaning_fee: integer('cleaning_fee').notNull(),
  is_active: boolean('is_active').notNull(),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** A season of a listing at one nightly rate; start_date..end_date are its nights (inclusive). */
export const houseRentalPeriods = pgTable('house_rental_periods', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  house_rental_id: integer('house_rental_id').notNull(),
  name: text('name').notNull(),
  start_date: day('start_date').notNull(),
  end_date: day('end_date').notNull(),
  nightly_rate: integer('nightly_rate').notNull(),
  min_nights: integer('min_nights').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** A stay [check_in, check_out) of one house; `stay` is that daterange (written as text). */
export const houseBookings = pgTable('house_bookings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  house_rental_id: integer('house_rental_id').notNull(),
  house_id: integer('house_id').notNull(),
  period_id: integer('period_id').notNull(),
  user_id: integer('user_id'),
  tenant_id: integer('tenant_id'),
  check_in: day('check_in').notNull(),
  check_out: day('check_out').notNull(),
  stay: text('stay').notNull(),
  guests: integer('guests').notNull(),
  status: text('status').$type<HouseBookingStatus>().notNull(),
  notes: text('notes'),
  nightly_rate: integer('nightly_rate').notNull(),
  cleaning_fee: integer('cleaning_fee').notNull(),
  created_by: integer('created_by'),
  confirmed_at: ts('confirmed_at'),
  checked_in_at: ts('checked_in_at'),
  completed_at: ts('completed_at'),
  cancelled_at: ts('cancelled_at'),
  cancelled_by: integer('cancelled_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** A listing's pictures (files of the club); one primary per listing. */
export const houseRentalImages = pgTable('house_rental_images', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  house_rental_id: integer('house_rental_id').notNull(),
  file_id: integer('file_id').notNull(),
  caption: text('caption'),
  sort_order: integer('sort_order').notNull(),
  is_primary: boolean('is_primary').notNull(),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** One piece of feedback per booking, by its guest; the office may answer. */
export const houseBookingFeedback = pgTable('house_booking_feedback', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  booking_id: integer('booking_id').notNull(),
  user_id: integer('user_id'),
  rating: integer('rating').notNull(),
  comment: text('comment'),
  response: text('response'),
  responded_by: integer('responded_by'),
  responded_at: ts('responded_at'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
