import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const organizationSettings = pgTable(
  'organization_settings',
  {
    organization_id: integer('organization_id').notNull(),
    section: text('section').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.section] })],
);
