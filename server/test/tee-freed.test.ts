// After a change has committed the tee sheet tells others (issue 12): places freed by a move or
// fewer players go to the waitlist, and every desk action tells the screens of that day.
import type { FastifyInstance } from 'fastify';
import type { WaitlistEntry } from '@fairway/shared-api/contract';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, seedCourse, signInMember, type Member } from './tee-sheet-fixtures';

// Wednesday 10 June 2026, 09:00 in London.
const NOW = new Date('2026-06-10T08:00:00Z');
const DATE = '2026-06-11';
const TB = '/api/settings/tee-time-bookings';
const TT = '/api/settings/tee-times';
const WL = '/api/settings/tee-time-waitlist';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let members: Member[];
let agents: Agent[];

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  members = await createMembers(app, orgId, 'freed', 3);
  agents = await Promise.all(members.map((m) => signInMember(app, m)));
});
afterAll(() => t.close());

let courses = 0;
/** 08:00 … 08:30 every 10 minutes, two players a time. */
const smallCourse = () =>
  seedCourse(app, orgId, {
    name: `Freed Links ${++courses}`,
    players_per_slot: 2,
    hours: {
      open_time: '07:30',
      close_time: '12:00',
      first_tee_time: '08:00',
      last_tee_time: '08:30',
    },
  });

async function fill(course: number, time: string, owner: Member) {
  const res = await admin.post(`${TB}/book`, {
    course_id: course,
    date: DATE,
    start_time: time,
    user_id: owner.id,
    players: [{ user_id: owner.id }, { guest_name: 'Full Guest' }],
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

async function waitFor(agent: Agent, course: number, time: string): Promise<WaitlistEntry> {
  const res = await agent.post(WL, { course_id: course, date: DATE, from_time: time });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const statusOf = async (agent: Agent, id: number) =>
  ((await agent.get(WL)).json() as WaitlistEntry[]).find((e) => e.id === id)!.status;

test('moving a booking away offers its old time to the first in line', async () => {
  const course = await smallCourse();
  const booking = await fill(course, '08:00', members[0]!);
  const entry = await waitFor(agents[1]!, course, '08:00');
  expect(await statusOf(agents[1]!, entry.id)).toBe('waiting');
  expect((await admin.put(`${TB}/${booking.id}`, { start_time: '08:20' })).statusCode).toBe(200);
  expect(await statusOf(agents[1]!, entry.id)).toBe('offered');
});

test('fewer players on a booking offers the freed place', async () => {
  const course = await smallCourse();
  const booking = await fill(course, '08:10', members[0]!);
  const entry = await waitFor(agents[2]!, course, '08:10');
  const fewer = await admin.put(`${TB}/${booking.id}`, { players: [{ user_id: members[0]!.id }] });
  expect(fewer.statusCode).toBe(200);
  expect(await statusOf(agents[2]!, entry.id)).toBe('offered');
});

test('every desk action tells the screens showing that day', async () => {
  const course = await smallCourse();
  const booking = await fill(course, '08:30', members[0]!);
  const heard: unknown[] = [];
  const publish = app.live.publish.bind(app.live);
  app.live.publish = (async (...args: Parameters<typeof publish>) => {
    heard.push(args[2]);
    return publish(...args);
  }) as typeof publish;
  try {
    const changed = { type: 'tee-sheet.changed', data: { course_id: course, date: DATE } };
    expect(
      (await admin.put(`${TB}/${booking.id}/payment`, { paid: true, method: 'card' })).statusCode,
    ).toBe(200);
    expect(heard).toEqual([changed]);
    const range = { course_id: course, date: DATE, from: '08:00', to: '08:10' };
    expect((await admin.post(`${TT}/blocks`, { ...range, reason: 'Seniors' })).statusCode).toBe(
      200,
    );
    expect((await admin.post(`${TT}/blocks/remove`, range)).statusCode).toBe(200);
    expect(heard).toEqual([changed, changed, changed]);
  } finally {
    app.live.publish = publish;
  }
});
