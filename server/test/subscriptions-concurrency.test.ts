/**
 * Payments towards a subscription balance never pass what is outstanding, however many arrive at
 * once (docs/property.md, "The ledger"). PGlite runs one transaction at a time, so this runs on
 * PostgreSQL only: the suite's (TEST_DATABASE_URL), else the local server when it answers
 * (skipped when none does, unless REQUIRE_POSTGRES). A connection of the test's holds the
 * balance's row lock while every request starts, so they pile up inside their transactions (seen
 * in pg_stat_activity) before they race.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Agent, createTestApp, signIn } from './helpers';
import { ownDatabase, postgresAnswers as postgresReady } from './support/postgres-races';
import { createMembers } from './tee-sheet-fixtures';

const NOW = new Date('2026-11-24T10:00:00Z');
const S = '/api/settings/subscriptions';
const B = '/api/settings/subscription-balances';
const RACERS = 12;
/** Transactions that must be seen open, and waiting for the lock, at the same moment. */
const MIN_OVERLAP = 5;

const postgresAnswers = postgresReady(
  'the subscription payment races',
  (why) =>
    `Subscription payment race tests skipped: ${why}. PGlite runs one transaction at a time, so no two payments can overlap there.`,
);

type Outcome = 'paid' | 'refused';
type Overlap = { open: number; waiting: number };

(postgresAnswers ? describe : describe.skip)('on PostgreSQL', () => {
  let on: FastifyInstance;
  let url: string;
  let close = (): Promise<void> => Promise.resolve();
  let office: Agent;
  let memberId: number;
  let subscriptionId: number;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      const suite = await createTestApp({ now: () => NOW });
      on = suite.app;
      close = suite.close;
    } else {
      const db = await ownDatabase('fairway_subscriptions');
      const own = await createTestApp({
        now: () => NOW,
        database: { kind: 'postgres', url: db.url },
      });
      on = own.app;
      close = async () => {
        await own.close();
        await db.drop();
      };
    }
    const database = on.config.database;
    if (database.kind !== 'postgres') throw new Error('the payment races need PostgreSQL');
    url = database.url;
    office = await signIn(on);
    const orgId = (await office.get('/api/user/current')).json().organization_id as number;
    memberId = (await createMembers(on, orgId, 'payer', 1))[0]!.id;
    const type = await office.post(`${S}/types`, { name: 'Fees' });
    const sub = await office.post(S, {
      subscription_type_id: type.json().id,
      name: 'Gym',
      amount: 5500,
    });
    expect(sub.statusCode).toBe(201);
    subscriptionId = sub.json().id;
  }, 120_000);
  afterAll(() => close());

  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    return c;
  };

  async function overlapNow(monitor: pg.Client, ignore: number): Promise<Overlap> {
    const { rows } = await monitor.query<Overlap>(
      `SELECT count(*)::int AS open, (count(*) FILTER (WHERE wait_event_type = 'Lock'))::int AS waiting
         FROM pg_stat_activity
        WHERE datname = current_database() AND backend_type = 'client backend'
          AND xact_start IS NOT NULL AND pid <> pg_backend_pid() AND pid <> $1`,
      [ignore],
    );
    return rows[0]!;
  }

  /**
   * Holds the balance's row lock while every attempt starts; once MIN_OVERLAP are seen open and
   * waiting together (or 20 s pass) the lock goes and they race.
   */
  async function rushBehindBarrier(balanceId: number, attempts: (() => Promise<Outcome>)[]) {
    const blocker = await connect();
    const monitor = await connect();
    try {
      const { rows } = await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM subscription_balances WHERE id = $1 FOR UPDATE', [
        balanceId,
      ]);
      const running = Promise.allSettled(attempts.map((attempt) => attempt()));
      const most: Overlap = { open: 0, waiting: 0 };
      const deadline = Date.now() + 20_000;
      while (Math.min(most.open, most.waiting) < MIN_OVERLAP && Date.now() < deadline) {
        const now = await overlapNow(monitor, rows[0]!.pid);
        most.open = Math.max(most.open, now.open);
        most.waiting = Math.max(most.waiting, now.waiting);
        await new Promise((r) => setTimeout(r, 10));
      }
      await blocker.query('COMMIT');
      const outcomes = (await running).map((s) => {
        if (s.status === 'rejected') throw s.reason;
        return s.value;
      });
      return { outcomes, most };
    } finally {
      await blocker.end();
      await monitor.end();
    }
  }

  test(`${RACERS} payments of 10.00 at once towards 55.00: five go through, the rest are refused`, async () => {
    const created = await office.post(B, {
      user_id: memberId,
      subscription_id: subscriptionId,
      period_start: '2026-11-01',
      period_end: '2026-11-30',
      due_date: '2026-12-10',
    });
    expect(created.statusCode).toBe(201);
    const balanceId = created.json().id as number;
    const { outcomes, most } = await rushBehindBarrier(
      balanceId,
      Array.from({ length: RACERS }, () => async (): Promise<Outcome> => {
        const res = await office.put(`${B}/${balanceId}`, {
          payment: { amount: 1000, method: 'card' },
        });
        if (res.statusCode === 200) return 'paid';
        if (res.statusCode === 409 && res.json().message === 'Only 5.00 is outstanding')
          return 'refused';
        throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
      }),
    );
    expect(most.open).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(RACERS - 5);
    const [after] = (await office.get(`${B}/member/${memberId}`)).json() as {
      paid: number;
      outstanding: number;
      status: string;
    }[];
    expect(after).toMatchObject({ paid: 5000, outstanding: 500, status: 'open' });
  }, 120_000);

  test('a void racing payments: either the void wins and nothing is paid, or it is refused', async () => {
    const created = await office.post(B, {
      user_id: memberId,
      subscription_id: subscriptionId,
      period_start: '2026-12-01',
      period_end: '2026-12-31',
      due_date: '2027-01-10',
    });
    const balanceId = created.json().id as number;
    const { outcomes, most } = await rushBehindBarrier(balanceId, [
      ...Array.from({ length: 5 }, () => async (): Promise<Outcome> => {
        const res = await office.put(`${B}/${balanceId}`, {
          payment: { amount: 1000, method: 'cash' },
        });
        if (res.statusCode === 200) return 'paid';
        if (res.statusCode === 409 && res.json().message === 'This balance is void')
          return 'refused';
        throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
      }),
      async (): Promise<Outcome> => {
        const res = await office.delete(`${B}/${balanceId}`);
        if (res.statusCode === 204) return 'refused';
        if (res.statusCode === 409) return 'paid';
        throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
      },
    ]);
    const after = (
      (await office.get(`${B}/member/${memberId}`)).json() as {
        id: number;
        paid: number;
        credited: number;
        outstanding: number;
        status: string;
      }[]
    ).find((b) => b.id === balanceId)!;
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    const payments = outcomes.slice(0, 5).filter((o) => o === 'paid').length;
    // Never both: a void balance has nothing paid, a paid one was not voided.
    if (after.status === 'void') expect(after).toMatchObject({ paid: 0, credited: 5500 });
    else expect(after).toMatchObject({ paid: payments * 1000, credited: 0 });
    expect(after.paid + after.credited + after.outstanding).toBe(5500);
  }, 120_000);
});
