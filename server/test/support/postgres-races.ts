import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createTestApp } from '../helpers';

/** Race tests run on PostgreSQL: the suite's (TEST_DATABASE_URL), else the local server. */
export const PG_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Whether PostgreSQL answers at PG_URL (synchronous, so a describe can be skipped). When it does
 * not: throws under REQUIRE_POSTGRES, naming what needs it, else logs why the tests are skipped.
 */
export function postgresAnswers(needs: string, skipped: (why: string) => string): boolean {
  const { hostname, port } = new URL(PG_URL);
  const probe = `require('node:net').connect({ host: ${JSON.stringify(hostname)}, port: ${Number(port || 5432)} })
    .on('connect', () => process.exit(0)).on('error', () => process.exit(1))
    .setTimeout(2000, () => process.exit(1));`;
  if (spawnSync(process.execPath, ['-e', probe]).status === 0) return true;
  const why = `nothing answers at ${hostname}:${port || 5432}`;
  if (process.env.REQUIRE_POSTGRES)
    throw new Error(`REQUIRE_POSTGRES is set, but ${why}: ${needs} need PostgreSQL`);
  console.log(skipped(why));
  return false;
}

/** A new database on PG_URL for an app of its own (when the suite's engine is PGlite). */
export async function ownDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(statement).finally(() => c.end());
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A connected client of `url`'s database (end it when done). */
export async function connect(url: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
}

/** The app a race file runs on, its database's URL, and how to close both. */
export type RaceApp = { app: FastifyInstance; url: string; close: () => Promise<void> };

/**
 * An app on PostgreSQL for a file's race tests. Under TEST_DATABASE_URL the suite's: `suite` when
 * the file already has one, else a createTestApp of its own on the suite's server. Otherwise (the
 * PGlite run) an app on a new database of PG_URL named after `prefix`, dropped on close. Throws
 * "`needs` need PostgreSQL" (after closing) when the app is not on PostgreSQL after all.
 */
export async function raceApp(
  prefix: string,
  options: { needs: string; now?: () => Date; suite?: FastifyInstance },
): Promise<RaceApp> {
  const clock = options.now ? { now: options.now } : {};
  let app: FastifyInstance;
  let close: () => Promise<void>;
  if (process.env.TEST_DATABASE_URL) {
    if (options.suite) {
      app = options.suite;
      close = () => Promise.resolve();
    } else {
      ({ app, close } = await createTestApp(clock));
    }
  } else {
    const db = await ownDatabase(prefix);
    const own = await createTestApp({
      ...clock,
      database: { kind: 'postgres', url: db.url },
    }).catch(async (e: unknown) => {
      await db.drop();
      throw e;
    });
    app = own.app;
    close = async () => {
      await own.close();
      await db.drop();
    };
  }
  const database = app.config.database;
  if (database.kind !== 'postgres') {
    await close();
    throw new Error(`${options.needs} need PostgreSQL`);
  }
  return { app, url: database.url, close };
}

/** The most transactions seen open, and of them waiting for a lock, at one moment. */
export type Overlap = { open: number; waiting: number };

/** A row lock a barrier holds: `SELECT 1 FROM table WHERE id = $1 FOR UPDATE`. */
export function rowLock(table: string, id: number): { text: string; values: unknown[] } {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`not a table name: ${table}`);
  return { text: `SELECT 1 FROM ${table} WHERE id = $1 FOR UPDATE`, values: [id] };
}

/** Other client sessions of this database inside a transaction now, and how many wait for a lock. */
async function overlapNow(monitor: pg.Client, ignore: number): Promise<Overlap> {
  const { rows } = await monitor.query<Overlap>(
    `SELECT count(*)::int AS open, (count(*) FILTER (WHERE wait_event_type = 'Lock'))::int AS waiting
       FROM pg_stat_activity
      WHERE datname = current_database() AND backend_type = 'client backend'
        AND xact_start IS NOT NULL AND pid <> pg_backend_pid() AND pid <> $1`,
    [ignore],
  );
  return rows[0]!;
}

/** How long a barrier holds at most before it lets the attempts go. */
const BARRIER_MS = 20_000;

/**
 * The barrier: a connection of the test's holds `lock` (a SELECT … FOR UPDATE, see rowLock) in a
 * transaction while every attempt starts, so they pile up inside their own transactions. Once
 * `minOverlap` are seen open and waiting for a lock together (in pg_stat_activity), or 20 s pass,
 * it commits and they race. Answers each attempt's outcome, in order (throwing the first attempt
 * that failed, once all have settled), and the most transactions seen open, and waiting, at once.
 */
export async function rushBehindBarrier<T>(
  url: string,
  lock: { text: string; values: unknown[] },
  attempts: (() => Promise<T>)[],
  { minOverlap }: { minOverlap: number },
): Promise<{ outcomes: T[]; most: Overlap }> {
  const blocker = await connect(url);
  const monitor = await connect(url);
  try {
    const { rows } = await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await blocker.query('BEGIN');
    await blocker.query(lock.text, lock.values);
    const running = Promise.allSettled(attempts.map((attempt) => attempt()));
    const most: Overlap = { open: 0, waiting: 0 };
    const deadline = Date.now() + BARRIER_MS;
    while (Math.min(most.open, most.waiting) < minOverlap && Date.now() < deadline) {
      const now = await overlapNow(monitor, rows[0]!.pid);
      most.open = Math.max(most.open, now.open);
      most.waiting = Math.max(most.waiting, now.waiting);
      await new Promise((r) => setTimeout(r, 10));
    }
    await blocker.query('COMMIT');
    const outcomes = (await running).map((s) => {
      if (s.status === 'rejected') throw s.reason;
      return s.value;
    });
    return { outcomes, most };
  } finally {
    await blocker.end();
    await monitor.end();
  }
}
