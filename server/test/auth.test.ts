import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { rowsOf } from '../src/db/client';
import { sha256 } from '../src/lib/tokens';
import { createInvitation } from '../src/modules/auth/invitations';
import { writeFeatures } from '../src/modules/settings';
import { createAccount } from '../src/modules/users';
import { ADMIN, Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

let t: TestApp;
let app: FastifyInstance;
let orgId: number;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
});
afterAll(() => t.close());

const setRegistration = (on: boolean) =>
  app.withOrg(orgId, (tx) => writeFeatures(tx, orgId, { registration_enabled: on }));

/** Changes the session row behind an agent's access cookie, inside its club's scope. */
async function changeSession(agent: Agent, set: SQL): Promise<void> {
  const hash = sha256(agent.jar.get('fw_access') ?? '');
  const [s] = rowsOf<{ organization_id: number }>(
    await app.database.db.execute(
      sql`SELECT organization_id FROM fairway_session_principal(${hash})`,
    ),
  );
  await app.withOrg(s!.organization_id, (tx) =>
    tx.execute(sql`UPDATE sessions SET ${set} WHERE access_hash = ${hash}`),
  );
}

async function newUser(
  email: string,
  roleNames: string[],
  extra: { must_change_password?: boolean } = {},
) {
  return app.withOrg(orgId, (tx) =>
    createAccount(tx, {
      organizationId: orgId,
      email,
      password: 'Member-Pass-123',
      roleNames,
      first_name: 'Test',
      last_name: 'User',
      ...extra,
    }),
  );
}

describe('registration', () => {
  const body = {
    email: 'New.Player@Test.local',
    password: 'Swing-Easy-42',
    first_name: 'New',
    last_name: 'Player',
  };

  test('is refused with a clear message while the registration flag is off, and creates nothing', async () => {
    const res = await new Agent(app).post('/api/auth/register', body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'registration_disabled',
      message: expect.stringMatching(/Registration is closed/),
    });
    const login = await new Agent(app).post('/api/auth/login', {
      email: body.email,
      password: body.password,
    });
    expect(login.statusCode).toBe(401);
  });

  test('creates a member and signs them in while the flag is on', async () => {
    await setRegistration(true);
    const agent = new Agent(app);
    const res = await agent.post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      authenticated: true,
      user: { email: 'new.player@test.local', roles: ['member'], organization_id: orgId },
    });
    expect(agent.jar.has('fw_access')).toBe(true);
    const me = await agent.get('/api/user/current');
    expect(me.json()).toMatchObject({
      first_name: 'New',
      last_name: 'Player',
      session_kind: 'password',
    });
  });

  test('applies the password rules with readable messages', async () => {
    await setRegistration(true);
    const attempt = (password: string) =>
      new Agent(app).post('/api/auth/register', {
        ...body,
        email: `rules-${password.length}@test.local`,
        password,
      });
    const short = await attempt('Ab1-xyz');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 8 characters');
    const common = await attempt('password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe('This password is too common; choose another');
    const long = await attempt('x'.repeat(129));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Password must be at most 128 characters');
    const badEmail = await new Agent(app).post('/api/auth/register', {
      ...body,
      email: 'not-an-address',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain('Enter a valid e-mail address');
  });

  test('an address that already has an account is 409 without saying more', async () => {
    await setRegistration(true);
    const res = await new Agent(app).post('/api/auth/register', {
      ...body,
      email: ADMIN.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This e-mail address cannot be registered. If it is yours, sign in or reset your password.',
    );
    await setRegistration(false);
  });
});

describe('forgot password', () => {
  const resetsOf = async (email: string) =>
    app.withOrg(
      orgId,
      async (tx) =>
        rowsOf<{ n: number }>(
          await tx.execute(
            sql`SELECT count(*)::int AS n FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.email = ${email}`,
          ),
        )[0]!.n,
    );

  test('answers the same for a known and an unknown address; only the known one gets a link', async () => {
    await newUser('forgetful@test.local', ['member']);
    const known = await new Agent(app).post('/api/auth/forgot-password', {
      email: 'Forgetful@test.local',
    });
    const unknown = await new Agent(app).post('/api/auth/forgot-password', {
      email: 'nobody@test.local',
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toMatch(/If an account exists/);
    expect(await resetsOf('forgetful@test.local')).toBe(1);
  });

  test('does not flood an inbox: at most three open links an hour', async () => {
    await newUser('flooded@test.local', ['member']);
    for (let i = 0; i < 5; i++) {
      expect(
        (await new Agent(app).post('/api/auth/forgot-password', { email: 'flooded@test.local' }))
          .statusCode,
      ).toBe(202);
    }
    expect(await resetsOf('flooded@test.local')).toBe(3);
  });
});

describe('password reset links', () => {
  test('end to end: staff creates a link, the user reads it, sets a password once, and old sessions end', async () => {
    const user = await newUser('reset.me@test.local', ['member']);
    const member = await signIn(app, 'reset.me@test.local', 'Member-Pass-123');

    const created = await admin.post(`/api/password-reset/${user.id}/24`);
    expect(created.statusCode).toBe(201);
    const { id, url, expires_at } = created.json();
    expect(url).toBe(`${app.config.publicUrl}/reset-password/${id}`);
    const hours = (new Date(expires_at).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const anonymous = new Agent(app);
    const info = await anonymous.get(`/api/password-reset/${id}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ valid: true, email: 'r***@test.local', expires_at });

    const weak = await anonymous.post(`/api/password-reset/${id}`, { password: 'qwerty123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('This password is too common; choose another');
    expect((await anonymous.get(`/api/password-reset/${id}`)).statusCode).toBe(200);

    const done = await anonymous.post(`/api/password-reset/${id}`, {
      password: 'Brand-New-Pass-9',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().success).toBe(true);

    expect((await member.get('/api/user/current')).statusCode).toBe(401);
    expect(
      (
        await new Agent(app).post('/api/auth/login', {
          email: 'reset.me@test.local',
          password: 'Member-Pass-123',
        })
      ).statusCode,
    ).toBe(401);
    await signIn(app, 'reset.me@test.local', 'Brand-New-Pass-9');

    const again = await anonymous.post(`/api/password-reset/${id}`, {
      password: 'Another-Pass-77',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/invalid, has already been used or has expired/);
    expect((await anonymous.get(`/api/password-reset/${id}`)).statusCode).toBe(404);
  });

  test('an expired, unknown or malformed link is 404', async () => {
    const user = await newUser('expired.link@test.local', ['member']);
    const { id } = (await admin.post(`/api/password-reset/${user.id}/1`)).json();
    await app.withOrg(orgId, (tx) =>
      tx.execute(
        sql`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE id = ${sha256(id)}`,
      ),
    );
    expect((await new Agent(app).get(`/api/password-reset/${id}`)).statusCode).toBe(404);
    expect(
      (await new Agent(app).post(`/api/password-reset/${id}`, { password: 'Brand-New-Pass-9' }))
        .statusCode,
    ).toBe(404);
    expect((await new Agent(app).get(`/api/password-reset/${'A'.repeat(43)}`)).statusCode).toBe(
      404,
    );
    expect((await new Agent(app).get('/api/password-reset/short')).statusCode).toBe(404);
  });

  test('who may create a link: the user themself, staff for members, nobody for someone with more rights', async () => {
    const member = await createUserAndSignIn(app, orgId, 'self.reset@test.local', ['member']);
    const me = (await member.get('/api/user/current')).json();
    expect((await member.post(`/api/password-reset/${me.id}/2`)).statusCode).toBe(201);

    const other = await newUser('other.member@test.local', ['member']);
    expect((await member.post(`/api/password-reset/${other.id}/2`)).statusCode).toBe(403);

    const staff = await createUserAndSignIn(app, orgId, 'staff.reset@test.local', ['staff']);
    expect((await staff.post(`/api/password-reset/${other.id}/2`)).statusCode).toBe(201);
    const adminId = (await admin.get('/api/user/current')).json().id;
    const takeover = await staff.post(`/api/password-reset/${adminId}/2`);
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json().message).toMatch(/permissions you do not have/);

    const tooLong = await admin.post(`/api/password-reset/${other.id}/73`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('Validity must be between 1 and 72 hours');
    expect((await admin.post(`/api/password-reset/${other.id}/0`)).statusCode).toBe(400);
    expect((await admin.post('/api/password-reset/999999/2')).statusCode).toBe(404);
  });
});

describe('invitation login', () => {
  const invite = (email: string | null, roleName = 'guest') =>
    app.withOrg(orgId, (tx) =>
      createInvitation(tx, {
        organizationId: orgId,
        email,
        roleName,
        invitedBy: null,
        now: app.now(),
      }),
    );

  test('signs a guest in once with a session of kind invitation', async () => {
    const { token } = await invite('Visitor@Example.org');
    const guest = new Agent(app);
    const res = await guest.post(`/api/auth/invitation/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: 'visitor@example.org',
      roles: ['guest'],
      session_kind: 'invitation',
    });
    expect((await guest.get('/api/user/current')).json().session_kind).toBe('invitation');

    const again = await new Agent(app).post(`/api/auth/invitation/${token}`);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This invitation has already been used');
  });

  test('reuses the guest account for a second invitation and gives it the invited role', async () => {
    const first = await invite('returning@example.org');
    const firstUser = (await new Agent(app).post(`/api/auth/invitation/${first.token}`)).json()
      .user;
    const second = await invite('returning@example.org', 'member');
    const res = await new Agent(app).post(`/api/auth/invitation/${second.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(firstUser.id);
    expect(res.json().user.roles.sort()).toEqual(['guest', 'member']);
  });

  test('an invitation by link only creates a guest without a real address', async () => {
    const { token } = await invite(null);
    const res = await new Agent(app).post(`/api/auth/invitation/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toMatch(/^invitation-\d+@guests\.invalid$/);
  });

  test('expired and unknown invitations are refused with a clear message', async () => {
    const { token } = await invite('late@example.org');
    await app.withOrg(orgId, (tx) =>
      tx.execute(
        sql`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE token_hash = ${sha256(token)}`,
      ),
    );
    const expired = await new Agent(app).post(`/api/auth/invitation/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/has expired/);
    const unknown = await new Agent(app).post(`/api/auth/invitation/${'B'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This invitation link is not valid');
  });

  test('never signs in as an account that has a password, and leaves the invitation unused', async () => {
    const { token } = await invite(ADMIN.email);
    const res = await new Agent(app).post(`/api/auth/invitation/${token}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/sign in with your password/);
    expect((await new Agent(app).post(`/api/auth/invitation/${token}`)).statusCode).toBe(409);
  });
});

describe('API tokens', () => {
  test('a token is shown once, listed without its secret, works as a bearer without CSRF, and stops when revoked', async () => {
    const created = await admin.post('/api/settings/api-tokens', { name: 'Pro shop analytics' });
    expect(created.statusCode).toBe(201);
    const { id, token, prefix } = created.json();
    expect(token).toMatch(/^fw_[A-Za-z0-9_-]{40,}$/);
    expect(token.startsWith(prefix)).toBe(true);

    const list = await admin.get('/api/settings/api-tokens');
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0]).toMatchObject({
      id,
      name: 'Pro shop analytics',
      prefix,
      last_used_at: null,
      revoked_at: null,
    });
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain('token_hash');

    const bearer = { authorization: `Bearer ${token}` };
    const me = await app.inject({ url: '/api/user/current', headers: bearer });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(ADMIN.email);
    const adminId = me.json().id;
    // A state-changing call with a bearer token needs no CSRF header.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/password-reset/${adminId}/1`,
          headers: bearer,
        })
      ).statusCode,
    ).toBe(201);
    // ...but a token cannot mint more tokens.
    const mint = await app.inject({
      method: 'POST',
      url: '/api/settings/api-tokens',
      headers: bearer,
      payload: { name: 'x' },
    });
    expect(mint.statusCode).toBe(403);
    expect((await admin.get('/api/settings/api-tokens')).json()[0].last_used_at).not.toBeNull();

    expect((await admin.delete(`/api/settings/api-tokens/${id}`)).statusCode).toBe(204);
    const revoked = await app.inject({ url: '/api/user/current', headers: bearer });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toMatch(/API token is not valid/);
    expect((await admin.get('/api/settings/api-tokens')).json()[0].revoked_at).not.toBeNull();
    expect((await admin.delete('/api/settings/api-tokens/999999')).statusCode).toBe(404);
  });

  test('an expired or malformed token is 401', async () => {
    const { id, token } = (
      await admin.post('/api/settings/api-tokens', { name: 'Short lived', expires_in_days: 1 })
    ).json();
    const bearer = { authorization: `Bearer ${token}` };
    expect((await app.inject({ url: '/api/user/current', headers: bearer })).statusCode).toBe(200);
    await app.withOrg(orgId, (tx) =>
      tx.execute(
        sql`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = ${id}`,
      ),
    );
    expect((await app.inject({ url: '/api/user/current', headers: bearer })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          url: '/api/user/current',
          headers: { authorization: 'Bearer not-a-token' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

test('a session sent with its own copy as a bearer (the spec’s analytics client) is the session', async () => {
  const copy = admin.jar.get('fw_access')!;
  const withCopy = await admin.get('/api/user/current', {
    headers: { authorization: `Bearer ${copy}` },
  });
  expect(withCopy.statusCode).toBe(200);
  // Unsafe methods still need the session's CSRF header: the bearer does not stand in for it.
  const noCsrf = await admin.post(
    '/api/settings/api-tokens',
    { name: 'Via a copied session' },
    { csrf: false, headers: { authorization: `Bearer ${copy}` } },
  );
  expect(noCsrf.statusCode).toBe(403);
  // Without a session cookie a bearer that is no API token is still refused.
  const alone = await app.inject({
    url: '/api/user/current',
    headers: { authorization: `Bearer ${copy}` },
  });
  expect(alone.statusCode).toBe(401);
});

describe('must change password', () => {
  test('only the calls needed to change the password are let through', async () => {
    await newUser('must.change@test.local', ['member'], { must_change_password: true });
    const agent = await signIn(app, 'must.change@test.local', 'Member-Pass-123');
    const me = await agent.get('/api/user/current');
    expect(me.statusCode).toBe(200);
    expect(me.json().must_change_password).toBe(true);

    const blocked = await agent.get('/api/user/tenant-id');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      error: 'password_change_required',
      message: expect.stringMatching(/change your password/),
    });
    expect((await agent.post(`/api/password-reset/${me.json().id}/1`)).json().error).toBe(
      'password_change_required',
    );
    expect((await agent.get('/api/auth/status')).json().authenticated).toBe(true);
    const change = await agent.post('/api/settings/profiles/change-password', {
      current_password: 'Member-Pass-123',
      new_password: 'Fresh-Start-2024',
    });
    expect(change.json().error).not.toBe('password_change_required');
    expect((await agent.post('/api/auth/logout')).statusCode).toBe(204);
  });
});

describe('sessions', () => {
  test('every sign-in starts a new session; the cookies of the previous one stop working', async () => {
    const agent = await signIn(app);
    const oldAccess = agent.jar.get('fw_access')!;
    const res = await agent.post('/api/auth/login', {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    expect(res.statusCode).toBe(200);
    expect(agent.jar.get('fw_access')).not.toBe(oldAccess);
    expect(
      (await app.inject({ url: '/api/user/current', cookies: { fw_access: oldAccess } }))
        .statusCode,
    ).toBe(401);
    expect((await agent.get('/api/user/current')).statusCode).toBe(200);
  });

  test('logout ends the session on the server', async () => {
    const agent = await signIn(app);
    const access = agent.jar.get('fw_access')!;
    expect((await agent.post('/api/auth/logout')).statusCode).toBe(204);
    expect(agent.jar.has('fw_access')).toBe(false);
    expect(
      (await app.inject({ url: '/api/user/current', cookies: { fw_access: access } })).statusCode,
    ).toBe(401);
  });

  test('an idle session ends, and cannot be refreshed', async () => {
    const agent = await signIn(app);
    const idle = app.config.session.idleMinutes + 1;
    await changeSession(agent, sql`last_seen_at = now() - make_interval(mins => ${idle})`);
    expect((await agent.get('/api/user/current')).statusCode).toBe(401);
    expect((await agent.get('/api/auth/status')).json()).toEqual({
      authenticated: false,
      error: 'Session idle',
      tokenError: false,
    });
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  test('a session ends at its absolute lifetime, even when active', async () => {
    const agent = await signIn(app);
    await changeSession(agent, sql`absolute_expires_at = now() - interval '1 second'`);
    expect((await agent.get('/api/user/current')).statusCode).toBe(401);
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  test('refresh rotates both tokens and needs the CSRF header', async () => {
    const agent = await signIn(app);
    const before = { access: agent.jar.get('fw_access'), refresh: agent.jar.get('fw_refresh') };
    const refused = await agent.post('/api/auth/refresh', undefined, { csrf: false });
    expect(refused.statusCode).toBe(403);
    expect(agent.jar.get('fw_refresh')).toBe(before.refresh);

    const res = await agent.post('/api/auth/refresh');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(ADMIN.email);
    expect(agent.jar.get('fw_access')).not.toBe(before.access);
    expect(agent.jar.get('fw_refresh')).not.toBe(before.refresh);
    expect((await agent.get('/api/user/current')).statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/api/user/current', cookies: { fw_access: before.access! } }))
        .statusCode,
    ).toBe(401);
  });

  test('cookies are httpOnly, SameSite=Lax, the refresh cookie is scoped to the refresh call', async () => {
    const res = await new Agent(app).post('/api/auth/login', {
      email: ADMIN.email,
      password: ADMIN.password,
    });
    const cookies = Object.fromEntries(
      (res.cookies as { name: string }[]).map((c) => [c.name, c]),
    ) as Record<string, Record<string, unknown>>;
    expect(cookies.fw_access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.fw_refresh).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/refresh',
    });
    expect(cookies.csrf_token).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(cookies.csrf_token!.httpOnly).toBeFalsy();
    // PUBLIC_URL is http://localhost here: local development, so not Secure.
    expect(cookies.fw_access!.secure).toBeFalsy();
  });

  test('cookies are Secure when PUBLIC_URL is https', async () => {
    const { publicUrl, insecureCookies } = loadConfig({
      PUBLIC_URL: 'https://club.example.org',
    } as NodeJS.ProcessEnv);
    // A second app on the same database, as a second server process would be.
    const https = await buildApp(
      { ...app.config, publicUrl, insecureCookies },
      { database: app.database },
    );
    try {
      const res = await new Agent(https).post('/api/auth/login', {
        email: ADMIN.email,
        password: ADMIN.password,
      });
      expect(res.statusCode).toBe(200);
      const cookies = res.cookies as { name: string; secure?: boolean }[];
      expect(cookies.map((c) => [c.name, c.secure])).toEqual([
        ['fw_access', true],
        ['fw_refresh', true],
        ['csrf_token', true],
      ]);
    } finally {
      await https.close();
    }
  });
});

describe('status', () => {
  test('is public, never 401, and flags a malformed token', async () => {
    const anonymous = await app.inject({ url: '/api/auth/status' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({
      authenticated: false,
      error: 'Not authenticated',
      tokenError: false,
    });
    const malformed = await app.inject({
      url: '/api/auth/status',
      cookies: { fw_access: 'not a token!' },
    });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.json()).toMatchObject({ authenticated: false, tokenError: true });
    const badBearer = await app.inject({
      url: '/api/auth/status',
      headers: { authorization: 'Bearer nope' },
    });
    expect(badBearer.json().tokenError).toBe(true);
    const unknown = await app.inject({
      url: '/api/auth/status',
      cookies: { fw_access: 'C'.repeat(43) },
    });
    expect(unknown.json()).toMatchObject({ authenticated: false, tokenError: false });
    expect((await admin.get('/api/auth/status')).json()).toEqual({
      authenticated: true,
      error: null,
      tokenError: false,
    });
  });
});
