import type { BookingPrice } from '@fairway/shared-api/contract';
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';

// Drizzle view of the tee-sheet tables created by migration 0004_courses.sql (desk columns:
// 0013_booking_desk.sql).

type PaymentMethod = 'cash' | 'card' | 'account';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const org = () => integer('organization_id').notNull();

export const teeTimes = pgTable('tee_times', {
  id: id(),
  organization_id: org(),
  course_id: integer('course_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  /** Wall clock in the club's time zone; the driver answers HH:MM:SS. */
  start_time: time('start_time').notNull(),
  /** 1, or 10 on a course with crossover starts (0017_crossover_starts.sql). */
  start_tee: smallint('start_tee').$type<1 | 10>().notNull().default(1),
  capacity: integer('capacity').notNull(),
  booked_players: integer('booked_players').notNull().default(0),
  is_blocked: boolean('is_blocked').notNull().default(false),
  block_reason: text('block_reason'),
  blocked_by_user_id: integer('blocked_by_user_id'),
});

export const teeTimeBookings = pgTable('tee_time_bookings', {
  id: id(),
  organization_id: org(),
  tee_time_id: integer('tee_time_id').notNull(),
  user_id: integer('user_id').notNull(),
  booked_by_user_id: integer('booked_by_user_id').notNull(),
  status: text('status').$type<'confirmed' | 'cancelled'>().notNull().default('confirmed'),
  player_count: integer('player_count').notNull(),
  carts: integer('carts').notNull().default(0),
  notes: text('notes'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
  cancelled_at: ts('cancelled_at'),
  holes: smallint('holes').$type<9 | 18>().notNull().default(18),
  price_cents: integer('price_cents'),
  price: jsonb('price').$type<BookingPrice>(),
  checked_in_at: ts('checked_in_at'),
  paid_at: ts('paid_at'),
  paid_by_user_id: integer('paid_by_user_id'),
  payment_method: text('payment_method').$type<PaymentMethod>(),
  no_show_at: ts('no_show_at'),
});

export const teeTimeBookingPlayers = pgTable('tee_time_booking_players', {
  id: id(),
  organization_id: org(),
  booking_id: integer('booking_id').notNull(),
  user_id: integer('user_id'),
  guest_name: text('guest_name'),
});
