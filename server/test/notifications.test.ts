import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_TYPES, type Notification } from '@fairway/shared-api/contract';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';
import {
  createMembers,
  OLD_COURSE,
  seedCourse,
  signInMember,
  type Member,
} from './tee-sheet-fixtures';

// Notifications: a person's bell (list, unread count, mark read), sending one, who may see
// whose, the wall between clubs, and the notices the tee sheet writes when bookings change.

const N = '/api/settings/notifications';
const TB = '/api/settings/tee-time-bookings';
// Wednesday 10 June 2026, 09:00 in London.
const NOW = new Date('2026-06-10T08:00:00Z');
const TOMORROW = '2026-06-11';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let staff: Agent;
let otherClubAdmin: Agent;
let clubId: number;
let members: Member[];
let m1: Agent;
let m2: Agent;
let staffId: number;

const send = (agent: Agent, body: Record<string, unknown>) => agent.post(`${N}/create`, body);
const listOf = async (agent: Agent, userId: number, query = '') =>
  (await agent.get(`${N}/${userId}${query}`)).json() as Notification[];
const unreadOf = async (agent: Agent, userId: number) =>
  (await agent.get(`${N}/${userId}/unread-count`)).json().unread_count as number;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  admin = await signIn(app);
  clubId = (await admin.get('/api/user/current')).json().organization_id;
  members = await createMembers(app, clubId, 'member', 3);
  const [staffer] = await createMembers(app, clubId, 'staff', 1, ['staff']);
  staffId = staffer!.id;
  [m1, m2, staff] = await Promise.all([
    signInMember(app, members[0]!),
    signInMember(app, members[1]!),
    signInMember(app, staffer!),
  ]);
  const other = await admin.post('/api/settings/organizations', {
    name: 'Other Club',
    timezone: 'Europe/London',
  });
  otherClubAdmin = await createUserAndSignIn(app, other.json().id, 'admin@other.test', ['admin']);
});
afterAll(() => t.close());

describe('the bell', () => {
  test('staff send a notification; the person lists it newest first, reads it, and the count follows', async () => {
    const who = members[2]!;
    const m3 = await signInMember(app, who);
    const first = await send(staff, {
      notification_type_id: NOTIFICATION_TYPES.club_news,
      user_id: who.id,
      title: '  Course open  ',
      body: 'The greens are cut.',
      link: '/courses',
      data: { course_id: 1 },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      user_id: who.id,
      notification_type_id: NOTIFICATION_TYPES.club_news,
      title: 'Course open',
      body: 'The greens are cut.',
      link: '/courses',
      data: { course_id: 1 },
      read_at: null,
    });
    const second = (
      await send(staff, { notification_type_id: 1, user_id: who.id, title: 'Second' })
    ).json() as Notification;
    expect(second).toMatchObject({ body: '', link: null, data: {} });

    expect((await listOf(m3, who.id)).map((n) => n.title)).toEqual(['Second', 'Course open']);
    expect(await unreadOf(m3, who.id)).toBe(2);

    const read = await m3.put(`${N}/read/${second.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().read_at).not.toBeNull();
    expect(await unreadOf(m3, who.id)).toBe(1);
    // Reading again keeps the first time it was read.
    expect((await m3.put(`${N}/read/${second.id}`)).json().read_at).toBe(read.json().read_at);

    const all = await m3.put(`${N}/read-all/${who.id}`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ updated: 1, unread_count: 0 });
    expect(await unreadOf(m3, who.id)).toBe(0);
    expect((await m3.put(`${N}/read-all/${who.id}`)).json().updated).toBe(0);
  });

  test('the list is bounded and pages on with before', async () => {
    const who = members[1]!;
    for (let i = 1; i <= 5; i++)
      await send(staff, { notification_type_id: 1, user_id: who.id, title: `Page ${i}` });
    const page1 = await listOf(m2, who.id, '?limit=2');
    expect(page1.map((n) => n.title)).toEqual(['Page 5', 'Page 4']);
    const page2 = await listOf(m2, who.id, `?limit=2&before=${page1[1]!.id}`);
    expect(page2.map((n) => n.title)).toEqual(['Page 3', 'Page 2']);

    const tooMany = await m2.get(`${N}/${who.id}?limit=101`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/limit must be at most 100/);
    expect((await m2.get(`${N}/${who.id}?before=0`)).statusCode).toBe(400);
  });

  test('type 8 addresses a member by member id (their profile), and an unknown one is 404', async () => {
    const who = members[0]!;
    const profile = await m1.post('/api/settings/profiles', { bio: 'Plays off 12' });
    expect(profile.statusCode).toBe(201);
    const memberId = profile.json().id as number;

    const res = await send(staff, {
      notification_type_id: NOTIFICATION_TYPES.member_notice,
      user_id: memberId,
      title: 'Your locker is ready',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user_id).toBe(who.id);
    expect((await listOf(m1, who.id)).map((n) => n.title)).toContain('Your locker is ready');

    const unknown = await send(staff, {
      notification_type_id: NOTIFICATION_TYPES.member_notice,
      user_id: 999_999,
      title: 'Nobody',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Member not found');
  });

  test('bad input is a 400 naming the problem, and sends nothing', async () => {
    const who = members[2]!;
    const before = (await listOf(staff, who.id)).length;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ notification_type_id: 1, user_id: who.id, title: '   ' }, /title is required/],
      [
        { notification_type_id: 99, user_id: who.id, title: 'x' },
        /notification_type_id must be one of/,
      ],
      [{ notification_type_id: 1, user_id: 0, title: 'x' }, /user_id must be a positive integer/],
      [{ notification_type_id: 1, user_id: who.id, title: 'x'.repeat(121) }, /at most 120/],
      [
        { notification_type_id: 1, user_id: who.id, title: 'x', link: 'https://evil.example' },
        /link must be a path in the portal/,
      ],
      [
        { notification_type_id: 1, user_id: who.id, title: 'x', link: '//evil.example' },
        /link must be a path in the portal/,
      ],
      [
        {
          notification_type_id: 1,
          user_id: who.id,
          title: 'x',
          data: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
        },
        /at most 20 keys/,
      ],
      [{ notification_type_id: 1, user_id: who.id, title: 'x', colour: 'red' }, /colour/],
    ];
    for (const [body, message] of cases) {
      const res = await send(staff, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const unknownUser = await send(staff, {
      notification_type_id: 1,
      user_id: 999_999,
      title: 'x',
    });
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json().message).toBe('User not found');
    expect(await listOf(staff, who.id)).toHaveLength(before);
  });
});

describe('who may see whose', () => {
  test("a member sees only their own: another's list is 403, another's notification 404", async () => {
    const theirs = (
      await send(staff, { notification_type_id: 1, user_id: members[1]!.id, title: 'For m2' })
    ).json() as Notification;
    expect((await m1.get(`${N}/${members[1]!.id}`)).statusCode).toBe(403);
    expect((await m1.get(`${N}/${members[1]!.id}/unread-count`)).statusCode).toBe(403);
    expect((await m1.put(`${N}/read-all/${members[1]!.id}`)).statusCode).toBe(403);
    const mark = await m1.put(`${N}/read/${theirs.id}`);
    expect(mark.statusCode).toBe(404);
    expect(mark.json().message).toBe('Notification not found');
    expect((await listOf(m2, members[1]!.id)).find((n) => n.id === theirs.id)?.read_at).toBeNull();
    // Sending needs notifications:manage.
    const denied = await send(m1, { notification_type_id: 1, user_id: members[1]!.id, title: 'x' });
    expect(denied.statusCode).toBe(403);
  });

  test("staff (notifications:manage) read anyone's; an unknown person is 404", async () => {
    expect((await staff.get(`${N}/${members[1]!.id}`)).statusCode).toBe(200);
    expect((await staff.get(`${N}/999999`)).statusCode).toBe(404);
    expect((await staff.get(`${N}/${staffId}`)).json()).toEqual([]);
  });

  test("another club's notifications are invisible and untouchable", async () => {
    const ours = (
      await send(staff, { notification_type_id: 1, user_id: members[0]!.id, title: 'Ours' })
    ).json() as Notification;
    expect((await otherClubAdmin.get(`${N}/${members[0]!.id}`)).statusCode).toBe(404);
    expect((await otherClubAdmin.put(`${N}/read/${ours.id}`)).statusCode).toBe(404);
    const across = await send(otherClubAdmin, {
      notification_type_id: 1,
      user_id: members[0]!.id,
      title: 'Across the wall',
    });
    expect(across.statusCode).toBe(404);
    expect((await listOf(m1, members[0]!.id)).map((n) => n.title)).not.toContain('Across the wall');
    expect((await listOf(m1, members[0]!.id)).find((n) => n.id === ours.id)?.read_at).toBeNull();
  });
});

describe('tee sheet notices', () => {
  let course: number;
  beforeAll(async () => {
    course = await seedCourse(app, clubId, { name: 'Notice Links', ...OLD_COURSE });
  });

  const bookingTitles = async (agent: Agent, userId: number) =>
    (await listOf(agent, userId))
      .filter((n) => n.notification_type_id >= 2 && n.notification_type_id <= 4)
      .map((n) => n.title);

  test('a booking confirms to every member on it; staff moving and cancelling it tell them', async () => {
    const [a, b] = [members[0]!, members[1]!];
    const before = { a: await bookingTitles(m1, a.id), b: await bookingTitles(m2, b.id) };
    const booked = await m1.post(`${TB}/book`, {
      course_id: course,
      date: TOMORROW,
      start_time: '10:00',
      players: [{ user_id: a.id }, { user_id: b.id }, { guest_name: 'Guest Golfer' }],
    });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().id as number;

    const [confirmation] = await listOf(m2, b.id);
    expect(confirmation).toMatchObject({
      notification_type_id: NOTIFICATION_TYPES.booking_confirmed,
      title: 'Tee time booked: Notice Links',
      link: '/courses/my-bookings',
      data: expect.objectContaining({ booking_id: id, date: TOMORROW, start_time: '10:00' }),
    });
    expect(confirmation!.body).toContain('Thursday 11 June 2026 at 10:00');
    expect(await bookingTitles(m1, a.id)).toEqual(['Tee time booked: Notice Links', ...before.a]);

    const moved = await staff.put(`${TB}/${id}`, { start_time: '11:00' });
    expect(moved.statusCode).toBe(200);
    const [change] = await listOf(m1, a.id);
    expect(change).toMatchObject({
      notification_type_id: NOTIFICATION_TYPES.booking_changed,
      title: 'Tee time changed: Notice Links',
    });
    expect(change!.body).toBe(
      'Your tee time moved from Thursday 11 June 2026 at 10:00 to Thursday 11 June 2026 at 11:00.',
    );

    expect((await staff.delete(`${TB}/${id}`)).statusCode).toBe(200);
    expect((await bookingTitles(m2, b.id)).slice(0, 3)).toEqual([
      'Tee time cancelled: Notice Links',
      'Tee time changed: Notice Links',
      'Tee time booked: Notice Links',
    ]);
    expect((await listOf(m2, b.id))[0]!.body).toBe(
      'The club cancelled your tee time: Thursday 11 June 2026 at 11:00.',
    );
    // Staff did it: nothing for them.
    expect(await listOf(staff, staffId)).toEqual([]);
  });

  test('a member cancelling tells every player, themself too (their e-mail carries the calendar cancellation); a retried booking confirms once', async () => {
    const [a, b] = [members[0]!, members[1]!];
    const key = { 'idempotency-key': 'notice-once' };
    const body = {
      course_id: course,
      date: TOMORROW,
      start_time: '12:00',
      players: [{ user_id: a.id }, { user_id: b.id }],
    };
    const first = await m1.post(`${TB}/book`, body, { headers: key });
    expect(first.statusCode).toBe(201);
    const countA = (await bookingTitles(m1, a.id)).length;
    expect((await m1.post(`${TB}/book`, body, { headers: key })).statusCode).toBe(201);
    expect(await bookingTitles(m1, a.id)).toHaveLength(countA);

    const countB = (await bookingTitles(m2, b.id)).length;
    expect((await m1.delete(`${TB}/${first.json().id}`)).statusCode).toBe(200);
    expect(await bookingTitles(m1, a.id)).toHaveLength(countA + 1);
    expect((await listOf(m1, a.id))[0]!.body).toBe(
      'Your tee time was cancelled: Thursday 11 June 2026 at 12:00.',
    );
    const afterB = await listOf(m2, b.id);
    expect((await bookingTitles(m2, b.id)).length).toBe(countB + 1);
    expect(afterB[0]!.body).toBe('Your tee time was cancelled: Thursday 11 June 2026 at 12:00.');
  });

  test('a refused booking writes no notice', async () => {
    const a = members[0]!;
    const count = (await listOf(m1, a.id)).length;
    const closedHour = await m1.post(`${TB}/book`, {
      course_id: course,
      date: TOMORROW,
      start_time: '03:00',
    });
    expect(closedHour.statusCode).toBe(409);
    expect(await listOf(m1, a.id)).toHaveLength(count);
  });
});
