import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { writeFeatures } from '../src/modules/settings';
import { createInvitation } from '../src/modules/auth/invitations';
import { ADMIN, Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

let t: TestApp;
let app: FastifyInstance;
let orgId: number;
let admin: Agent;
/** Every line the app logs (info level), captured at pino's destination stream. */
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' });
  app = t.app;
  const streamSym = Object.getOwnPropertySymbols(app.log).find(
    (s) => s.description === 'pino.stream',
  );
  const stream = (app.log as unknown as Record<symbol, { write: (line: string) => boolean }>)[
    streamSym!
  ]!;
  jest.spyOn(stream, 'write').mockImplementation((line: string) => {
    logLines.push(line);
    return true;
  });
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
});
afterAll(() => t.close());

const tokenNames = async (agent: Agent) =>
  (await agent.get('/api/settings/api-tokens')).json().map((x: { name: string }) => x.name);

describe('CSRF, authentication and permissions', () => {
  test('a state-changing call without the CSRF header is 403 and changes nothing', async () => {
    const before = await tokenNames(admin);
    const res = await admin.post('/api/settings/api-tokens', { name: 'forged' }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'csrf',
      message: expect.stringMatching(/CSRF token/),
    });
    expect(await tokenNames(admin)).toEqual(before);
  });

  test('a wrong CSRF value is 403, including a valid-looking token of another session', async () => {
    const other = await signIn(app);
    const foreign = other.jar.get('csrf_token')!;
    for (const value of ['nope', foreign]) {
      const res = await admin.post(
        '/api/settings/api-tokens',
        { name: 'forged' },
        { csrf: false, headers: { 'x-csrf-token': value } },
      );
      expect(res.statusCode).toBe(403);
    }
    expect(await tokenNames(admin)).not.toContain('forged');
  });

  test('no session is 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/current'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/settings/api-tokens'],
      ['POST', '/api/password-reset/1/1'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Authentication required');
    }
  });

  test('a member calling an admin route is 403', async () => {
    const member = await createUserAndSignIn(app, orgId, 'plain.member@test.local', ['member']);
    expect(
      (await member.post('/api/settings/organizations', { name: 'Members Club' })).statusCode,
    ).toBe(403);
    expect((await member.get('/api/settings/api-tokens')).statusCode).toBe(403);
    const create = await member.post('/api/settings/api-tokens', { name: 'mine' });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('You do not have permission to do this');
  });

  test('bad bodies are 400 with a message and change nothing', async () => {
    const before = await tokenNames(admin);
    const empty = await admin.post('/api/settings/api-tokens', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Name is required');
    const badExpiry = await admin.post('/api/settings/api-tokens', {
      name: 'ok',
      expires_in_days: 0,
    });
    expect(badExpiry.statusCode).toBe(400);
    expect(await tokenNames(admin)).toEqual(before);

    await app.withOrg(orgId, (tx) => writeFeatures(tx, orgId, { registration_enabled: true }));
    const register = await new Agent(app).post('/api/auth/register', {
      email: 'half@test.local',
      password: 'Long-Enough-1',
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().message).toContain('first_name');
    expect(
      (
        await new Agent(app).post('/api/auth/login', {
          email: 'half@test.local',
          password: 'Long-Enough-1',
        })
      ).statusCode,
    ).toBe(401);
    await app.withOrg(orgId, (tx) => writeFeatures(tx, orgId, { registration_enabled: false }));
  });
});

describe('login throttling', () => {
  test('the 11th wrong password in a row is 429 with Retry-After; then even the right password waits', async () => {
    await createUserAndSignIn(app, orgId, 'target@test.local', ['member'], 'Right-Pass-123');
    const attempt = (password: string) =>
      new Agent(app).post('/api/auth/login', { email: 'TARGET@test.local', password });
    for (let i = 1; i <= 10; i++) expect((await attempt(`wrong-${i}`)).statusCode).toBe(401);
    const blocked = await attempt('wrong-11');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(blocked.json().message).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    expect((await attempt('Right-Pass-123')).statusCode).toBe(429);

    // The block is not permanent: once its window has passed the right password works and resets the count.
    await app.database.db.execute(
      sql`UPDATE login_throttle SET blocked_until = now() - interval '1 second', window_started_at = now() - interval '16 minutes'`,
    );
    expect((await attempt('Right-Pass-123')).statusCode).toBe(200);
    expect((await attempt('wrong-again')).statusCode).toBe(401);
  });

  test('one address is blocked after 50 failures across accounts; other addresses are not', async () => {
    const from = (remoteAddress: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email, password: 'wrong-password' },
      });
    for (let i = 0; i < 50; i++)
      expect((await from('192.0.2.10', `spray${i}@test.local`)).statusCode).toBe(401);
    const blocked = await from('192.0.2.10', ADMIN.email);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.11',
      payload: ADMIN,
    });
    expect(right.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  test('a refresh token presented a second time ends the session', async () => {
    const agent = await signIn(app);
    const stolen = agent.jar.get('fw_refresh')!;
    const csrf = agent.jar.get('csrf_token')!;
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(200);
    expect((await agent.get('/api/user/current')).statusCode).toBe(200);
    // Spent longer ago than a retry could be (REFRESH_RETRY_GRACE_MS).
    await app.withOrg(orgId, (tx) =>
      tx.execute(
        sql`UPDATE refresh_tokens SET used_at = now() - interval '1 minute' WHERE used_at IS NOT NULL`,
      ),
    );

    const replay = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { fw_refresh: stolen, csrf_token: csrf },
      headers: { 'x-csrf-token': csrf },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/ended for your security/);
    // The legitimate holder's current tokens stop working too.
    expect((await agent.get('/api/user/current')).statusCode).toBe(401);
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  test('a refresh whose answer never arrived may be presented again at once: the session goes on', async () => {
    const agent = await signIn(app);
    const spent = agent.jar.get('fw_refresh')!;
    const csrf = agent.jar.get('csrf_token')!;
    // The browser sends the refresh, then leaves the page: the rotated cookies never arrive.
    const lost = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { fw_refresh: spent, csrf_token: csrf },
      headers: { 'x-csrf-token': csrf },
    });
    expect(lost.statusCode).toBe(200);
    // The next page presents the same token a moment later.
    const retry = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { fw_refresh: spent, csrf_token: csrf },
      headers: { 'x-csrf-token': csrf },
    });
    expect(retry.statusCode).toBe(200);
    const access = retry.cookies.find((c) => c.name === 'fw_access')!.value;
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/current',
      cookies: { fw_access: access },
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('secrets', () => {
  test('no auth response carries a password hash', async () => {
    const bodies: string[] = [];
    const agent = new Agent(app);
    bodies.push((await agent.post('/api/auth/login', ADMIN)).body);
    bodies.push((await agent.get('/api/user/current')).body);
    bodies.push((await agent.post('/api/auth/refresh')).body);
    bodies.push((await agent.get('/api/auth/status')).body);
    const { token } = await app.withOrg(orgId, (tx) =>
      createInvitation(tx, {
        organizationId: orgId,
        email: 'secret.guest@example.org',
        roleName: 'guest',
        invitedBy: null,
        now: app.now(),
      }),
    );
    bodies.push((await new Agent(app).post(`/api/auth/invitation/${token}`)).body);
    await app.withOrg(orgId, (tx) => writeFeatures(tx, orgId, { registration_enabled: true }));
    bodies.push(
      (
        await new Agent(app).post('/api/auth/register', {
          email: 'hashless@test.local',
          password: 'Hidden-Hash-1',
          first_name: 'H',
          last_name: 'L',
        })
      ).body,
    );
    await app.withOrg(orgId, (tx) => writeFeatures(tx, orgId, { registration_enabled: false }));
    expect(bodies).toHaveLength(6);
    for (const body of bodies) {
      expect(body).not.toContain('password_hash');
      expect(body).not.toContain('$argon2');
    }
  });

  test('logs carry no password, token or reset link id', async () => {
    logLines.length = 0;
    const agent = new Agent(app);
    const login = await agent.post(
      '/api/auth/login',
      { email: ADMIN.email, password: ADMIN.password },
      { headers: { 'user-agent': 'jest' } },
    );
    expect(login.statusCode).toBe(200);
    const me = (await agent.get('/api/user/current')).json();
    const reset = await agent.post(`/api/password-reset/${me.id}/1`);
    const resetId: string = reset.json().id;
    expect((await new Agent(app).get(`/api/password-reset/${resetId}`)).statusCode).toBe(200);
    const { token } = await app.withOrg(orgId, (tx) =>
      createInvitation(tx, {
        organizationId: orgId,
        email: 'logged.guest@example.org',
        roleName: 'guest',
        invitedBy: null,
        now: app.now(),
      }),
    );
    expect((await new Agent(app).post(`/api/auth/invitation/${token}`)).statusCode).toBe(200);
    // Forgot password with e-mail not configured: the failure is logged, the link is not.
    await new Agent(app).post('/api/auth/forgot-password', { email: ADMIN.email });
    for (
      let i = 0;
      i < 50 && !logLines.some((l) => l.includes('password reset e-mail was not sent'));
      i++
    ) {
      await new Promise((r) => setTimeout(r, 20));
    }

    const logs = logLines.join('');
    expect(logs).toContain('/api/password-reset/[redacted]');
    expect(logs).toContain('/api/auth/invitation/[redacted]');
    expect(logs).toContain('E-mail is not configured');
    const secrets = [
      ADMIN.password,
      resetId,
      token,
      agent.jar.get('fw_access')!,
      agent.jar.get('fw_refresh')!,
      agent.jar.get('csrf_token')!,
    ];
    for (const secret of secrets) expect(logs).not.toContain(secret);
    expect(logs).not.toContain('reset-password/');
  });
});
