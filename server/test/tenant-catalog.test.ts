import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../src/db/client';
import {
  organizationReferences,
  organizationTables,
  tenantWallProblems,
} from '../src/db/tenant-catalog';
import { createTestApp, type TestApp } from './helpers';

/*
 * The tenant wall as the catalog shows it: every table with organization_id is row-level secured
 * (enabled, forced, the organization policy and nothing wider) and every reference to an
 * organization's row carries organization_id. A table added without either fails here.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("every organization-owned table of the app's schema stands behind the wall", async () => {
  const db = t.app.database.db;
  const tables = await organizationTables(db);
  // The check found the tables (a wrong schema or query would pass with nothing to check).
  expect(tables).toEqual(
    expect.arrayContaining([
      'users',
      'roles',
      'user_roles',
      'sessions',
      'refresh_tokens',
      'profiles',
      'golf_preferences',
      'courses',
      'holes',
      'tee_times',
      'tee_time_bookings',
      'tee_time_booking_players',
      'idempotency_keys',
    ]),
  );
  expect(await tenantWallProblems(db)).toEqual([]);
  const references = await organizationReferences(db);
  expect(references).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ child: 'holes', column: 'course_id', parent: 'courses' }),
      expect.objectContaining({ child: 'user_roles', column: 'role_id', parent: 'roles' }),
      expect.objectContaining({
        child: 'refresh_tokens',
        column: 'session_id',
        parent: 'sessions',
      }),
    ]),
  );
});

test('what is read before an organization is known is not organization-owned', async () => {
  // Sign-in counts failures per e-mail and address (login_throttle, used by auth/throttle.ts)
  // and finds the club (organizations) before any organization is in scope.
  const tables = await organizationTables(t.app.database.db);
  expect(tables).not.toContain('login_throttle');
  expect(tables).not.toContain('organizations');
});

/** Runs fn in a transaction that is always rolled back (temporary tables vanish with it). */
async function rolledBack<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
  let out: T | undefined;
  const rollback = new Error('rollback');
  await t.app
    .withOrg(1, async (tx) => {
      out = await fn(tx);
      throw rollback;
    })
    .catch((err: unknown) => {
      if (err !== rollback) throw err;
    });
  return out as T;
}

test('the check reports each way a table can breach the wall', async () => {
  // Temporary tables live in a schema of their own, which the app role may create in; a
  // transaction that is rolled back leaves nothing behind on either engine.
  const problems = await rolledBack(async (tx) => {
    const secure = async (table: string) => {
      const t = sql.identifier(table);
      await tx.execute(sql`ALTER TABLE ${t} ENABLE ROW LEVEL SECURITY`);
      await tx.execute(sql`ALTER TABLE ${t} FORCE ROW LEVEL SECURITY`);
      await tx.execute(sql`CREATE POLICY org_isolation ON ${t}
        USING (organization_id = fairway_current_org())
        WITH CHECK (organization_id = fairway_current_org())`);
    };
    await tx.execute(sql`CREATE TEMP TABLE wall_parent (
      id integer PRIMARY KEY, organization_id integer NOT NULL, UNIQUE (organization_id, id))`);
    await secure('wall_parent');
    // Behind the wall, with a composite reference: no problem.
    await tx.execute(sql`CREATE TEMP TABLE wall_good (organization_id integer NOT NULL,
      parent_id integer, FOREIGN KEY (organization_id, parent_id) REFERENCES wall_parent (organization_id, id))`);
    await secure('wall_good');
    // organization_id but no row-level security at all.
    await tx.execute(sql`CREATE TEMP TABLE wall_open (organization_id integer NOT NULL)`);
    // Enabled and with the policy, but not forced.
    await tx.execute(sql`CREATE TEMP TABLE wall_unforced (organization_id integer NOT NULL)`);
    await tx.execute(sql`ALTER TABLE wall_unforced ENABLE ROW LEVEL SECURITY`);
    await tx.execute(
      sql`CREATE POLICY org_isolation ON wall_unforced USING (organization_id = fairway_current_org()) WITH CHECK (organization_id = fairway_current_org())`,
    );
    // The policy plus a permissive one that lets every row through.
    await tx.execute(sql`CREATE TEMP TABLE wall_widened (organization_id integer NOT NULL)`);
    await secure('wall_widened');
    await tx.execute(sql`CREATE POLICY everyone ON wall_widened USING (true)`);
    // Secured, but its reference would accept another organization's parent.
    await tx.execute(sql`CREATE TEMP TABLE wall_plain_key (organization_id integer NOT NULL,
      parent_id integer REFERENCES wall_parent (id))`);
    await secure('wall_plain_key');
    // A table without organization_id holding references to an organization's rows.
    await tx.execute(
      sql`CREATE TEMP TABLE wall_orphan (parent_id integer REFERENCES wall_parent (id))`,
    );
    const schema = rowsOf<{ schema: string }>(
      await tx.execute(sql`SELECT pg_my_temp_schema()::regnamespace::text AS schema`),
    )[0]!.schema;
    return tenantWallProblems(tx, schema);
  });
  expect(problems).toEqual([
    'wall_open: row-level security is not enabled',
    'wall_open: row-level security is not forced',
    'wall_open: no organization policy',
    'wall_unforced: row-level security is not forced',
    'wall_widened: permissive policy everyone widens the organization policy',
    "wall_orphan: foreign key wall_orphan_parent_id_fkey (parent_id) -> wall_parent points at an organization's row from a table without organization_id",
    'wall_plain_key: foreign key wall_plain_key_parent_id_fkey (parent_id) -> wall_parent is not composite with organization_id',
  ]);
  // Nothing of it is left.
  const left = rowsOf(
    await t.app.database.db.execute(sql`SELECT 1 FROM pg_class WHERE relname LIKE 'wall\\_%'`),
  );
  expect(left).toEqual([]);
});
