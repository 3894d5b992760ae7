/**
 * A booking's calendar entry to download, and the member's personal calendar feed: who may read
 * which, what a calendar app gets (text/calendar, one UID per booking, the cancellation), the
 * feed's 90 days, and rotation (the old secret URL answers 404).
 */
import type { FastifyInstance } from 'fastify';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import {
  createMembers,
  OLD_COURSE,
  seedCourse,
  signInMember,
  type Member,
} from './tee-sheet-fixtures';

// Wednesday 10 June 2026, 09:00 in London (BST, UTC+1).
const NOW = new Date('2026-06-10T08:00:00Z');
const TB = '/api/settings/tee-time-bookings';
const FEED = `${TB}/calendar-feed`;

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let members: Member[];
let agents: Agent[];
let course: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, publicUrl: 'https://club.example.org' });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  members = await createMembers(app, orgId, 'calendar', 3);
  agents = await Promise.all(members.map((m) => signInMember(app, m)));
  course = await seedCourse(app, orgId, { name: 'Calendar Links', ...OLD_COURSE });
});
afterAll(() => t.close());

const field = (ics: string, name: string) =>
  new RegExp(`\\r\\n${name}:([^\\r]*)\\r\\n`).exec(ics)?.[1];
const events = (ics: string) => ics.split('BEGIN:VEVENT').length - 1;

/** Staff book for a member (staff have no days-ahead limit). */
async function bookFor(m: Member, date: string, time: string, players?: unknown[]) {
  const res = await admin.post(`${TB}/book`, {
    course_id: course,
    date,
    start_time: time,
    user_id: m.id,
    ...(players ? { players } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

/** The feed as a calendar app reads it: signed out. */
const readFeed = (url: string) => app.inject({ method: 'GET', url: new URL(url).pathname });

describe("a booking's calendar entry", () => {
  test('downloads for its owner, a player on it and staff, not for another member; cancelled, it removes the entry', async () => {
    const [owner, player, other] = members as [Member, Member, Member];
    const id = await bookFor(owner, '2026-06-12', '10:00', [
      { user_id: owner.id },
      { user_id: player.id },
    ]);
    const res = await agents[0]!.get(`${TB}/${id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tee-time-2026-06-12.ics"',
    );
    expect(field(res.body, 'METHOD')).toBe('PUBLISH');
    expect(field(res.body, 'UID')).toBe(`tee-time-booking-${id}@club.example.org`);
    expect(field(res.body, 'SUMMARY')).toBe('Tee time: Calendar Links');
    // 10:00 in London is 09:00 UTC.
    expect(field(res.body, 'DTSTART')).toBe('20260612T090000Z');
    expect(field(res.body, 'DESCRIPTION')).toBe('2 players');

    expect((await agents[1]!.get(`${TB}/${id}/calendar.ics`)).statusCode).toBe(200);
    expect((await admin.get(`${TB}/${id}/calendar.ics`)).statusCode).toBe(200);
    expect((await agents[2]!.get(`${TB}/${id}/calendar.ics`)).statusCode).toBe(403);
    void other;
    expect((await agents[0]!.get(`${TB}/999999/calendar.ics`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${TB}/${id}/calendar.ics` })).statusCode).toBe(
      401,
    );

    expect((await admin.delete(`${TB}/${id}`)).statusCode).toBe(200);
    const gone = await agents[0]!.get(`${TB}/${id}/calendar.ics`);
    expect(field(gone.body, 'METHOD')).toBe('CANCEL');
    expect(field(gone.body, 'STATUS')).toBe('CANCELLED');
    expect(field(gone.body, 'UID')).toBe(`tee-time-booking-${id}@club.example.org`);
    // Newer than the booking's confirmation: calendars apply it.
    expect(Number(field(gone.body, 'SEQUENCE'))).toBeGreaterThan(
      Number(field(res.body, 'SEQUENCE')),
    );
  });
});

describe('the personal calendar feed', () => {
  test('is made on request, read signed out with the next 90 days of bookings, and a new URL retires the old one', async () => {
    const me = agents[2]!;
    const member = members[2]!;
    expect((await me.get(FEED)).json()).toBeNull();

    const soon = await bookFor(member, '2026-06-13', '09:00');
    const later = await bookFor(member, '2026-08-20', '09:00');
    const tooFar = await bookFor(member, '2026-09-20', '09:00');
    const cancelled = await bookFor(member, '2026-06-14', '09:00');
    await admin.delete(`${TB}/${cancelled}`);
    // Someone else's booking stays out of it.
    await bookFor(members[0]!, '2026-06-13', '09:10');

    const made = await me.post(FEED);
    expect(made.statusCode).toBe(201);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(
      new RegExp(`^https://club\\.example\\.org/api/calendar/${orgId}\\.[A-Za-z0-9_-]{43}\\.ics$`),
    );
    // The same URL is shown again later.
    expect((await me.get(FEED)).json()).toEqual({ url });

    const feed = await readFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(field(feed.body, 'METHOD')).toBe('PUBLISH');
    expect(field(feed.body, 'X-WR-CALNAME')).toBe('My Golf Club tee times');
    expect(events(feed.body)).toBe(2);
    expect(feed.body).toContain(`UID:tee-time-booking-${soon}@club.example.org`);
    expect(feed.body).toContain(`UID:tee-time-booking-${later}@club.example.org`);
    expect(feed.body).not.toContain(`tee-time-booking-${tooFar}@`);
    expect(feed.body).not.toContain(`tee-time-booking-${cancelled}@`);

    const rotated = await me.post(FEED);
    const next = (rotated.json() as { url: string }).url;
    expect(next).not.toBe(url);
    expect((await readFeed(url)).statusCode).toBe(404);
    expect((await readFeed(next)).statusCode).toBe(200);
    expect((await me.get(FEED)).json()).toEqual({ url: next });
  });

  test('a made-up, malformed or other club token answers 404', async () => {
    const { url } = (await agents[0]!.post(FEED)).json() as { url: string };
    const path = new URL(url).pathname;
    const secret = path.split('.')[1]!;
    const forged = path.replace(
      secret,
      `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`,
    );
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: path.replace(`/${orgId}.`, `/${orgId + 1}.`) }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/calendar/nothing.ics' })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: path.replace('.ics', '.txt') })).statusCode,
    ).toBe(404);
  });
});
