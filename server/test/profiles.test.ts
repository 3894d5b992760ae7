import type { FastifyInstance } from 'fastify';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
});
afterAll(() => t.close());

const P = '/api/settings/profiles';
const G = '/api/settings/golf-preferences';
const PASSWORD = 'Member-Pass-123';

async function member(roles = ['member']) {
  const email = `golfer${++seq}@profiles.test`;
  const agent = await createUserAndSignIn(app, orgId, email, roles);
  return { agent, email, id: (await agent.get('/api/user/current')).json().id as number };
}

describe('profiles', () => {
  test('a member creates, reads and updates their own profile; names reach the account', async () => {
    const me = await member();
    // No profile yet is a normal state (defect 14): 200 with null, not a 404 the console logs.
    const none = await me.agent.get(`${P}/user/${me.id}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();

    const created = await me.agent.post(P, {
      first_name: 'Rory',
      city: 'Portrush',
      date_of_birth: '1989-05-04',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      user_id: me.id,
      first_name: 'Rory',
      city: 'Portrush',
      date_of_birth: '1989-05-04',
      bio: null,
    });
    expect((await me.agent.post(P, { city: 'Again' })).statusCode).toBe(409);

    const updated = await me.agent.put(`${P}/${created.json().id}`, {
      bio: 'Loves links golf',
      last_name: 'McIlroy',
    });
    expect(updated.statusCode).toBe(200);
    expect((await me.agent.get(`${P}/user/${me.id}`)).json()).toMatchObject({
      bio: 'Loves links golf',
      last_name: 'McIlroy',
      city: 'Portrush',
    });
    expect((await me.agent.get('/api/user/current')).json()).toMatchObject({
      first_name: 'Rory',
      last_name: 'McIlroy',
    });
  });

  test('staff reading the profile of a user without one get null; of a user the club lacks, 404', async () => {
    const someone = await member();
    const none = await admin.get(`${P}/user/${someone.id}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const missing = await admin.get(`${P}/user/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
  });

  test("a member cannot read, create or change someone else's profile (403)", async () => {
    const owner = await member();
    const other = await member();
    const profile = (await owner.agent.post(P, { city: 'St Andrews' })).json();

    expect((await other.agent.get(`${P}/user/${owner.id}`)).statusCode).toBe(403);
    expect((await other.agent.put(`${P}/${profile.id}`, { city: 'Hijacked' })).statusCode).toBe(
      403,
    );
    expect((await other.agent.post(P, { user_id: owner.id, city: 'Hijacked' })).statusCode).toBe(
      403,
    );
    expect((await other.agent.get(P)).statusCode).toBe(403);
    expect((await owner.agent.get(`${P}/user/${owner.id}`)).json().city).toBe('St Andrews');
  });

  test('an admin lists profiles and creates or edits one for a user', async () => {
    const someone = await member();
    const created = await admin.post(P, { user_id: someone.id, phone: '+353 1 555 0101' });
    expect(created.statusCode).toBe(201);
    expect(
      (await admin.put(`${P}/${created.json().id}`, { country: 'Ireland' })).json().country,
    ).toBe('Ireland');
    const list = await admin.get(`${P}?limit=100`);
    expect(list.json().map((p: { user_id: number }) => p.user_id)).toContain(someone.id);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    expect((await admin.post(P, { user_id: 999999 })).statusCode).toBe(404);
    expect((await admin.put(`${P}/999999`, { city: 'x' })).statusCode).toBe(404);
  });

  test('bad bodies are 400 with a message and change nothing', async () => {
    const me = await member();
    const profile = (await me.agent.post(P, { city: 'Augusta' })).json();
    const cases: [Record<string, unknown>, string][] = [
      [
        { date_of_birth: '1990-02-30' },
        'body.date_of_birth: 1990-02-30 is not a date in the calendar',
      ],
      [{ date_of_birth: '2100-01-01' }, 'Date of birth must be a real date in the past'],
      [{ avatar_url: 'javascript:alert(1)' }, 'Avatar URL must be an http(s) address'],
      [{ city: 'x'.repeat(101) }, 'City must be at most 100 characters'],
      [{ user_id: 5 }, 'user_id'],
    ];
    for (const [body, message] of cases) {
      const res = await me.agent.put(`${P}/${profile.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await me.agent.get(`${P}/user/${me.id}`)).json()).toMatchObject({
      city: 'Augusta',
      date_of_birth: null,
      avatar_url: null,
    });
  });
});

describe('golf preferences', () => {
  test('a member keeps their own; "none yet" is a 404', async () => {
    const me = await member();
    expect((await me.agent.get(`${G}/current`)).statusCode).toBe(404);

    const created = await me.agent.post(G, {
      handicap: 12.3,
      preferred_tee: 'yellow',
      preferred_tee_time: 'early_morning',
      uses_cart: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      user_id: me.id,
      handicap: 12.3,
      preferred_tee_time: 'early_morning',
      uses_cart: true,
      notes: null,
    });
    expect((await me.agent.post(G, { handicap: 10 })).statusCode).toBe(409);

    const id = created.json().id;
    expect(
      (await me.agent.put(`${G}/${id}`, { handicap: -2, playing_frequency: 'weekly' })).json(),
    ).toMatchObject({ handicap: -2, playing_frequency: 'weekly', preferred_tee: 'yellow' });
    expect((await me.agent.get(`${G}/current`)).json().handicap).toBe(-2);
    expect((await admin.get(`${G}/user/${me.id}`)).json().id).toBe(id);

    expect((await me.agent.delete(`${G}/${id}`)).statusCode).toBe(204);
    expect((await me.agent.get(`${G}/current`)).statusCode).toBe(404);
  });

  test('bad values are 400 with a message and change nothing', async () => {
    const me = await member();
    const { id } = (await me.agent.post(G, { handicap: 18 })).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ handicap: 60 }, 'Handicap must be between -10 and 54'],
      [{ handicap: -10.5 }, 'Handicap must be between -10 and 54'],
      [{ handicap: 12.34 }, 'Handicap may have at most one decimal place'],
      [{ handicap: '12' }, 'Handicap must be a number'],
      [
        { preferred_tee_time: 'noon' },
        'Preferred tee time must be one of early_morning, morning, midday, afternoon, evening',
      ],
      [{ uses_cart: 'yes' }, 'Uses cart must be true or false'],
    ];
    for (const [body, message] of cases) {
      const res = await me.agent.put(`${G}/${id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await me.agent.get(`${G}/current`)).json()).toMatchObject({
      handicap: 18,
      preferred_tee_time: null,
      uses_cart: false,
    });
  });

  test("a member cannot read, change or delete someone else's (403); another club's are 404", async () => {
    const owner = await member();
    const other = await member();
    const { id } = (await owner.agent.post(G, { handicap: 5 })).json();
    expect((await other.agent.get(`${G}/user/${owner.id}`)).statusCode).toBe(403);
    expect((await other.agent.put(`${G}/${id}`, { handicap: 54 })).statusCode).toBe(403);
    expect((await other.agent.delete(`${G}/${id}`)).statusCode).toBe(403);

    const club = (
      await admin.post('/api/settings/organizations', { name: `Golf Pref Club ${++seq}` })
    ).json();
    const outsider = await createUserAndSignIn(app, club.id, `outsider${seq}@profiles.test`, [
      'admin',
    ]);
    expect((await outsider.get(`${G}/user/${owner.id}`)).statusCode).toBe(404);
    expect((await outsider.put(`${G}/${id}`, { handicap: 54 })).statusCode).toBe(404);
    expect((await outsider.delete(`${G}/${id}`)).statusCode).toBe(404);
    expect((await outsider.get(`${P}/user/${owner.id}`)).statusCode).toBe(404);
    expect((await owner.agent.get(`${G}/current`)).json().handicap).toBe(5);
  });
});

describe('changing one’s own password', () => {
  const change = (agent: Agent, current_password: string, new_password: string) =>
    agent.post(`${P}/change-password`, { current_password, new_password });

  test('keeps this session, ends the others, and the new password is the one that works', async () => {
    const me = await member();
    const other = await signIn(app, me.email, PASSWORD);

    const cases: [string, string, string][] = [
      ['Not-My-Password-1', 'Fresh-Fairway-99', 'Current password is incorrect'],
      [PASSWORD, PASSWORD, 'New password must be different from the current password'],
      [PASSWORD, 'short', 'Password must be at least 8 characters'],
      [PASSWORD, 'iloveyou', 'This password is too common; choose another'],
    ];
    for (const [current, next, message] of cases) {
      const res = await change(me.agent, current, next);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await other.get('/api/user/current')).statusCode).toBe(200);

    const ok = await change(me.agent, PASSWORD, 'Fresh-Fairway-99');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().success).toBe(true);
    expect((await me.agent.get('/api/user/current')).statusCode).toBe(200);
    expect((await other.get('/api/user/current')).statusCode).toBe(401);
    await expect(signIn(app, me.email, PASSWORD)).rejects.toThrow();
    await expect(signIn(app, me.email, 'Fresh-Fairway-99')).resolves.toBeInstanceOf(Agent);
  });

  test('clears a forced password change', async () => {
    const me = await member();
    await admin.post(`/api/settings/users/${me.id}/force-password-change`);
    expect((await me.agent.get('/api/user/current')).json().must_change_password).toBe(true);
    expect((await change(me.agent, PASSWORD, 'Changed-As-Asked-1')).statusCode).toBe(200);
    expect((await me.agent.get('/api/user/current')).json().must_change_password).toBe(false);
    expect((await admin.get(`/api/settings/users/${me.id}/activity`)).json()[0]).toMatchObject({
      action: 'password_changed',
      actor_id: me.id,
    });
  });

  test('a missing field is 400 with a message', async () => {
    const me = await member();
    const res = await me.agent.post(`${P}/change-password`, { new_password: 'Whatever-Pass-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Current password is required');
  });
});
