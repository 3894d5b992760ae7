import { boolean, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { RateAppliesTo } from '@fairway/shared-api/contract';

// Drizzle view of the table created by migration 0014_green_fees.sql.

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const greenFeeRates = pgTable('green_fee_rates', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  name: text('name').notNull(),
  applies_to: text('applies_to').$type<RateAppliesTo>().notNull(),
  holes: smallint('holes').$type<9 | 18>().notNull(),
  /** Bit d set = weekday d (0 = Sunday). */
  weekday_mask: smallint('weekday_mask').notNull(),
  /** The band [from_minute, to_minute) in minutes after midnight (club wall clock). */
  from_minute: smallint('from_minute').notNull(),
  to_minute: smallint('to_minute').notNull(),
  course_id: integer('course_id'),
  price_cents: integer('price_cents').notNull(),
  active: boolean('active').notNull().default(true),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export type RateRow = typeof greenFeeRates.$inferSelect;
