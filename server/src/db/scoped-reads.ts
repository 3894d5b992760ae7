import pg from 'pg';
import type { StatementCounter } from './statements';

/*
 * Reads without BEGIN and COMMIT, on PostgreSQL. Each statement travels in one message with
 * `SELECT set_config('fairway.org_id', …, true), set_config('transaction_read_only', 'on', true)`
 * ahead of it and a single Sync after both: the server runs the two in one implicit transaction,
 * in that order, so row-level security sees the organization and the setting ends with the
 * statement. One round trip instead of three for a call that reads once.
 *
 * The implicit transaction is read-only: a statement that writes, locks rows (FOR UPDATE) or takes
 * a transaction-level advisory lock fails before it has any effect (or is refused before it is
 * sent), and the caller runs the whole unit of work again inside a real transaction.
 */

/** SQLSTATE read_only_sql_transaction. */
const READ_ONLY_VIOLATION = '25006';

/** Statements that only make sense inside a transaction block. */
const TRANSACTION_ONLY = /^\s*(savepoint|release|rollback|begin|commit)\b|pg_advisory_xact_lock/i;

export class NeedsTransaction extends Error {
  constructor() {
    super('this unit of work writes or locks: it runs again inside a transaction');
  }
}

type Connection = {
  parse(msg: { text: string }): void;
  bind(msg: { values: unknown[]; valueMapper: (v: unknown) => unknown }): void;
  execute(msg: { portal: string }): void;
};

type QueryInternals = {
  callback?: (err: Error | null, res: pg.QueryResult) => void;
  prepare(connection: Connection): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, connection: Connection): void;
};

const BaseQuery = pg.Query as unknown as new (
  config: unknown,
  values?: unknown,
) => pg.Query & QueryInternals;

/** One statement preceded by the scope statement, in one message with one Sync. */
class ScopedReadQuery extends BaseQuery {
  private scoped = false;

  constructor(
    private readonly scope: string,
    config: unknown,
    values: unknown,
  ) {
    super(config, values);
  }

  requiresPreparation(): boolean {
    return true;
  }

  override prepare(connection: Connection): void {
    connection.parse({ text: this.scope });
    connection.bind({ values: [], valueMapper: (v) => v });
    connection.execute({ portal: '' });
    super.prepare(connection);
  }

  // The scope statement's row and completion are not part of the answer.
  override handleDataRow(msg: unknown): void {
    if (this.scoped) super.handleDataRow(msg);
  }

  override handleCommandComplete(msg: unknown, connection: Connection): void {
    if (!this.scoped) {
      this.scoped = true;
      return;
    }
    super.handleCommandComplete(msg, connection);
  }
}

export type ScopedReads = {
  /** What Drizzle's session calls: a pg client's query(config, values). */
  client: { query(config: unknown, values?: unknown): Promise<pg.QueryResult> };
  /** Did a statement need a transaction? Then the unit of work must run again in one. */
  readonly needsTransaction: boolean;
};

/** A pooled connection seen through read-only, organization-scoped single statements. */
export function scopedReads(
  connection: pg.PoolClient,
  organization: string,
  statements: StatementCounter,
): ScopedReads {
  const scope = `SELECT set_config('fairway.org_id', '${organization}', true), set_config('transaction_read_only', 'on', true)`;
  let needsTransaction = false;
  const query = async (config: unknown, values?: unknown): Promise<pg.QueryResult> => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    if (needsTransaction || TRANSACTION_ONLY.test(text)) {
      needsTransaction = true;
      throw new NeedsTransaction();
    }
    const normalized = typeof config === 'string' ? { text: config } : config;
    statements.count++;
    try {
      return await new Promise<pg.QueryResult>((resolve, reject) => {
        const q = new ScopedReadQuery(scope, normalized, values);
        q.callback = (err, res) => (err ? reject(err) : resolve(res));
        // A query object with submit() is queued as it is; its callback settles the promise.
        void connection.query(q as unknown as pg.QueryConfig);
      });
    } catch (err) {
      if ((err as { code?: unknown }).code === READ_ONLY_VIOLATION) needsTransaction = true;
      throw err;
    }
  };
  return {
    client: { query },
    get needsTransaction() {
      return needsTransaction;
    },
  };
}
