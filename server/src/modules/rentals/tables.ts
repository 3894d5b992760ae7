import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const RENTAL_STATUSES = [
  'pending',
  'confirmed',
  'active',
  'overdue',
  'returned',
  'cancelled',
] as const;

/** Equipment rentals (migration 0019_rentals.sql; docs/shop-and-rentals.md). Money: minor units. */
export const equipmentRentals = pgTable('equipment_rentals', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull(),
  inventory_id: integer('inventory_id').notNull(),
  rental_start_date: ts('rental_start_date').notNull(),
  rental_end_date: ts('rental_end_date').notNull(),
  days: integer('days').notNull(),
  daily_rate: integer('daily_rate').notNull(),
  total_amount: integer('total_amount').notNull(),
  status: text('status', { enum: RENTAL_STATUSES }).notNull(),
  special_requests: text('special_requests'),
  notes: text('notes'),
  damage_assessment: text('damage_assessment'),
  damage_fee: integer('damage_fee').notNull().default(0),
  paid_amount: integer('paid_amount').notNull().default(0),
  refunded_amount: integer('refunded_amount').notNull().default(0),
  cancel_reason: text('cancel_reason'),
  created_by: integer('created_by'),
  confirmed_by: integer('confirmed_by'),
  confirmed_at: ts('confirmed_at'),
  picked_up_by: integer('picked_up_by'),
  picked_up_at: ts('picked_up_at'),
  returned_by: integer('returned_by'),
  returned_at: ts('returned_at'),
  cancelled_by: integer('cancelled_by'),
  cancelled_at: ts('cancelled_at'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
