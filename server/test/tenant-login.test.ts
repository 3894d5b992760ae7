import { sql } from 'drizzle-orm';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../src/config';
import { appLoginOf } from '../src/db/app-login';
import { openDatabase, rowsOf } from '../src/db/client';

/*
 * How the requests log in to PostgreSQL (db/app-login.ts): as fairway_app by default, as the role
 * DATABASE_APP_URL names otherwise, and never as a role that could undo row-level security.
 */

test('DATABASE_APP_URL needs DATABASE_URL, the owner that migrates', () => {
  expect(() => loadConfig({ DATABASE_APP_URL: 'postgres://app@db/fairway' })).toThrow(ConfigError);
  expect(
    loadConfig({ DATABASE_URL: 'postgres://o@db/f', DATABASE_APP_URL: 'postgres://a:s@db/f' })
      .database,
  ).toMatchObject({ kind: 'postgres', url: 'postgres://o@db/f', appUrl: 'postgres://a:s@db/f' });
});

test("without DATABASE_APP_URL the login is fairway_app, its password derived from the owner's", () => {
  const login = appLoginOf('postgres://owner:owner-secret@db.example:6543/club?sslmode=require');
  const url = new URL(login.url);
  expect(url.username).toBe('fairway_app');
  expect(url.password).not.toBe('');
  expect(login.url).not.toContain('owner-secret');
  expect(`${url.host}${url.pathname}${url.search}`).toBe('db.example:6543/club?sslmode=require');
  // The same owner password always gives the same one; another gives another.
  expect(appLoginOf('postgres://owner:owner-secret@elsewhere/x').derived).toEqual(login.derived);
  expect(appLoginOf('postgres://owner:other@db.example/club').derived).not.toEqual(login.derived);
  // A socket path: the user and password go in the query.
  const socket = new URL(
    appLoginOf('postgres:///club?host=/run/postgresql&user=owner&password=pw').url,
  );
  expect(socket.searchParams.get('user')).toBe('fairway_app');
  expect(socket.searchParams.get('password')).toBe(
    appLoginOf('postgres://owner:pw@db/club').derived!.password,
  );
  expect(socket.searchParams.get('host')).toBe('/run/postgresql');
  // No owner password (trust, peer): no password for the app either.
  const saved = process.env.PGPASSWORD;
  delete process.env.PGPASSWORD;
  try {
    expect(appLoginOf('postgres://owner@db/club').derived).toEqual({ password: null });
  } finally {
    if (saved !== undefined) process.env.PGPASSWORD = saved;
  }
});

const base = process.env.TEST_DATABASE_URL;
const onPostgres = base ? describe : describe.skip;

// Needs roles of its own on a real server; PGlite has no logins.
onPostgres('PostgreSQL: DATABASE_APP_URL', () => {
  const suffix = randomBytes(4).toString('hex');
  const database = `fairway_test_login_${suffix}`;
  const member = `fairway_test_member_${suffix}`;
  const stranger = `fairway_test_stranger_${suffix}`;
  const urlAs = (user: string, db = database) => {
    const u = new URL(base!);
    u.username = user;
    u.password = '';
    u.pathname = `/${db}`;
    return u.toString();
  };
  const owner = () => {
    const u = new URL(base!);
    u.pathname = `/${database}`;
    return u.toString();
  };
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    await admin(`CREATE ROLE ${member} LOGIN; CREATE ROLE ${stranger} LOGIN`);
  });
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin(`DROP ROLE IF EXISTS ${member}; DROP ROLE IF EXISTS ${stranger}`);
  });

  test('a login role that is a member of fairway_app serves the requests, behind the wall', async () => {
    // The migrations create fairway_app; then the operator's role joins it.
    const first = await openDatabase({ kind: 'postgres', url: owner() });
    await first.close();
    await admin(`GRANT fairway_app TO ${member}`);
    const db = await openDatabase({ kind: 'postgres', url: owner(), appUrl: urlAs(member) });
    try {
      const who = await db.withOrg(1, async (tx) =>
        rowsOf<{ session_user: string; n: number }>(
          await tx.execute(
            sql`SELECT session_user, (SELECT count(*)::int FROM users WHERE organization_id <> 1) AS n`,
          ),
        ),
      );
      expect(who).toEqual([{ session_user: member, n: 0 }]);
      expect(await db.isSuperuser()).toBe(false);
    } finally {
      await db.close();
    }
  });

  test('the owner, a superuser or a role without the grants is refused at start, naming the setting', async () => {
    const superuser = new URL(base!).username || 'postgres';
    await expect(
      openDatabase({ kind: 'postgres', url: owner(), appUrl: urlAs(superuser) }),
    ).rejects.toThrow(/^DATABASE_APP_URL: the requests would query as ".+", which is a superuser/);
    await expect(
      openDatabase({ kind: 'postgres', url: owner(), appUrl: urlAs(stranger) }),
    ).rejects.toThrow(/^DATABASE_APP_URL: .* which is not fairway_app nor a member of it/);
  });

  test('a login that is refused names DATABASE_APP_URL and never its password', async () => {
    const err = await openDatabase({
      kind: 'postgres',
      url: owner(),
      appUrl: urlAs(member, `no_such_db_${suffix}`).replace('@', ':hunter2-secret@'),
    }).then(
      () => null,
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(ConfigError);
    expect(err!.message).toMatch(/^DATABASE_APP_URL: the requests could not log in/);
    expect(err!.message).not.toContain('hunter2-secret');
  });
});
