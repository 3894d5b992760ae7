// GET /api/settings/tee-time-bookings/players?q: whom a member may name as a player (our addition:
// members cannot list users). Names only, active members of the caller's club, never the caller.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../src/modules/users/tables';
import { Agent, createUserAndSignIn, createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, seedCourse, signInMember, type Member } from './tee-sheet-fixtures';

// Wednesday 10 June 2026, 09:00 in London.
const NOW = new Date('2026-06-10T08:00:00Z');
const TB = '/api/settings/tee-time-bookings';
const PLAYERS = `${TB}/players`;

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let caller: Member;
let ada: Member;
let adam: Member;
let inactive: Member;
let suspended: Member;
let me: Agent;

type Option = { id: number; name: string };

async function rename(
  organizationId: number,
  m: Member,
  first: string,
  last: string,
  status: 'active' | 'inactive' | 'suspended' = 'active',
) {
  await app.withOrg(organizationId, (tx) =>
    tx.update(users).set({ first_name: first, last_name: last, status }).where(eq(users.id, m.id)),
  );
  return { ...m, name: `${first} ${last}` };
}

async function search(agent: Agent, q: string): Promise<Option[]> {
  const res = await agent.get(`${PLAYERS}?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const names = (options: Option[]) => options.map((o) => o.name);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  const made = await createMembers(app, orgId, 'finder', 5);
  // Everyone here matches "ada": the search must leave out the caller, inactive and suspended.
  caller = await rename(orgId, made[0]!, 'Adaline', 'Caller');
  ada = await rename(orgId, made[1]!, 'Ada', 'Lovelace');
  adam = await rename(orgId, made[2]!, 'Adam', 'Scott');
  inactive = await rename(orgId, made[3]!, 'Adair', 'Gone', 'inactive');
  suspended = await rename(orgId, made[4]!, 'Adaeze', 'Benched', 'suspended');
  me = await signInMember(app, caller);
});
afterAll(() => t.close());

describe('finding members to play with', () => {
  test('finds active members by first name, last name or full name, case-insensitive', async () => {
    expect(await search(me, 'ada')).toEqual([
      { id: ada.id, name: 'Ada Lovelace' },
      { id: adam.id, name: 'Adam Scott' },
    ]);
    expect(names(await search(me, 'LOVEL'))).toEqual(['Ada Lovelace']);
    expect(names(await search(me, 'scott'))).toEqual(['Adam Scott']);
    expect(names(await search(me, 'Ada Love'))).toEqual(['Ada Lovelace']);
    expect(names(await search(me, 'am sc'))).toEqual(['Adam Scott']);
    expect(await search(me, 'nobody here')).toEqual([]);
  });

  test('trims q, and % _ and \\ in q match themselves', async () => {
    expect(names(await search(me, '   adam  '))).toEqual(['Adam Scott']);
    // Unescaped, "a_a" would match "Ada" and "%%" everyone.
    expect(await search(me, 'a_a')).toEqual([]);
    expect(await search(me, '%%')).toEqual([]);
    expect(await search(me, 'a\\d')).toEqual([]);
  });

  test('leaves out the caller, inactive and suspended users', async () => {
    const found = (await search(me, 'ada')).map((o) => o.id);
    expect(found).not.toContain(caller.id);
    expect(found).not.toContain(inactive.id);
    expect(found).not.toContain(suspended.id);
    expect(await search(me, 'Adaline')).toEqual([]);
    expect(await search(me, 'Benched')).toEqual([]);
    // Another member does find the caller.
    expect(names(await search(await signInMember(app, ada), 'adaline'))).toEqual([
      'Adaline Caller',
    ]);
  });

  test("never answers another organization's users", async () => {
    const org = await admin.post('/api/settings/organizations', { name: 'Other Links' });
    expect(org.statusCode).toBe(201);
    const otherOrg = org.json().id as number;
    const [outsider] = await createMembers(app, otherOrg, 'outsider', 1);
    await rename(otherOrg, outsider!, 'Adalbert', 'Elsewhere');
    expect(names(await search(me, 'ada'))).toEqual(['Ada Lovelace', 'Adam Scott']);
    expect(await search(me, 'Elsewhere')).toEqual([]);
    // And the other club's member does not find ours.
    const theirs = await signInMember(app, outsider!);
    expect(await search(theirs, 'ada')).toEqual([]);
  });

  test('answers the id and name only, never the e-mail', async () => {
    const res = await me.get(`${PLAYERS}?q=finder`);
    expect(res.statusCode).toBe(200);
    // "finder" is only in the e-mail addresses: the e-mail is not searched either.
    expect(res.json()).toEqual([]);
    const found = await search(me, 'ada');
    for (const option of found) expect(Object.keys(option).sort()).toEqual(['id', 'name']);
    expect(JSON.stringify(found)).not.toContain('@');
  });

  test('answers at most 20 members, by name', async () => {
    await createMembers(app, orgId, 'bulk', 22);
    const found = await search(me, 'bulk');
    expect(found).toHaveLength(20);
    expect(found.every((o) => o.name.startsWith('Bulk Player'))).toBe(true);
  });

  test('q must be 2 to 80 characters after trimming', async () => {
    for (const url of [`${PLAYERS}?q=a`, `${PLAYERS}?q=%20a%20`]) {
      const res = await me.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('querystring.q: Enter at least 2 characters of a name');
    }
    const long = await me.get(`${PLAYERS}?q=${'a'.repeat(81)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('querystring.q: Enter at most 80 characters of a name');
    const missing = await me.get(PLAYERS);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('querystring.q: Enter part of a name to search for');
  });

  test('is 403 while tee_time_management_enabled is off, and 401 without a session', async () => {
    const flag = '/api/settings/settings/tee-time-management-enabled';
    expect((await admin.put(flag, { tee_time_management_enabled: false })).statusCode).toBe(200);
    try {
      const res = await me.get(`${PLAYERS}?q=ada`);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({
        status: 403,
        message: 'Tee time management is disabled',
      });
    } finally {
      expect((await admin.put(flag, { tee_time_management_enabled: true })).statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: `${PLAYERS}?q=ada` })).statusCode).toBe(401);
  });

  test('is open to every role that books (a guest account too)', async () => {
    const guest = await createUserAndSignIn(app, orgId, 'guest-finder@tee.test', ['guest']);
    expect(names(await search(guest, 'lovelace'))).toEqual(['Ada Lovelace']);
  });
});

describe('booking with a member found there', () => {
  test('a member books with another member as a player; it is on the other member’s list', async () => {
    const courseId = await seedCourse(app, orgId, {
      name: 'Players Course',
      hours: { open_time: '07:00', close_time: '18:00' },
    });
    const [partner] = await search(me, 'Lovelace');
    const res = await me.post(`${TB}/book`, {
      course_id: courseId,
      date: '2026-06-12',
      start_time: '09:00',
      players: [{ user_id: caller.id }, { user_id: partner!.id }, { guest_name: 'Jo Bloggs' }],
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    expect(booking.user_id).toBe(caller.id);
    expect(booking.players).toEqual([
      expect.objectContaining({ user_id: caller.id, name: 'Adaline Caller', is_guest: false }),
      expect.objectContaining({ user_id: ada.id, name: 'Ada Lovelace', is_guest: false }),
      expect.objectContaining({ user_id: null, name: 'Jo Bloggs', is_guest: true }),
    ]);

    const theirs = await (await signInMember(app, ada)).get(`${TB}/user/${ada.id}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().map((b: { id: number }) => b.id)).toEqual([booking.id]);
  });
});
