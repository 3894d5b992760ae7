import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SubscriptionAudience, SubscriptionBillingPeriod } from '@fairway/shared-api/contract';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/** Migration 0024_subscriptions.sql; docs/property.md, "Subscriptions". */
export const subscriptionTypes = pgTable('subscription_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const subscriptions = pgTable('subscriptions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  subscription_type_id: integer('subscription_type_id').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  amount: integer('amount').notNull(),
  billing_period: text('billing_period').$type<SubscriptionBillingPeriod>().notNull(),
  audience: text('audience').$type<SubscriptionAudience>().notNull(),
  is_mandatory: boolean('is_mandatory').notNull(),
  is_active: boolean('is_active').notNull(),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** A join of an optional subscription: for the user (tenant_id null) or in a household's name. */
export const userSubscriptions = pgTable('user_subscriptions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull(),
  subscription_id: integer('subscription_id').notNull(),
  tenant_id: integer('tenant_id'),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** A subscription's charge for a period; paid and outstanding come from the property ledger. */
export const subscriptionBalances = pgTable('subscription_balances', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id'),
  subscription_id: integer('subscription_id').notNull(),
  tenant_id: integer('tenant_id'),
  period_start: day('period_start').notNull(),
  period_end: day('period_end').notNull(),
  due_date: day('due_date').notNull(),
  amount: integer('amount').notNull(),
  notes: text('notes'),
  voided_at: ts('voided_at'),
  voided_by: integer('voided_by'),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
