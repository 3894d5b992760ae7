import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession, PgliteTransaction, drizzle } from 'drizzle-orm/pglite';
import { accessSync, constants, mkdirSync, readFileSync } from 'node:fs';
import type { Database, Db } from './client';
import { checkSuperuser, organizationSetting } from './rows';
import { APP_ROLE, runMigrations, type SqlRunner } from './migrate';
import { CHANNELS, Notifications } from './notifications';
import { countPgliteStatements, type StatementCounter } from './statements';
import { Turns } from './turns';

/**
 * The extensions the migrations create (btree_gist: house bookings' exclusion constraint, 0022).
 * Every PGlite that opens Fairway's data loads them: the app, the test template and its copies.
 */
export const PGLITE_EXTENSIONS = { btree_gist } satisfies PGliteOptions['extensions'];

/**
 * The embedded database: one PGlite in this process, one transaction at a time. With `template`
 * (tests: a dumped, already migrated data folder, see DatabaseConfig) the cluster is loaded from
 * it instead of made by initdb; the migrations then find nothing to do.
 */
export async function openPglite(dataDir: string | null, template?: string): Promise<Database> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite reports an unwritable folder only after initdb, as an ErrnoError without a message.
    accessSync(dataDir, constants.R_OK | constants.W_OK);
  }
  const client = template
    ? new PGlite({
        dataDir: dataDir ?? undefined,
        loadDataDir: new Blob([readFileSync(template)]),
        extensions: PGLITE_EXTENSIONS,
      })
    : new PGlite({ dataDir: dataDir ?? undefined, extensions: PGLITE_EXTENSIONS });
  const statements: StatementCounter = { count: 0 };
  const notifications = new Notifications();
  try {
    await runMigrations(runnerOf(client));
    // PGlite has one connection, authenticated as its bootstrap superuser, and no login of
    // another role. Changing the session's authorization (not just SET ROLE) is the strongest it
    // offers: RESET ROLE, SET ROLE to the owner, RESET SESSION AUTHORIZATION and DISCARD ALL all
    // stay fairway_app. Its limit: SET SESSION AUTHORIZATION naming the superuser is still
    // allowed, because the connection's authenticated user is one.
    await client.exec(`SET SESSION AUTHORIZATION ${APP_ROLE}`);
    // PGlite hands a notification to its listeners before the query that committed it returns.
    for (const channel of CHANNELS)
      await client.listen(channel, (payload) => notifications.deliver(channel, payload));
  } catch (err) {
    await client.close().catch(() => undefined);
    throw err;
  }
  countPgliteStatements(client, statements);
  takeTurns(client, new Turns());
  const db = drizzle(client) as unknown as Db;
  const dialect = new PgDialect();
  return {
    kind: 'pglite',
    db,
    statements,
    withOrg: (organizationId, fn) => {
      const org = organizationSetting(organizationId);
      return client.transaction(async (tx) => {
        // A plain exec: no parameters to describe and bind for a whole number.
        await tx.exec(`SELECT set_config('fairway.org_id', '${org}', true)`);
        return fn(
          new PgliteTransaction(
            dialect,
            new PgliteSession(tx, dialect, undefined),
            undefined,
          ) as unknown as Db,
        );
      });
    },
    onNotification: (channel, handler) => notifications.on(channel, handler),
    isSuperuser: () => checkSuperuser(db),
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
  };
}

/** Every query, exec and transaction of the app waits for its turn (see turns.ts). */
function takeTurns(client: PGlite, turns: Turns): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) =>
    turns.run(() => query(...args))) as typeof client.query;
  client.exec = (...args) => turns.run(() => exec(...args));
  client.transaction = (fn) => turns.run(() => transaction(fn));
}

/** The migration runner on a PGlite (also how the tests' template is migrated). */
export function runnerOf(client: PGlite): SqlRunner {
  return {
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
}
