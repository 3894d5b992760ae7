import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One row per house rental of a club (migration 0022_house_rentals.sql). */
export const houseRentals = pgTable('house_rentals', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
