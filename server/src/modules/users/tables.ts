import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  email: text('email').notNull(),
  password_hash: text('password_hash'),
  first_name: text('first_name').notNull().default(''),
  last_name: text('last_name').notNull().default(''),
  phone: text('phone'),
  /** The club's number for a member (0016_member_numbers.sql); null for staff and guests. */
  member_number: text('member_number'),
  status: text('status')
    .$type<'active' | 'inactive' | 'suspended' | 'pending'>()
    .notNull()
    .default('active'),
  suspended_reason: text('suspended_reason'),
  suspended_at: ts('suspended_at'),
  email_verified: boolean('email_verified').notNull().default(false),
  must_change_password: boolean('must_change_password').notNull().default(false),
  tenant_id: integer('tenant_id'),
  last_login_at: ts('last_login_at'),
  last_active_at: ts('last_active_at'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const loginHistory = pgTable('login_history', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull(),
  success: boolean('success').notNull(),
  ip: text('ip'),
  user_agent: text('user_agent'),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const userActivity = pgTable('user_activity', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull(),
  actor_id: integer('actor_id'),
  action: text('action').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const userPreferences = pgTable('user_preferences', {
  user_id: integer('user_id').primaryKey(),
  organization_id: integer('organization_id').notNull(),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const profiles = pgTable('profiles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull().unique(),
  first_name: text('first_name'),
  last_name: text('last_name'),
  phone: text('phone'),
  date_of_birth: date('date_of_birth'),
  address: text('address'),
  city: text('city'),
  postal_code: text('postal_code'),
  country: text('country'),
  bio: text('bio'),
  avatar_url: text('avatar_url'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const golfPreferences = pgTable('golf_preferences', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull().unique(),
  handicap: numeric('handicap', { precision: 4, scale: 1 }),
  preferred_tee: text('preferred_tee'),
  preferred_tee_time: text('preferred_tee_time'),
  playing_frequency: text('playing_frequency'),
  uses_cart: boolean('uses_cart').notNull().default(false),
  notes: text('notes'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
