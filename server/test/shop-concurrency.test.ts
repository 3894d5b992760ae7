/**
 * The shop never sells what it does not have and takes a payment once, under real concurrency.
 * PGlite runs one transaction at a time, so a race proves nothing there: these tests run on
 * PostgreSQL (the suite's under TEST_DATABASE_URL, else the local server in a database of their
 * own) and are skipped when none answers, unless REQUIRE_POSTGRES is set. A barrier (a connection
 * of the test holding the stock row, or the order row) lets the attempts pile up inside their
 * transactions, checked in pg_stat_activity, before they race.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { signIn, type Agent } from './helpers';
import {
  postgresAnswers as postgresReady,
  raceApp,
  rowLock,
  rushBehindBarrier,
} from './support/postgres-races';
import { createMembers, signInMember } from './tee-sheet-fixtures';

const RACERS = 50;
const PAYERS = 12;
const MIN_OVERLAP = 5;
const ORDERS = '/api/settings/orders';

const postgresAnswers = postgresReady(
  "the shop's race tests",
  (why) => `Shop race tests skipped: ${why}. PGlite runs one transaction at a time.`,
);

type Answer = { statusCode: number; body: string; json: () => { message?: string } };

(postgresAnswers ? describe : describe.skip)('on PostgreSQL', () => {
  let on: FastifyInstance;
  let url: string;
  let close = (): Promise<void> => Promise.resolve();
  let orgId: number;
  let admin: Agent;
  let racers: Agent[];

  beforeAll(async () => {
    const race = await raceApp('fairway_shop_race', { needs: 'the race tests' });
    ({ app: on, url, close } = race);
    admin = await signIn(on);
    orgId = (await admin.get('/api/user/current')).json().organization_id;
    const people = await createMembers(on, orgId, 'buyer', RACERS);
    racers = await Promise.all(people.map((m) => signInMember(on, m)));
  }, 180_000);
  afterAll(() => close());

  const one = async <T>(statement: ReturnType<typeof sql>) =>
    on.withOrg(orgId, async (tx) => rowsOf<T>(await tx.execute(statement))[0]!);

  async function seedStock(name: string, price: number, quantity: number) {
    const item = await one<{ id: number }>(sql`INSERT INTO shop_items (organization_id, name,
      sale_price) VALUES (${orgId}, ${name}, ${price}) RETURNING id`);
    const inv = await one<{ id: number }>(sql`INSERT INTO shop_inventory (organization_id, item_id,
      purpose, quantity) VALUES (${orgId}, ${item.id}, 'sale', ${quantity}) RETURNING id`);
    return inv.id;
  }

  test(`${RACERS} orders at once for the last 3 units sell exactly 3`, async () => {
    const inventoryId = await seedStock('Limited edition putter cover', 4500, 3);
    const { outcomes: answers, most } = await rushBehindBarrier(
      url,
      rowLock('shop_inventory', inventoryId),
      racers.map(
        (agent) => () =>
          agent.post(ORDERS, {
            items: [{ inventory_id: inventoryId, quantity: 1 }],
          }) as Promise<Answer>,
      ),
      { minOverlap: MIN_OVERLAP },
    );
    expect(most.open).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);

    const won = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(won).toHaveLength(3);
    expect(refused).toHaveLength(RACERS - 3);
    expect(new Set(refused.map((a) => a.json().message))).toEqual(
      new Set(['Limited edition putter cover is out of stock']),
    );

    const state = await one<{ stock: number; orders: number; lines: number; sold: number }>(sql`
      SELECT (SELECT quantity FROM shop_inventory WHERE id = ${inventoryId}) AS stock,
        (SELECT count(DISTINCT order_id)::int FROM shop_order_items
          WHERE inventory_id = ${inventoryId}) AS orders,
        (SELECT coalesce(sum(quantity), 0)::int FROM shop_order_items
          WHERE inventory_id = ${inventoryId}) AS lines,
        (SELECT coalesce(sum(quantity), 0)::int FROM shop_transactions
          WHERE inventory_id = ${inventoryId} AND kind = 'sale') AS sold`);
    expect(state).toEqual({ stock: 0, orders: 3, lines: 3, sold: -3 });
  }, 120_000);

  async function pendingOrder(agent: Agent, price: number) {
    const inventoryId = await seedStock(`Gift card ${price}`, price, 5);
    const res = await agent.post(ORDERS, { items: [{ inventory_id: inventoryId, quantity: 1 }] });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }

  const payments = (orderId: number) =>
    one<{ n: number; sum: number }>(sql`SELECT count(*)::int AS n,
        coalesce(sum(amount), 0)::int AS sum
      FROM shop_transactions WHERE order_id = ${orderId} AND kind = 'payment'`);

  test('paying one order from many requests at once, without a key: exactly one payment', async () => {
    const buyer = racers[0]!;
    const orderId = await pendingOrder(buyer, 2500);
    const { outcomes: answers, most } = await rushBehindBarrier(
      url,
      rowLock('shop_orders', orderId),
      Array.from(
        { length: PAYERS },
        () => () =>
          buyer.post(`${ORDERS}/${orderId}/pay`, { payment_method: 'account' }) as Promise<Answer>,
      ),
      { minOverlap: MIN_OVERLAP },
    );
    expect(most.waiting).toBeGreaterThanOrEqual(MIN_OVERLAP);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(PAYERS - 1);
    expect(new Set(refused.map((a) => a.json().message))).toEqual(
      new Set([`Order #${orderId} is already paid`]),
    );
    expect(await payments(orderId)).toEqual({ n: 1, sum: 2500 });
  }, 120_000);

  test('paying one order from many requests at once with one Idempotency-Key: one payment, one answer', async () => {
    const buyer = racers[1]!;
    const orderId = await pendingOrder(buyer, 3500);
    const { outcomes: answers } = await rushBehindBarrier(
      url,
      rowLock('shop_orders', orderId),
      Array.from(
        { length: PAYERS },
        () => () =>
          buyer.post(
            `${ORDERS}/${orderId}/pay`,
            { payment_method: 'account' },
            { headers: { 'idempotency-key': `pay-${orderId}` } },
          ) as Promise<Answer>,
      ),
      { minOverlap: MIN_OVERLAP },
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PAYERS).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await payments(orderId)).toEqual({ n: 1, sum: 3500 });
  }, 120_000);

  test('refunds at once never give back more than was paid', async () => {
    const orderId = await pendingOrder(admin, 10_000);
    expect(
      (await admin.post(`${ORDERS}/${orderId}/pay`, { payment_method: 'card' })).statusCode,
    ).toBe(200);
    // Ten refunds of 30.00 against 100.00 paid: three fit.
    const { outcomes: answers } = await rushBehindBarrier(
      url,
      rowLock('shop_orders', orderId),
      Array.from(
        { length: 10 },
        () => () =>
          admin.post(`${ORDERS}/${orderId}/refund`, {
            amount: 3000,
            reason: 'Race',
          }) as Promise<Answer>,
      ),
      { minOverlap: MIN_OVERLAP },
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    const state = await one<{ refunded: number; ledger: number; status: string }>(sql`
      SELECT o.refunded_amount AS refunded, o.status,
        (SELECT -sum(amount)::int FROM shop_transactions t
          WHERE t.order_id = o.id AND t.kind = 'refund') AS ledger
      FROM shop_orders o WHERE o.id = ${orderId}`);
    expect(state).toEqual({ refunded: 9000, ledger: 9000, status: 'partially_refunded' });
  }, 120_000);
});
