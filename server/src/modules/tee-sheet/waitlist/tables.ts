import { integer, pgTable, text, time, timestamp, date, customType } from 'drizzle-orm/pg-core';
import type { WaitlistStatus } from '@fairway/shared-api/contract';

// Drizzle view of the tables created by migration 0015_waitlist.sql.

const ts = (name: string) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const teeTimeWaitlist = pgTable('tee_time_waitlist', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull(),
  course_id: integer('course_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  /** Wall clock in the club's time zone; the driver answers HH:MM:SS. */
  from_time: time('from_time').notNull(),
  to_time: time('to_time').notNull(),
  player_count: integer('player_count').notNull(),
  status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
  offer_tee_time_id: integer('offer_tee_time_id'),
  offer_expires_at: ts('offer_expires_at'),
  booking_id: integer('booking_id'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const calendarFeeds = pgTable('calendar_feeds', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull(),
  nonce: text('nonce').notNull(),
  token_hash: text('token_hash').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const calendarFeedKeys = pgTable('calendar_feed_keys', {
  name: text('name').primaryKey(),
  secret: bytea('secret').notNull(),
});
