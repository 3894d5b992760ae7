import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { ROUND_MINUTES } from '../src/modules/tee-sheet/rules';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

/** On-course service requests (golfers ask, staff resolve) and the club's carts. */

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let adminId: number;
let member: Agent;
let memberId: number;
let staff: Agent;
let greenkeeper: Agent;
let greenkeeperId: number;
let courseId: number;

const S = '/api/settings/on-course-services';
const CART = '/api/settings/cart';
const idOf = async (agent: Agent) => (await agent.get('/api/user/current')).json().id as number;

beforeAll(async () => {
  // Monday 2026-06-01, 10:00 on the club's clock (Europe/London, BST).
  t = await createTestApp({ now: () => new Date('2026-06-01T09:00:00Z') });
  app = t.app;
  admin = await signIn(app);
  const me = (await admin.get('/api/user/current')).json();
  orgId = me.organization_id;
  adminId = me.id;
  member = await createUserAndSignIn(app, orgId, 'golfer@test.local', ['member']);
  memberId = await idOf(member);
  staff = await createUserAndSignIn(app, orgId, 'starter@test.local', ['staff']);
  greenkeeper = await createUserAndSignIn(app, orgId, 'keeper@test.local', ['greenkeeper']);
  greenkeeperId = await idOf(greenkeeper);
  courseId = (
    await admin.post('/api/settings/courses', { name: 'Championship', holes_count: 18 })
  ).json().id;
});
afterAll(() => t.close());

describe('on-course services', () => {
  test('a member asks, staff see the open queue, resolve naming who did it; a second resolve is 409', async () => {
    const asked = await member.post(S, {
      course_id: courseId,
      hole_number: 7,
      service_type: 'first_aid',
      description: 'Bee sting',
    });
    expect(asked.statusCode).toBe(201);
    const request = asked.json();
    expect(request).toMatchObject({
      course_id: courseId,
      hole_number: 7,
      service_type: 'first_aid',
      description: 'Bee sting',
      requested_by_user_id: memberId,
      requested_by_name: 'Test User',
      is_resolved: false,
      resolved_by_user_id: null,
      resolved_at: null,
    });
    const later = (
      await member.post(S, { course_id: courseId, service_type: 'refreshments' })
    ).json();

    // The member sees their own request but not the staff queue.
    expect((await member.get(`${S}/${request.id}`)).json()).toEqual(request);
    expect((await member.get(`${S}/unresolved`)).statusCode).toBe(403);
    expect((await member.put(`${S}/${request.id}/resolve`, {})).statusCode).toBe(403);

    const queue = await staff.get(`${S}/unresolved`);
    expect(queue.statusCode).toBe(200);
    const ids = (queue.json() as { id: number }[]).map((r) => r.id);
    expect(ids.indexOf(request.id)).toBeLessThan(ids.indexOf(later.id)); // oldest first
    expect(queue.headers['x-total-count']).toBe(String(ids.length));

    const byCourse = (await staff.get(`${S}/course/${courseId}`)).json() as { id: number }[];
    expect(byCourse.map((r) => r.id).slice(0, 2)).toEqual([later.id, request.id]); // newest first

    const resolved = await staff.put(`${S}/${request.id}/resolve`, {
      resolved_by_user_id: greenkeeperId,
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      id: request.id,
      is_resolved: true,
      resolved_by_user_id: greenkeeperId,
    });
    expect(Date.parse(resolved.json().resolved_at)).not.toBeNaN();
    expect(
      ((await staff.get(`${S}/unresolved`)).json() as { id: number }[]).map((r) => r.id),
    ).not.toContain(request.id);

    const again = await staff.put(`${S}/${request.id}/resolve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request is already resolved');
    expect((await member.get(`${S}/${request.id}`)).json().resolved_by_user_id).toBe(greenkeeperId);
  });

  test("a member lists their own requests, open ones first, and never another member's", async () => {
    const golfer = await createUserAndSignIn(app, orgId, 'mine@test.local', ['member']);
    const other = await createUserAndSignIn(app, orgId, 'theirs@test.local', ['member']);
    const first = (
      await golfer.post(S, { course_id: courseId, service_type: 'refreshments' })
    ).json();
    const second = (
      await golfer.post(S, { course_id: courseId, hole_number: 3, service_type: 'first_aid' })
    ).json();
    const theirs = (
      await other.post(S, { course_id: courseId, service_type: 'ball_retrieval' })
    ).json();
    await staff.put(`${S}/${second.id}/resolve`, {});

    const mine = await golfer.get(`${S}/mine`);
    expect(mine.statusCode).toBe(200);
    expect(
      (mine.json() as { id: number; is_resolved: boolean }[]).map((r) => [r.id, r.is_resolved]),
    ).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    expect(mine.headers['x-total-count']).toBe('2');
    expect(((await other.get(`${S}/mine`)).json() as { id: number }[]).map((r) => r.id)).toEqual([
      theirs.id,
    ]);
    // Someone without course_services:request (a bare greenkeeper) is refused.
    expect((await greenkeeper.get(`${S}/mine`)).statusCode).toBe(403);
  });

  test('resolving defaults to the caller; the resolver must be a user of the club', async () => {
    const request = (
      await member.post(S, { course_id: courseId, service_type: 'ball_retrieval' })
    ).json();
    const rivalOrg = (
      await admin.post('/api/settings/organizations', { name: 'Other Club' })
    ).json().id;
    const outsider = await idOf(
      await createUserAndSignIn(app, rivalOrg, 'outsider@test.local', ['staff']),
    );

    const refused = await greenkeeper.put(`${S}/${request.id}/resolve`, {
      resolved_by_user_id: outsider,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('resolved_by_user_id must be a user of this club');
    expect((await greenkeeper.get(`${S}/${request.id}`)).json().is_resolved).toBe(false);

    const done = await greenkeeper.put(`${S}/${request.id}/resolve`);
    expect(done.statusCode).toBe(200);
    expect(done.json().resolved_by_user_id).toBe(greenkeeperId);
  });

  test('two staff resolving at once: one succeeds, the other is told it is already resolved', async () => {
    const request = (
      await member.post(S, { course_id: courseId, service_type: 'cart_problem' })
    ).json();
    const answers = await Promise.all([
      staff.put(`${S}/${request.id}/resolve`, {}),
      greenkeeper.put(`${S}/${request.id}/resolve`, {}),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  test('only the requester or course_services:manage read a request; staff change and remove it', async () => {
    const request = (await member.post(S, { course_id: courseId, service_type: 'marshal' })).json();
    const otherMember = await createUserAndSignIn(app, orgId, 'golfer2@test.local', ['member']);
    expect((await otherMember.get(`${S}/${request.id}`)).statusCode).toBe(403);
    expect((await greenkeeper.get(`${S}/${request.id}`)).statusCode).toBe(200);
    expect((await member.put(`${S}/${request.id}`, { description: 'Slow group' })).statusCode).toBe(
      403,
    );
    expect((await member.delete(`${S}/${request.id}`)).statusCode).toBe(403);

    const changed = await staff.put(`${S}/${request.id}`, {
      description: 'Slow group on 12',
      hole_number: 12,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      description: 'Slow group on 12',
      hole_number: 12,
      requested_by_user_id: memberId,
    });
    expect((await staff.delete(`${S}/${request.id}`)).statusCode).toBe(204);
    expect((await staff.get(`${S}/${request.id}`)).statusCode).toBe(404);
  });

  test('a request names a course of the club and a hole on it', async () => {
    const noCourse = await member.post(S, { course_id: 999999, service_type: 'other' });
    expect(noCourse.statusCode).toBe(400);
    expect(noCourse.json().message).toBe('Course not found');
    const noHole = await member.post(S, {
      course_id: courseId,
      hole_number: 19,
      service_type: 'other',
    });
    expect(noHole.statusCode).toBe(400);
    expect(noHole.json().message).toBe(
      'Hole 19 does not exist on Championship, which has 18 holes',
    );
    const badType = await member.post(S, { course_id: courseId, service_type: 'pizza' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/Service type must be one of refreshments/);
    expect((await staff.get(`${S}/course/999999`)).statusCode).toBe(404);
  });
});

/** A tee time on the course with one booking, written as the tee sheet would (plain SQL). */
async function book(opts: {
  course?: number;
  date?: string;
  start: string;
  carts: number;
  status?: string;
}) {
  await app.withOrg(orgId, async (tx) => {
    const [teeTime] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO tee_times (organization_id, course_id, date, start_time, capacity)
        VALUES (${orgId}, ${opts.course ?? courseId}, ${opts.date ?? '2026-06-01'}, ${opts.start}, 4)
        ON CONFLICT (course_id, date, start_time, start_tee) DO UPDATE SET capacity = 4
        RETURNING id`),
    );
    await tx.execute(sql`
      INSERT INTO tee_time_bookings
        (organization_id, tee_time_id, user_id, booked_by_user_id, status, player_count, carts)
      VALUES (${orgId}, ${teeTime!.id}, ${adminId}, ${adminId}, ${opts.status ?? 'confirmed'}, 2, ${opts.carts})`);
  });
}

describe('carts', () => {
  test('no configuration yet is 404 (the client reads null); create, read, change; a second is 409', async () => {
    const none = await member.get(`${CART}/configuration`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No cart configuration yet');
    expect((await admin.get(`${CART}/status/${courseId}`)).statusCode).toBe(404);

    const created = await admin.post(`${CART}/configuration`, {
      fleet_size: 6,
      price_per_round: '25',
      price_per_nine: 14.5,
      min_driver_age: 16,
    });
    expect(created.statusCode).toBe(201);
    const config = created.json();
    expect(config).toMatchObject({
      fleet_size: 6,
      max_riders_per_cart: 2,
      price_per_round: '25.00',
      price_per_nine: '14.50',
      path_only: false,
      min_driver_age: 16,
      notes: null,
    });
    expect((await member.get(`${CART}/configuration`)).json()).toEqual(config);
    expect((await member.get(`${CART}/configuration/${config.id}`)).json()).toEqual(config);

    const second = await admin.post(`${CART}/configuration`, {
      fleet_size: 2,
      price_per_round: '10',
    });
    expect(second.statusCode).toBe(409);

    const badPrice = await admin.put(`${CART}/configuration/${config.id}`, {
      price_per_round: '12.345',
    });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().message).toMatch(/Price must be an amount such as 25.00/);
    const changed = await admin.put(`${CART}/configuration/${config.id}`, {
      price_per_round: '27.5',
      path_only: true,
      price_per_nine: null,
    });
    expect(changed.json()).toMatchObject({
      price_per_round: '27.50',
      path_only: true,
      price_per_nine: null,
      fleet_size: 6,
    });
    await admin.put(`${CART}/configuration/${config.id}`, { path_only: false });
  });

  test('status counts carts of confirmed bookings today; out now = started within one round', async () => {
    expect(ROUND_MINUTES).toBe(270);
    const other = (await admin.post('/api/settings/courses', { name: 'Short Course' })).json().id;
    // Now is 10:00. A round started 269 minutes ago is still out, 270 minutes ago is back.
    await book({ start: '05:31', carts: 2 });
    await book({ start: '05:30', carts: 1 });
    await book({ start: '10:00', carts: 1 });
    await book({ start: '10:00', carts: 2 });
    await book({ start: '10:10', carts: 3 }); // not started yet
    await book({ start: '09:00', carts: 4, status: 'cancelled' });
    await book({ start: '09:00', carts: 1, date: '2026-06-02' }); // tomorrow
    await book({ start: '09:00', carts: 1, course: other }); // another course

    const res = await member.get(`${CART}/status/${courseId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      course_id: courseId,
      date: '2026-06-01',
      fleet_size: 6,
      reserved_today: 9,
      out_now: 5,
      available_now: 1,
      path_only: false,
    });

    const config = (await admin.get(`${CART}/configuration`)).json();
    await admin.put(`${CART}/configuration/${config.id}`, { fleet_size: 4 });
    expect((await admin.get(`${CART}/status/${courseId}`)).json()).toMatchObject({
      out_now: 5,
      available_now: 0,
    });
    expect((await admin.get(`${CART}/status/${other}`)).json()).toMatchObject({
      reserved_today: 1,
      out_now: 1,
    });
    expect((await admin.get(`${CART}/status/999999`)).statusCode).toBe(404);
  });

  test('removing the configuration brings back the 404', async () => {
    const config = (await admin.get(`${CART}/configuration`)).json();
    expect((await member.delete(`${CART}/configuration/${config.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`${CART}/configuration/${config.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${CART}/configuration`)).statusCode).toBe(404);
    expect((await admin.get(`${CART}/configuration/${config.id}`)).statusCode).toBe(404);
  });
});
