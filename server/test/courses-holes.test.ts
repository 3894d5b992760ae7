import type { FastifyInstance } from 'fastify';
import { holeRules } from '../src/modules/courses/tables';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';

/** Holes and sand traps: one at a time, the whole layout in one call, and rules that pin holes. */

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
});
afterAll(() => t.close());

const C = '/api/settings/courses';
const H = '/api/settings/holes';
let seq = 0;

type Hole = {
  id: number;
  hole_number: number;
  par: number;
  length_meters: number | null;
  stroke_index: number | null;
  name: string | null;
  active_rules_count: number;
  total_rules_count: number;
  sand_traps: { id: number; name: string }[];
};

async function createCourse(holes_count = 18) {
  const res = await admin.post(C, { name: `Layout ${++seq}`, holes_count });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}
const holesOf = async (courseId: number) =>
  (await admin.get(`${C}/${courseId}/holes`)).json() as Hole[];
const parTotal = async (courseId: number) =>
  (await admin.get(`${C}/${courseId}`)).json().par_total as number | null;
const addRule = (holeId: number, status = 'active') =>
  app.withOrg(orgId, (tx) =>
    tx
      .insert(holeRules)
      .values({ organization_id: orgId, hole_id: holeId, title: 'Local rule', status }),
  );

/** A par-72 layout: 4 par 3s, 10 par 4s, 4 par 5s. */
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const layout18 = () =>
  PARS.map((par, i) => ({
    hole_number: i + 1,
    par,
    length_meters: 300 + i * 5,
    stroke_index: ((i * 7) % 18) + 1,
    name: i === 17 ? 'Home' : null,
  }));

describe('one hole at a time', () => {
  test('add, read, change; the number must be free and on the course', async () => {
    const courseId = await createCourse(9);
    const res = await admin.post(`${C}/${courseId}/holes`, {
      hole_number: 3,
      par: 4,
      length_meters: 350,
      name: ' Dogleg ',
    });
    expect(res.statusCode).toBe(201);
    const hole = res.json() as Hole;
    expect(hole).toMatchObject({
      course_id: courseId,
      hole_number: 3,
      par: 4,
      length_meters: 350,
      stroke_index: null,
      name: 'Dogleg',
      active_rules_count: 0,
      total_rules_count: 0,
      sand_traps: [],
    });
    expect((await admin.get(`${H}/${hole.id}`)).json()).toEqual(hole);

    const dup = await admin.post(`${C}/${courseId}/holes`, { hole_number: 3, par: 5 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Hole 3 already exists on this course');

    const beyond = await admin.post(`${C}/${courseId}/holes`, { hole_number: 10, par: 4 });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe('Hole 10 does not exist on Layout 1, which has 9 holes');

    const badPar = await admin.post(`${C}/${courseId}/holes`, { hole_number: 4, par: 7 });
    expect(badPar.statusCode).toBe(400);
    expect(badPar.json().message).toMatch(/Par must be a whole number from 3 to 6/);

    await admin.post(`${C}/${courseId}/holes`, { hole_number: 1, par: 5 });
    const changed = await admin.put(`${H}/${hole.id}`, { par: 3, length_meters: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      hole_number: 3,
      par: 3,
      length_meters: null,
      name: 'Dogleg',
    });

    const clash = await admin.put(`${H}/${hole.id}`, { hole_number: 1 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Hole 1 already exists on this course');
    expect((await admin.put(`${H}/${hole.id}`, { hole_number: 12 })).statusCode).toBe(400);

    expect((await holesOf(courseId)).map((h) => h.hole_number)).toEqual([1, 3]);
    expect(await parTotal(courseId)).toBe(8);
    expect((await admin.get(`${H}/999999`)).statusCode).toBe(404);
  });
});

describe('the whole layout in one call', () => {
  test('an 18-hole layout replaces everything in one call; par_total is 72', async () => {
    const courseId = await createCourse(18);
    await admin.post(`${C}/${courseId}/holes`, { hole_number: 1, par: 3 });
    const res = await admin.put(`${C}/${courseId}/holes`, layout18());
    expect(res.statusCode).toBe(200);
    const holes = res.json() as Hole[];
    expect(holes.map((h) => h.hole_number)).toEqual(PARS.map((_, i) => i + 1));
    expect(holes.map((h) => h.par)).toEqual(PARS);
    expect(holes[17]).toMatchObject({ name: 'Home', length_meters: 385 });
    expect(await parTotal(courseId)).toBe(72);
    expect(await holesOf(courseId)).toEqual(holes);
  });

  test('holes keep their id, sand traps and rules; holes left out are removed', async () => {
    const courseId = await createCourse(18);
    const first = (await admin.put(`${C}/${courseId}/holes`, layout18())).json() as Hole[];
    const trap = await admin.post(`${H}/${first[0]!.id}/sand-traps`, {
      name: 'Left bunker',
      kind: 'fairway',
    });
    expect(trap.statusCode).toBe(201);
    await addRule(first[0]!.id);

    const nine = layout18()
      .slice(0, 9)
      .map((h) => ({ ...h, par: 4 }));
    const res = await admin.put(`${C}/${courseId}/holes`, nine);
    expect(res.statusCode).toBe(200);
    const holes = res.json() as Hole[];
    expect(holes).toHaveLength(9);
    expect(holes[0]).toMatchObject({
      id: first[0]!.id,
      par: 4,
      total_rules_count: 1,
      sand_traps: [{ id: trap.json().id, name: 'Left bunker' }],
    });
    expect(await parTotal(courseId)).toBe(36);
    expect((await admin.get(`${H}/${first[17]!.id}`)).statusCode).toBe(404);
  });

  test('removing a hole that has rules is 409 and nothing changes', async () => {
    const courseId = await createCourse(18);
    const laid = (await admin.put(`${C}/${courseId}/holes`, layout18())).json() as Hole[];
    await addRule(laid[15]!.id);
    await addRule(laid[16]!.id, 'draft');
    const holes = await holesOf(courseId);

    const nine = layout18()
      .slice(0, 9)
      .map((h) => ({ ...h, par: 5 }));
    const res = await admin.put(`${C}/${courseId}/holes`, nine);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Holes 16, 17 have rules and cannot be removed from the layout',
    );
    expect(await holesOf(courseId)).toEqual(holes);
    expect(await parTotal(courseId)).toBe(72);
  });

  test('a layout with a hole beyond the course or a repeated number is 400 and nothing changes', async () => {
    const courseId = await createCourse(9);
    const nine = layout18().slice(0, 9);
    expect((await admin.put(`${C}/${courseId}/holes`, nine)).statusCode).toBe(200);

    const beyond = await admin.put(`${C}/${courseId}/holes`, layout18());
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe(
      `Hole 10 does not exist on Layout ${seq}, which has 9 holes`,
    );

    const repeated = await admin.put(`${C}/${courseId}/holes`, [
      { hole_number: 1, par: 4 },
      { hole_number: 1, par: 5 },
    ]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toMatch(/Hole 1 appears more than once/);
    expect((await holesOf(courseId)).map((h) => h.par)).toEqual(PARS.slice(0, 9));
  });

  test('DELETE removes every hole, unless one has rules (409)', async () => {
    const courseId = await createCourse(18);
    const holes = (await admin.put(`${C}/${courseId}/holes`, layout18())).json() as Hole[];
    await addRule(holes[4]!.id);
    const refused = await admin.delete(`${C}/${courseId}/holes`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Holes with rules cannot be removed');
    expect(await holesOf(courseId)).toHaveLength(18);

    const other = await createCourse(18);
    await admin.put(`${C}/${other}/holes`, layout18());
    expect((await admin.delete(`${C}/${other}/holes`)).statusCode).toBe(204);
    expect(await holesOf(other)).toEqual([]);
    expect(await parTotal(other)).toBeNull();
  });
});

test('rule counts are computed per hole: active ones and all of them', async () => {
  const courseId = await createCourse(18);
  const holes = (await admin.put(`${C}/${courseId}/holes`, layout18())).json() as Hole[];
  await addRule(holes[0]!.id);
  await addRule(holes[0]!.id);
  await addRule(holes[0]!.id, 'inactive');
  await addRule(holes[2]!.id, 'draft');
  const counted = await holesOf(courseId);
  expect(counted.slice(0, 3).map((h) => [h.active_rules_count, h.total_rules_count])).toEqual([
    [2, 3],
    [0, 0],
    [0, 1],
  ]);
  expect((await admin.get(`${H}/${holes[0]!.id}`)).json()).toMatchObject({
    active_rules_count: 2,
    total_rules_count: 3,
  });
});

test('sand traps: add, change, remove; listed with their hole', async () => {
  const courseId = await createCourse(9);
  const hole = (
    await admin.post(`${C}/${courseId}/holes`, { hole_number: 2, par: 4 })
  ).json() as Hole;
  const res = await admin.post(`${H}/${hole.id}/sand-traps`, {
    name: 'Church pews',
    kind: 'fairway',
    side: 'left',
    distance_to_green_meters: 120,
  });
  expect(res.statusCode).toBe(201);
  const trap = res.json();
  expect(trap).toMatchObject({
    hole_id: hole.id,
    name: 'Church pews',
    kind: 'fairway',
    side: 'left',
  });

  const bad = await admin.post(`${H}/${hole.id}/sand-traps`, { name: 'Odd', kind: 'lake' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/Kind must be one of fairway, greenside, waste/);

  const changed = await admin.put(`/api/settings/sand-traps/${trap.id}`, {
    side: null,
    kind: 'waste',
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({
    id: trap.id,
    side: null,
    kind: 'waste',
    name: 'Church pews',
  });
  expect((await admin.get(`${H}/${hole.id}`)).json().sand_traps).toEqual([changed.json()]);

  expect((await admin.delete(`/api/settings/sand-traps/${trap.id}`)).statusCode).toBe(204);
  expect((await admin.delete(`/api/settings/sand-traps/${trap.id}`)).statusCode).toBe(404);
  expect((await admin.get(`${H}/${hole.id}`)).json().sand_traps).toEqual([]);
  expect(
    (await admin.post(`${H}/999999/sand-traps`, { name: 'X', kind: 'waste' })).statusCode,
  ).toBe(404);
});
