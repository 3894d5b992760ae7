import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const passwordResets = pgTable('password_resets', {
  id: text('id').primaryKey(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull(),
  created_by: integer('created_by'),
  expires_at: ts('expires_at').notNull(),
  used_at: ts('used_at'),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const invitations = pgTable('invitations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  token_hash: text('token_hash').notNull().unique(),
  email: text('email'),
  user_id: integer('user_id'),
  invited_by: integer('invited_by'),
  role_name: text('role_name').notNull().default('guest'),
  expires_at: ts('expires_at').notNull(),
  used_at: ts('used_at'),
  created_at: ts('created_at').notNull().defaultNow(),
});
