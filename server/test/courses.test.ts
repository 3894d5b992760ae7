import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { holeRules } from '../src/modules/courses/tables';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

/** Courses: CRUD, their conflicts, who may do what, other clubs, and the status sentence. */

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let adminId: number;
// A Monday in summer: 10:00 on the club's clock (Europe/London, BST).
let now = new Date('2026-06-01T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  app = t.app;
  admin = await signIn(app);
  const me = (await admin.get('/api/user/current')).json();
  orgId = me.organization_id;
  adminId = me.id;
});
afterAll(() => t.close());

const C = '/api/settings/courses';
let seq = 0;

async function createCourse(over: Record<string, unknown> = {}, agent = admin) {
  const res = await agent.post(C, { name: `Course ${++seq}`, ...over });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; holes_count: number };
}

/** A tee time with one booking, written as the tee sheet would (plain SQL). */
async function book(courseId: number, status: 'confirmed' | 'cancelled' = 'confirmed') {
  await app.withOrg(orgId, async (tx) => {
    const [teeTime] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO tee_times (organization_id, course_id, date, start_time, capacity, booked_players)
        VALUES (${orgId}, ${courseId}, '2026-06-02', '09:00', 4, 2) RETURNING id`),
    );
    await tx.execute(sql`
      INSERT INTO tee_time_bookings
        (organization_id, tee_time_id, user_id, booked_by_user_id, status, player_count, carts)
      VALUES (${orgId}, ${teeTime!.id}, ${adminId}, ${adminId}, ${status}, 2, 1)`);
  });
}

describe('course CRUD', () => {
  test('create, read, list by name, update and delete', async () => {
    const created = await admin.post(C, {
      name: '  Heathland  ',
      description: 'The old course',
      holes_count: 9,
      tee_interval_minutes: 10,
    });
    expect(created.statusCode).toBe(201);
    const course = created.json();
    expect(course).toMatchObject({
      name: 'Heathland',
      description: 'The old course',
      holes_count: 9,
      par_total: null,
      tee_interval_minutes: 10,
      players_per_slot: null,
      is_active: true,
    });
    expect(new Date(course.created_at).toISOString()).toBe(course.created_at);

    await createCourse({ name: 'ash park' });
    await createCourse({ name: 'Birch Links' });
    const list = await admin.get(C);
    expect(list.statusCode).toBe(200);
    const names = (list.json() as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(['ash park', 'Birch Links', 'Heathland']); // by name, ignoring case
    expect(list.headers['x-total-count']).toBe(String(names.length));

    expect((await admin.get(`${C}/${course.id}`)).json()).toEqual(course);

    const updated = await admin.put(`${C}/${course.id}`, { is_active: false, holes_count: 18 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: course.id,
      name: 'Heathland',
      holes_count: 18,
      is_active: false,
    });

    expect((await admin.delete(`${C}/${course.id}`)).statusCode).toBe(204);
    const gone = await admin.get(`${C}/${course.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: 'not_found', message: 'Course not found' });
  });

  test('a name already used in the club, in any case, is 409 on create and on rename', async () => {
    const first = await createCourse({ name: 'Dune Course' });
    const dup = await admin.post(C, { name: 'DUNE course' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A course with this name already exists');

    const other = await createCourse({ name: 'Pine Course' });
    const rename = await admin.put(`${C}/${other.id}`, { name: 'dune COURSE' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe('A course with this name already exists');
    expect((await admin.get(`${C}/${other.id}`)).json().name).toBe('Pine Course');
    expect((await admin.put(`${C}/${first.id}`, { name: 'Dune course' })).statusCode).toBe(200);
  });

  test('two requests racing to create the same name: exactly one wins', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => admin.post(C, { name: 'Racing Course' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  test("bad input is 400 with the contract's message and nothing is created", async () => {
    const before = (await admin.get(C)).headers['x-total-count'];
    const empty = await admin.post(C, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Name is required/);
    const holes = await admin.post(C, { name: 'Too Many', holes_count: 40 });
    expect(holes.statusCode).toBe(400);
    expect(holes.json().message).toMatch(/Holes must be a whole number from 1 to 36/);
    const unknown = await admin.post(C, { name: 'Extra', colour: 'green' });
    expect(unknown.statusCode).toBe(400);
    expect((await admin.get(C)).headers['x-total-count']).toBe(before);
  });

  test('the hole count cannot drop below a hole that is laid out', async () => {
    const course = await createCourse({ holes_count: 18 });
    expect(
      (await admin.post(`${C}/${course.id}/holes`, { hole_number: 12, par: 4 })).statusCode,
    ).toBe(201);
    const res = await admin.put(`${C}/${course.id}`, { holes_count: 9 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Hole 12 is laid out on this course/);
    expect((await admin.get(`${C}/${course.id}`)).json().holes_count).toBe(18);
    expect((await admin.put(`${C}/${course.id}`, { holes_count: 12 })).statusCode).toBe(200);
  });
});

describe('deleting a course', () => {
  test('a course that was ever booked stays (409), cancelled bookings included; unbooked tee times go with it', async () => {
    const booked = await createCourse();
    await book(booked.id);
    const refused = async () => {
      const res = await admin.delete(`${C}/${booked.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This course has a booking history; deactivate it instead of deleting it',
      );
      expect((await admin.get(`${C}/${booked.id}`)).statusCode).toBe(200);
    };
    await refused();
    await app.withOrg(orgId, (tx) =>
      tx.execute(sql`UPDATE tee_time_bookings SET status = 'cancelled', cancelled_at = now()
        WHERE tee_time_id IN (SELECT id FROM tee_times WHERE course_id = ${booked.id})`),
    );
    await refused();
    expect((await admin.put(`${C}/${booked.id}`, { is_active: false })).json().is_active).toBe(
      false,
    );

    const unbooked = await createCourse();
    await app.withOrg(orgId, (tx) =>
      tx.execute(sql`INSERT INTO tee_times (organization_id, course_id, date, start_time, capacity)
        VALUES (${orgId}, ${unbooked.id}, '2026-06-12', '09:00', 4)`),
    );
    expect((await admin.delete(`${C}/${unbooked.id}`)).statusCode).toBe(204);
    const left = await app.withOrg(orgId, (tx) =>
      tx.execute(sql`SELECT count(*)::int AS n FROM tee_times WHERE course_id = ${unbooked.id}`),
    );
    expect(rowsOf<{ n: number }>(left)[0]!.n).toBe(0);
  });

  test('a course whose holes have rules stays (409)', async () => {
    const course = await createCourse();
    const hole = (await admin.post(`${C}/${course.id}/holes`, { hole_number: 1, par: 4 })).json();
    await app.withOrg(orgId, (tx) =>
      tx.insert(holeRules).values({ organization_id: orgId, hole_id: hole.id, title: 'Drop zone' }),
    );
    const res = await admin.delete(`${C}/${course.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This course has hole rules; remove them before deleting the course',
    );
    expect((await admin.get(`${C}/${course.id}/holes`)).json()).toHaveLength(1);
  });

  test('hours, closures, holes and sand traps go with the course', async () => {
    const course = await createCourse();
    const hole = (await admin.post(`${C}/${course.id}/holes`, { hole_number: 1, par: 3 })).json();
    await admin.post(`/api/settings/holes/${hole.id}/sand-traps`, {
      name: 'Pot',
      kind: 'greenside',
    });
    const hours = (
      await admin.post('/api/settings/opening-hours', {
        course_id: course.id,
        day_of_week: 1,
        is_open: true,
        open_time: '08:00',
        close_time: '18:00',
      })
    ).json();
    expect((await admin.delete(`${C}/${course.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/settings/holes/${hole.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/settings/opening-hours/${hours.id}`)).statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  test('a member reads courses but every write is 403', async () => {
    const course = await createCourse();
    const member = await createUserAndSignIn(app, orgId, 'courses.member@test.local', ['member']);
    expect((await member.get(C)).statusCode).toBe(200);
    expect((await member.get(`${C}/${course.id}`)).statusCode).toBe(200);
    expect((await member.get(`${C}/${course.id}/holes`)).statusCode).toBe(200);
    expect((await member.get(`${C}/${course.id}/status`)).statusCode).toBe(200);
    expect((await member.get('/api/settings/opening-hours')).statusCode).toBe(200);

    const writes = await Promise.all([
      member.post(C, { name: 'Member Course' }),
      member.put(`${C}/${course.id}`, { name: 'Renamed' }),
      member.delete(`${C}/${course.id}`),
      member.post(`${C}/${course.id}/holes`, { hole_number: 1, par: 4 }),
      member.put(`${C}/${course.id}/holes`, []),
      member.post('/api/settings/opening-hours', {
        course_id: course.id,
        day_of_week: 1,
        is_open: true,
        open_time: '08:00',
        close_time: '18:00',
      }),
      member.post('/api/settings/special-closures', { course_id: course.id, date: '2026-07-01' }),
      member.post('/api/settings/cart/configuration', { fleet_size: 5, price_per_round: '20' }),
    ]);
    expect(writes.map((r) => r.statusCode)).toEqual(writes.map(() => 403));
    expect((await admin.get(`${C}/${course.id}`)).json().name).toBe(course.name);
  });

  test("another club's course is 404 everywhere, and cannot be named in a body", async () => {
    const rivalOrg = (
      await admin.post('/api/settings/organizations', { name: 'Rival Links' })
    ).json().id as number;
    const rival = await createUserAndSignIn(app, rivalOrg, 'rival.admin@test.local', ['admin']);
    const theirs = await createCourse({ name: 'Rival Old Course' }, rival);
    const ours = await createCourse({ name: 'Rival Old Course' }); // names are unique per club only

    for (const res of await Promise.all([
      admin.get(`${C}/${theirs.id}`),
      admin.put(`${C}/${theirs.id}`, { name: 'Taken over' }),
      admin.delete(`${C}/${theirs.id}`),
      admin.get(`${C}/${theirs.id}/holes`),
      admin.post(`${C}/${theirs.id}/holes`, { hole_number: 1, par: 4 }),
      admin.get(`${C}/${theirs.id}/status`),
      admin.get(`/api/settings/cart/status/${theirs.id}`),
    ])) {
      expect(res.statusCode).toBe(404);
    }
    const hours = await admin.post('/api/settings/opening-hours', {
      course_id: theirs.id,
      day_of_week: 1,
      is_open: true,
      open_time: '08:00',
      close_time: '18:00',
    });
    expect(hours.statusCode).toBe(400);
    expect(hours.json().message).toBe('Course not found');

    expect((await rival.get(C)).json().map((c: { id: number }) => c.id)).toEqual([theirs.id]);
    expect((await admin.get(C)).json().map((c: { id: number }) => c.id)).toContain(ours.id);
    expect((await rival.get(`${C}/${theirs.id}`)).json().name).toBe('Rival Old Course');
  });
});

describe('GET /courses/{id}/status on the club clock', () => {
  let courseId: number;
  const status = async () => {
    const res = await admin.get(`${C}/${courseId}/status`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    courseId = (await createCourse({ name: 'Status Course' })).id;
    for (const day of [1, 2, 3, 4, 5]) {
      const res = await admin.post('/api/settings/opening-hours', {
        course_id: courseId,
        day_of_week: day,
        is_open: true,
        open_time: '08:00',
        close_time: '18:00',
      });
      expect(res.statusCode).toBe(201);
    }
  });

  test("answers the spec's sentences through a Monday in London", async () => {
    now = new Date('2026-06-01T09:00:00Z'); // 10:00 BST
    expect(await status()).toEqual({
      course_id: courseId,
      is_open_now: true,
      message: 'The course is currently open until 18:00.',
      next_opening: null,
      time_zone: 'Europe/London',
      checked_at: '2026-06-01T09:00:00.000Z',
    });

    now = new Date('2026-06-01T06:59:00Z'); // 07:59
    expect(await status()).toMatchObject({
      is_open_now: false,
      message: 'The course opens today at 08:00.',
      next_opening: { date: '2026-06-01', time: '08:00' },
    });
    now = new Date('2026-06-01T07:00:00Z'); // 08:00, inclusive
    expect((await status()).message).toBe('The course is currently open until 18:00.');
    now = new Date('2026-06-01T17:00:00Z'); // 18:00, inclusive
    expect((await status()).is_open_now).toBe(true);

    now = new Date('2026-06-01T17:01:00Z'); // 18:01
    expect(await status()).toMatchObject({
      is_open_now: false,
      message: 'The course is closed for today. Next opening: Tomorrow at 08:00.',
      next_opening: { date: '2026-06-02', time: '08:00' },
    });
  });

  test('a special closure today, and one on the next open day', async () => {
    const closure = await admin.post('/api/settings/special-closures', {
      course_id: courseId,
      date: '2026-06-02',
      reason: 'Greens coring',
    });
    expect(closure.statusCode).toBe(201);
    now = new Date('2026-06-01T20:00:00Z');
    expect((await status()).message).toBe(
      'The course is closed for today. Next opening: Wednesday at 08:00.',
    );
    now = new Date('2026-06-02T10:00:00Z');
    expect((await status()).message).toBe(
      'The course is temporarily closed today. Next opening: Tomorrow at 08:00.',
    );
    await admin.delete(`/api/settings/special-closures/${closure.json().id}`);
  });

  test('the weekend is closed: Saturday names Monday', async () => {
    now = new Date('2026-06-06T10:00:00Z');
    expect((await status()).message).toBe(
      'The course is closed today. Next opening: Monday at 08:00.',
    );
  });

  test("the same instant reads on the club's own time zone", async () => {
    const put = (timezone: string) =>
      admin.put(`/api/settings/organizations/${orgId}`, { timezone });
    expect((await put('Asia/Tokyo')).statusCode).toBe(200);
    try {
      now = new Date('2026-06-01T09:00:00Z'); // 18:00 in Tokyo
      expect(await status()).toMatchObject({
        is_open_now: true,
        message: 'The course is currently open until 18:00.',
        time_zone: 'Asia/Tokyo',
      });
      now = new Date('2026-06-01T09:01:00Z');
      expect((await status()).message).toBe(
        'The course is closed for today. Next opening: Tomorrow at 08:00.',
      );
    } finally {
      await put('Europe/London');
      now = new Date('2026-06-01T09:00:00Z');
    }
  });
});
