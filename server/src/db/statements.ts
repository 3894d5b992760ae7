import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * SQL statements this process has sent since it opened the database (the query-count test reads
 * it). Every query, BEGIN, COMMIT and ROLLBACK counts once, also when several travel in one
 * message. One integer increment per statement; nothing else happens when nobody reads it.
 */
export type StatementCounter = { count: number };

/** Counts every query a pooled connection sends (pool.query goes through it too). */
export function countPgStatements(client: pg.PoolClient, statements: StatementCounter): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    statements.count++;
    return query(...args);
  }) as typeof client.query;
}

/** Counts PGlite's queries and execs, and a transaction's BEGIN and COMMIT (or ROLLBACK). */
export function countPgliteStatements(client: PGlite, statements: StatementCounter): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => {
    statements.count++;
    return query(...args);
  }) as typeof client.query;
  client.exec = (...args) => {
    statements.count++;
    return exec(...args);
  };
  client.transaction = (fn) => {
    statements.count += 2;
    return transaction((tx) => fn(countingTransaction(tx, statements)));
  };
}

function countingTransaction(tx: Transaction, statements: StatementCounter): Transaction {
  return {
    ...tx,
    query: ((...args: Parameters<typeof tx.query>) => {
      statements.count++;
      return tx.query(...args);
    }) as typeof tx.query,
    exec: (...args) => {
      statements.count++;
      return tx.exec(...args);
    },
    get closed() {
      return tx.closed;
    },
  };
}
