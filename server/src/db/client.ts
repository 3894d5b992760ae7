import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { DEFAULT_POOL_MAX, type DatabaseConfig } from '../config';
import type { Channel, NotificationHandler } from './notifications';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { StatementCounter } from './statements';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;

export type { StatementCounter } from './statements';

export type Database = {
  kind: DatabaseConfig['kind'];
  db: Db;
  /** Statements sent so far (tests compare it before and after a call). */
  statements: StatementCounter;
  /**
   * Runs fn in one transaction whose first statement sets the organization that row-level
   * security compares every row with (`fairway.org_id`, transaction-local). With `reads` (a GET),
   * PostgreSQL runs each statement on its own, scoped and read-only, in one round trip, and runs
   * fn again in a transaction if it turns out to write or lock (see scoped-reads.ts); PGlite,
   * where a transaction is cheaper than statements outside one, always uses the transaction.
   */
  withOrg<T>(
    organizationId: number,
    fn: (tx: Db) => Promise<T>,
    options?: { reads?: boolean },
  ): Promise<T>;
  /**
   * Calls handler with each payload announced on the channel, in this process too, before the
   * announcing transaction's COMMIT returns; with MISSED when some may have been lost.
   */
  onNotification(channel: Channel, handler: NotificationHandler): () => void;
  /** Is the role the app queries with a superuser? It must not be, or RLS is bypassed. */
  isSuperuser(): Promise<boolean>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const databases = new WeakMap<Db, Database>();

/** The Database a Drizzle handle belongs to (undefined for a transaction's handle). */
export const databaseOf = (db: Db): Database | undefined => databases.get(db);

/**
 * Opens the database and applies the committed migrations as the owner; every app query then
 * runs as the application role, so that row-level security applies to it: on PostgreSQL a login
 * of its own, on PGlite the session's authorization (see pglite.ts for its limit).
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const database =
    config.kind === 'pglite'
      ? await openPglite(config.dataDir, config.template)
      : await openPostgres(config.url, config.poolMax ?? DEFAULT_POOL_MAX, config.appUrl);
  databases.set(database.db, database);
  return database;
}

export { rowsOf } from './rows';
