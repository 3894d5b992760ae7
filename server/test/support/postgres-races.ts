import pg from 'pg';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

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
