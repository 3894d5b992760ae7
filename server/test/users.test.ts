import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { createAccount } from '../src/modules/users';
import { users } from '../src/modules/users/tables';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let adminId: number;
let orgId: number;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  const me = (await admin.get('/api/user/current')).json();
  adminId = me.id;
  orgId = me.organization_id;
});
afterAll(() => t.close());

const U = '/api/settings/users';
const uniqueEmail = (prefix = 'user') => `${prefix}${++seq}@test.local`;
const newUser = (over: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  first_name: 'Una',
  last_name: 'User',
  ...over,
});

async function createUser(over: Record<string, unknown> = {}) {
  const res = await admin.post(U, newUser(over));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; email: string; status: string; roles: string[] };
}

/** A user made directly in the database (never signed in), for activity windows. */
const seedUser = (email: string, first_name = 'Seed') =>
  app.withOrg(orgId, (tx) =>
    createAccount(tx, {
      organizationId: orgId,
      email,
      password: null,
      first_name,
      last_name: 'User',
      roleNames: ['member'],
    }),
  );

const setDates = (id: number, lastActiveDaysAgo: number | null, createdDaysAgo = 0) =>
  app.withOrg(orgId, (tx) =>
    tx
      .update(users)
      .set({
        last_active_at:
          lastActiveDaysAgo === null
            ? null
            : sql`now() - make_interval(days => ${lastActiveDaysAgo})`,
        created_at: sql`now() - make_interval(days => ${createdDaysAgo})`,
      })
      .where(eq(users.id, id)),
  );

const total = async (url: string) => Number((await admin.get(url)).headers['x-total-count']);
const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((u) => u.id);

describe('creating and reading users', () => {
  test('an admin creates a user; answers show roles and never the password hash', async () => {
    const res = await admin.post(
      U,
      newUser({ password: 'Green-Fairway-42', roles: ['staff'], phone: '+44 20 7946 0000' }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      roles: ['staff'],
      status: 'active',
      must_change_password: true,
      phone: '+44 20 7946 0000',
    });
    for (const body of [
      res.body,
      (await admin.get(`${U}/${created.id}`)).body,
      (await admin.get(U)).body,
    ]) {
      expect(body).not.toContain('password_hash');
      expect(body).not.toContain('$argon2');
    }
    // The password set by the admin works.
    await expect(signIn(app, created.email, 'Green-Fairway-42')).resolves.toBeInstanceOf(Agent);
  });

  test('roles may be given by id or name; without any the user is a member', async () => {
    const roles = (await admin.get(`${U}/roles`)).json() as { id: number; name: string }[];
    const trainer = roles.find((r) => r.name === 'trainer')!;
    expect((await createUser({ roles: [trainer.id, 'guest'] })).roles).toEqual([
      'guest',
      'trainer',
    ]);
    expect((await createUser()).roles).toEqual(['member']);
  });

  test('bad bodies are 400 with a message and create nothing', async () => {
    const before = await total(U);
    const cases: [Record<string, unknown>, string][] = [
      [newUser({ email: 'not-an-address' }), 'Email must be a valid address'],
      [newUser({ first_name: '  ' }), 'First name is required'],
      [newUser({ password: 'short' }), 'Password must be at least 8 characters'],
      [newUser({ password: 'password123' }), 'This password is too common; choose another'],
      [newUser({ roles: ['captain'] }), 'Unknown role: captain'],
      [newUser({ password_hash: 'x' }), 'password_hash'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post(U, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await total(U)).toBe(before);
  });

  test('an e-mail already in use is 409, whatever its case', async () => {
    const u = await createUser();
    const res = await admin.post(U, newUser({ email: u.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A user with this email already exists');
  });

  test('the list pages with X-Total-Count and filters by status and role', async () => {
    const all = await admin.get(`${U}?limit=2&offset=1`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(2);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThan(2);

    const staff = (await admin.get(`${U}?role=staff`)).json() as { roles: string[] }[];
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.every((u) => u.roles.includes('staff'))).toBe(true);

    const pending = await createUser();
    await admin.patch(`${U}/${pending.id}/status`, { status: 'pending' });
    expect(ids(await admin.get(`${U}?status=pending`))).toEqual([pending.id]);
    expect((await admin.get(`${U}?status=frozen`)).statusCode).toBe(400);
    expect((await admin.get(`${U}?role=captain`)).statusCode).toBe(404);
  });

  test('by-role and without-role split the users by role name', async () => {
    const guest = await createUser({ roles: ['guest'] });
    const member = await createUser();
    const byRole = ids(await admin.get(`${U}/by-role/guest`));
    const without = ids(await admin.get(`${U}/without-role/guest?limit=500`));
    expect(byRole).toContain(guest.id);
    expect(byRole).not.toContain(member.id);
    expect(without).toContain(member.id);
    expect(without).not.toContain(guest.id);
    expect((await admin.get(`${U}/by-role/nobody`)).statusCode).toBe(404);
  });

  test('search finds part of an e-mail or name, case-insensitively, and treats % and _ literally', async () => {
    const percy = await createUser({ first_name: 'Percy', last_name: 'Under_Score' });
    const other = await createUser({ first_name: 'Percival', last_name: 'UnderXScore' });
    expect(ids(await admin.get(`${U}/search?q=PERC`))).toEqual(
      expect.arrayContaining([percy.id, other.id]),
    );
    expect(ids(await admin.get(`${U}/search?q=der_s`))).toEqual([percy.id]);
    expect(ids(await admin.get(`${U}/search?q=${encodeURIComponent('%')}`))).toEqual([]);
    expect(
      ids(await admin.get(`${U}/search?q=${encodeURIComponent(percy.email.slice(0, 6))}`)),
    ).toContain(percy.id);
    expect(ids(await admin.get(`${U}/search?q=${encodeURIComponent('percy under')}`))).toEqual([
      percy.id,
    ]);
    const empty = await admin.get(`${U}/search?q=`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Search text is required');
  });

  test('active and inactive lists follow last_active_at (defaults 30 and 90 days)', async () => {
    const recent = await seedUser('recent@window.test');
    const sixty = await seedUser('sixty@window.test');
    const old = await seedUser('old@window.test');
    const neverOld = await seedUser('never-old@window.test');
    const neverNew = await seedUser('never-new@window.test');
    await setDates(recent.id, 10, 400);
    await setDates(sixty.id, 60, 400);
    await setDates(old.id, 120, 400);
    await setDates(neverOld.id, null, 200);

    const active = ids(await admin.get(`${U}/active?limit=500`));
    expect(active).toContain(recent.id);
    expect(active).not.toContain(sixty.id);
    expect(ids(await admin.get(`${U}/active?days=90&limit=500`))).toEqual(
      expect.arrayContaining([recent.id, sixty.id]),
    );

    const inactive = ids(await admin.get(`${U}/inactive?limit=500`));
    expect(inactive).toEqual(expect.arrayContaining([old.id, neverOld.id]));
    expect(inactive).not.toContain(sixty.id);
    expect(inactive).not.toContain(neverNew.id);
    expect(ids(await admin.get(`${U}/inactive?days=30&limit=500`))).toContain(sixty.id);
    expect((await admin.get(`${U}/active?days=0`)).statusCode).toBe(400);
  });

  test('an update is answered, kept, and listed in the activity, newest first', async () => {
    const u = await createUser({ roles: ['member'] });
    await admin.post(`${U}/${u.id}/verify-email`);
    const res = await admin.put(`${U}/${u.id}`, {
      first_name: 'Renamed',
      email: `Renamed${seq}@Test.local`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Renamed',
      email: `renamed${seq}@test.local`,
      email_verified: false,
    });
    expect((await admin.get(`${U}/${u.id}`)).json().first_name).toBe('Renamed');

    const activity = (await admin.get(`${U}/${u.id}/activity`)).json();
    expect(activity.map((a: { action: string }) => a.action)).toEqual([
      'updated',
      'email_verified',
      'created',
    ]);
    expect(activity[0]).toMatchObject({
      actor_id: adminId,
      details: { fields: expect.arrayContaining(['first_name', 'email']) },
    });
    expect((await admin.get(`${U}/${u.id}/activity?limit=1`)).json()).toHaveLength(1);

    const bad = await admin.put(`${U}/${u.id}`, { phone: 'call me maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Phone may contain only digits');
    expect((await admin.get(`${U}/${u.id}`)).json().phone).toBeNull();
  });

  test('force password change and e-mail verification flags are set and recorded', async () => {
    const u = await createUser();
    expect(
      (await admin.post(`${U}/${u.id}/force-password-change`)).json().must_change_password,
    ).toBe(true);
    expect((await admin.post(`${U}/${u.id}/verify-email`)).json().email_verified).toBe(true);
    expect((await admin.post(`${U}/${u.id}/unverify-email`)).json().email_verified).toBe(false);
    const actions = (await admin.get(`${U}/${u.id}/activity`))
      .json()
      .map((a: { action: string }) => a.action);
    expect(actions.slice(0, 3)).toEqual([
      'email_unverified',
      'email_verified',
      'password_change_forced',
    ]);
  });

  test('a member cannot list or read users', async () => {
    const member = await createUserAndSignIn(app, orgId, uniqueEmail('member'), ['member']);
    expect((await member.get(U)).statusCode).toBe(403);
    expect((await member.get(`${U}/${adminId}`)).statusCode).toBe(403);
    expect((await member.post(U, newUser())).statusCode).toBe(403);
  });

  test('an unknown id is 404 and a malformed id 400', async () => {
    expect((await admin.get(`${U}/999999`)).statusCode).toBe(404);
    expect((await admin.get(`${U}/abc`)).statusCode).toBe(400);
  });
});

describe('status, suspension and sessions', () => {
  test('suspending needs a reason, ends the sessions; reactivating lets the user sign in again', async () => {
    const email = uniqueEmail('suspend');
    const member = await createUserAndSignIn(app, orgId, email, ['member']);
    const { id } = (await member.get('/api/user/current')).json();

    const noReason = await admin.post(`${U}/${id}/suspend`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Reason is required to suspend a user');
    expect((await admin.post(`${U}/${id}/suspend`, { reason: '   ' })).statusCode).toBe(400);
    expect((await member.get('/api/user/current')).statusCode).toBe(200);

    const suspended = await admin.post(`${U}/${id}/suspend`, { reason: 'Unpaid fees' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      status: 'suspended',
      suspended_reason: 'Unpaid fees',
    });
    expect((await member.get('/api/user/current')).statusCode).toBe(401);
    expect(
      (await new Agent(app).post('/api/auth/login', { email, password: 'Member-Pass-123' }))
        .statusCode,
    ).not.toBe(200);

    const back = await admin.post(`${U}/${id}/reactivate`);
    expect(back.json()).toMatchObject({ status: 'active', suspended_reason: null });
    const again = await signIn(app, email, 'Member-Pass-123');
    expect((await again.get('/api/user/current')).statusCode).toBe(200);

    const activity = (await admin.get(`${U}/${id}/activity`)).json();
    expect(activity.slice(0, 2)).toMatchObject([
      { action: 'reactivated', actor_id: adminId },
      { action: 'suspended', actor_id: adminId, details: { reason: 'Unpaid fees' } },
    ]);
  });

  test('PATCH status sets active, inactive or pending; inactive ends the sessions', async () => {
    const email = uniqueEmail('status');
    const member = await createUserAndSignIn(app, orgId, email, ['member']);
    const { id } = (await member.get('/api/user/current')).json();
    for (const status of ['suspended', 'frozen']) {
      const res = await admin.patch(`${U}/${id}/status`, { status });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Status must be active, inactive or pending');
    }
    expect((await admin.patch(`${U}/${id}/status`, { status: 'inactive' })).json().status).toBe(
      'inactive',
    );
    expect((await member.get('/api/user/current')).statusCode).toBe(401);
    expect((await admin.patch(`${U}/${id}/status`, { status: 'active' })).json().status).toBe(
      'active',
    );
    expect((await admin.get(`${U}/${id}/activity`)).json()[0]).toMatchObject({
      action: 'status_changed',
      details: { from: 'inactive', to: 'active' },
    });
  });

  test('nobody can delete, suspend or deactivate their own account', async () => {
    for (const res of [
      await admin.delete(`${U}/${adminId}`),
      await admin.post(`${U}/${adminId}/suspend`, { reason: 'why not' }),
      await admin.patch(`${U}/${adminId}/status`, { status: 'inactive' }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/You cannot (delete|suspend|deactivate) your own account/);
    }
    expect((await admin.get(`${U}/${adminId}`)).json().status).toBe('active');
  });

  test('a deleted user is gone', async () => {
    const u = await createUser();
    expect((await admin.delete(`${U}/${u.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${U}/${u.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${U}/${u.id}`)).statusCode).toBe(404);
  });

  test('stats and login history count sign-ins, failures and live sessions', async () => {
    const email = uniqueEmail('stats');
    await createUserAndSignIn(app, orgId, email, ['member']);
    await signIn(app, email, 'Member-Pass-123');
    await new Agent(app).post('/api/auth/login', { email, password: 'Wrong-Pass-000' });
    const id = ids(await admin.get(`${U}/search?q=${encodeURIComponent(email)}`))[0]!;

    const stats = (await admin.get(`${U}/${id}/stats`)).json();
    expect(stats).toMatchObject({
      user_id: id,
      login_count: 2,
      failed_login_count: 1,
      active_sessions: 2,
      roles: ['member'],
      status: 'active',
    });
    expect(stats.last_login_at).not.toBeNull();
    expect(stats.last_failed_login_at).not.toBeNull();

    const history = (await admin.get(`${U}/${id}/login-history?limit=2`)).json();
    expect(history).toHaveLength(2);
    expect(history[0].success).toBe(false);
  });

  test("an admin resets a user's password: old sessions end, the new password works", async () => {
    const email = uniqueEmail('reset');
    const member = await createUserAndSignIn(app, orgId, email, ['member']);
    const { id } = (await member.get('/api/user/current')).json();

    const weak = await admin.post(`${U}/${id}/reset-password`, { password: '12345678' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('This password is too common; choose another');
    expect((await member.get('/api/user/current')).statusCode).toBe(200);

    const res = await admin.post(`${U}/${id}/reset-password`, {
      password: 'Brand-New-Pass-77',
      must_change_password: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('password_hash');
    expect((await member.get('/api/user/current')).statusCode).toBe(401);
    await expect(signIn(app, email, 'Member-Pass-123')).rejects.toThrow();
    await expect(signIn(app, email, 'Brand-New-Pass-77')).resolves.toBeInstanceOf(Agent);
    expect((await admin.get(`${U}/${id}/activity`)).json()[0].action).toBe('password_reset');
  });
});

describe('bulk calls', () => {
  const row = (email: string, over: Record<string, unknown> = {}) => ({
    email,
    first_name: 'Bulk',
    last_name: 'Row',
    ...over,
  });
  const existsNamed = async (email: string) =>
    ids(await admin.get(`${U}/search?q=${encodeURIComponent(email)}`)).length > 0;

  test('bulk create is all or nothing, with a detail for every bad row', async () => {
    const taken = (await createUser()).email;
    const bad = await admin.post(`${U}/bulk`, {
      users: [
        row('bulk-a@test.local'),
        row('bulk-b@test.local', { roles: ['captain'] }),
        row('BULK-A@test.local'),
        row(taken),
        row('bulk-c@test.local', { password: 'qwerty123' }),
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'body.users.2.email',
          message: expect.stringContaining('Email appears twice in the list'),
        }),
      ]),
    );
    expect(await existsNamed('bulk-a@test.local')).toBe(false);

    // Once the shapes are right, the rows that need the database are checked, still before anything is written.
    const res = await admin.post(`${U}/bulk`, {
      users: [
        row('bulk-a@test.local'),
        row('bulk-b@test.local', { roles: ['captain'] }),
        row(taken),
        row('bulk-c@test.local', { password: 'password1' }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { row: 2, field: 'body.users.1.roles', message: 'Unknown role: captain' },
      { row: 3, field: 'body.users.2.email', message: 'A user with this email already exists' },
      {
        row: 4,
        field: 'body.users.3.password',
        message: 'This password is too common; choose another',
      },
    ]);
    expect(await existsNamed('bulk-a@test.local')).toBe(false);

    const ok = await admin.post(`${U}/bulk`, {
      users: [row('bulk-a@test.local'), row('bulk-b@test.local', { roles: ['guest'] })],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().map((u: { email: string; roles: string[] }) => [u.email, u.roles])).toEqual([
      ['bulk-a@test.local', ['member']],
      ['bulk-b@test.local', ['guest']],
    ]);
  });

  test('bulk create takes at most 500 rows', async () => {
    const rows = Array.from({ length: 501 }, (_, i) => row(`many${i}@test.local`));
    const res = await admin.post(`${U}/bulk`, { users: rows });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('At most 500 users at a time');
    expect(await existsNamed('many0@test.local')).toBe(false);
  });

  test('bulk update is all or nothing', async () => {
    const a = await createUser();
    const b = await createUser();
    const failed = await admin.put(`${U}/bulk-update`, {
      updates: [
        { id: a.id, first_name: 'Changed' },
        { id: 999999, first_name: 'Ghost' },
      ],
    });
    expect(failed.statusCode).toBe(404);
    expect(failed.json().message).toBe('Row 2: User not found (nothing was changed)');
    expect((await admin.get(`${U}/${a.id}`)).json().first_name).toBe('Una');

    const dup = await admin.put(`${U}/bulk-update`, { updates: [{ id: a.id }, { id: a.id }] });
    expect(dup.statusCode).toBe(400);

    const ok = await admin.put(`${U}/bulk-update`, {
      updates: [
        { id: a.id, first_name: 'Changed' },
        { id: b.id, status: 'inactive' },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(
      ok.json().map((u: { first_name: string; status: string }) => [u.first_name, u.status]),
    ).toEqual([
      ['Changed', 'active'],
      ['Una', 'inactive'],
    ]);
  });
});

describe('preferences', () => {
  test('a user reads and replaces their own; another user needs users:read / users:write', async () => {
    const member = await createUserAndSignIn(app, orgId, uniqueEmail('prefs'), ['member']);
    const { id } = (await member.get('/api/user/current')).json();
    expect((await member.get(`${U}/${id}/preferences`)).json()).toEqual({});
    expect(
      (await member.put(`${U}/${id}/preferences`, { theme: 'dark', units: { distance: 'yards' } }))
        .statusCode,
    ).toBe(200);
    expect((await member.get(`${U}/${id}/preferences`)).json()).toEqual({
      theme: 'dark',
      units: { distance: 'yards' },
    });

    expect((await member.get(`${U}/${adminId}/preferences`)).statusCode).toBe(403);
    expect((await member.put(`${U}/${adminId}/preferences`, { theme: 'pink' })).statusCode).toBe(
      403,
    );
    expect((await admin.get(`${U}/${id}/preferences`)).json()).toEqual({
      theme: 'dark',
      units: { distance: 'yards' },
    });

    const bad = await member.put(`${U}/${id}/preferences`, [1, 2]);
    expect(bad.statusCode).toBe(400);
    const huge = await member.put(`${U}/${id}/preferences`, { notes: 'x'.repeat(17_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain('Preferences must be at most 16 KB');
    expect((await member.get(`${U}/${id}/preferences`)).json().theme).toBe('dark');
  });
});

describe('another organization', () => {
  test('its users are 404: read, change, delete, suspend, roles, preferences, stats', async () => {
    const org = (
      await admin.post('/api/settings/organizations', { name: `Other Club ${seq}` })
    ).json();
    const otherAdmin = await createUserAndSignIn(app, org.id, uniqueEmail('other-admin'), [
      'admin',
    ]);
    const victim = await createUser({ first_name: 'Victim' });
    const otherRoles = (await otherAdmin.get(`${U}/roles`)).json() as {
      id: number;
      name: string;
    }[];
    const otherMemberRole = otherRoles.find((r) => r.name === 'member')!.id;

    const attempts = [
      await otherAdmin.get(`${U}/${victim.id}`),
      await otherAdmin.put(`${U}/${victim.id}`, { first_name: 'Hacked' }),
      await otherAdmin.delete(`${U}/${victim.id}`),
      await otherAdmin.post(`${U}/${victim.id}/suspend`, { reason: 'cross-club' }),
      await otherAdmin.patch(`${U}/${victim.id}/status`, { status: 'inactive' }),
      await otherAdmin.post(`${U}/${victim.id}/reset-password`, { password: 'Taken-Over-123' }),
      await otherAdmin.get(`${U}/${victim.id}/roles`),
      await otherAdmin.post(`${U}/${victim.id}/roles/${otherMemberRole}`),
      await otherAdmin.delete(`${U}/${victim.id}/roles/${otherMemberRole}`),
      await otherAdmin.get(`${U}/${victim.id}/preferences`),
      await otherAdmin.get(`${U}/${victim.id}/stats`),
      await otherAdmin.get(`${U}/${victim.id}/activity`),
      await otherAdmin.put(`${U}/bulk-update`, {
        updates: [{ id: victim.id, first_name: 'Hacked' }],
      }),
      await otherAdmin.post(`${U}/bulk-role-assign`, {
        user_ids: [victim.id],
        role_id: otherMemberRole,
      }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual(attempts.map(() => 404));

    // Roles of the first club are invisible too.
    const myRoles = (await admin.get(`${U}/roles`)).json() as { id: number; name: string }[];
    const otherUserId = (await otherAdmin.get('/api/user/current')).json().id;
    expect((await otherAdmin.post(`${U}/${otherUserId}/roles/${myRoles[0]!.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await otherAdmin.put(`${U}/roles/${myRoles[0]!.id}`, { description: 'x' })).statusCode,
    ).toBe(404);

    expect(ids(await otherAdmin.get(`${U}?limit=500`))).toEqual([otherUserId]);
    expect((await admin.get(`${U}/${victim.id}`)).json()).toMatchObject({
      first_name: 'Victim',
      status: 'active',
      roles: ['member'],
    });
  });
});

test('the OpenAPI document lists the users routes', async () => {
  const doc = (await app.inject({ url: '/api/docs/json' })).json();
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/settings/users',
      '/api/settings/users/{id}/suspend',
      '/api/settings/profiles/change-password',
      '/api/settings/golf-preferences/current',
    ]),
  );
});
