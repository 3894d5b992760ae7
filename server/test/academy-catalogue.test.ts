/**
 * The academy's people and offer (docs/academy.md, "The people and the offer"): trainers, training
 * types, plans, candidates and their notes; who may see and change what; the club's flag and the
 * wall between clubs. Runs on PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { writeFeatures } from '../src/modules/settings';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

const NOW = new Date('2026-11-24T10:00:00Z');
const A = '/api/settings/academy';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let adminId: number;
let orgId: number;
let members: Member[];
let member: Agent;
let coaches: Member[];
let coach: Agent;
let otherCoach: Agent;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  admin = await signIn(app);
  const me = (await admin.get('/api/user/current')).json();
  orgId = me.organization_id;
  adminId = me.id;
  members = await createMembers(app, orgId, 'learner', 2);
  member = await signInMember(app, members[0]!);
  coaches = await createMembers(app, orgId, 'coach', 2, ['trainer']);
  coach = await signInMember(app, coaches[0]!);
  otherCoach = await signInMember(app, coaches[1]!);
}, 60_000);
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number };

async function made(who: Agent, path: string, body: object): Promise<Row> {
  const res = await who.post(`${A}/${path}`, body);
  expect([res.statusCode, res.json().message]).toEqual([201, undefined]);
  return res.json() as Row;
}

const count = async (table: string) =>
  app.withOrg(orgId, async (tx) =>
    Number(
      rowsOf<{ n: number }>(
        await tx.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)),
      )[0]!.n,
    ),
  );

/** A draft schedule of the plan taught by the trainer (straight into the table). */
const seedSchedule = (planId: number, trainerId: number) =>
  app.withOrg(orgId, async (tx) => {
    const res = await tx.execute(sql`INSERT INTO academy_schedules
      (organization_id, name, training_plan_id, trainer_id, start_date, end_date,
       max_participants, total_sessions, price, member_price)
      VALUES (${orgId}, 'Winter course', ${planId}, ${trainerId}, '2026-12-01', '2026-12-20',
       8, 4, 12000, 9000) RETURNING id`);
    return rowsOf<{ id: number }>(res)[0]!.id;
  });

const seedEnrolment = (scheduleId: number, candidateId: number) =>
  app.withOrg(orgId, (tx) =>
    tx.execute(sql`INSERT INTO academy_enrollments (organization_id, schedule_id, candidate_id, price)
      VALUES (${orgId}, ${scheduleId}, ${candidateId}, 9000)`),
  );

const status = (res: { statusCode: number; json: () => { message?: string } }) => [
  res.statusCode,
  res.json().message,
];

describe('trainers', () => {
  test('create, read, change, list by name, find by account, by specialty and the active ones', async () => {
    const anna = await made(admin, 'trainers', {
      user_id: coaches[0]!.id,
      first_name: ' Anna ',
      last_name: 'Zeller',
      email: 'anna@club.test',
      specialty: 'Short game and Putting',
      hourly_rate: 6500,
    });
    expect(anna).toMatchObject({
      user_id: coaches[0]!.id,
      first_name: 'Anna',
      last_name: 'Zeller',
      name: 'Anna Zeller',
      email: 'anna@club.test',
      phone: null,
      specialty: 'Short game and Putting',
      bio: null,
      hourly_rate: 6500,
      is_active: true,
    });
    const bob = await made(admin, 'trainers', {
      first_name: 'Bob',
      last_name: 'Adams',
      specialty: 'Driving',
      is_active: false,
    });

    const changed = await admin.put(`${A}/trainers/${bob.id}`, {
      bio: 'Long hitter',
      phone: '0123',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Bob Adams',
      bio: 'Long hitter',
      phone: '0123',
      is_active: false,
    });
    expect((await admin.get(`${A}/trainers/${bob.id}`)).json()).toMatchObject({
      bio: 'Long hitter',
    });

    const names = (res: { json: () => Row[] }) => res.json().map((r) => r.name);
    expect(names(await admin.get(`${A}/trainers`))).toEqual(['Anna Zeller', 'Bob Adams']);
    expect(names(await admin.get(`${A}/trainers/active`))).toContain('Anna Zeller');
    expect(names(await admin.get(`${A}/trainers/active`))).not.toContain('Bob Adams');
    expect(names(await admin.get(`${A}/trainers?user_id=${coaches[0]!.id}`))).toEqual([
      'Anna Zeller',
    ]);
    expect(names(await admin.get(`${A}/trainers?user_id=${coaches[1]!.id}`))).toEqual([]);
    expect(names(await admin.get(`${A}/trainers/specialty?specialty=PUTT`))).toEqual([
      'Anna Zeller',
    ]);
    expect(names(await admin.get(`${A}/trainers/specialty?specialty=driv`))).toEqual(['Bob Adams']);
    expect(names(await admin.get(`${A}/trainers/specialty?specialty=50%25`))).toEqual([]);
    expect(status(await admin.get(`${A}/trainers/specialty`))[0]).toBe(400);
  });

  test('one trainer per account; the account must exist; nothing changes on refusal', async () => {
    const before = await count('academy_trainers');
    const again = await admin.post(`${A}/trainers`, {
      user_id: coaches[0]!.id,
      first_name: 'Second',
      last_name: 'Anna',
    });
    expect(status(again)).toEqual([409, 'That account is already a trainer']);
    const ghost = await admin.post(`${A}/trainers`, {
      user_id: 999_999,
      first_name: 'Ghost',
      last_name: 'Coach',
    });
    expect(status(ghost)).toEqual([400, 'user_id: no such user']);
    const blank = await admin.post(`${A}/trainers`, { first_name: '  ', last_name: 'X' });
    expect(status(blank)).toEqual([400, 'body.first_name: first_name is required']);
    const rate = await admin.post(`${A}/trainers`, {
      first_name: 'A',
      last_name: 'B',
      hourly_rate: -1,
    });
    expect(status(rate)).toEqual([400, 'body.hourly_rate: hourly_rate cannot be negative']);
    expect(await count('academy_trainers')).toBe(before);

    const other = await made(admin, 'trainers', { first_name: 'Carl', last_name: 'Young' });
    const taken = await admin.put(`${A}/trainers/${other.id}`, { user_id: coaches[0]!.id });
    expect(status(taken)).toEqual([409, 'That account is already a trainer']);
    expect((await admin.get(`${A}/trainers/${other.id}`)).json().user_id).toBeNull();
    expect((await admin.put(`${A}/trainers/${other.id}`, {})).statusCode).toBe(400);
    expect((await admin.put(`${A}/trainers/999999`, { bio: 'x' })).statusCode).toBe(404);
  });

  test('a trainer used by a schedule is not deleted; an unused one is', async () => {
    const type = await made(admin, 'training-types', { name: 'Bunker play' });
    const plan = await made(admin, 'training-plans', {
      name: 'Bunker basics',
      training_type_id: type.id,
    });
    const used = await made(admin, 'trainers', { first_name: 'Dora', last_name: 'Busy' });
    await seedSchedule(plan.id, used.id);
    expect(status(await admin.delete(`${A}/trainers/${used.id}`))).toEqual([
      409,
      'Dora Busy is used by 1 schedule; deactivate it instead',
    ]);
    expect((await admin.get(`${A}/trainers/${used.id}`)).statusCode).toBe(200);

    const free = await made(admin, 'trainers', { first_name: 'Eve', last_name: 'Free' });
    expect((await admin.delete(`${A}/trainers/${free.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${A}/trainers/${free.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${A}/trainers/${free.id}`)).statusCode).toBe(404);
  });
});

describe('training types and plans', () => {
  test('types: create, change, names unique ignoring case, active list, delete unless a plan uses it', async () => {
    const chip = await made(admin, 'training-types', {
      name: 'Chipping',
      description: 'Around the green',
      default_duration_minutes: 45,
    });
    expect(chip).toMatchObject({
      name: 'Chipping',
      description: 'Around the green',
      default_duration_minutes: 45,
      is_active: true,
    });
    const before = await count('academy_training_types');
    expect(status(await admin.post(`${A}/training-types`, { name: 'chipping' }))).toEqual([
      409,
      'A training type named chipping already exists',
    ]);
    const old = await made(admin, 'training-types', { name: 'Old style', is_active: false });
    expect(status(await admin.put(`${A}/training-types/${old.id}`, { name: 'CHIPPING' }))).toEqual([
      409,
      'A training type named CHIPPING already exists',
    ]);
    expect(await count('academy_training_types')).toBe(before + 1);
    // Its own name in another case is not a conflict.
    const renamed = await admin.put(`${A}/training-types/${chip.id}`, { name: 'CHIPPING' });
    expect(renamed.json()).toMatchObject({ name: 'CHIPPING', default_duration_minutes: 45 });
    expect(
      status(await admin.post(`${A}/training-types`, { name: 'X', default_duration_minutes: 2 })),
    ).toEqual([
      400,
      'body.default_duration_minutes: default_duration_minutes must be at least 5 minutes',
    ]);

    const active = (await admin.get(`${A}/training-types/active`)).json() as Row[];
    expect(active.map((r) => r.name)).toContain('CHIPPING');
    expect(active.map((r) => r.name)).not.toContain('Old style');
    expect(((await admin.get(`${A}/training-types`)).json() as Row[]).map((r) => r.name)).toContain(
      'Old style',
    );

    await made(admin, 'training-plans', { name: 'Chip plan 1', training_type_id: chip.id });
    await made(admin, 'training-plans', { name: 'Chip plan 2', training_type_id: chip.id });
    expect(status(await admin.delete(`${A}/training-types/${chip.id}`))).toEqual([
      409,
      'CHIPPING is used by 2 training plans; deactivate it instead',
    ]);
    expect((await admin.delete(`${A}/training-types/${old.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${A}/training-types/${old.id}`)).statusCode).toBe(404);
  });

  test('plans: their type named, the type must exist, names unique, delete unless a schedule uses it', async () => {
    const type = await made(admin, 'training-types', { name: 'Full swing' });
    const plan = await made(admin, 'training-plans', {
      name: 'Swing foundations',
      training_type_id: type.id,
      level: 'beginner',
      total_sessions: 6,
      session_duration_minutes: 90,
      objectives: 'Grip, stance, tempo',
    });
    expect(plan).toMatchObject({
      name: 'Swing foundations',
      training_type_id: type.id,
      training_type_name: 'Full swing',
      level: 'beginner',
      total_sessions: 6,
      session_duration_minutes: 90,
      objectives: 'Grip, stance, tempo',
      description: null,
      is_active: true,
    });
    const defaults = await made(admin, 'training-plans', {
      name: 'Open swing',
      training_type_id: type.id,
    });
    expect(defaults).toMatchObject({
      level: 'all',
      total_sessions: 1,
      session_duration_minutes: 60,
    });

    const before = await count('academy_training_plans');
    expect(
      status(
        await admin.post(`${A}/training-plans`, { name: 'Nowhere', training_type_id: 999_999 }),
      ),
    ).toEqual([400, 'training_type_id: no such training type']);
    expect(
      status(
        await admin.post(`${A}/training-plans`, {
          name: 'swing FOUNDATIONS',
          training_type_id: type.id,
        }),
      ),
    ).toEqual([409, 'A training plan named swing FOUNDATIONS already exists']);
    expect(
      status(
        await admin.post(`${A}/training-plans`, {
          name: 'Lvl',
          training_type_id: type.id,
          level: 'pro',
        }),
      ),
    ).toEqual([400, 'body.level: level must be one of beginner, intermediate, advanced, all']);
    expect(
      status(await admin.put(`${A}/training-plans/${plan.id}`, { training_type_id: 999_999 })),
    ).toEqual([400, 'training_type_id: no such training type']);
    expect(await count('academy_training_plans')).toBe(before);

    const other = await made(admin, 'training-types', { name: 'Mental game' });
    const moved = await admin.put(`${A}/training-plans/${plan.id}`, {
      training_type_id: other.id,
      level: 'advanced',
      is_active: false,
    });
    expect(moved.json()).toMatchObject({
      training_type_name: 'Mental game',
      level: 'advanced',
      is_active: false,
      total_sessions: 6,
    });
    const active = ((await admin.get(`${A}/training-plans/active`)).json() as Row[]).map(
      (r) => r.name,
    );
    expect(active).toContain('Open swing');
    expect(active).not.toContain('Swing foundations');

    const trainer = await made(admin, 'trainers', { first_name: 'Fay', last_name: 'Plan' });
    await seedSchedule(plan.id, trainer.id);
    await seedSchedule(plan.id, trainer.id);
    expect(status(await admin.delete(`${A}/training-plans/${plan.id}`))).toEqual([
      409,
      'Swing foundations is used by 2 schedules; deactivate it instead',
    ]);
    expect((await admin.delete(`${A}/training-plans/${defaults.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${A}/training-plans/${defaults.id}`)).statusCode).toBe(404);
  });
});

describe('candidates', () => {
  test('create with a handicap, change, search by account, name and e-mail, one per account', async () => {
    const own = await made(admin, 'candidates', {
      user_id: members[0]!.id,
      first_name: 'Lena',
      last_name: 'Learner',
      email: 'lena@mail.test',
      date_of_birth: '1990-05-04',
      handicap: 18.4,
      skill_level: 'intermediate',
      goals: 'Break 90',
    });
    expect(own).toMatchObject({
      user_id: members[0]!.id,
      name: 'Lena Learner',
      email: 'lena@mail.test',
      date_of_birth: '1990-05-04',
      handicap: 18.4,
      skill_level: 'intermediate',
      goals: 'Break 90',
      is_active: true,
    });
    const outsider = await made(admin, 'candidates', {
      first_name: 'Otto',
      last_name: 'Outside',
      email: 'otto@elsewhere.test',
      handicap: -2,
    });
    expect(outsider).toMatchObject({ user_id: null, handicap: -2, skill_level: 'beginner' });

    const changed = await admin.put(`${A}/candidates/${outsider.id}`, {
      handicap: null,
      phone: '555',
    });
    expect(changed.json()).toMatchObject({ handicap: null, phone: '555', name: 'Otto Outside' });
    const plus = await admin.put(`${A}/candidates/${outsider.id}`, { handicap: 54 });
    expect(plus.json().handicap).toBe(54);

    const ids = (res: { json: () => Row[] }) => res.json().map((r) => r.id);
    expect(ids(await admin.get(`${A}/candidates?user_id=${members[0]!.id}`))).toEqual([own.id]);
    expect(ids(await admin.get(`${A}/candidates?q=lEaRn`))).toEqual([own.id]);
    expect(ids(await admin.get(`${A}/candidates?q=lena%20learner`))).toEqual([own.id]);
    expect(ids(await admin.get(`${A}/candidates?q=elsewhere`))).toEqual([outsider.id]);
    expect(ids(await admin.get(`${A}/candidates`))).toEqual(
      expect.arrayContaining([own.id, outsider.id]),
    );

    const before = await count('academy_candidates');
    expect(
      status(
        await admin.post(`${A}/candidates`, {
          user_id: members[0]!.id,
          first_name: 'L',
          last_name: 'L',
        }),
      ),
    ).toEqual([409, 'That account is already a candidate']);
    expect(
      status(
        await admin.post(`${A}/candidates`, { user_id: 999_999, first_name: 'L', last_name: 'L' }),
      ),
    ).toEqual([400, 'user_id: no such user']);
    expect(
      status(
        await admin.post(`${A}/candidates`, { first_name: 'H', last_name: 'H', handicap: 60 }),
      ),
    ).toEqual([400, 'body.handicap: handicap must be from -10 to 54']);
    expect(
      status(
        await admin.post(`${A}/candidates`, {
          first_name: 'H',
          last_name: 'H',
          skill_level: 'pro',
        }),
      ),
    ).toEqual([
      400,
      'body.skill_level: skill_level must be one of beginner, intermediate, advanced',
    ]);
    expect(
      status(await admin.put(`${A}/candidates/${outsider.id}`, { user_id: members[0]!.id })),
    ).toEqual([409, 'That account is already a candidate']);
    expect(await count('academy_candidates')).toBe(before);

    await admin.put(`${A}/candidates/${outsider.id}`, { is_active: false });
    const active = ids(await admin.get(`${A}/candidates/active`));
    expect(active).toContain(own.id);
    expect(active).not.toContain(outsider.id);
  });

  test('a candidate with enrolments is not deleted; one without goes with its notes', async () => {
    const type = await made(admin, 'training-types', { name: 'Pitching' });
    const plan = await made(admin, 'training-plans', {
      name: 'Pitch perfect',
      training_type_id: type.id,
    });
    const trainer = await made(admin, 'trainers', { first_name: 'Gus', last_name: 'Pitch' });
    const schedule = await seedSchedule(plan.id, trainer.id);
    const enrolled = await made(admin, 'candidates', { first_name: 'Ina', last_name: 'Enrolled' });
    await seedEnrolment(schedule, enrolled.id);
    expect(status(await admin.delete(`${A}/candidates/${enrolled.id}`))).toEqual([
      409,
      'Ina Enrolled is used by 1 enrolment; deactivate it instead',
    ]);

    const gone = await made(admin, 'candidates', { first_name: 'Jo', last_name: 'Gone' });
    await made(admin, `candidates/${gone.id}/notes`, { note: 'Tried once' });
    expect((await admin.delete(`${A}/candidates/${gone.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${A}/candidates/${gone.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${A}/candidates/${gone.id}/notes`)).statusCode).toBe(404);
  });
});

describe('notes on candidates', () => {
  test("a trainer writes and edits their own notes, not another's; the office edits any", async () => {
    const coachRow = (
      (await admin.get(`${A}/trainers?user_id=${coaches[0]!.id}`)).json() as Row[]
    )[0]!;
    const cand = await made(admin, 'candidates', { first_name: 'Kim', last_name: 'Noted' });
    const N = `${A}/candidates/${cand.id}/notes`;

    const mine = await made(coach, `candidates/${cand.id}/notes`, { note: ' Good tempo ' });
    expect(mine).toMatchObject({
      candidate_id: cand.id,
      candidate_name: 'Kim Noted',
      trainer_id: coachRow.id,
      author_id: coaches[0]!.id,
      author_name: 'Coach Player1',
      session_id: null,
      note: 'Good tempo',
    });
    const office = await made(admin, `candidates/${cand.id}/notes`, { note: 'Paid in cash' });
    expect(office).toMatchObject({ trainer_id: null, author_id: adminId });
    const theirs = await made(otherCoach, `candidates/${cand.id}/notes`, {
      note: 'Needs driver fit',
    });
    // The second coach has the trainer role but no trainer row.
    expect(theirs.trainer_id).toBeNull();

    const edited = await coach.put(`${N}/${mine.id}`, { note: 'Great tempo' });
    expect([edited.statusCode, edited.json().note]).toEqual([200, 'Great tempo']);
    expect((await coach.get(`${N}/${mine.id}`)).json().note).toBe('Great tempo');

    const notMine = "Only the note's author or the office can change it";
    expect(status(await coach.put(`${N}/${office.id}`, { note: 'changed' }))).toEqual([
      403,
      notMine,
    ]);
    expect(status(await coach.delete(`${N}/${theirs.id}`))).toEqual([403, notMine]);
    expect((await admin.get(`${N}/${office.id}`)).json().note).toBe('Paid in cash');

    expect(
      (await admin.put(`${N}/${theirs.id}`, { note: 'Needs a driver fitting' })).statusCode,
    ).toBe(200);
    expect(status(await admin.post(N, { note: 'x', session_id: 999_999 }))).toEqual([
      400,
      'session_id: no such session',
    ]);
    expect(status(await admin.post(N, { note: '' }))).toEqual([400, 'body.note: note is required']);

    const list = (await admin.get(N)).json() as Row[];
    expect(list.map((n) => n.id).sort()).toEqual([mine.id, office.id, theirs.id].sort());
    expect(
      (await coach.get(`${A}/trainers/${coachRow.id}/notes`)).json().map((n: Row) => n.id),
    ).toEqual([mine.id]);

    // A note is reached only through its own candidate.
    const other = await made(admin, 'candidates', { first_name: 'Lou', last_name: 'Else' });
    expect((await admin.get(`${A}/candidates/${other.id}/notes/${mine.id}`)).statusCode).toBe(404);
    expect((await coach.delete(`${A}/candidates/${other.id}/notes/${mine.id}`)).statusCode).toBe(
      404,
    );

    expect((await coach.delete(`${N}/${mine.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`${N}/${theirs.id}`)).statusCode).toBe(204);
    expect(((await admin.get(N)).json() as Row[]).map((n) => n.id)).toEqual([office.id]);
    expect((await coach.get(`${N}/${mine.id}`)).statusCode).toBe(404);
  });

  test('notes are listed newest first', async () => {
    const cand = await made(admin, 'candidates', { first_name: 'May', last_name: 'Order' });
    const first = await made(admin, `candidates/${cand.id}/notes`, { note: 'first' });
    const second = await made(admin, `candidates/${cand.id}/notes`, { note: 'second' });
    await app.withOrg(orgId, (tx) =>
      tx.execute(sql`UPDATE academy_candidate_notes SET created_at = now() - interval '1 day'
        WHERE id = ${first.id}`),
    );
    const ids = ((await admin.get(`${A}/candidates/${cand.id}/notes`)).json() as Row[]).map(
      (n) => n.id,
    );
    expect(ids).toEqual([second.id, first.id]);
  });
});

describe('who may see and do what', () => {
  test('a member sees active trainers, types and plans only and changes nothing', async () => {
    const hidden = await made(admin, 'trainers', {
      first_name: 'Hid',
      last_name: 'Den',
      is_active: false,
    });
    const shown = await made(admin, 'trainers', {
      first_name: 'Sho',
      last_name: 'Wn',
      specialty: 'Hidden gem',
    });
    await admin.put(`${A}/trainers/${hidden.id}`, { specialty: 'Hidden gem' });
    const ids = (res: { json: () => Row[] }) => res.json().map((r) => r.id);
    expect(ids(await member.get(`${A}/trainers`))).toContain(shown.id);
    expect(ids(await member.get(`${A}/trainers`))).not.toContain(hidden.id);
    expect(ids(await member.get(`${A}/trainers/specialty?specialty=hidden`))).toEqual([shown.id]);
    expect(ids(await admin.get(`${A}/trainers/specialty?specialty=hidden`)).sort()).toEqual(
      [hidden.id, shown.id].sort(),
    );
    expect((await member.get(`${A}/trainers/${hidden.id}`)).statusCode).toBe(404);
    expect((await member.get(`${A}/trainers/${shown.id}`)).statusCode).toBe(200);

    const type = await made(admin, 'training-types', { name: 'Secret type', is_active: false });
    const plan = await made(admin, 'training-plans', {
      name: 'Secret plan',
      training_type_id: type.id,
      is_active: false,
    });
    expect(ids(await member.get(`${A}/training-types`))).not.toContain(type.id);
    expect(ids(await member.get(`${A}/training-plans`))).not.toContain(plan.id);
    expect((await member.get(`${A}/training-types/${type.id}`)).statusCode).toBe(404);
    expect((await member.get(`${A}/training-plans/${plan.id}`)).statusCode).toBe(404);
    expect((await coach.get(`${A}/training-plans/${plan.id}`)).statusCode).toBe(200);

    const before = await count('academy_trainers');
    for (const res of [
      await member.post(`${A}/trainers`, { first_name: 'Me', last_name: 'Too' }),
      await member.put(`${A}/trainers/${shown.id}`, { bio: 'hacked' }),
      await member.delete(`${A}/trainers/${shown.id}`),
      await member.post(`${A}/training-types`, { name: 'Mine' }),
      await member.post(`${A}/candidates`, { first_name: 'Me', last_name: 'Too' }),
      await coach.post(`${A}/trainers`, { first_name: 'Me', last_name: 'Too' }),
      await coach.put(`${A}/training-plans/${plan.id}`, { name: 'Coach plan' }),
    ])
      expect(res.statusCode).toBe(403);
    expect(await count('academy_trainers')).toBe(before);
  });

  test('a member sees their own candidate only, and no notes', async () => {
    const own = (
      (await admin.get(`${A}/candidates?user_id=${members[0]!.id}`)).json() as Row[]
    )[0]!;
    const stranger = await made(admin, 'candidates', { first_name: 'Nia', last_name: 'Stranger' });
    expect((await member.get(`${A}/candidates/${own.id}`)).json()).toMatchObject({
      name: 'Lena Learner',
    });
    expect((await member.get(`${A}/candidates/${stranger.id}`)).statusCode).toBe(404);
    expect(
      ((await member.get(`${A}/candidates?user_id=${members[0]!.id}`)).json() as Row[]).map(
        (r) => r.id,
      ),
    ).toEqual([own.id]);
    expect(((await member.get(`${A}/candidates`)).json() as Row[]).map((r) => r.id)).toEqual([
      own.id,
    ]);
    expect((await member.get(`${A}/candidates?user_id=${members[1]!.id}`)).json()).toEqual([]);
    expect((await member.get(`${A}/candidates/active`)).statusCode).toBe(403);
    expect((await member.get(`${A}/candidates/${own.id}/notes`)).statusCode).toBe(403);
    expect((await member.post(`${A}/candidates/${own.id}/notes`, { note: 'me' })).statusCode).toBe(
      403,
    );
  });

  test('the flag off answers 403 "The academy is disabled"', async () => {
    await app.withOrg(orgId, (tx) =>
      writeFeatures(tx, orgId, { training_management_enabled: false }),
    );
    try {
      for (const res of [
        await admin.get(`${A}/trainers`),
        await admin.post(`${A}/training-types`, { name: 'Off' }),
        await member.get(`${A}/training-plans/active`),
        await coach.get(`${A}/candidates`),
      ])
        expect(status(res)).toEqual([403, 'The academy is disabled']);
    } finally {
      await app.withOrg(orgId, (tx) =>
        writeFeatures(tx, orgId, { training_management_enabled: true }),
      );
    }
    expect((await admin.get(`${A}/trainers`)).statusCode).toBe(200);
  });

  test("another club's trainers and candidates are invisible", async () => {
    const rivalOrg: number = (
      await admin.post('/api/settings/organizations', { name: 'Rival Academy' })
    ).json().id;
    const [rivalStaff] = await createMembers(app, rivalOrg, 'rivalcoach', 1, ['staff']);
    const rival = await signInMember(app, rivalStaff!);
    const theirs = await made(rival, 'trainers', { first_name: 'Rival', last_name: 'Coach' });
    const theirType = await made(rival, 'training-types', { name: 'Putting' });
    expect((await admin.get(`${A}/trainers/${theirs.id}`)).statusCode).toBe(404);
    expect((await admin.put(`${A}/trainers/${theirs.id}`, { bio: 'x' })).statusCode).toBe(404);
    expect(((await admin.get(`${A}/trainers`)).json() as Row[]).map((r) => r.id)).not.toContain(
      theirs.id,
    );
    // Names are unique within a club only.
    expect((await admin.post(`${A}/training-types`, { name: 'Putting' })).statusCode).toBe(201);
    expect(
      status(
        await admin.post(`${A}/training-plans`, { name: 'Theirs', training_type_id: theirType.id }),
      ),
    ).toEqual([400, 'training_type_id: no such training type']);
  });
});
