import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { databaseOf, openDatabase, type Database, type Db } from '../../db/client';

export type Tx = Db;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    database: Database;
    /** Runs fn in a transaction scoped to one organization (sets the RLS context). */
    withOrg<T>(organizationId: number, fn: (tx: Tx) => Promise<T>): Promise<T>;
  }
}

/**
 * Transaction with the organization context that row-level security policies read. On the app's
 * database handle the organization travels with BEGIN; inside a transaction it is a savepoint.
 */
export async function withOrg<T>(
  db: Db,
  organizationId: number,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const database = databaseOf(db);
  if (database) return database.withOrg(organizationId, fn);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('fairway.org_id', ${String(organizationId)}, true)`);
    return fn(tx as unknown as Tx);
  });
}

export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database?: Database }) => {
    const database = opts.database ?? (await openDatabase(app.config.database));
    app.decorate('database', database);
    app.decorate('withOrg', <T>(organizationId: number, fn: (tx: Tx) => Promise<T>) =>
      database.withOrg(organizationId, fn),
    );
    // A database passed in by the caller (tests sharing one) is closed by the caller.
    if (!opts.database) app.addHook('onClose', () => database.close());
  },
  { name: 'database', dependencies: ['config'] },
);
