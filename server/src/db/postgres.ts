import { NodePgSession, NodePgTransaction, drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { appLoginOf, ensureAppLogin, type AppLogin } from './app-login';
import type { Database, Db } from './client';
import { runMigrations, type SqlRunner } from './migrate';
import { CHANNELS, Notifications } from './notifications';
import { checkSuperuser, organizationSetting } from './rows';
import { scopedReads } from './scoped-reads';
import { countPgStatements, type StatementCounter } from './statements';

/** How long to wait before connecting the listener again after it lost its connection. */
const RELISTEN_MS = 1000;

/** Without a limit, connecting to a host that drops packets waits for the kernel (minutes). */
function connectTimeoutMs(url: string): number {
  const seconds = Number(URL.canParse(url) && new URL(url).searchParams.get('connect_timeout'));
  return seconds > 0 ? seconds * 1000 : 10_000;
}

/**
 * A PostgreSQL server: migrations on one owner connection (DATABASE_URL), then a pool that logs
 * in as the app's own role (see app-login.ts), so no request can become the owner again.
 */
export async function openPostgres(
  url: string,
  poolMax: number,
  appUrl?: string,
): Promise<Database> {
  const connectionTimeoutMillis = connectTimeoutMs(url);
  const login = appLoginOf(url, appUrl);
  await migrate(url, login, connectionTimeoutMillis);
  const statements: StatementCounter = { count: 0 };
  const notifications = new Notifications();
  const pool = new pg.Pool({
    connectionString: login.url,
    max: poolMax,
    // A connection that listens hears its own transaction's announcements before its COMMIT
    // returns, so this process never serves a principal that a change it committed has ended.
    onConnect: async (client) => {
      client.on('notification', (n) => notifications.deliver(n.channel, n.payload ?? ''));
      await client.query(CHANNELS.map((c) => `LISTEN ${c}`).join('; '));
    },
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => countPgStatements(client, statements));
  const listener = await keepListening(login.url, connectionTimeoutMillis, notifications).catch(
    async (err: unknown) => {
      await pool.end();
      throw err;
    },
  );
  const db = drizzle(pool) as unknown as Db;
  const dialect = new PgDialect();
  return {
    kind: 'postgres',
    db,
    statements,
    withOrg: async (organizationId, fn, options) => {
      const org = organizationSetting(organizationId);
      const client = await pool.connect();
      if (options?.reads) {
        const reads = scopedReads(client, org, statements);
        try {
          const out = await fn(drizzleOn(dialect, reads.client));
          if (!reads.needsTransaction) {
            client.release();
            return out;
          }
        } catch (err) {
          if (!reads.needsTransaction) {
            client.release();
            throw err;
          }
        }
        // It wrote or locked after all, and nothing of it took effect: again, in a transaction.
      }
      return inTransaction(client, org, statements, (tx) => fn(drizzleOn(dialect, tx)));
    },
    onNotification: (channel, handler) => notifications.on(channel, handler),
    isSuperuser: () => checkSuperuser(db),
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

type Queryable = ConstructorParameters<typeof NodePgSession>[0];

/** A Drizzle handle whose statements go to one connection (a transaction's, or scoped reads). */
const drizzleOn = (dialect: PgDialect, client: unknown): Db =>
  new NodePgTransaction(
    dialect,
    new NodePgSession(client as Queryable, dialect, undefined),
    undefined,
  ) as unknown as Db;

/** BEGIN with the organization in one message, fn, COMMIT; the connection goes back either way. */
async function inTransaction<T>(
  client: pg.PoolClient,
  org: string,
  statements: StatementCounter,
  fn: (tx: pg.PoolClient) => Promise<T>,
): Promise<T> {
  try {
    // Two statements, one round trip.
    await client.query(`BEGIN; SELECT set_config('fairway.org_id', '${org}', true)`);
    statements.count++;
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
  let broken: Error | undefined;
  try {
    const out = await fn(client);
    await client.query('COMMIT');
    return out;
  } catch (err) {
    await client.query('ROLLBACK').catch((e: Error) => (broken = e));
    throw err;
  } finally {
    client.release(broken);
  }
}

/**
 * Applies the migrations as the connecting (owner) role on one connection of its own, then makes
 * sure the app's login works, still under the migration lock.
 */
async function migrate(
  url: string,
  login: AppLogin,
  connectionTimeoutMillis: number,
): Promise<void> {
  const owner = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  await owner.connect();
  try {
    await runMigrations(runnerOf(owner), () =>
      ensureAppLogin(owner, login, connectionTimeoutMillis),
    );
  } finally {
    await owner.end();
  }
}

function runnerOf(owner: pg.Client): SqlRunner {
  const plain: SqlRunner = {
    query: async (text, params) => (await owner.query(text, params as unknown[])).rows as never,
    exec: async (text) => {
      await owner.query(text);
    },
    transaction: () => Promise.reject(new Error('nested migration transaction')),
  };
  return {
    ...plain,
    transaction: async (fn) => {
      await owner.query('BEGIN');
      try {
        const out = await fn(plain);
        await owner.query('COMMIT');
        return out;
      } catch (err) {
        await owner.query('ROLLBACK');
        throw err;
      }
    },
  };
}

/**
 * One connection that only listens, so announcements from other processes arrive even while every
 * pooled connection is busy or closed. When it drops, everyone hears MISSED and it reconnects.
 */
async function keepListening(
  url: string,
  connectionTimeoutMillis: number,
  notifications: Notifications,
): Promise<{ close(): Promise<void> }> {
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis });
    client.on('notification', (n) => notifications.deliver(n.channel, n.payload ?? ''));
    client.on('error', () => undefined);
    client.once('end', () => {
      if (current !== client) return;
      current = null;
      notifications.missed();
      again();
    });
    try {
      await client.connect();
      await client.query(CHANNELS.map((c) => `LISTEN ${c}`).join('; '));
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (closed) return void (await client.end());
    current = client;
    // Whatever was announced while nobody listened is unknown.
    notifications.missed();
  };
  const again = (): void => {
    if (closed) return;
    retry = setTimeout(() => void connect().catch(again), RELISTEN_MS);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end();
    },
  };
}
