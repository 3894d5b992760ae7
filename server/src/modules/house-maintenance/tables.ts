import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  MaintenanceActivityFrequency,
  MaintenanceInterestStatus,
  MaintenancePriority,
  MaintenanceResourceType,
} from '@fairway/shared-api/contract';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Migration 0023_house_maintenance.sql; docs/property.md, "Maintenance". */
export const maintenanceTypes = pgTable('maintenance_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  default_cost: integer('default_cost'),
  is_active: boolean('is_active').notNull().default(true),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** A job of one house; status_id is one of the fixed statuses (MAINTENANCE_STATUS_IDS). */
export const maintenances = pgTable('maintenances', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  house_id: integer('house_id').notNull(),
  tenant_id: integer('tenant_id'),
  maintenance_type_id: integer('maintenance_type_id'),
  title: text('title').notNull(),
  description: text('description'),
  priority: text('priority').$type<MaintenancePriority>().notNull().default('normal'),
  status_id: integer('status_id').notNull().default(1),
  reported_by: integer('reported_by'),
  assigned_to: integer('assigned_to'),
  scheduled_for: date('scheduled_for', { mode: 'string' }),
  estimated_cost: integer('estimated_cost'),
  cost: integer('cost'),
  billable: boolean('billable').notNull().default(false),
  resolved_at: ts('resolved_at'),
  resolved_by: integer('resolved_by'),
  resolution_notes: text('resolution_notes'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const maintenanceActivities = pgTable('maintenance_activities', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  frequency: text('frequency').$type<MaintenanceActivityFrequency>().notNull().default('once'),
  estimated_minutes: integer('estimated_minutes'),
  price: integer('price'),
  is_active: boolean('is_active').notNull().default(true),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const maintenanceActivityResources = pgTable('maintenance_activity_resources', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  maintenance_activity_id: integer('maintenance_activity_id').notNull(),
  position: integer('position').notNull(),
  resource_type: text('resource_type').$type<MaintenanceResourceType>().notNull(),
  name: text('name').notNull(),
  quantity: integer('quantity').notNull(),
});

export const maintenanceInterests = pgTable('maintenance_interests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  maintenance_activity_id: integer('maintenance_activity_id').notNull(),
  tenant_id: integer('tenant_id').notNull(),
  user_id: integer('user_id'),
  status: text('status').$type<MaintenanceInterestStatus>().notNull().default('pending'),
  notes: text('notes'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
