/**
 * The waitlist as members and staff use it: joining (and what is refused), offers when places
 * free, expiry, the next in line, accept books, decline passes on, a person already booked is
 * skipped. The app's clock is moved to make offers expire.
 */
import type { FastifyInstance } from 'fastify';
import {
  NOTIFICATION_TYPES,
  WAITLIST_MESSAGES,
  type Notification,
  type TeeSheet,
  type WaitlistEntry,
} from '@fairway/shared-api/contract';
import { EXPIRE_JOB } from '../src/modules/tee-sheet/waitlist';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, seedCourse, signInMember, type Member } from './tee-sheet-fixtures';

// Wednesday 10 June 2026, 09:00 in London (BST).
const START = new Date('2026-06-10T08:00:00Z');
const DATE = '2026-06-11';
const TB = '/api/settings/tee-time-bookings';
const WL = '/api/settings/tee-time-waitlist';

let clock = START;
let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let members: Member[];
let agents: Agent[];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  members = await createMembers(app, orgId, 'waiter', 7);
  agents = await Promise.all(members.map((m) => signInMember(app, m)));
}, 60_000);
afterAll(() => t.close());
afterEach(() => {
  clock = START;
});

let courseCount = 0;
/** A small course of its own for each test: 08:00, 08:10, 08:20, 08:30, two players each. */
const smallCourse = () =>
  seedCourse(app, orgId, {
    name: `Wait Links ${++courseCount}`,
    players_per_slot: 2,
    hours: {
      open_time: '07:30',
      close_time: '12:00',
      first_tee_time: '08:00',
      last_tee_time: '08:30',
    },
  });

/** Staff book `owner` with a guest at `time`: the time is then full. */
async function fill(course: number, time: string, owner: Member) {
  const res = await admin.post(`${TB}/book`, {
    course_id: course,
    date: DATE,
    start_time: time,
    user_id: owner.id,
    players: [{ user_id: owner.id }, { guest_name: 'Full Guest' }],
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; tee_time_id: number };
}

async function join(agent: Agent, body: Record<string, unknown>) {
  return agent.post(WL, { date: DATE, ...body });
}

async function joined(agent: Agent, body: Record<string, unknown>): Promise<WaitlistEntry> {
  const res = await join(agent, body);
  expect(res.statusCode).toBe(201);
  return res.json() as WaitlistEntry;
}

const mine = async (agent: Agent) => (await agent.get(WL)).json() as WaitlistEntry[];
const entryOf = async (agent: Agent, id: number) => (await mine(agent)).find((e) => e.id === id)!;

const offers = async (agent: Agent, userId: number) =>
  ((await agent.get(`/api/settings/notifications/${userId}`)).json() as Notification[]).filter(
    (n) => n.notification_type_id === NOTIFICATION_TYPES.waitlist_offer,
  );

async function placesLeft(course: number, time: string): Promise<number> {
  const sheet = (
    await admin.get(`/api/settings/tee-times/sheet/${course}`, { query: { date: DATE } })
  ).json() as TeeSheet;
  const row = sheet.rows.find((r) => r.start_time === time)!;
  return row.places_left;
}

describe('joining', () => {
  test('a full time can be waited for, in join order; open times, repeats and bad windows are refused with reasons', async () => {
    const course = await smallCourse();
    const [a, b, c] = [agents[0]!, agents[1]!, agents[2]!];

    const open = await join(a, { course_id: course, from_time: '08:00' });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe('08:00 has places for 1: book it instead');

    await fill(course, '08:00', members[6]!);
    const first = await joined(a, { course_id: course, from_time: '08:00' });
    expect(first).toMatchObject({
      status: 'waiting',
      position: 1,
      from_time: '08:00',
      to_time: '08:00',
      player_count: 1,
      offer: null,
      course_name: `Wait Links ${courseCount}`,
    });
    const second = await joined(b, { course_id: course, from_time: '08:00', player_count: 2 });
    expect(second.position).toBe(2);

    const again = await join(a, { course_id: course, from_time: '08:00' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WAITLIST_MESSAGES.alreadyWaiting);

    // A window must lie within the day's times, end after it starts, and be full.
    const late = await join(c, { course_id: course, from_time: '08:00', to_time: '09:00' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe("The window must be within the day's tee times (08:00–08:30)");
    const backwards = await join(c, { course_id: course, from_time: '08:20', to_time: '08:00' });
    expect(backwards.statusCode).toBe(400);
    const window = await join(c, { course_id: course, from_time: '08:00', to_time: '08:10' });
    expect(window.statusCode).toBe(409);
    expect(window.json().message).toBe('08:10 has places for 1: book it instead');
    // More players than a booking may have.
    expect(
      (await join(c, { course_id: course, from_time: '08:00', player_count: 5 })).statusCode,
    ).toBe(400);
    // Beyond the booking window (14 days for members).
    const far = await c.post(WL, { course_id: course, date: '2026-07-30', from_time: '08:00' });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('Tee times can be booked at most 14 days ahead');
  });

  test('no entry for a time the member is already booked on, and at most 5 open entries', async () => {
    const course = await smallCourse();
    const owner = members[3]!;
    await fill(course, '08:00', owner);
    const booked = await join(agents[3]!, { course_id: course, from_time: '08:00' });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toBe(WAITLIST_MESSAGES.alreadyBooked);

    const other = await smallCourse();
    for (const time of ['08:00', '08:10', '08:20', '08:30']) await fill(other, time, members[6]!);
    const full = await smallCourse();
    await fill(full, '08:00', members[6]!);
    const d = agents[4]!;
    for (const time of ['08:00', '08:10', '08:20', '08:30'])
      await joined(d, { course_id: other, from_time: time });
    await joined(d, { course_id: full, from_time: '08:00' });
    expect((await mine(d)).filter((e) => e.status === 'waiting')).toHaveLength(5);
    const sixth = await join(d, { course_id: course, from_time: '08:00' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(WAITLIST_MESSAGES.tooMany);
    // Leaving one makes room.
    const [last] = await mine(d);
    expect((await d.delete(`${WL}/${last!.id}`)).json().status).toBe('left');
    expect((await join(d, { course_id: course, from_time: '08:00' })).statusCode).toBe(201);
  });
});

describe('offers', () => {
  test('a cancellation offers the places to the first in line, held from everyone else; accepting books them', async () => {
    const course = await smallCourse();
    await fill(course, '08:00', members[6]!);
    const booking = await fill(course, '08:10', members[0]!);
    const first = await joined(agents[1]!, {
      course_id: course,
      from_time: '08:00',
      to_time: '08:10',
    });
    const second = await joined(agents[2]!, { course_id: course, from_time: '08:10' });

    expect((await admin.delete(`${TB}/${booking.id}`)).statusCode).toBe(200);

    const offered = await entryOf(agents[1]!, first.id);
    expect(offered.status).toBe('offered');
    expect(offered.offer).toMatchObject({
      start_time: '08:10',
      expires_at: new Date(START.getTime() + 15 * 60_000).toISOString(),
    });
    const [notice] = await offers(agents[1]!, members[1]!.id);
    expect(notice).toMatchObject({
      title: `A tee time is free for you: Wait Links ${courseCount}`,
      link: `/courses/my-bookings?waitlist=${first.id}`,
    });
    expect(notice!.body).toBe(
      'Thursday 11 June 2026 at 08:10 for 1 player is held for you until 09:15. Accept it before then, or it goes to the next in line.',
    );
    // Two places freed: the second in line (1 place) is offered the other one at once. Both are
    // held: the sheet shows none left and nobody else can take them.
    expect((await entryOf(agents[2]!, second.id)).status).toBe('offered');
    expect(await placesLeft(course, '08:10')).toBe(0);
    const other = await agents[5]!.post(`${TB}/book`, {
      course_id: course,
      date: DATE,
      start_time: '08:10',
    });
    expect(other.statusCode).toBe(409);

    const accepted = await agents[1]!.post(`${WL}/${first.id}/accept`);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      start_time: '08:10',
      user_id: members[1]!.id,
      player_count: 1,
      status: 'confirmed',
    });
    const after = await entryOf(agents[1]!, first.id);
    expect(after).toMatchObject({ status: 'booked', booking_id: accepted.json().id, offer: null });
    // No double counting: still exactly full (one booked, one held).
    expect(await placesLeft(course, '08:10')).toBe(0);
    const again = await agents[1]!.post(`${WL}/${first.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WAITLIST_MESSAGES.notOffered);
  });

  test('an offer not taken in time expires and goes to the next in line; the expired one cannot be accepted', async () => {
    const course = await smallCourse();
    const booking = await fill(course, '08:20', members[0]!);
    const first = await joined(agents[1]!, {
      course_id: course,
      from_time: '08:20',
      player_count: 2,
    });
    const next = await joined(agents[2]!, {
      course_id: course,
      from_time: '08:20',
      player_count: 2,
    });
    await admin.delete(`${TB}/${booking.id}`);
    expect((await entryOf(agents[1]!, first.id)).status).toBe('offered');
    expect((await entryOf(agents[2]!, next.id)).status).toBe('waiting');
    expect((await entryOf(agents[2]!, next.id)).position).toBe(1);

    // 14 minutes on: still held.
    clock = new Date(START.getTime() + 14 * 60_000);
    expect((await entryOf(agents[1]!, first.id)).status).toBe('offered');
    // 15 minutes on: the job at the expiry passes it on.
    clock = new Date(START.getTime() + 15 * 60_000);
    await app.jobs.enqueue(EXPIRE_JOB, { entry_id: first.id }, { organizationId: orgId });
    await waitFor(async () => (await entryOf(agents[2]!, next.id)).status === 'offered');
    expect(await entryOf(agents[1]!, first.id)).toMatchObject({ status: 'expired', offer: null });
    const late = await agents[1]!.post(`${WL}/${first.id}/accept`);
    expect(late.statusCode).toBe(409);
    expect(await placesLeft(course, '08:20')).toBe(0);
    const nextOffer = (await entryOf(agents[2]!, next.id)).offer!;
    expect(nextOffer.expires_at).toBe(new Date(START.getTime() + 30 * 60_000).toISOString());

    // Accepting an offer whose time is up (no job ran yet) closes it and passes it on: nobody
    // waits now, so the places are free for everyone.
    clock = new Date(START.getTime() + 31 * 60_000);
    const tooLate = await agents[2]!.post(`${WL}/${next.id}/accept`);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(WAITLIST_MESSAGES.offerExpired);
    expect(await placesLeft(course, '08:20')).toBe(2);
  });

  test('declining passes the offer on to the next in line', async () => {
    const course = await smallCourse();
    const booking = await fill(course, '08:30', members[0]!);
    const a = await joined(agents[1]!, { course_id: course, from_time: '08:30', player_count: 2 });
    const b = await joined(agents[2]!, { course_id: course, from_time: '08:30', player_count: 2 });
    const c = await joined(agents[3]!, { course_id: course, from_time: '08:30', player_count: 2 });
    await admin.delete(`${TB}/${booking.id}`);
    expect((await entryOf(agents[1]!, a.id)).status).toBe('offered');

    const declined = await agents[1]!.post(`${WL}/${a.id}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', offer: null });
    expect((await entryOf(agents[2]!, b.id)).status).toBe('offered');
    expect((await agents[2]!.post(`${WL}/${b.id}/decline`)).statusCode).toBe(200);
    expect((await entryOf(agents[3]!, c.id)).status).toBe('offered');
    expect(await placesLeft(course, '08:30')).toBe(0);
    // Nobody else can accept or decline c's offer.
    expect((await agents[1]!.post(`${WL}/${c.id}/accept`)).statusCode).toBe(403);
    expect((await agents[1]!.post(`${WL}/${c.id}/decline`)).statusCode).toBe(403);
    // Leaving with an open offer gives the places back to everyone.
    expect((await agents[3]!.delete(`${WL}/${c.id}`)).json().status).toBe('left');
    expect(await placesLeft(course, '08:30')).toBe(2);
  });

  test('a member already booked on the freed time is skipped for the next in line', async () => {
    const course = await smallCourse();
    const single = (owner: Member) =>
      admin.post(`${TB}/book`, {
        course_id: course,
        date: DATE,
        start_time: '08:00',
        user_id: owner.id,
      });
    const x = await single(members[0]!);
    const y = await single(members[5]!);
    expect([x.statusCode, y.statusCode]).toEqual([201, 201]);
    const waits = await joined(agents[1]!, { course_id: course, from_time: '08:00' });
    const next = await joined(agents[2]!, { course_id: course, from_time: '08:00' });
    // Staff put member 1 on member 5's booking at 08:00: she is booked there now.
    const changed = await admin.put(`${TB}/${y.json().id}`, {
      players: [{ user_id: members[1]!.id }],
    });
    expect(changed.statusCode).toBe(200);
    expect((await admin.delete(`${TB}/${x.json().id}`)).statusCode).toBe(200);
    expect((await entryOf(agents[1]!, waits.id)).status).toBe('waiting');
    expect((await entryOf(agents[2]!, next.id)).status).toBe('offered');
  });
});

describe('live', () => {
  test('offers, declines and accepts tell every open sheet of the day to refresh', async () => {
    const course = await smallCourse();
    const booking = await fill(course, '08:10', members[0]!);
    const a = await joined(agents[1]!, { course_id: course, from_time: '08:10', player_count: 2 });
    const b = await joined(agents[2]!, { course_id: course, from_time: '08:10', player_count: 2 });
    const published: unknown[] = [];
    const spy = jest.spyOn(app.live, 'publish').mockImplementation(async (_org, _to, event) => {
      published.push(event);
    });
    const changed = () =>
      published.filter(
        (e) =>
          JSON.stringify(e) ===
          JSON.stringify({ type: 'tee-sheet.changed', data: { course_id: course, date: DATE } }),
      ).length;
    try {
      await admin.delete(`${TB}/${booking.id}`);
      const afterOffer = changed();
      expect(afterOffer).toBeGreaterThanOrEqual(2); // the cancellation, then the offer
      await agents[1]!.post(`${WL}/${a.id}/decline`);
      const afterDecline = changed();
      expect(afterDecline).toBeGreaterThan(afterOffer);
      expect((await agents[2]!.post(`${WL}/${b.id}/accept`)).statusCode).toBe(201);
      expect(changed()).toBeGreaterThan(afterDecline);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('how long an offer lasts', () => {
  test("the club's waitlist_offer_minutes sets it, and an offer never outlasts the tee time's start", async () => {
    expect(
      (await admin.put('/api/settings/course', { waitlist_offer_minutes: 30 })).statusCode,
    ).toBe(200);
    try {
      const course = await smallCourse();
      const booking = await fill(course, '08:00', members[0]!);
      const e = await joined(agents[1]!, { course_id: course, from_time: '08:00' });
      await admin.delete(`${TB}/${booking.id}`);
      expect((await entryOf(agents[1]!, e.id)).offer!.expires_at).toBe(
        new Date(START.getTime() + 30 * 60_000).toISOString(),
      );

      // Today at 09:10 in London (now 09:00): held until the start, not for 30 minutes.
      const today = await seedCourse(app, orgId, {
        name: 'Wait Links today',
        players_per_slot: 1,
        hours: {
          open_time: '08:00',
          close_time: '12:00',
          first_tee_time: '09:10',
          last_tee_time: '09:20',
        },
      });
      const b = await admin.post(`${TB}/book`, {
        course_id: today,
        date: '2026-06-10',
        start_time: '09:10',
        user_id: members[0]!.id,
      });
      await admin.post(`${TB}/book`, {
        course_id: today,
        date: '2026-06-10',
        start_time: '09:20',
        user_id: members[6]!.id,
      });
      const soon = await joined(agents[2]!, {
        course_id: today,
        date: '2026-06-10',
        from_time: '09:10',
      });
      await admin.delete(`${TB}/${b.json().id}`);
      expect((await entryOf(agents[2]!, soon.id)).offer!.expires_at).toBe(
        '2026-06-10T08:10:00.000Z',
      );
    } finally {
      await admin.post('/api/settings/course/reset');
    }
  });
});

describe('staff', () => {
  test("staff see a day's line; members cannot", async () => {
    const course = await smallCourse();
    await fill(course, '08:00', members[0]!);
    await joined(agents[1]!, { course_id: course, from_time: '08:00' });
    await joined(agents[2]!, { course_id: course, from_time: '08:00' });
    const line = await admin.get(WL, { query: { course_id: String(course), date: DATE } });
    expect(line.statusCode).toBe(200);
    expect((line.json() as WaitlistEntry[]).map((e) => [e.user_name, e.position])).toEqual([
      [members[1]!.name, 1],
      [members[2]!.name, 2],
    ]);
    const member = await agents[1]!.get(WL, { query: { course_id: String(course), date: DATE } });
    expect(member.statusCode).toBe(403);
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
