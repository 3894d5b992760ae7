/**
 * Each test file's fresh database is a copy of the run's migrated template
 * (support/global-setup.ts): every migration applied, before this file started, none by it.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rowsOf } from '../src/db/client';
import { PGLITE_EXTENSIONS } from '../src/db/pglite';
import { createTestApp, type TestApp } from './helpers';
import { migrationsHash } from './support/database-template';

const DB_DIR = join(__dirname, '..', 'src', 'db');
const MIGRATIONS = readdirSync(join(DB_DIR, 'migrations'))
  .filter((f) => /^\d{4}_.+\.sql$/.test(f))
  .sort();

type Applied = { name: string; applied_at: Date | string };
type OwnerView = { applied: Applied[]; tables: string[] };

const APPLIED = 'SELECT name, applied_at FROM fairway_migrations ORDER BY name';
const TABLES = `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`;

/** The migrations table and the tables as the owner sees them (the app's role may not read it). */
async function ownerView(t: TestApp): Promise<OwnerView> {
  const database = t.app.config.database;
  if (database.kind === 'postgres') {
    const owner = new pg.Client({ connectionString: database.url });
    await owner.connect();
    try {
      const applied = (await owner.query<Applied>(APPLIED)).rows;
      const tables = (await owner.query<{ tablename: string }>(TABLES)).rows;
      return { applied, tables: tables.map((r) => r.tablename) };
    } finally {
      await owner.end();
    }
  }
  // PGlite has one connection, the app's: look at what it was loaded from, as its superuser.
  if (!database.template) throw new Error('the test database was not made from a template');
  const copy = new PGlite({
    loadDataDir: new Blob([readFileSync(database.template)]),
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    const applied = (await copy.query<Applied>(APPLIED)).rows;
    const tables = (await copy.query<{ tablename: string }>(TABLES)).rows;
    return { applied, tables: tables.map((r) => r.tablename) };
  } finally {
    await copy.close();
  }
}

let t: TestApp;
const started = Date.now();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test('a test file starts with every migration applied, all before the file began', async () => {
  const { applied } = await ownerView(t);
  expect(applied.map((m) => m.name)).toEqual(MIGRATIONS);
  for (const m of applied) expect(new Date(m.applied_at).getTime()).toBeLessThan(started);
});

test("the app's database has the template's tables", async () => {
  const { tables } = await ownerView(t);
  const seen = rowsOf<{ tablename: string }>(await t.app.database.db.execute(sql.raw(TABLES)));
  expect(seen.map((r) => r.tablename)).toEqual(tables);
  expect(tables).toContain('fairway_migrations');
});

test('the template key changes with any migration and with the runner', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fairway-template-key-'));
  try {
    cpSync(DB_DIR, dir, { recursive: true, filter: (f) => !f.includes('node_modules') });
    const first = migrationsHash(dir);
    expect(migrationsHash(dir)).toBe(first);
    appendFileSync(join(dir, 'migrations', MIGRATIONS[0]!), '\n-- changed\n');
    const edited = migrationsHash(dir);
    expect(edited).not.toBe(first);
    appendFileSync(join(dir, 'migrations', '9999_new.sql'), 'SELECT 1;\n');
    const added = migrationsHash(dir);
    expect(added).not.toBe(edited);
    appendFileSync(join(dir, 'migrate.ts'), '\n');
    expect(migrationsHash(dir)).not.toBe(added);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
