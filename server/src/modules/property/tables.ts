import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Migration 0021_property.sql; docs/property.md. */
export const houseTypes = pgTable('house_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  bedrooms: integer('bedrooms'),
  bathrooms: integer('bathrooms'),
  max_guests: integer('max_guests'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** A household; its primary account (user_id) is the tenant. */
export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  notes: text('notes'),
  is_active: boolean('is_active').notNull().default(true),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const subTenants = pgTable('sub_tenants', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  tenant_id: integer('tenant_id').notNull(),
  user_id: integer('user_id').notNull(),
  relationship: text('relationship'),
  permissions: jsonb('permissions').$type<Record<string, boolean>>().notNull().default({}),
  is_active: boolean('is_active').notNull().default(true),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const houses = pgTable('houses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  name: text('name').notNull(),
  address: text('address'),
  house_type_id: integer('house_type_id').notNull(),
  tenant_id: integer('tenant_id'),
  notes: text('notes'),
  temperature_sensor_api_key_sealed: text('temperature_sensor_api_key_sealed'),
  temperature_sensor_key_hint: text('temperature_sensor_key_hint'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export type LedgerSource = 'house_booking' | 'maintenance' | 'subscription';
export type LedgerEntryKind = 'charge' | 'payment' | 'credit';
export type PaymentMethod = 'cash' | 'card' | 'bank_transfer' | 'account';

/** Every amount owed or paid; rows are only added (docs/property.md, "The ledger"). */
export const propertyLedger = pgTable('property_ledger', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  tenant_id: integer('tenant_id'),
  user_id: integer('user_id'),
  /** The house the amount is about (a stay, a job), when there is one. */
  house_id: integer('house_id'),
  source: text('source').$type<LedgerSource>().notNull(),
  source_id: integer('source_id').notNull(),
  entry: text('entry').$type<LedgerEntryKind>().notNull(),
  amount: integer('amount').notNull(),
  method: text('method').$type<PaymentMethod>(),
  description: text('description').notNull(),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
});
