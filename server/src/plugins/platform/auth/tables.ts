import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull(),
  kind: text('kind').$type<'password' | 'invitation'>().notNull().default('password'),
  access_hash: text('access_hash').notNull().unique(),
  access_expires_at: ts('access_expires_at').notNull(),
  csrf_secret: text('csrf_secret').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  last_seen_at: ts('last_seen_at').notNull().defaultNow(),
  absolute_expires_at: ts('absolute_expires_at').notNull(),
  /** The club's idle timeout when the session started or the club last changed it; null: the installation's. */
  idle_minutes: integer('idle_minutes'),
  revoked_at: ts('revoked_at'),
  revoked_reason: text('revoked_reason'),
  ip: text('ip'),
  user_agent: text('user_agent'),
});

export const refreshTokens = pgTable('refresh_tokens', {
  token_hash: text('token_hash').primaryKey(),
  organization_id: integer('organization_id').notNull(),
  session_id: uuid('session_id').notNull(),
  expires_at: ts('expires_at').notNull(),
  used_at: ts('used_at'),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const apiTokens = pgTable('api_tokens', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull(),
  name: text('name').notNull(),
  token_hash: text('token_hash').notNull().unique(),
  token_prefix: text('token_prefix').notNull(),
  created_at: ts('created_at').notNull().defaultNow(),
  expires_at: ts('expires_at'),
  last_used_at: ts('last_used_at'),
  revoked_at: ts('revoked_at'),
});
