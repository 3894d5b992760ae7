/**
 * Payments toward a maintenance job never pass what is outstanding, and a job is charged once,
 * however many requests arrive at once (docs/property.md, "The ledger": a row lock of the source).
 * PGlite runs one transaction at a time, so this runs on PostgreSQL only: the suite's
 * (TEST_DATABASE_URL), else the local server when it answers (skipped when none does, unless
 * REQUIRE_POSTGRES). A connection of the test's holds the job's row lock while every request
 * starts, so they pile up inside their transactions (seen in pg_stat_activity) before they race.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { Agent, signIn } from './helpers';
import {
  postgresAnswers as postgresReady,
  raceApp,
  rowLock,
  rushBehindBarrier,
} from './support/postgres-races';

const M = '/api/settings/maintenances';
const RACERS = 12;
/** Transactions that must be seen open, and waiting for the lock, at the same moment. */
const MIN_OVERLAP = 5;

const postgresAnswers = postgresReady(
  'the maintenance payment races',
  (why) =>
    `Maintenance race tests skipped: ${why}. PGlite runs one transaction at a time, so no two payments can overlap there.`,
);

(postgresAnswers ? describe : describe.skip)('on PostgreSQL', () => {
  let on: FastifyInstance;
  let url: string;
  let close = (): Promise<void> => Promise.resolve();
  let orgId: number;
  let office: Agent;
  let house: number;
  let household: number;

  const run = <T = Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    on.withOrg(orgId, async (tx) => rowsOf<T>(await tx.execute(statement)));

  beforeAll(async () => {
    const race = await raceApp('fairway_maintenance', {
      needs: 'the payment races',
    });
    ({ app: on, url, close } = race);
    office = await signIn(on);
    const me = (await office.get('/api/user/current')).json();
    orgId = me.organization_id;
    const [h] = await run<{ id: number }>(
      sql`INSERT INTO tenants (organization_id, user_id, name) VALUES (${orgId}, ${me.id}, 'The Racers') RETURNING id`,
    );
    household = h!.id;
    const [type] = await run<{ id: number }>(
      sql`INSERT INTO house_types (organization_id, name) VALUES (${orgId}, 'Villa') RETURNING id`,
    );
    const [made] = await run<{
      id: number;
    }>(sql`INSERT INTO houses (organization_id, name, house_type_id, tenant_id)
      VALUES (${orgId}, 'Race Villa', ${type!.id}, ${household}) RETURNING id`);
    house = made!.id;
  }, 120_000);
  afterAll(() => close());

  const ledgerOf = async (jobId: number) =>
    (
      await run<{ charged: number; paid: number; charges: number }>(sql`
        SELECT coalesce(sum(amount) FILTER (WHERE entry = 'charge'), 0)::int AS charged,
               coalesce(sum(amount) FILTER (WHERE entry = 'payment'), 0)::int AS paid,
               (count(*) FILTER (WHERE entry = 'charge'))::int AS charges
          FROM property_ledger WHERE source = 'maintenance' AND source_id = ${jobId}`)
    )[0]!;

  async function resolvedJob(title: string, cost: number): Promise<number> {
    const job = await office.post(M, { house_id: house, title, billable: true });
    expect(job.statusCode).toBe(201);
    const done = await office.post(`${M}/resolve/${job.json().id}`, { cost });
    expect(done.statusCode).toBe(200);
    return job.json().id;
  }

  test(`${RACERS} payments at once never pay more than is outstanding`, async () => {
    // 100.00 owed; twelve payments of 15.00 (180.00) race for it: six fit, then 10.00 is left.
    const jobId = await resolvedJob('Pool pump', 10000);
    const { outcomes, most } = await rushBehindBarrier(
      url,
      rowLock('maintenances', jobId),
      Array.from({ length: RACERS }, () => async () => {
        const res = await office.put(`${M}/balances/${jobId}`, { amount: 1500, method: 'card' });
        if (res.statusCode === 200) return 'paid';
        if (res.statusCode === 409 && res.json().message === 'Only 10.00 is outstanding')
          return 'over';
        throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
      }),
      { minOverlap: MIN_OVERLAP },
    );
    expect(most.open).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(6);
    expect(outcomes.filter((o) => o === 'over')).toHaveLength(RACERS - 6);
    expect(await ledgerOf(jobId)).toEqual({ charged: 10000, paid: 9000, charges: 1 });
    const balance = (await office.get(`${M}/balances/completed/tenant/${household}`))
      .json()
      .find((b: { maintenance_id: number }) => b.maintenance_id === jobId);
    expect(balance).toMatchObject({ paid: 9000, outstanding: 1000, payment_status: 'partial' });
  }, 120_000);

  test('a job resolved by many requests at once is charged once', async () => {
    const job = await office.post(M, { house_id: house, title: 'Roof tiles', billable: true });
    const jobId = job.json().id as number;
    const { outcomes, most } = await rushBehindBarrier(
      url,
      rowLock('maintenances', jobId),
      Array.from({ length: 8 }, () => async () => {
        const res = await office.post(`${M}/resolve/${jobId}`, { cost: 4200 });
        if (res.statusCode === 200) return 'resolved';
        if (res.statusCode === 409 && res.json().message === 'A Completed job cannot be resolved')
          return 'again';
        throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
      }),
      { minOverlap: MIN_OVERLAP },
    );
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(1);
    expect(await ledgerOf(jobId)).toEqual({ charged: 4200, paid: 0, charges: 1 });
  }, 120_000);
});
