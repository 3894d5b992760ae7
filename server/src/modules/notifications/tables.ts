import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One row per notification of a person of a club (migration 0012_notifications.sql). */
export const notifications = pgTable('notifications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  user_id: integer('user_id').notNull(),
  notification_type_id: integer('notification_type_id').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  link: text('link'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  read_at: ts('read_at'),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
});
