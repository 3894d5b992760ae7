/**
 * Equipment rentals (docs/shop-and-rentals.md, "Equipment rentals"): the lifecycle and its money,
 * transitions, availability agreeing with what create refuses, statistics, who may see and do
 * what, the club's flag and the wall between clubs. Runs on PGlite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { writeFeatures } from '../src/modules/settings';
import { shopInventory, shopItems } from '../src/modules/shop/tables';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

// Tuesday 24 November 2026, 10:00 in London.
const NOW = new Date('2026-11-24T10:00:00Z');
const R = '/api/settings/equipment-rentals';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let adminId: number;
let orgId: number;
let members: Member[];
let member: Agent;
let other: Agent;

type Seed = {
  name: string;
  units?: number;
  rentalPrice?: number | null;
  isActive?: boolean;
  purpose?: 'sale' | 'rental';
};

/** An item and its inventory row (a rental pool by default); answers the inventory id. */
async function seedStock(org: number, s: Seed, on: FastifyInstance = app): Promise<number> {
  return on.withOrg(org, async (tx) => {
    const [item] = await tx
      .insert(shopItems)
      .values({
        organization_id: org,
        name: s.name,
        rental_price: s.rentalPrice === undefined ? 1000 : s.rentalPrice,
        is_active: s.isActive ?? true,
      })
      .returning({ id: shopItems.id });
    const [inv] = await tx
      .insert(shopInventory)
      .values({
        organization_id: org,
        item_id: item!.id,
        purpose: s.purpose ?? 'rental',
        quantity: s.units ?? 1,
      })
      .returning({ id: shopInventory.id });
    return inv!.id;
  });
}

/** The body the spec's client sends: start-of-day and end-of-day UTC, daily_rate 0. */
const specBody = (inventoryId: number, first: string, last: string, extra = {}) => ({
  inventory_id: inventoryId,
  rental_start_date: `${first}T00:00:00.000Z`,
  rental_end_date: `${last}T23:59:59.999Z`,
  daily_rate: 0,
  total_amount: 1,
  special_requests: null,
  notes: null,
  ...extra,
});

async function rent(who: Agent, inventoryId: number, first: string, last: string, extra = {}) {
  const res = await who.post(R, specBody(inventoryId, first, last, extra));
  expect(res.statusCode).toBe(201);
  return res.json() as Rental;
}

type Rental = {
  id: number;
  user_id: number;
  status: string;
  rental_start_date: string;
  rental_end_date: string;
  days: number;
  daily_rate: number;
  total_amount: number;
  damage_fee: number;
  damage_assessment: string | null;
  paid_amount: number;
  refunded_amount: number;
  amount_due: number;
  cancel_reason: string | null;
  confirmed_by: number | null;
  picked_up_by: number | null;
  returned_by: number | null;
  cancelled_by: number | null;
  item_name: string;
  user_name: string | null;
  user_email: string | null;
};

const ledger = (rentalId: number) =>
  app.withOrg(orgId, async (tx) =>
    rowsOf<{ kind: string; amount: number; notes: string | null; created_by: number }>(
      await tx.execute(sql`SELECT kind, amount, notes, created_by FROM shop_transactions
        WHERE rental_id = ${rentalId} ORDER BY id`),
    ),
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  admin = await signIn(app);
  const me = (await admin.get('/api/user/current')).json();
  orgId = me.organization_id;
  adminId = me.id;
  members = await createMembers(app, orgId, 'renter', 2);
  member = await signInMember(app, members[0]!);
  other = await signInMember(app, members[1]!);
}, 60_000);
afterAll(() => t.close());

describe('the lifecycle', () => {
  test('request → confirm → pickup → return with a damage fee → payment → refund', async () => {
    const trolley = await seedStock(orgId, { name: 'Pull trolley', rentalPrice: 750 });
    const created = await rent(member, trolley, '2026-11-25', '2026-11-27', {
      special_requests: 'Left-handed',
      created_by: 999,
    });
    expect(created).toMatchObject({
      user_id: members[0]!.id,
      status: 'pending',
      rental_start_date: '2026-11-25T00:00:00.000Z',
      rental_end_date: '2026-11-27T23:59:59.999Z',
      days: 3,
      daily_rate: 750,
      total_amount: 2250, // the client's total is ignored
      amount_due: 2250,
      item_name: 'Pull trolley',
      user_name: members[0]!.name,
      user_email: members[0]!.email,
      special_requests: 'Left-handed',
      created_by: members[0]!.id,
    });
    const id = created.id;

    const confirmed = await admin.put(`${R}/${id}/confirm`, { confirmed_by: 4242 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', confirmed_by: adminId });

    const active = await admin.put(`${R}/${id}/pickup`, { picked_up_by: adminId });
    expect(active.json()).toMatchObject({ status: 'active', picked_up_by: adminId });

    const returned = await admin.put(`${R}/${id}/return`, {
      returned_by: adminId,
      damage_assessment: 'Wheel bent',
      damage_fee: 1500,
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({
      status: 'returned',
      returned_by: adminId,
      damage_assessment: 'Wheel bent',
      damage_fee: 1500,
      amount_due: 3750,
    });

    const tooMuch = await admin.post(`${R}/${id}/payment`, { payment_amount: 3751 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('At most 37.50 can be paid');

    const paid = await admin.post(`${R}/${id}/payment`, {
      payment_amount: 3750,
      processed_by: 1,
      payment_method: 'card',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paid_amount: 3750, amount_due: 0 });
    const again = await admin.post(`${R}/${id}/payment`, { payment_amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Rental #${id} is already paid`);

    const overRefund = await admin.post(`${R}/${id}/refund`, { refund_amount: 3751, reason: 'x' });
    expect(overRefund.statusCode).toBe(409);
    expect(overRefund.json().message).toBe('At most 37.50 can be refunded');
    const refund = await admin.post(`${R}/${id}/refund`, {
      refund_amount: 1500,
      processed_by: 1,
      reason: 'Damage waived',
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ paid_amount: 3750, refunded_amount: 1500 });
    const rest = await admin.post(`${R}/${id}/refund`, { refund_amount: 2251 });
    expect(rest.statusCode).toBe(409);
    expect(rest.json().message).toBe('At most 22.50 can be refunded');

    expect(await ledger(id)).toEqual([
      { kind: 'damage_fee', amount: 0, notes: 'Damage fee 15.00: Wheel bent', created_by: adminId },
      { kind: 'rental_payment', amount: 3750, notes: null, created_by: adminId },
      { kind: 'rental_refund', amount: -1500, notes: 'Damage waived', created_by: adminId },
    ]);

    const seen = await member.get(`${R}/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ status: 'returned', refunded_amount: 1500 });
  });

  test('cancel: the desk’s default reason; a member cancels their own pending rental', async () => {
    const bag = await seedStock(orgId, { name: 'Carry bag', units: 3 });
    const a = await rent(member, bag, '2026-11-26', '2026-11-26');
    const res = await admin.put(`${R}/${a.id}/cancel`, { cancelled_by: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Cancelled by staff',
      cancelled_by: adminId,
      amount_due: 0,
    });
    const twice = await admin.put(`${R}/${a.id}/cancel`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Cannot cancel a rental that is cancelled');
    const pay = await admin.post(`${R}/${a.id}/payment`, { payment_amount: 100 });
    expect(pay.statusCode).toBe(409);

    const b = await rent(member, bag, '2026-11-26', '2026-11-26');
    const own = await member.put(`${R}/${b.id}/cancel`, { reason: 'Rain' });
    expect(own.json()).toMatchObject({ status: 'cancelled', cancel_reason: 'Rain' });
    const c = await rent(member, bag, '2026-11-26', '2026-11-26');
    const noReason = await member.put(`${R}/${c.id}/cancel`, {});
    expect(noReason.json()).toMatchObject({ cancel_reason: 'Cancelled by member' });

    const d = await rent(member, bag, '2026-11-26', '2026-11-26');
    await admin.put(`${R}/${d.id}/confirm`, {});
    const confirmed = await member.put(`${R}/${d.id}/cancel`, {});
    expect(confirmed.statusCode).toBe(403);
    const byOther = await other.put(`${R}/${d.id}/cancel`, {});
    expect(byOther.statusCode).toBe(404);
  });

  test('invalid moves answer 409 and change nothing; PUT /status walks the allowed moves', async () => {
    const cart = await seedStock(orgId, { name: 'Push cart', units: 5 });
    const r = await rent(member, cart, '2026-11-25', '2026-11-25');
    const pickup = await admin.put(`${R}/${r.id}/pickup`, {});
    expect(pickup.statusCode).toBe(409);
    expect(pickup.json().message).toBe('Cannot pick up a rental that is pending');
    const ret = await admin.put(`${R}/${r.id}/return`, {});
    expect(ret.json().message).toBe('Cannot return a rental that is pending');
    const back = await admin.put(`${R}/status`, { rental_id: r.id, new_status: 'pending' });
    expect(back.statusCode).toBe(409);

    const move = (new_status: string, notes?: string) =>
      admin.put(`${R}/status`, { rental_id: r.id, new_status, changed_by: 77, notes });
    expect((await move('overdue')).json().message).toBe(
      'Cannot mark as overdue a rental that is pending',
    );
    expect((await move('confirmed')).json().status).toBe('confirmed');
    expect((await move('active')).json()).toMatchObject({
      status: 'active',
      picked_up_by: adminId,
    });
    expect((await move('overdue', 'Not back by 18:00')).json()).toMatchObject({
      status: 'overdue',
      notes: 'Not back by 18:00',
    });
    expect((await move('active', 'Called: back tomorrow')).json()).toMatchObject({
      status: 'active',
      notes: 'Not back by 18:00\nCalled: back tomorrow',
    });
    expect((await move('cancelled')).json().message).toBe('Cannot cancel a rental that is active');
    expect((await move('returned')).json()).toMatchObject({ status: 'returned', damage_fee: 0 });
    const missing = await admin.put(`${R}/status`, { rental_id: 999999, new_status: 'confirmed' });
    expect(missing.statusCode).toBe(404);
    const bad = await admin.put(`${R}/status`, { rental_id: r.id, new_status: 'lost' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('dates and prices', () => {
  let pool: number;
  beforeAll(async () => {
    pool = await seedStock(orgId, { name: 'Rangefinder', units: 50, rentalPrice: 500 });
  });

  test('stored as the start of the first day and the end of the last, in UTC', async () => {
    const plain = await rent(member, pool, '2026-12-01', '2026-12-02');
    expect(plain).toMatchObject({
      rental_start_date: '2026-12-01T00:00:00.000Z',
      rental_end_date: '2026-12-02T23:59:59.999Z',
      days: 2,
    });
    const res = await member.post(R, {
      inventory_id: pool,
      rental_start_date: '2026-12-03',
      rental_end_date: '2026-12-03T12:00:00+01:00',
    });
    expect(res.json()).toMatchObject({
      rental_start_date: '2026-12-03T00:00:00.000Z',
      rental_end_date: '2026-12-03T23:59:59.999Z',
      days: 1,
      total_amount: 500,
    });
  });

  test('bad ranges answer 400', async () => {
    const cases: [string, string, string][] = [
      ['2026-12-05', '2026-12-04', 'rental_end_date must be on or after rental_start_date'],
      ['2026-12-01', '2027-12-02', 'A rental covers at most 366 days'],
      ['2026-11-22', '2026-11-23', 'A rental cannot start in the past'],
      ['2029-01-01', '2029-01-01', 'A rental can start at most 2 years ahead'],
    ];
    for (const [first, last, message] of cases) {
      const res = await member.post(R, specBody(pool, first, last));
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const yesterday = await member.post(R, specBody(pool, '2026-11-23', '2026-11-24'));
    expect(yesterday.statusCode).toBe(201);
    const garbage = await member.post(R, { ...specBody(pool, 'x', 'y') });
    expect(garbage.statusCode).toBe(400);
    const notADay = await member.post(R, specBody(pool, '2026-02-30', '2026-03-01'));
    expect(notADay.statusCode).toBe(400);
  });

  test('what cannot be rented: sale stock, an inactive item, no rental price', async () => {
    const sale = await seedStock(orgId, { name: 'Balls', purpose: 'sale', units: 10 });
    const inactive = await seedStock(orgId, { name: 'Old trolley', isActive: false });
    const unpriced = await seedStock(orgId, { name: 'Display bag', rentalPrice: null });
    const a = await member.post(R, specBody(sale, '2026-12-01', '2026-12-01'));
    expect([a.statusCode, a.json().message]).toEqual([
      400,
      `inventory_id ${sale} is not equipment for rent`,
    ]);
    const b = await member.post(R, specBody(inactive, '2026-12-01', '2026-12-01'));
    expect([b.statusCode, b.json().message]).toEqual([409, 'Old trolley is no longer offered']);
    const c = await member.post(R, specBody(unpriced, '2026-12-01', '2026-12-01'));
    expect([c.statusCode, c.json().message]).toEqual([409, 'Display bag is not offered for rent']);
    const av = await member.get(
      `${R}/availability/${inactive}?start_date=2026-12-01&end_date=2026-12-01`,
    );
    expect(av.json()).toMatchObject({ available: false, days: [{ booked: 0, available: 1 }] });
    expect(
      (await member.get(`${R}/availability/${sale}?start_date=2026-12-01&end_date=2026-12-01`))
        .statusCode,
    ).toBe(404);
  });

  test('a member sees what can be rented: active, priced pools with a unit', async () => {
    const out = await seedStock(orgId, { name: 'Empty trolley rack', units: 0 });
    const pools = (await member.get(`${R}/pools`)).json() as {
      inventory_id: number;
      item_name: string;
    }[];
    expect(pools.find((p) => p.inventory_id === pool)).toMatchObject({
      item_name: 'Rangefinder',
      rental_price: 500,
      units: 50,
    });
    const names = pools.map((p) => p.item_name);
    for (const hidden of ['Old trolley', 'Display bag', 'Balls'])
      expect(names).not.toContain(hidden);
    expect(pools.map((p) => p.inventory_id)).not.toContain(out);
  });

  test('the desk may set a daily rate; a member may not', async () => {
    const res = await member.post(R, specBody(pool, '2026-12-01', '2026-12-01', { daily_rate: 1 }));
    expect(res.statusCode).toBe(403);
    const desk = await rent(admin, pool, '2026-12-01', '2026-12-04', {
      daily_rate: 300,
      user_id: members[1]!.id,
    });
    expect(desk).toMatchObject({ user_id: members[1]!.id, daily_rate: 300, total_amount: 1200 });
  });
});

describe('availability', () => {
  test('per-day counts, and `available` agrees with what create accepts', async () => {
    const buggy = await seedStock(orgId, { name: 'Buggy', units: 2, rentalPrice: 4000 });
    const a = await rent(member, buggy, '2026-12-10', '2026-12-11');
    await rent(other, buggy, '2026-12-11', '2026-12-12');
    const check = async (first: string, last: string) =>
      (await member.get(`${R}/availability/${buggy}?start_date=${first}&end_date=${last}`)).json();

    const week = await check('2026-12-09', '2026-12-13');
    expect(week).toMatchObject({
      inventory_id: buggy,
      item_name: 'Buggy',
      quantity: 2,
      daily_rate: 4000,
      available: false,
    });
    expect(week.days).toEqual([
      { date: '2026-12-09', booked: 0, available: 2 },
      { date: '2026-12-10', booked: 1, available: 1 },
      { date: '2026-12-11', booked: 2, available: 0 },
      { date: '2026-12-12', booked: 1, available: 1 },
      { date: '2026-12-13', booked: 0, available: 2 },
    ]);

    // Every range: the flag says what create then does.
    const ranges: [string, string][] = [
      ['2026-12-09', '2026-12-10'],
      ['2026-12-11', '2026-12-11'],
      ['2026-12-10', '2026-12-12'],
      ['2026-12-12', '2026-12-13'],
      ['2026-12-09', '2026-12-09'],
    ];
    for (const [first, last] of ranges) {
      const { available } = await check(first, last);
      const res = await admin.post(R, specBody(buggy, first, last));
      expect([first, last, res.statusCode]).toEqual([first, last, available ? 201 : 409]);
      if (res.statusCode === 201) await admin.put(`${R}/${res.json().id}/cancel`, {}); // put it back for the next range
    }
    const refused = await member.post(R, specBody(buggy, '2026-12-10', '2026-12-12'));
    expect(refused.json().message).toBe('Buggy is not available from 10 Dec to 12 Dec');
    const oneDay = await member.post(R, specBody(buggy, '2026-12-11', '2026-12-11'));
    expect(oneDay.json().message).toBe('Buggy is not available on 11 Dec');

    // A cancelled rental frees its unit; a returned one too.
    await admin.put(`${R}/${a.id}/cancel`, {});
    expect((await check('2026-12-11', '2026-12-11')).available).toBe(true);

    const bad = await member.get(
      `${R}/availability/${buggy}?start_date=2026-12-13&end_date=2026-12-09`,
    );
    expect(bad.statusCode).toBe(400);
    const long = await member.get(
      `${R}/availability/${buggy}?start_date=2026-01-01&end_date=2027-01-02`,
    );
    expect(long.statusCode).toBe(400);
    expect(
      (await member.get(`${R}/availability/999999?start_date=2026-12-01&end_date=2026-12-01`))
        .statusCode,
    ).toBe(404);
  });
});

describe('lists, permissions, flag, clubs', () => {
  test('the desk lists with filters, details and x-total-count; members see only their own', async () => {
    const set = await seedStock(orgId, { name: 'Half set', units: 10, rentalPrice: 1200 });
    const mine = await rent(member, set, '2027-01-05', '2027-01-06');
    const theirs = await rent(other, set, '2027-01-07', '2027-01-07');

    const list = await admin.get(`${R}?details=true&from=2027-01-05&to=2027-01-31&limit=1`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: theirs.id,
        item_name: 'Half set',
        user_email: members[1]!.email,
      }),
    ]);
    const plain = await admin.get(`${R}?user_id=${members[0]!.id}&from=2027-01-01`);
    expect(plain.json().map((r: Rental) => r.id)).toEqual([mine.id]);
    expect(plain.json()[0].item_name).toBeUndefined();
    const pending = await admin.get(`${R}?status=pending&from=2027-01-01&to=2027-01-06`);
    expect(pending.json().map((r: Rental) => r.id)).toEqual([mine.id]);
    expect((await admin.get(`${R}?limit=101`)).statusCode).toBe(400);
    expect((await admin.get(`${R}?status=lost`)).statusCode).toBe(400);

    const own = await member.get(`${R}/user/${members[0]!.id}?details=true`);
    expect(own.statusCode).toBe(200);
    expect(own.json().every((r: Rental) => r.user_id === members[0]!.id)).toBe(true);
    expect(own.json()[0].item_name).toBeDefined();
    expect((await member.get(`${R}/user/${members[1]!.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${R}/user/${members[1]!.id}`)).json().length).toBeGreaterThan(0);
    expect((await member.get(`${R}/${theirs.id}`)).statusCode).toBe(404);
    expect((await member.get(`${R}/${mine.id}`)).statusCode).toBe(200);

    expect((await member.get(R)).statusCode).toBe(403);
    expect((await member.get(`${R}/statistics`)).statusCode).toBe(403);
    expect((await member.put(`${R}/${mine.id}/confirm`, {})).statusCode).toBe(403);
    expect((await member.post(`${R}/${mine.id}/payment`, { payment_amount: 1 })).statusCode).toBe(
      403,
    );
    const forOther = await member.post(
      R,
      specBody(set, '2027-01-05', '2027-01-05', { user_id: members[1]!.id }),
    );
    expect(forOther.statusCode).toBe(403);
    const forSelf = await member.post(
      R,
      specBody(set, '2027-01-05', '2027-01-05', { user_id: members[0]!.id }),
    );
    expect(forSelf.statusCode).toBe(201);
  });

  test('the flag off answers 403 "Equipment rentals are disabled"', async () => {
    await app.withOrg(orgId, (tx) =>
      writeFeatures(tx, orgId, { rental_management_enabled: false }),
    );
    try {
      for (const res of [
        await member.get(`${R}/user/${members[0]!.id}`),
        await admin.get(R),
        await admin.post(R, specBody(1, '2026-12-01', '2026-12-01')),
      ])
        expect([res.statusCode, res.json().message]).toEqual([
          403,
          'Equipment rentals are disabled',
        ]);
    } finally {
      await app.withOrg(orgId, (tx) =>
        writeFeatures(tx, orgId, { rental_management_enabled: true }),
      );
    }
  });

  test("another club's rentals and stock are invisible", async () => {
    const rivalOrg: number = (
      await admin.post('/api/settings/organizations', { name: 'Rival Links' })
    ).json().id;
    const [rivalStaff] = await createMembers(app, rivalOrg, 'rivaldesk', 1, ['staff']);
    const rival = await signInMember(app, rivalStaff!);
    const theirStock = await seedStock(rivalOrg, { name: 'Rival trolley' });
    const theirs = await rent(rival, theirStock, '2026-12-01', '2026-12-01');
    const ours = await rent(
      member,
      await seedStock(orgId, { name: 'Our trolley' }),
      '2026-12-01',
      '2026-12-01',
    );

    expect((await admin.get(`${R}/${theirs.id}`)).statusCode).toBe(404);
    expect((await admin.put(`${R}/${theirs.id}/confirm`, {})).statusCode).toBe(404);
    expect((await admin.post(`${R}/${theirs.id}/payment`, { payment_amount: 1 })).statusCode).toBe(
      404,
    );
    expect(
      (await admin.get(`${R}/availability/${theirStock}?start_date=2026-12-01&end_date=2026-12-01`))
        .statusCode,
    ).toBe(404);
    const ourList = (await admin.get(`${R}?limit=100`)).json() as Rental[];
    expect(ourList.some((r) => r.id === theirs.id)).toBe(false);
    expect((await rival.get(`${R}/${ours.id}`)).statusCode).toBe(404);
    const stolen = await admin.post(R, specBody(theirStock, '2026-12-02', '2026-12-02'));
    expect(stolen.statusCode).toBe(400);
    const rivalList = (await rival.get(`${R}?limit=100`)).json() as Rental[];
    expect(rivalList.map((r) => r.id)).toEqual([theirs.id]);
  });
});

describe('statistics', () => {
  test('counts by status, money and the desk’s day', async () => {
    const org = (await admin.post('/api/settings/organizations', { name: 'Stats Club' })).json()
      .id as number;
    const [desk, m] = await createMembers(app, org, 'statsdesk', 2, ['staff']);
    const staff = await signInMember(app, desk!);
    const stock = await seedStock(org, { name: 'Trolley', units: 10, rentalPrice: 1000 });
    const body = (first: string, last: string) => specBody(stock, first, last, { user_id: m!.id });
    const make = async (first: string, last: string) =>
      (await staff.post(R, body(first, last))).json().id as number;

    const today1 = await make('2026-11-24', '2026-11-24'); // pending, starts today
    const today2 = await make('2026-11-24', '2026-11-26'); // confirmed, starts today
    await staff.put(`${R}/${today2}/confirm`, {});
    const out = await make('2026-11-23', '2026-11-24'); // active, back today
    await staff.put(`${R}/${out}/confirm`, {});
    await staff.put(`${R}/${out}/pickup`, {});
    const late = await make('2026-11-23', '2026-11-23'); // active past its day: overdue
    await staff.put(`${R}/${late}/confirm`, {});
    await staff.put(`${R}/${late}/pickup`, {});
    const done = await make('2026-11-25', '2026-11-25'); // returned with a fee, paid, part refunded
    await staff.put(`${R}/${done}/confirm`, {});
    await staff.put(`${R}/${done}/pickup`, {});
    await staff.put(`${R}/${done}/return`, { damage_fee: 500 });
    await staff.post(`${R}/${done}/payment`, { payment_amount: 1500 });
    await staff.post(`${R}/${done}/refund`, { refund_amount: 200 });
    const gone = await make('2026-11-26', '2026-11-26');
    await staff.put(`${R}/${gone}/cancel`, {});
    await make('2027-02-01', '2027-02-01'); // outside the range

    const res = await staff.get(`${R}/statistics?start_date=2026-11-01&end_date=2026-11-30`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      total: 6,
      by_status: { pending: 1, confirmed: 1, active: 2, overdue: 0, returned: 1, cancelled: 1 },
      revenue: 1500,
      damage_fees: 500,
      refunds: 200,
      net_revenue: 1300,
      active_now: 2,
      overdue: 1,
      pickups_today: 2,
      returns_today: 1,
    });
    void today1;
    const marked = await staff.put(`${R}/status`, { rental_id: late, new_status: 'overdue' });
    expect(marked.statusCode).toBe(200);
    const after = (
      await staff.get(`${R}/statistics?start_date=2026-11-01&end_date=2026-11-30`)
    ).json();
    expect(after.by_status).toMatchObject({ active: 1, overdue: 1 });
    expect(after.overdue).toBe(1);
    const dflt = (await staff.get(`${R}/statistics`)).json();
    expect([dflt.start_date, dflt.end_date]).toEqual(['2026-10-26', '2026-11-24']);
    expect(
      (await staff.get(`${R}/statistics?start_date=2026-01-01&end_date=2027-06-01`)).statusCode,
    ).toBe(400);
  });
});
