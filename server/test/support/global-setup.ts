/**
 * jest globalSetup: once per run, before any worker starts, makes the migrated template that
 * freshDatabase (../helpers.ts) copies for each test file, so no file pays for initdb and the
 * migrations. The template is made by the real migration path (runMigrations; on PostgreSQL
 * openDatabase, the app's login included), is keyed on migrationsHash() and is reused by later
 * runs while the key holds. Its name goes to the workers in the environment.
 *
 * - PGlite: a dumped data folder, os.tmpdir()/fairway-test-template-pglite-<version>-<hash>.tar
 *   (uncompressed: it loads about a third faster than gzip).
 * - PostgreSQL (TEST_DATABASE_URL): the database fairway_template_<hash> on that server, closed
 *   to connections (a copy needs nobody connected to its template).
 *
 * Templates of other keys are removed once unused for STALE_MS, since another run on this
 * machine (a checkout with other migrations) may still be copying its own.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { PGLITE_EXTENSIONS, runnerOf } from '../../src/db/pglite';
import { migrationsHash, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './database-template';

/** A template of another key unused this long is removed (no run takes an hour). */
const STALE_MS = 60 * 60 * 1000;

export default async function globalSetup(): Promise<void> {
  const hash = migrationsHash();
  const base = process.env.TEST_DATABASE_URL;
  if (base) process.env[POSTGRES_TEMPLATE_ENV] = await postgresTemplate(base, hash);
  else process.env[PGLITE_TEMPLATE_ENV] = await pgliteTemplate(hash);
}

// ---------------------------------------------------------------------------------------------
// PGlite

const PGLITE_PREFIX = 'fairway-test-template-pglite-';

function pgliteVersion(): string {
  const main = require.resolve('@electric-sql/pglite');
  const pkg = join(dirname(main), '..', 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

async function pgliteTemplate(hash: string): Promise<string> {
  // The data folder's format is PGlite's: a new version makes a new template.
  const file = join(tmpdir(), `${PGLITE_PREFIX}${pgliteVersion()}-${hash}.tar`);
  if (existsSync(file)) {
    const now = new Date();
    utimesSync(file, now, now); // last used
  } else {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      await runMigrations(runnerOf(client));
      await client.exec('CHECKPOINT'); // nothing left to replay when a copy starts
      const dump = await client.dumpDataDir('none');
      // Written aside, then linked into place, which never replaces a file another run made.
      const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      try {
        linkSync(partial, file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      } finally {
        rmSync(partial, { force: true });
      }
    } finally {
      await client.close();
    }
  }
  for (const name of readdirSync(tmpdir())) {
    const other = join(tmpdir(), name);
    if (!name.startsWith(PGLITE_PREFIX) || other === file) continue;
    try {
      if (Date.now() - statSync(other).mtimeMs > STALE_MS) rmSync(other, { force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
  return file;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

const PG_PREFIX = 'fairway_template_';
/** Each template's comment: when a run last used it. */
const stamp = () => `fairway test template, last used ${new Date().toISOString()}`;

function urlOf(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function postgresTemplate(base: string, hash: string): Promise<string> {
  const name = `${PG_PREFIX}${hash}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await buildPostgresTemplate(admin, base, name);
    await admin.query(`COMMENT ON DATABASE ${name} IS '${stamp()}'`);
    await dropStalePostgresTemplates(admin, name);
  } finally {
    await admin.end();
  }
  return name;
}

/** Migrated under a name of its own, then renamed: a template is complete or absent. */
async function buildPostgresTemplate(admin: pg.Client, base: string, name: string) {
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${building}`);
  try {
    await admin.query(`COMMENT ON DATABASE ${building} IS '${stamp()}'`);
    const database = await openDatabase({
      kind: 'postgres',
      url: urlOf(base, building),
      poolMax: 1,
    });
    await database.close();
    await admin.query(`ALTER DATABASE ${building} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  } catch (err) {
    await dropPostgresTemplate(admin, building);
    // 42P04: another run, starting at the same moment, named its template first; use that.
    if ((err as { code?: string }).code !== '42P04') throw err;
  }
}

async function dropPostgresTemplate(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`).catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
}

async function dropStalePostgresTemplates(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ name: string; note: string | null }>(
    `SELECT datname AS name, shobj_description(oid, 'pg_database') AS note FROM pg_database
      WHERE starts_with(datname, $1) AND datname <> $2`,
    [PG_PREFIX, keep],
  );
  for (const { name, note } of rows) {
    const used = Date.parse(note?.match(/last used (\S+)$/)?.[1] ?? '');
    if (Date.now() - used > STALE_MS) await dropPostgresTemplate(admin, name);
  }
}
