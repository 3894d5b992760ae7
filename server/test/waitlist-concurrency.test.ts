/**
 * The waitlist under concurrency, on PostgreSQL (PGlite runs one transaction at a time, so races
 * cannot happen there): two frees at once, accept racing the expiry, two members accepting at
 * once. Never more players than a time holds, never two offers for one place, never an offer lost.
 * Runs on the suite's PostgreSQL (scripts/test-pg.mjs), else on the local server when it answers.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { WaitlistEntry } from '@fairway/shared-api/contract';
import { rowsOf } from '../src/db/client';
import { offerFreed, sweep, systemCaller } from '../src/modules/tee-sheet/waitlist/service';
import { Agent, signIn } from './helpers';
import { postgresAnswers as postgresReady, raceApp } from './support/postgres-races';
import { createMembers, seedCourse, signInMember, type Member } from './tee-sheet-fixtures';

const START = new Date('2026-06-10T08:00:00Z');
const DATE = '2026-06-11';
const TB = '/api/settings/tee-time-bookings';
const WL = '/api/settings/tee-time-waitlist';

const postgresAnswers = postgresReady(
  'the waitlist races',
  (why) =>
    `Waitlist race tests skipped: ${why}. PGlite runs one transaction at a time, so no two calls can overlap there.`,
);

let clock = START;
let app: FastifyInstance;
let close = (): Promise<void> => Promise.resolve();
let admin: Agent;
let orgId: number;
let members: Member[];
let agents: Agent[];

(postgresAnswers ? describe : describe.skip)('on PostgreSQL', () => {
  beforeAll(async () => {
    const race = await raceApp('fairway_waitrace', { needs: 'these races', now: () => clock });
    ({ app, close } = race);
    admin = await signIn(app);
    orgId = (await admin.get('/api/user/current')).json().organization_id;
    members = await createMembers(app, orgId, 'racer', 12);
    agents = await Promise.all(members.map((m) => signInMember(app, m)));
  }, 120_000);
  afterAll(() => close());
  afterEach(() => {
    clock = START;
  });

  let n = 0;
  /** A course with one tee time (08:00) for `capacity` players. */
  const oneTime = (capacity: number) =>
    seedCourse(app, orgId, {
      name: `Race Links ${++n}`,
      players_per_slot: capacity,
      hours: {
        open_time: '07:30',
        close_time: '12:00',
        first_tee_time: '08:00',
        last_tee_time: '08:00',
      },
    });

  const bookAlone = async (course: number, m: Member) => {
    const res = await admin.post(`${TB}/book`, {
      course_id: course,
      date: DATE,
      start_time: '08:00',
      user_id: m.id,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; tee_time_id: number };
  };

  const join = async (agent: Agent, course: number) => {
    const res = await agent.post(WL, { course_id: course, date: DATE, from_time: '08:00' });
    expect(res.statusCode).toBe(201);
    return res.json() as WaitlistEntry;
  };

  /** What the database holds for the tee time: its count, confirmed players and held places. */
  const ledger = (teeTimeId: number) =>
    app.withOrg(orgId, async (tx) => {
      const res = await tx.execute(sql`SELECT t.capacity, t.booked_players,
        (SELECT coalesce(sum(player_count), 0)::int FROM tee_time_bookings
          WHERE tee_time_id = t.id AND status = 'confirmed') AS confirmed,
        (SELECT coalesce(sum(player_count), 0)::int FROM tee_time_waitlist
          WHERE offer_tee_time_id = t.id AND status = 'offered') AS held,
        (SELECT count(*)::int FROM tee_time_waitlist
          WHERE offer_tee_time_id = t.id AND status = 'offered') AS offers
        FROM tee_times t WHERE t.id = ${teeTimeId}`);
      return rowsOf<{
        capacity: number;
        booked_players: number;
        confirmed: number;
        held: number;
        offers: number;
      }>(res)[0]!;
    });

  const statusOf = async (agent: Agent, id: number) =>
    ((await agent.get(WL)).json() as WaitlistEntry[]).find((e) => e.id === id)!.status;

  test('two cancellations at once: the two freed places go to the first two in line, one offer each', async () => {
    const course = await oneTime(4);
    const held = await Promise.all(members.slice(0, 4).map((m) => bookAlone(course, m)));
    const teeTimeId = held[0]!.tee_time_id;
    const line: WaitlistEntry[] = [];
    for (const i of [4, 5, 6, 7, 8, 9]) line.push(await join(agents[i]!, course));

    const cancels = await Promise.all(held.slice(0, 2).map((b) => admin.delete(`${TB}/${b.id}`)));
    expect(cancels.map((r) => r.statusCode)).toEqual([200, 200]);

    const after = await ledger(teeTimeId);
    expect(after).toEqual({ capacity: 4, booked_players: 4, confirmed: 2, held: 2, offers: 2 });
    const statuses = await Promise.all(line.map((e, i) => statusOf(agents[i + 4]!, e.id)));
    expect(statuses).toEqual(['offered', 'offered', 'waiting', 'waiting', 'waiting', 'waiting']);
  }, 60_000);

  test('accept racing the expiry: either the booking stands or the next in line is offered, never both, never neither', async () => {
    const rounds = 6;
    const outcomes: string[] = [];
    for (let r = 0; r < rounds; r++) {
      const course = await oneTime(1);
      const booking = await bookAlone(course, members[0]!);
      const first = await join(agents[1]!, course);
      const next = await join(agents[2]!, course);
      expect((await admin.delete(`${TB}/${booking.id}`)).statusCode).toBe(200);
      expect(await statusOf(agents[1]!, first.id)).toBe('offered');

      // The accept (app clock: before the end) and the expiry (its clock: after) together.
      const late = { ...systemCaller(app, orgId), now: new Date(START.getTime() + 16 * 60_000) };
      const [accepted] = await Promise.all([
        agents[1]!.post(`${WL}/${first.id}/accept`),
        (async () => {
          const freed = await app.withOrg(orgId, (tx) => sweep(tx, late));
          if (freed.teeTimeIds.length > 0)
            await app.withOrg(orgId, (tx) => offerFreed(tx, late, freed.teeTimeIds));
        })(),
      ]);
      const ledgerNow = await ledger(booking.tee_time_id);
      expect(ledgerNow.booked_players).toBeLessThanOrEqual(1);
      expect(ledgerNow.booked_players).toBe(ledgerNow.confirmed + ledgerNow.held);
      const [a, b] = [await statusOf(agents[1]!, first.id), await statusOf(agents[2]!, next.id)];
      if (accepted.statusCode === 201) {
        expect([a, b]).toEqual(['booked', 'waiting']);
        expect(ledgerNow).toMatchObject({ confirmed: 1, held: 0 });
        outcomes.push('booked');
      } else {
        expect(accepted.statusCode).toBe(409);
        expect([a, b]).toEqual(['expired', 'offered']);
        expect(ledgerNow).toMatchObject({ confirmed: 0, held: 1, offers: 1 });
        outcomes.push('expired');
      }
      // Tidy for the next round: the members leave what is open.
      await agents[2]!.delete(`${WL}/${next.id}`);
    }
    expect(outcomes).toHaveLength(rounds);
  }, 120_000);

  test('two members accepting at once while others rush to book: both get their place, nobody else does', async () => {
    const course = await oneTime(2);
    const [x, y] = [await bookAlone(course, members[0]!), await bookAlone(course, members[3]!)];
    const a = await join(agents[1]!, course);
    const b = await join(agents[2]!, course);
    await Promise.all([admin.delete(`${TB}/${x.id}`), admin.delete(`${TB}/${y.id}`)]);
    expect(await statusOf(agents[1]!, a.id)).toBe('offered');
    expect(await statusOf(agents[2]!, b.id)).toBe('offered');

    const rush = [5, 6, 7, 8].map((i) =>
      agents[i]!.post(`${TB}/book`, { course_id: course, date: DATE, start_time: '08:00' }),
    );
    const [ra, rb, ...others] = await Promise.all([
      agents[1]!.post(`${WL}/${a.id}/accept`),
      agents[2]!.post(`${WL}/${b.id}/accept`),
      ...rush,
    ]);
    expect([ra!.statusCode, rb!.statusCode]).toEqual([201, 201]);
    expect(others.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
    expect(await ledger(x.tee_time_id)).toEqual({
      capacity: 2,
      booked_players: 2,
      confirmed: 2,
      held: 0,
      offers: 0,
    });
  }, 60_000);
});
