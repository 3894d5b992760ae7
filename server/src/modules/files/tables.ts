import { bigint, customType, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const bytes = (name: string) => bigint(name, { mode: 'number' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export type Thumbnails = Partial<Record<'small' | 'medium' | 'large', string>>;

/** A club's own categories (migration 0010_files.sql); the built-in ones are in categories.ts. */
export const fileCategories = pgTable('file_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  name: text('name').notNull(),
  allowed_types: text('allowed_types').array().notNull(),
  max_bytes: bytes('max_bytes').notNull(),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** One row per file, with its current version's facts. */
export const files = pgTable('files', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  category: text('category').notNull(),
  original_name: text('original_name').notNull(),
  description: text('description'),
  storage_key: text('storage_key').notNull(),
  mime_type: text('mime_type').notNull(),
  size: bytes('size').notNull(),
  sha256: text('sha256').notNull(),
  width: integer('width'),
  height: integer('height'),
  version: integer('version').notNull().default(1),
  visibility: text('visibility')
    .$type<'private' | 'staff' | 'members'>()
    .notNull()
    .default('staff'),
  thumbnails: jsonb('thumbnails').$type<Thumbnails>().notNull().default({}),
  uploaded_by: integer('uploaded_by'),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** Every version of a file, the current one included. */
export const fileVersions = pgTable('file_versions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  file_id: integer('file_id').notNull(),
  version: integer('version').notNull(),
  original_name: text('original_name').notNull(),
  storage_key: text('storage_key').notNull(),
  mime_type: text('mime_type').notNull(),
  size: bytes('size').notNull(),
  sha256: text('sha256').notNull(),
  width: integer('width'),
  height: integer('height'),
  uploaded_by: integer('uploaded_by'),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const fileShares = pgTable('file_shares', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  organization_id: integer('organization_id').notNull(),
  file_id: integer('file_id').notNull(),
  expires_at: ts('expires_at').notNull(),
  revoked_at: ts('revoked_at'),
  created_by: integer('created_by'),
  created_at: ts('created_at').notNull().defaultNow(),
});

/** The installation's signing keys (not organization-owned; read only). */
export const fileSigningKeys = pgTable('file_signing_keys', {
  name: text('name').primaryKey(),
  secret: bytea('secret').notNull(),
});
