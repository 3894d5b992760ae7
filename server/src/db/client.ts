import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { accessSync, constants, mkdirSync } from 'node:fs';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { APP_ROLE, runMigrations, type SqlRunner } from './migrate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;

export type Database = {
  kind: DatabaseConfig['kind'];
  db: Db;
  /** Is the role the app queries with a superuser? It must not be, or RLS is bypassed. */
  isSuperuser(): Promise<boolean>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Opens the database, applies the committed migrations as the owner, then drops to the
 * non-superuser application role so that row-level security applies to every app query.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'pglite' ? openPglite(config.dataDir) : openPostgres(config.url);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite reports an unwritable folder only after initdb, as an ErrnoError without a message.
    accessSync(dataDir, constants.R_OK | constants.W_OK);
  }
  const client = new PGlite(dataDir ?? undefined);
  const runner: SqlRunner = {
    query: async (text, params) => (await client.query(text, params as unknown[])).rows as never,
    exec: async (text) => {
      await client.exec(text);
    },
    transaction: (fn) =>
      client.transaction(async (tx) =>
        fn({
          query: async (text, params) => (await tx.query(text, params as unknown[])).rows as never,
          exec: async (text) => {
            await tx.exec(text);
          },
          transaction: () => Promise.reject(new Error('nested migration transaction')),
        }),
      ),
  };
  try {
    await runMigrations(runner);
    await client.exec(`SET ROLE ${APP_ROLE}`);
  } catch (err) {
    await client.close().catch(() => undefined);
    throw err;
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    isSuperuser: () => checkSuperuser(db),
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
  };
}

/** Without a limit, connecting to a host that drops packets waits for the kernel (minutes). */
function connectTimeoutMs(url: string): number {
  const seconds = Number(URL.canParse(url) && new URL(url).searchParams.get('connect_timeout'));
  return seconds > 0 ? seconds * 1000 : 10_000;
}

async function openPostgres(url: string): Promise<Database> {
  const owner = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs(url),
  });
  await owner.connect();
  try {
    await runMigrations({
      query: async (text, params) => (await owner.query(text, params as unknown[])).rows as never,
      exec: async (text) => {
        await owner.query(text);
      },
      transaction: async (fn) => {
        await owner.query('BEGIN');
        try {
          const out = await fn({
            query: async (text, params) =>
              (await owner.query(text, params as unknown[])).rows as never,
            exec: async (text) => {
              await owner.query(text);
            },
            transaction: () => Promise.reject(new Error('nested migration transaction')),
          });
          await owner.query('COMMIT');
          return out;
        } catch (err) {
          await owner.query('ROLLBACK');
          throw err;
        }
      },
    });
  } finally {
    await owner.end();
  }
  // Every pooled connection queries as the application role from its first statement: the role
  // is a startup option, so no query has to race ahead of the pool's first checkout.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c role=${APP_ROLE}` });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    isSuperuser: () => checkSuperuser(db),
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}

async function checkSuperuser(db: Db): Promise<boolean> {
  const res = await db.execute(sql`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`);
  return Boolean(rowsOf<{ rolsuper: boolean }>(res)[0]?.rolsuper);
}

/** Drizzle's execute() answers differently per driver; this gives the rows for both. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
