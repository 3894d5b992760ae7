import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The role every app query runs as, so that row-level security applies: not a superuser, no
 * BYPASSRLS, only the grants below. Created NOLOGIN; on PostgreSQL it is given LOGIN (or an
 * operator's login role is made a member of it, see app-login.ts).
 */
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

/** Held for the whole run: concurrent starts of several processes on one database take turns. */
export const MIGRATION_LOCK = 727274;

/**
 * Applies every committed `NNNN_name.sql` not yet recorded, each in its own transaction, in
 * file-name order. The whole run (the app role, the bookkeeping table, the files, the grants,
 * then `thenLocked`: the app's login on PostgreSQL) holds one session-level advisory lock on the
 * runner's single connection, so replicas started together on an empty database wait for the
 * first and then find nothing left to do.
 */
export async function runMigrations(
  runner: SqlRunner,
  thenLocked: () => Promise<void> = async () => undefined,
): Promise<string[]> {
  await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  const applied = await migrateLocked(runner, thenLocked).catch(async (err: unknown) => {
    // The connection may be gone; closing it releases the lock anyway, and the cause matters more.
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    throw err;
  });
  await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  return applied;
}

async function migrateLocked(
  runner: SqlRunner,
  thenLocked: () => Promise<void>,
): Promise<string[]> {
  await ensureAppRole(runner);
  await runner.exec(`CREATE TABLE IF NOT EXISTS fairway_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const dir = migrationsDir();
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  const seen = new Set(
    (await runner.query<{ name: string }>('SELECT name FROM fairway_migrations')).map(
      (r) => r.name,
    ),
  );
  const applied: string[] = [];
  for (const file of files.filter((f) => !seen.has(f))) {
    await runner.transaction(async (tx) => {
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO fairway_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  await runner.exec(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE};
    REVOKE ALL ON fairway_migrations FROM ${APP_ROLE};`);
  await thenLocked();
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
