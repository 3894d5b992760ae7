import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { SETTINGS_DEFAULTS, type SettingsSectionInput } from '@fairway/shared-api/contract';
import { rowsOf } from '../src/db/client';
import { sha256 } from '../src/lib/tokens';
import { createInvitation } from '../src/modules/auth/invitations';
import { writeFeatures } from '../src/modules/settings';
import { accountThrottleKey } from '../src/plugins/platform/auth/throttle';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

/*
 * Every value of the club's security section, as a user of the club notices it. The clock is moved
 * by moving the rows' timestamps back (sessions and the sign-in throttle read the database's time).
 */

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let clubId: number;
let otherClubId: number;
let otherAdmin: Agent;
let userCount = 0;

const PASSWORD = 'Member-Pass-123';

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  clubId = (await admin.get('/api/user/current')).json().organization_id;
  const other = await admin.post('/api/settings/organizations', { name: 'Other Club' });
  expect(other.statusCode).toBe(201);
  otherClubId = other.json().id;
  otherAdmin = await createUserAndSignIn(app, otherClubId, 'admin@other.test', ['admin']);
});
afterAll(() => t.close());

afterEach(async () => {
  for (const agent of [admin, otherAdmin])
    expect((await agent.post('/api/settings/security/reset')).statusCode).toBe(200);
});

async function setSecurity(agent: Agent, values: SettingsSectionInput<'security'>): Promise<void> {
  const res = await agent.put('/api/settings/security', values);
  expect(res.statusCode).toBe(200);
}

/** A new member of the club, signed in. */
async function member(organizationId = clubId, password = PASSWORD) {
  const email = `member${++userCount}@club.test`;
  const agent = await createUserAndSignIn(app, organizationId, email, ['member'], password);
  const id: number = (await agent.get('/api/user/current')).json().id;
  return { email, agent, id };
}

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

/** The session has seen no request for this many minutes. */
const idleFor = (agent: Agent, minutes: number) =>
  changeSession(agent, sql`last_seen_at = now() - make_interval(mins => ${minutes})`);

/** The session started this many hours earlier (and was in use all along). */
const startedEarlier = (agent: Agent, hours: number) =>
  changeSession(
    agent,
    sql`created_at = created_at - make_interval(hours => ${hours}),
      absolute_expires_at = absolute_expires_at - make_interval(hours => ${hours})`,
  );

const status = async (agent: Agent) => (await agent.get('/api/user/current')).statusCode;

test('the section offers exactly the settings the server enforces, each tested below', () => {
  expect(Object.keys(SETTINGS_DEFAULTS.security).sort()).toEqual([
    'invitation_expiry_days',
    'lockout_minutes',
    'login_attempts_before_throttle',
    'password_min_length',
    'session_absolute_hours',
    'session_idle_minutes',
  ]);
  expect(SETTINGS_DEFAULTS.security).toMatchObject({ lockout_minutes: 15 });
});

describe('login_attempts_before_throttle', () => {
  test('with 3, the 4th sign-in is 429 with Retry-After; another club and unknown addresses keep 10', async () => {
    await setSecurity(admin, { login_attempts_before_throttle: 3 });
    const { email } = await member();
    const { email: otherEmail } = await member(otherClubId);
    const attempt = (address: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.1',
        payload: { email: address, password },
      });

    for (let i = 1; i <= 3; i++) expect((await attempt(email, `wrong-${i}`)).statusCode).toBe(401);
    const blocked = await attempt(email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(blocked.json().message).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );

    for (const address of [otherEmail, 'nobody@club.test']) {
      for (let i = 1; i <= 4; i++)
        expect((await attempt(address, `wrong-${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(otherEmail, PASSWORD)).statusCode).toBe(200);
  });
});

describe('lockout_minutes', () => {
  test('with 1, Retry-After is at most 60 and sign-in works once the minute has passed', async () => {
    await setSecurity(admin, { login_attempts_before_throttle: 3, lockout_minutes: 1 });
    const { email } = await member();
    const { email: otherEmail } = await member(otherClubId);
    const attempt = (address: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.2',
        payload: { email: address, password },
      });
    for (let i = 1; i <= 3; i++) expect((await attempt(email, `wrong-${i}`)).statusCode).toBe(401);
    const blocked = await attempt(email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    // The other club keeps the 15-minute lockout.
    for (let i = 1; i <= 10; i++)
      expect((await attempt(otherEmail, `wrong-${i}`)).statusCode).toBe(401);
    expect((await attempt(otherEmail, PASSWORD)).statusCode).toBe(429);

    // A minute and a second later.
    await app.database.db.execute(sql`UPDATE login_throttle SET
        window_started_at = window_started_at - interval '61 seconds',
        blocked_until = blocked_until - interval '61 seconds'
      WHERE key IN (${accountThrottleKey(email)}, ${accountThrottleKey(otherEmail)})`);
    expect((await attempt(otherEmail, PASSWORD)).statusCode).toBe(429);
    expect((await attempt(email, PASSWORD)).statusCode).toBe(200);
  });

  test('after a lockout has been served the account has its full number of attempts again', async () => {
    await setSecurity(admin, { login_attempts_before_throttle: 3, lockout_minutes: 1 });
    const { email } = await member();
    const attempt = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.3',
        payload: { email, password },
      });
    for (let i = 1; i <= 3; i++) expect((await attempt(`wrong-${i}`)).statusCode).toBe(401);
    expect((await attempt(PASSWORD)).statusCode).toBe(429);
    await app.database.db.execute(sql`UPDATE login_throttle SET
        window_started_at = window_started_at - interval '61 seconds',
        blocked_until = blocked_until - interval '61 seconds'
      WHERE key = ${accountThrottleKey(email)}`);
    for (let i = 1; i <= 3; i++) expect((await attempt(`again-${i}`)).statusCode).toBe(401);
    expect((await attempt(PASSWORD)).statusCode).toBe(429);
  });
});

describe('session_idle_minutes', () => {
  test('with 30, a session idle for 31 minutes is refused while one idle for 29 works', async () => {
    await setSecurity(admin, { session_idle_minutes: 30 });
    const { agent: idle } = await member();
    const { agent: active } = await member();
    const { agent: otherClub } = await member(otherClubId);
    await idleFor(idle, 31);
    await idleFor(active, 29);
    await idleFor(otherClub, 31);
    expect(await status(idle)).toBe(401);
    expect((await idle.get('/api/auth/status')).json().error).toBe('Session idle');
    expect((await idle.post('/api/auth/refresh')).statusCode).toBe(401);
    expect(await status(active)).toBe(200);
    expect(await status(otherClub)).toBe(200);
  });

  test('a change reaches the sessions already open', async () => {
    const { agent } = await member();
    await idleFor(agent, 31);
    await setSecurity(admin, { session_idle_minutes: 30 });
    expect(await status(agent)).toBe(401);
  });

  test('an imported section and a reset to the defaults reach the sessions already open too', async () => {
    const { agent } = await member();
    const imported = await admin.post('/api/settings/import', {
      format: 'fairway-settings',
      version: 1,
      sections: { security: { session_idle_minutes: 30 } },
    });
    expect(imported.statusCode).toBe(200);
    await idleFor(agent, 31);
    expect(await status(agent)).toBe(401);

    const { agent: later } = await member();
    await idleFor(later, 31);
    expect((await admin.post('/api/settings/security/reset')).statusCode).toBe(200);
    expect(await status(later)).toBe(200);
  });

  test("the installation's SESSION_IDLE_MINUTES is a ceiling: a club cannot choose longer", async () => {
    expect(app.config.session.idleMinutes).toBe(120);
    await setSecurity(admin, { session_idle_minutes: 1440 });
    const { agent: pastCeiling } = await member();
    const { agent: withinCeiling } = await member();
    await idleFor(pastCeiling, 121);
    await idleFor(withinCeiling, 119);
    expect(await status(pastCeiling)).toBe(401);
    expect(await status(withinCeiling)).toBe(200);
  });
});

describe('session_absolute_hours', () => {
  test('with 2, a session started 2 hours ago ends even when active; one younger works', async () => {
    await setSecurity(admin, { session_absolute_hours: 2 });
    const { agent: old } = await member();
    const { agent: young } = await member();
    const { agent: otherClub } = await member(otherClubId);
    await startedEarlier(old, 2);
    await startedEarlier(young, 1);
    await startedEarlier(otherClub, 2);
    expect(await status(old)).toBe(401);
    expect((await old.post('/api/auth/refresh')).statusCode).toBe(401);
    expect(await status(young)).toBe(200);
    expect((await young.post('/api/auth/refresh')).statusCode).toBe(200);
    expect(await status(otherClub)).toBe(200);
  });

  test('a change reaches the sessions already open, both shorter and longer', async () => {
    const { agent } = await member();
    await startedEarlier(agent, 3);
    expect(await status(agent)).toBe(200);
    await setSecurity(admin, { session_absolute_hours: 2 });
    expect(await status(agent)).toBe(401);

    const { agent: kept } = await member();
    await startedEarlier(kept, 1);
    await setSecurity(admin, { session_absolute_hours: 4 });
    // Three hours old: past the two it started with, within the four the club now allows.
    await startedEarlier(kept, 2);
    expect(await status(kept)).toBe(200);
    expect((await kept.post('/api/auth/refresh')).statusCode).toBe(200);
  });

  test("the installation's SESSION_ABSOLUTE_HOURS is a ceiling: a club cannot choose longer", async () => {
    expect(app.config.session.absoluteHours).toBe(168);
    const { agent: openBefore } = await member();
    await setSecurity(admin, { session_absolute_hours: 720 });
    const { agent: openedAfter } = await member();
    const { agent: withinCeiling } = await member();
    await startedEarlier(openBefore, 169);
    await startedEarlier(openedAfter, 169);
    await startedEarlier(withinCeiling, 167);
    expect(await status(openBefore)).toBe(401);
    expect(await status(openedAfter)).toBe(401);
    expect(await status(withinCeiling)).toBe(200);
  });
});

describe('password_min_length', () => {
  const ELEVEN = 'Fairway-x11';
  const TWELVE = 'Fairway-x12!';
  const refused = (res: { statusCode: number; json: () => { message: string } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Password must be at least 12 characters');
  };

  test('with 12, 11 characters are refused wherever a password is set and 12 are accepted', async () => {
    expect(ELEVEN).toHaveLength(11);
    expect(TWELVE).toHaveLength(12);
    const { email: oldShort } = await member(clubId, 'Short-Pa55');
    await setSecurity(admin, { password_min_length: 12 });

    // Registration (into the default club, this one).
    await app.withOrg(clubId, (tx) => writeFeatures(tx, clubId, { registration_enabled: true }));
    const register = (email: string, password: string) =>
      new Agent(app).post('/api/auth/register', {
        email,
        password,
        first_name: 'New',
        last_name: 'Member',
      });
    refused(await register('short@club.test', ELEVEN));
    expect((await register('long@club.test', TWELVE)).statusCode).toBe(201);
    await app.withOrg(clubId, (tx) => writeFeatures(tx, clubId, { registration_enabled: false }));

    // A password reset link.
    const { id: resetUser } = await member();
    const link: string = (await admin.post(`/api/password-reset/${resetUser}/1`)).json().id;
    refused(await new Agent(app).post(`/api/password-reset/${link}`, { password: ELEVEN }));
    expect(
      (await new Agent(app).post(`/api/password-reset/${link}`, { password: TWELVE })).statusCode,
    ).toBe(200);

    // Changing one's own password.
    const { agent: changer } = await member();
    const change = (new_password: string) =>
      changer.post('/api/settings/profiles/change-password', {
        current_password: PASSWORD,
        new_password,
      });
    refused(await change(ELEVEN));
    expect((await change(TWELVE)).statusCode).toBeLessThan(300);

    // An administrator setting a user's password.
    const { id: target } = await member();
    const setPassword = (password: string) =>
      admin.post(`/api/settings/users/${target}/reset-password`, { password });
    refused(await setPassword(ELEVEN));
    expect((await setPassword(TWELVE)).statusCode).toBe(200);

    // An administrator creating a user with a password, alone or in bulk.
    const newUser = (email: string, password: string) => ({
      email,
      password,
      first_name: 'Created',
      last_name: 'User',
    });
    refused(await admin.post('/api/settings/users', newUser('c11@club.test', ELEVEN)));
    expect(
      (await admin.post('/api/settings/users', newUser('c12@club.test', TWELVE))).statusCode,
    ).toBe(201);
    refused(
      await admin.post('/api/settings/users/bulk', {
        users: [newUser('b12@club.test', TWELVE), newUser('b11@club.test', ELEVEN)],
      }),
    );
    expect(
      (
        await admin.post('/api/settings/users/bulk', {
          users: [newUser('b12@club.test', TWELVE), newUser('b12b@club.test', TWELVE)],
        })
      ).statusCode,
    ).toBe(201);

    // Signing in with a password set before the rule is not refused; another club keeps 8.
    await signIn(app, oldShort, 'Short-Pa55');
    expect(
      (await otherAdmin.post('/api/settings/users', newUser('o11@other.test', ELEVEN))).statusCode,
    ).toBe(201);
  });
});

describe('invitation_expiry_days', () => {
  test("with 3, a new invitation expires 3 days after it is made; another club's after 7", async () => {
    await setSecurity(admin, { invitation_expiry_days: 3 });
    const invite = (organizationId: number) =>
      app.withOrg(organizationId, (tx) =>
        createInvitation(tx, { organizationId, email: null, invitedBy: null, now: app.now() }),
      );
    const before = Date.now();
    const ours = await invite(clubId);
    const theirs = await invite(otherClubId);
    const days = (d: Date) => (d.getTime() - before) / 86400_000;
    expect(days(ours.expires_at)).toBeCloseTo(3, 2);
    expect(days(theirs.expires_at)).toBeCloseTo(7, 2);
    const stored = rowsOf<{ days: number }>(
      await app.withOrg(clubId, (tx) =>
        tx.execute(
          sql`SELECT extract(epoch FROM expires_at - created_at) / 86400 AS days FROM invitations WHERE id = ${ours.id}`,
        ),
      ),
    )[0]!;
    expect(Number(stored.days)).toBeCloseTo(3, 2);
  });
});
