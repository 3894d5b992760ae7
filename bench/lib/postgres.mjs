// A fresh database on a PostgreSQL server for one benchmark run, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

export const serverRequire = createRequire(new URL('../../server/package.json', import.meta.url));
const pg = serverRequire('pg');

/** BENCH_DATABASE_URL, else the local server the machines run (postgres://postgres@127.0.0.1:5432/postgres). */
export const POSTGRES_BASE =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresAnswers(base = POSTGRES_BASE) {
  const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs fn(url) with the URL of a new empty database, dropped when fn has finished. */
export async function withPostgres(fn, base = POSTGRES_BASE) {
  const name = `fairway_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
