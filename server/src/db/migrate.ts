import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The non-superuser role every app query runs as, so that row-level security applies. */
export const APP_ROLE = 'fairway_app';

export type SqlRunner = {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
};

function migrationsDir(): string {
  // src/db/migrations in development and tests; dist/migrations in the bundled server.
  const candidates = [join(__dirname, 'migrations'), join(__dirname, 'db', 'migrations')];
  const found = candidates.find((d) => existsSync(d));
  if (!found) throw new Error(`migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Applies every committed `NNNN_name.sql` not yet recorded, each in its own transaction,
 * in file-name order. Safe to run on every start and from several processes.
 */
export async function runMigrations(runner: SqlRunner): Promise<string[]> {
  await ensureAppRole(runner);
  await runner.exec(`CREATE TABLE IF NOT EXISTS fairway_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const dir = migrationsDir();
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const done = await runner.transaction(async (tx) => {
      // A transaction-level advisory lock makes concurrent starts apply each file once.
      await tx.query('SELECT pg_advisory_xact_lock(727274)');
      const seen = await tx.query('SELECT 1 FROM fairway_migrations WHERE name = $1', [file]);
      if (seen.length > 0) return false;
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO fairway_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  await runner.exec(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};
    REVOKE ALL ON fairway_migrations FROM ${APP_ROLE};`);
  return applied;
}

async function ensureAppRole(runner: SqlRunner): Promise<void> {
  await runner.exec(`DO $$
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
      CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS;
    END IF;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END $$;`);
  await runner.exec(`DO $$
  BEGIN
    EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
  EXCEPTION WHEN OTHERS THEN NULL;
  END $$;`);
}
