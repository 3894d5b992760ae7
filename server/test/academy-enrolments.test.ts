/**
 * Enrolments as members and the office use them (docs/academy.md, "Enrolments and attendance"):
 * who may enrol whom, the price fixed when enrolling, places, the status machine with every
 * allowed and refused move, and what a member may see of others' (nothing: 404).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { writeFeatures } from '../src/modules/settings';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import {
  run,
  seedOutsider,
  seedSchedule,
  type ScheduleSeed,
} from './support/academy-enrolment-fixtures';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

const E = '/api/settings/academy/enrollments';
const NOW = new Date('2026-11-20T10:00:00Z');

let t: TestApp;
let app: FastifyInstance;
let office: Agent;
let officeId: number;
let orgId: number;
let members: Member[];
let agents: Agent[];
let coach: Agent;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  office = await signIn(app);
  const me = (await office.get('/api/user/current')).json();
  orgId = me.organization_id;
  officeId = me.id;
  members = await createMembers(app, orgId, 'enrol', 4);
  agents = await Promise.all(members.map((m) => signInMember(app, m)));
  const [c] = await createMembers(app, orgId, 'coachy', 1, ['trainer']);
  coach = await signInMember(app, c!);
}, 60_000);
afterAll(() => t.close());

const published = (name: string, extra: Omit<ScheduleSeed, 'name'> = {}) =>
  seedSchedule(app, orgId, { name, ...extra });

async function enrol(agent: Agent, body: Record<string, unknown>) {
  return agent.post(E, body);
}

async function enrolled(agent: Agent, body: Record<string, unknown>) {
  const res = await enrol(agent, body);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; candidate_id: number; status: string; price: number };
}

describe('enrolling', () => {
  test('a member enrols themselves as their own candidate, made from their profile, at the member price', async () => {
    const { scheduleId } = await published('Winter short game', {
      price: 12000,
      member_price: 9000,
    });
    const res = await enrol(agents[0]!, { schedule_id: scheduleId, notes: ' Left-handed ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      schedule_id: scheduleId,
      schedule_name: 'Winter short game',
      schedule_status: 'published',
      trainer_name: expect.stringMatching(/^Coach Number/),
      candidate_name: 'Enrol Player1',
      candidate_user_id: members[0]!.id,
      status: 'pending',
      price: 9000,
      notes: 'Left-handed',
      approved_by: null,
    });
    // The same candidate row next time.
    const again = await enrolled(agents[0]!, {
      schedule_id: (await published('Putting basics')).scheduleId,
    });
    expect(again.candidate_id).toBe(res.json().candidate_id);
  });

  test('the office enrols someone without an account at the full price, or itself', async () => {
    const { scheduleId } = await published('Driving range', { price: 15000, member_price: 11000 });
    const outsider = await seedOutsider(app, orgId, 'Grace', 'Hopper');
    const made = await enrolled(office, { schedule_id: scheduleId, candidate_id: outsider });
    expect(made).toMatchObject({ candidate_id: outsider, price: 15000 });
    expect((await office.get(`${E}/${made.id}`)).json()).toMatchObject({
      candidate_name: 'Grace Hopper',
      candidate_user_id: null,
    });
    const self = await enrolled(office, { schedule_id: scheduleId });
    expect(self.price).toBe(11000);
    const missing = await enrol(office, { schedule_id: scheduleId, candidate_id: 999999 });
    expect(missing.statusCode).toBe(400);
  });

  test("a member cannot enrol someone else's candidate", async () => {
    const { scheduleId } = await published('Bunker play');
    const outsider = await seedOutsider(app, orgId, 'Alan', 'Turing');
    const res = await enrol(agents[1]!, { schedule_id: scheduleId, candidate_id: outsider });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can enrol only yourself');
    expect(
      await run(
        app,
        orgId,
        sql`SELECT 1 FROM academy_enrollments WHERE schedule_id = ${scheduleId}`,
      ),
    ).toHaveLength(0);
  });

  test('only a published schedule takes enrolments', async () => {
    for (const status of ['draft', 'completed', 'cancelled'] as const) {
      const { scheduleId } = await published(`Closed ${status}`, { status });
      const res = await enrol(agents[0]!, { schedule_id: scheduleId });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Enrolment is open only for published schedules');
    }
    expect((await enrol(agents[0]!, { schedule_id: 999999 })).statusCode).toBe(404);
  });

  test('a candidate enrols once while the enrolment is live; again after withdrawing', async () => {
    const { scheduleId } = await published('Chipping clinic');
    const first = await enrolled(agents[1]!, { schedule_id: scheduleId });
    const twice = await enrol(agents[1]!, { schedule_id: scheduleId });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Enrol Player2 is already enrolled in Chipping clinic');
    // The office enrolling the same candidate meets the same answer.
    const byOffice = await enrol(office, {
      schedule_id: scheduleId,
      candidate_id: first.candidate_id,
    });
    expect(byOffice.json().message).toBe('Enrol Player2 is already enrolled in Chipping clinic');
    await agents[1]!.post(`${E}/${first.id}/withdraw`, {});
    expect((await enrol(agents[1]!, { schedule_id: scheduleId })).statusCode).toBe(201);
  });

  test('places: a full schedule refuses; a withdrawal frees a place', async () => {
    const { scheduleId } = await published('Tiny group', { max_participants: 2 });
    const a = await enrolled(agents[0]!, { schedule_id: scheduleId });
    const b = await enrolled(agents[1]!, { schedule_id: scheduleId });
    await office.post(`${E}/${b.id}/approve`, {});
    const full = await enrol(agents[2]!, { schedule_id: scheduleId });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Tiny group is full');
    await agents[0]!.post(`${E}/${a.id}/withdraw`, { reason: 'Injured' });
    expect((await enrol(agents[2]!, { schedule_id: scheduleId })).statusCode).toBe(201);
    expect((await enrol(agents[3]!, { schedule_id: scheduleId })).json().message).toBe(
      'Tiny group is full',
    );
  });

  test('bad input answers 400 and changes nothing', async () => {
    for (const body of [
      {},
      { schedule_id: 'x' },
      { schedule_id: 1, extra: 1 },
      { schedule_id: -1 },
    ]) {
      expect((await enrol(agents[0]!, body)).statusCode).toBe(400);
    }
  });

  test('with the academy off every call answers 403', async () => {
    await app.withOrg(orgId, (tx) =>
      writeFeatures(tx, orgId, { training_management_enabled: false }),
    );
    try {
      const res = await agents[0]!.get(E);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('The academy is disabled');
    } finally {
      await app.withOrg(orgId, (tx) =>
        writeFeatures(tx, orgId, { training_management_enabled: true }),
      );
    }
  });
});

describe('the status machine', () => {
  async function fresh(name: string) {
    const { scheduleId } = await published(name);
    return enrolled(agents[2]!, { schedule_id: scheduleId });
  }
  const complete = (id: number) =>
    run(
      app,
      orgId,
      sql`UPDATE academy_enrollments SET status = 'completed', completed_at = now() WHERE id = ${id}`,
    );

  test('pending → approved records who is signed in, whatever the body says', async () => {
    const e = await fresh('Approve me');
    const res = await office.post(`${E}/${e.id}/approve`, { approved_by: 424242 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      approved_by: officeId,
      approved_at: NOW.toISOString(),
    });
  });

  test('pending → withdrawn with the default reason; approved → withdrawn with one', async () => {
    const p = await fresh('Withdraw pending');
    const w1 = await agents[2]!.post(`${E}/${p.id}/withdraw`, {});
    expect(w1.statusCode).toBe(200);
    expect(w1.json()).toMatchObject({
      status: 'withdrawn',
      withdraw_reason: 'Withdrawn',
      withdrawn_at: NOW.toISOString(),
    });
    const a = await fresh('Withdraw approved');
    await office.post(`${E}/${a.id}/approve`, {});
    const w2 = await office.post(`${E}/${a.id}/withdraw`, { reason: 'Moved away' });
    expect(w2.json()).toMatchObject({ status: 'withdrawn', withdraw_reason: 'Moved away' });
  });

  test('refused moves answer 409 and change nothing', async () => {
    const approved = await fresh('Refuse approved');
    await office.post(`${E}/${approved.id}/approve`, {});
    const again = await office.post(`${E}/${approved.id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An approved enrolment cannot be approved');

    const withdrawn = await fresh('Refuse withdrawn');
    await office.post(`${E}/${withdrawn.id}/withdraw`, {});
    expect((await office.post(`${E}/${withdrawn.id}/approve`, {})).json().message).toBe(
      'A withdrawn enrolment cannot be approved',
    );
    expect((await office.post(`${E}/${withdrawn.id}/withdraw`, {})).json().message).toBe(
      'A withdrawn enrolment cannot be withdrawn',
    );

    const completed = await fresh('Refuse completed');
    await office.post(`${E}/${completed.id}/approve`, {});
    await complete(completed.id);
    const approveDone = await office.post(`${E}/${completed.id}/approve`, {});
    expect(approveDone.statusCode).toBe(409);
    expect(approveDone.json().message).toBe('A completed enrolment cannot be approved');
    const withdrawDone = await agents[2]!.post(`${E}/${completed.id}/withdraw`, {});
    expect(withdrawDone.statusCode).toBe(409);
    expect(withdrawDone.json().message).toBe('A completed enrolment cannot be withdrawn');
    expect((await office.get(`${E}/${completed.id}`)).json().status).toBe('completed');
  });

  test('only the office approves; a trainer reads but does not approve', async () => {
    const e = await fresh('Who approves');
    expect((await agents[2]!.post(`${E}/${e.id}/approve`, {})).statusCode).toBe(403);
    expect((await coach.post(`${E}/${e.id}/approve`, {})).statusCode).toBe(403);
    expect((await coach.get(`${E}/${e.id}`)).statusCode).toBe(200);
    expect((await office.get(`${E}/${e.id}`)).json().status).toBe('pending');
  });

  test('delete: withdrawn only, by the office', async () => {
    const e = await fresh('Delete me');
    const early = await office.delete(`${E}/${e.id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Withdraw the enrolment first');
    await agents[2]!.post(`${E}/${e.id}/withdraw`, {});
    expect((await agents[2]!.delete(`${E}/${e.id}`)).statusCode).toBe(403);
    expect((await office.delete(`${E}/${e.id}`)).statusCode).toBe(204);
    expect((await office.get(`${E}/${e.id}`)).statusCode).toBe(404);
  });

  test('notes change by PUT; the status does not', async () => {
    const e = await fresh('Notes');
    const res = await agents[2]!.put(`${E}/${e.id}`, { notes: 'Bring a 7 iron' });
    expect(res.json()).toMatchObject({ notes: 'Bring a 7 iron', status: 'pending' });
    expect((await agents[2]!.put(`${E}/${e.id}`, { status: 'approved' })).statusCode).toBe(400);
    expect((await agents[3]!.put(`${E}/${e.id}`, { notes: 'Mine now' })).statusCode).toBe(404);
    expect((await office.put(`${E}/${e.id}`, { notes: null })).json().notes).toBeNull();
  });
});

describe('who sees what', () => {
  let mine: { id: number; candidate_id: number };
  let theirs: { id: number; candidate_id: number };

  beforeAll(async () => {
    const { scheduleId } = await published('Visibility');
    mine = await enrolled(agents[3]!, { schedule_id: scheduleId });
    theirs = await enrolled(agents[1]!, { schedule_id: scheduleId });
    await office.post(`${E}/${theirs.id}/approve`, {});
  });

  test("a member sees their own enrolments only; another member's answer 404", async () => {
    const list = (await agents[3]!.get(E)).json() as { id: number; candidate_id: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((e) => e.candidate_id === mine.candidate_id)).toBe(true);
    expect((await agents[3]!.get(`${E}/${theirs.id}`)).statusCode).toBe(404);
    expect((await agents[3]!.get(`${E}/candidate/${theirs.candidate_id}`)).statusCode).toBe(404);
    expect((await agents[3]!.get(`${E}/candidate/${theirs.candidate_id}/active`)).statusCode).toBe(
      404,
    );
    expect((await agents[3]!.post(`${E}/${theirs.id}/withdraw`, {})).statusCode).toBe(404);
    expect((await office.get(`${E}/${theirs.id}`)).json().status).toBe('approved');
    const byStatus = (await agents[3]!.get(`${E}/status?status=approved`)).json() as {
      id: number;
    }[];
    expect(byStatus.map((e) => e.id)).not.toContain(theirs.id);
  });

  test('a member without a candidate yet sees an empty list', async () => {
    const [fresh] = await createMembers(app, orgId, 'newbie', 1);
    const agent = await signInMember(app, fresh!);
    const res = await agent.get(E);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  test('the office and trainers see everyone; lists by candidate, active and status', async () => {
    const all = (await coach.get(E)).json() as { id: number }[];
    expect(all.map((e) => e.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const own = (await agents[3]!.get(`${E}/candidate/${mine.candidate_id}`)).json();
    expect(own.map((e: { id: number }) => e.id)).toContain(mine.id);
    await agents[3]!.post(`${E}/${mine.id}/withdraw`, {});
    const active = (await agents[3]!.get(`${E}/candidate/${mine.candidate_id}/active`)).json();
    expect(active.map((e: { id: number }) => e.id)).not.toContain(mine.id);
    const withdrawn = (await office.get(`${E}/status?status=withdrawn`)).json();
    expect(withdrawn.map((e: { id: number }) => e.id)).toContain(mine.id);
    expect((await office.get(`${E}/status?status=gone`)).statusCode).toBe(400);
    expect((await office.get(`${E}/candidate/999999`)).statusCode).toBe(404);
  });
});
