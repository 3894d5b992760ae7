import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { pgErrorCode } from '../src/lib/errors';
import { loadGrants } from '../src/plugins/platform/auth/principal';
import { createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Row-level security is the tenant wall: a query carries no organization filter and sees only the
 * rows of the organization in the request's scope, and writes into another one fail. Every table
 * and reference is covered by tenant-isolation.test.ts; the catalog by tenant-catalog.test.ts.
 */
describe('row-level security', () => {
  test('an unfiltered query sees only its own organization; another organization is invisible', async () => {
    const admin = await signIn(t.app);
    const home = (await admin.get('/api/user/current')).json().organization_id as number;
    const other = (await admin.post('/api/settings/organizations', { name: 'Rival Links' })).json()
      .id as number;
    await createUserAndSignIn(t.app, other, 'rival.member@test.local', ['member']);

    const seen = await t.app.withOrg(home, async (tx) =>
      rowsOf<{ email: string; organization_id: number }>(
        await tx.execute(sql`SELECT email, organization_id FROM users`),
      ),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((u) => u.organization_id === home)).toBe(true);
    expect(seen.map((u) => u.email)).not.toContain('rival.member@test.local');

    // No organization in scope: nothing is visible at all.
    const none = rowsOf(await t.app.database.db.execute(sql`SELECT id FROM users`));
    expect(none).toEqual([]);
  });

  test("a user's grants are only found with that user's own organization", async () => {
    const admin = await signIn(t.app);
    const me = (await admin.get('/api/user/current')).json() as {
      id: number;
      organization_id: number;
    };
    const other = (
      await admin.post('/api/settings/organizations', { name: 'Grant Check Club' })
    ).json().id as number;
    expect(await loadGrants(t.app.database.db, me.id, me.organization_id)).toMatchObject({
      roles: ['admin'],
    });
    expect(await loadGrants(t.app.database.db, me.id, other)).toBeNull();
  });

  test('a write into another organization is refused by the policy', async () => {
    const admin = await signIn(t.app);
    const home = (await admin.get('/api/user/current')).json().organization_id as number;
    const other = (await admin.post('/api/settings/organizations', { name: 'Other Dunes' })).json()
      .id as number;
    const err = await t.app
      .withOrg(home, (tx) =>
        tx.execute(sql`INSERT INTO roles (organization_id, name) VALUES (${other}, 'smuggled')`),
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(pgErrorCode(err)).toBe('42501'); // insufficient_privilege: new row violates row-level security policy
  });
});
