/**
 * Payments towards a subscription balance never pass what is outstanding, however many arrive at
 * once (docs/property.md, "The ledger"). PGlite runs one transaction at a time, so this runs on
 * PostgreSQL only: the suite's (TEST_DATABASE_URL), else the local server when it answers
 * (skipped when none does, unless REQUIRE_POSTGRES). A connection of the test's holds the
 * balance's row lock while every request starts, so they pile up inside their transactions (seen
 * in pg_stat_activity) before they race.
 */
import type { FastifyInstance } from 'fastify';
import { Agent, signIn } from './helpers';
import {
  postgresAnswers as postgresReady,
  raceApp,
  rowLock,
  rushBehindBarrier,
} from './support/postgres-races';
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

(postgresAnswers ? describe : describe.skip)('on PostgreSQL', () => {
  let on: FastifyInstance;
  let url: string;
  let close = (): Promise<void> => Promise.resolve();
  let office: Agent;
  let memberId: number;
  let subscriptionId: number;

  beforeAll(async () => {
    const race = await raceApp('fairway_subscriptions', {
      needs: 'the payment races',
      now: () => NOW,
    });
    ({ app: on, url, close } = race);
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
      url,
      rowLock('subscription_balances', balanceId),
      Array.from({ length: RACERS }, () => async (): Promise<Outcome> => {
        const res = await office.put(`${B}/${balanceId}`, {
          payment: { amount: 1000, method: 'card' },
        });
        if (res.statusCode === 200) return 'paid';
        if (res.statusCode === 409 && res.json().message === 'Only 5.00 is outstanding')
          return 'refused';
        throw new Error(`unexpected answer ${res.statusCode}: ${res.body}`);
      }),
      { minOverlap: MIN_OVERLAP },
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
    const { outcomes, most } = await rushBehindBarrier(
      url,
      rowLock('subscription_balances', balanceId),
      [
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
      ],
      { minOverlap: MIN_OVERLAP },
    );
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
