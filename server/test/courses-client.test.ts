// The courses, carts, on-course services and tee sheet clients against the real routes: every
// path, query and header the portal relies on reaches the call it means.
import type { FastifyInstance } from 'fastify';
import { BOOKING_MESSAGES } from '@fairway/shared-api/contract';
import {
  createCartsClient,
  createCoursesClient,
  createOnCourseServicesClient,
} from '../../shared-api/src/domains/courses/client';
import { createTeeSheetClient } from '../../shared-api/src/domains/tee-sheet/client';
import { ApiError } from '../../shared-api/src/http/errors';
import { httpOver } from './client-http';
import { createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

// Wednesday 10 June 2026, 08:00 in London.
const NOW = new Date('2026-06-10T07:00:00Z');
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
});
afterAll(() => t.close());

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

test('an admin sets a course up and a member books, lists and cancels through the clients', async () => {
  const adminAgent = await signIn(app);
  const admin = createCoursesClient(httpOver(adminAgent));
  const course = await admin.create({ name: 'Links', holes_count: 9 });
  expect((await admin.list()).map((c) => c.name)).toEqual(['Links']);
  expect((await admin.update(course.id, { tee_interval_minutes: 15 })).tee_interval_minutes).toBe(
    15,
  );

  const layout = await admin.saveLayout(
    course.id,
    Array.from({ length: 9 }, (_, i) => ({ hole_number: i + 1, par: i === 4 ? 5 : 4 })),
  );
  expect(layout).toHaveLength(9);
  expect((await admin.get(course.id)).par_total).toBe(37);
  const trap = await admin.addSandTrap(layout[0]!.id, { name: 'Pot', kind: 'greenside' });
  expect((await admin.updateSandTrap(trap.id, { side: 'left' })).side).toBe('left');
  expect((await admin.getHole(layout[0]!.id)).sand_traps).toHaveLength(1);
  await admin.removeSandTrap(trap.id);
  expect((await admin.updateHole(layout[1]!.id, { par: 3 })).par).toBe(3);

  for (let day = 0; day < 7; day++)
    await admin.createOpeningHours({
      course_id: course.id,
      day_of_week: day,
      is_open: true,
      open_time: '08:00',
      close_time: '10:00',
    });
  const hours = await admin.openingHours(course.id);
  expect(hours).toHaveLength(7);
  expect((await admin.getOpeningHours(hours[0]!.id)).open_time).toBe('08:00');
  const closure = await admin.createClosure({ course_id: course.id, date: '2026-06-12' });
  expect((await admin.closures({ course_id: course.id })).map((c) => c.date)).toEqual([
    '2026-06-12',
  ]);
  expect((await admin.status(course.id)).message).toBe('The course is currently open until 10:00.');

  const member = await createUserAndSignIn(app, 1, 'player@client.test', ['member']);
  const me = (await member.get('/api/user/current')).json().id as number;
  const sheet = createTeeSheetClient(httpOver(member));
  const closed = await refusal(
    sheet.book({ course_id: course.id, date: '2026-06-12', start_time: '09:00' }),
  );
  expect(closed.message).toBe(BOOKING_MESSAGES.closed);
  await admin.removeClosure(closure.id);

  const free = await sheet.available(course.id, '2026-06-12');
  expect(free.map((s) => s.start_time)).toEqual([
    '08:00',
    '08:15',
    '08:30',
    '08:45',
    '09:00',
    '09:15',
    '09:30',
    '09:45',
    '10:00',
  ]);
  // A retried attempt with the same key books once and answers the same booking.
  const first = await sheet.book(
    {
      course_id: course.id,
      date: '2026-06-12',
      start_time: '09:00',
      players: [{ user_id: me }, { guest_name: 'Guest Golfer' }],
    },
    'attempt-1',
  );
  const again = await sheet.book(
    {
      course_id: course.id,
      date: '2026-06-12',
      start_time: '09:00',
      players: [{ user_id: me }, { guest_name: 'Guest Golfer' }],
    },
    'attempt-1',
  );
  expect(again.id).toBe(first.id);
  expect((await sheet.teeTime(first.tee_time_id)).booked_players).toBe(2);
  expect((await sheet.byUser(me)).map((b) => b.id)).toEqual([first.id]);
  expect((await sheet.update(first.id, { carts: 1 })).carts).toBe(1);
  expect(await sheet.current()).toBeNull();

  const staff = createTeeSheetClient(httpOver(adminAgent));
  // Whom a booking may name as a player: the other active members, id and name only.
  expect(await staff.searchPlayers(' test user ')).toEqual([{ id: me, name: 'Test User' }]);
  expect(await sheet.rules()).toMatchObject({
    today: '2026-06-10',
    last_bookable_date: '2026-06-24',
  });
  expect((await staff.rules()).last_bookable_date).toBeNull();
  expect((await staff.byTeeTime(first.tee_time_id)).map((b) => b.id)).toEqual([first.id]);
  const day = await staff.sheet(course.id, '2026-06-12');
  const nine = day.rows.find((r) => r.start_time === '09:00')!;
  expect(nine.bookings[0]!.players.map((p) => p.name)).toEqual(['Test User', 'Guest Golfer']);
  const eight = day.rows.find((r) => r.start_time === '08:00')!;
  expect((await staff.block(eight.id, 'Greens staff')).is_blocked).toBe(true);
  expect((await sheet.available(course.id, '2026-06-12')).map((s) => s.start_time)).not.toContain(
    '08:00',
  );
  expect((await staff.unblock(eight.id)).is_blocked).toBe(false);
  const week = await staff.overview(course.id, '2026-06-08', '2026-06-14');
  expect(week.days).toHaveLength(7);
  expect(week.days.find((d) => d.date === '2026-06-12')).toMatchObject({ booked_players: 2 });

  expect((await sheet.cancel(first.id)).status).toBe('cancelled');
});

test('carts read null until configured; on-course requests reach the staff queue', async () => {
  const adminAgent = await signIn(app);
  const carts = createCartsClient(httpOver(adminAgent));
  expect(await carts.configuration()).toBeNull();
  const config = await carts.createConfiguration({ fleet_size: 12, price_per_round: '30' });
  expect(config.price_per_round).toBe('30.00');
  expect(await carts.getConfiguration(config.id)).toMatchObject({ fleet_size: 12 });
  expect((await carts.updateConfiguration(config.id, { path_only: true })).path_only).toBe(true);
  const [course] = await createCoursesClient(httpOver(adminAgent)).list();
  expect(await carts.status(course!.id)).toMatchObject({ fleet_size: 12, path_only: true });
  await carts.removeConfiguration(config.id);
  expect(await carts.configuration()).toBeNull();

  const member = createOnCourseServicesClient(
    httpOver(await createUserAndSignIn(app, 1, 'thirsty@client.test', ['member'])),
  );
  const request = await member.request({
    course_id: course!.id,
    hole_number: 7,
    service_type: 'refreshments',
  });
  expect((await member.get(request.id)).is_resolved).toBe(false);
  const staff = createOnCourseServicesClient(httpOver(adminAgent));
  expect((await staff.unresolved()).map((r) => r.id)).toEqual([request.id]);
  expect((await staff.byCourse(course!.id)).map((r) => r.id)).toEqual([request.id]);
  expect((await staff.update(request.id, { description: 'Two waters' })).description).toBe(
    'Two waters',
  );
  expect((await staff.resolve(request.id)).is_resolved).toBe(true);
  expect(await staff.unresolved()).toEqual([]);
  await staff.remove(request.id);
});
