// The equipment-rentals client against the real server: every call's path, body and answer match
// the routes and the contract table; the spec's fixed failure texts.
import type { FastifyInstance } from 'fastify';
import { createEquipmentRentalsClient } from '../../shared-api/src/domains/rentals/client';
import { ApiError } from '../../shared-api/src/http/errors';
import { shopInventory, shopItems } from '../src/modules/shop/tables';
import { httpOver } from './client-http';
import { createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

const NOW = new Date('2026-11-24T10:00:00Z');

let t: TestApp;
let app: FastifyInstance;
let orgId: number;
let member: Member | undefined;
let pool: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  const admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  [member] = await createMembers(app, orgId, 'client', 1);
  pool = await app.withOrg(orgId, async (tx) => {
    const [item] = await tx
      .insert(shopItems)
      .values({ organization_id: orgId, name: 'Pull trolley', rental_price: 800 })
      .returning({ id: shopItems.id });
    const [inv] = await tx
      .insert(shopInventory)
      .values({ organization_id: orgId, item_id: item!.id, purpose: 'rental', quantity: 1 })
      .returning({ id: shopInventory.id });
    return inv!.id;
  });
});
afterAll(() => t.close());

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
};

test('a member rents and cancels; the desk runs the whole lifecycle through the client', async () => {
  const mine = createEquipmentRentalsClient(httpOver(await signInMember(app, member!)));
  const desk = createEquipmentRentalsClient(httpOver(await signIn(app)));

  const free = await mine.availability(pool, '2026-11-25', '2026-11-27');
  expect(free).toMatchObject({ available: true, quantity: 1, daily_rate: 800 });

  const r = await mine.create({
    inventory_id: pool,
    rental_start_date: '2026-11-25',
    rental_end_date: new Date('2026-11-27T15:00:00Z'),
  });
  expect(r).toMatchObject({
    rental_start_date: '2026-11-25T00:00:00.000Z',
    rental_end_date: '2026-11-27T23:59:59.999Z',
    days: 3,
    total_amount: 2400,
    item_name: 'Pull trolley',
  });

  const taken = await failure(
    mine.create({
      inventory_id: pool,
      rental_start_date: '2026-11-26',
      rental_end_date: '2026-11-26',
    }),
  );
  expect(taken.message).toBe(
    'failed to create equipment rental: Pull trolley is not available on 26 Nov',
  );
  expect(taken.status).toBe(409);

  expect((await mine.forUser(member!.id)).map((x) => x.id)).toEqual([r.id]);
  expect((await mine.get(r.id)).status).toBe('pending');

  expect((await desk.confirm(r.id)).status).toBe('confirmed');
  expect((await desk.pickup(r.id)).status).toBe('active');
  expect((await desk.changeStatus(r.id, 'overdue', 'Late')).status).toBe('overdue');
  const back = await desk.return(r.id, { damage_assessment: 'Scuffed', damage_fee: 600 });
  expect(back).toMatchObject({ status: 'returned', amount_due: 3000 });

  const over = await failure(desk.pay(r.id, 3001, 'cash'));
  expect(over.message).toBe('Failed to process equipment rental payment');
  expect(over.details[0]).toBe('At most 30.00 can be paid');
  expect((await desk.pay(r.id, 3000, 'card')).amount_due).toBe(0);
  expect((await desk.refund(r.id, 600, 'Goodwill')).refunded_amount).toBe(600);

  const page = await desk.list({ status: 'returned' });
  expect(page).toEqual({ items: [expect.objectContaining({ id: r.id })], total: 1 });
  const detailed = await desk.listWithDetails({ from: '2026-11-01', limit: 10 });
  expect(detailed.items[0]).toMatchObject({ id: r.id, user_email: member!.email });

  const stats = await desk.statistics({ start_date: '2026-11-01', end_date: '2026-11-30' });
  expect(stats).toMatchObject({ total: 1, revenue: 3000, refunds: 600, damage_fees: 600 });

  const again = await mine.create({
    inventory_id: pool,
    rental_start_date: '2026-12-01',
    rental_end_date: '2026-12-01',
  });
  expect((await desk.cancel(again.id)).cancel_reason).toBe('Cancelled by staff');
});
