/**
 * House rentals (docs/property.md, "House rentals"): listings, periods, free nights, bookings that
 * never overlap, their status and money through the ledger, households booking in their name,
 * images, feedback, the club's flag and the wall between clubs. Runs on PGlite and PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { writeFeatures } from '../src/modules/settings';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, signInMember, type Member } from './tee-sheet-fixtures';

// Monday 1 June 2026, 10:00 in London: today is 2026-06-01 on the club's calendar.
const NOW = new Date('2026-06-01T10:00:00Z');
const H = '/api/settings/house-rentals';

let t: TestApp;
let app: FastifyInstance;
let orgId: number;
let admin: Agent;
let people: Member[];
/** Two members with no household. */
let ann: Agent;
let bob: Agent;
/** A household: its tenant, a sub-tenant allowed to book and see bookings, one allowed nothing. */
let tenant: Agent;
let helper: Agent;
let lodger: Agent;
let householdId: number;
let seaview: number;
let pine: number;

type Booking = {
  id: number;
  user_id: number | null;
  tenant_id: number | null;
  house_name: string;
  listing_title: string;
  guest_name: string | null;
  guest_email: string | null;
  check_in: string;
  check_out: string;
  nights: number;
  status: string;
  nightly_rate: number;
  cleaning_fee: number;
  total_amount: number;
  amount_paid: number;
  amount_credited: number;
  amount_due: number;
  payment_status: string;
  has_feedback: boolean;
};

const exec = <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  app.withOrg(orgId, async (tx) => rowsOf<T>(await tx.execute(q)));
const one = async (q: ReturnType<typeof sql>) => (await exec<{ id: number }>(q))[0]!.id;

/** The ledger rows of a booking, oldest first. */
const ledgerOf = (bookingId: number) =>
  exec<{ entry: string; amount: number; method: string | null; tenant_id: number | null }>(
    sql`SELECT entry, amount, method, tenant_id FROM property_ledger
         WHERE source = 'house_booking' AND source_id = ${bookingId} ORDER BY id`,
  );

let houseNo = 0;
/** A house (with its type) of the club; answers its id. */
async function seedHouse(name: string, tenantId: number | null = null): Promise<number> {
  const type = await one(
    sql`INSERT INTO house_types (organization_id, name, bedrooms, bathrooms, max_guests)
        VALUES (${orgId}, ${`Type ${++houseNo}`}, 3, 2, 6) RETURNING id`,
  );
  return one(sql`INSERT INTO houses (organization_id, name, address, house_type_id, tenant_id)
    VALUES (${orgId}, ${name}, '1 Shore Road', ${type}, ${tenantId}) RETURNING id`);
}

type Listing = { id: number; title: string; is_active: boolean; house_name: string };

async function listing(houseId: number, extra: Record<string, unknown> = {}): Promise<Listing> {
  const res = await admin.post(H, {
    house_id: houseId,
    title: `Listing ${houseId}`,
    max_guests: 4,
    cleaning_fee: 5000,
    ...extra,
  });
  expect(res.statusCode === 201 ? 201 : res.body).toBe(201);
  return res.json();
}

async function period(listingId: number, extra: Record<string, unknown> = {}) {
  const res = await admin.post(`${H}/periods`, {
    house_rental_id: listingId,
    name: 'Summer',
    start_date: '2026-06-01',
    end_date: '2026-08-31',
    nightly_rate: 20000,
    min_nights: 2,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

const stay = (listingId: number, checkIn: string, checkOut: string, extra = {}) => ({
  house_rental_id: listingId,
  check_in: checkIn,
  check_out: checkOut,
  guests: 2,
  ...extra,
});

async function book(who: Agent, body: Record<string, unknown>): Promise<Booking> {
  const res = await who.post(`${H}/bookings`, body);
  expect(res.statusCode === 201 ? 201 : res.body).toBe(201);
  return res.json();
}

const status = (who: Agent, id: number, to: string) =>
  who.put(`${H}/bookings/${id}/status`, { status: to });

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  people = [
    ...(await createMembers(app, orgId, 'guest', 2)),
    ...(await createMembers(app, orgId, 'resident', 1, ['tenant'])),
    ...(await createMembers(app, orgId, 'family', 2, ['sub_tenant'])),
  ];
  [ann, bob, tenant, helper, lodger] = (await Promise.all(
    people.map((m) => signInMember(app, m)),
  )) as [Agent, Agent, Agent, Agent, Agent];
  householdId = await one(sql`INSERT INTO tenants (organization_id, user_id, name)
    VALUES (${orgId}, ${people[2]!.id}, 'The Residents') RETURNING id`);
  await exec(sql`UPDATE users SET tenant_id = ${householdId}
    WHERE id IN (${people[2]!.id}, ${people[3]!.id}, ${people[4]!.id})`);
  await exec(sql`INSERT INTO sub_tenants (organization_id, tenant_id, user_id, permissions) VALUES
    (${orgId}, ${householdId}, ${people[3]!.id}, '{"book_houses": true, "view_bookings": true}'),
    (${orgId}, ${householdId}, ${people[4]!.id}, '{}')`);
  seaview = await seedHouse('Seaview Cottage', householdId);
  pine = await seedHouse('Pine Lodge');
}, 60_000);
afterAll(() => t.close());

describe('listings', () => {
  test('the office creates, changes and deletes a listing; members see active ones only', async () => {
    const house = await seedHouse('Birch Cabin');
    const created = await listing(house, { title: 'Birch Cabin by the lake' });
    expect(created).toMatchObject({
      house_name: 'Birch Cabin',
      house_type_name: expect.stringMatching(/^Type /),
      min_nights: 1,
      check_in_time: '15:00',
      check_out_time: '11:00',
      cleaning_fee: 5000,
      is_active: true,
      primary_image_file_id: null,
      nightly_rate_from: null,
      feedback_average: null,
      feedback_count: 0,
    });

    const again = await admin.post(H, { house_id: house, title: 'Twice', max_guests: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Birch Cabin already has a listing');
    expect(
      (await admin.post(H, { house_id: 999_999, title: 'Nowhere', max_guests: 2 })).statusCode,
    ).toBe(404);
    const bad = await admin.put(`${H}/${created.id}`, { max_guests: 0 });
    expect(bad.statusCode).toBe(400);
    expect((await admin.get(`${H}/${created.id}`)).json().max_guests).toBe(4);

    const hidden = await admin.put(`${H}/${created.id}`, {
      is_active: false,
      check_in_time: '16:30',
    });
    expect(hidden.json()).toMatchObject({ is_active: false, check_in_time: '16:30' });
    expect((await ann.get(`${H}/${created.id}`)).statusCode).toBe(404);
    expect((await ann.get(H)).json().map((l: Listing) => l.id)).not.toContain(created.id);
    expect((await admin.get(H)).json().map((l: Listing) => l.id)).toContain(created.id);
    expect((await admin.get(`${H}?active=true`)).json().map((l: Listing) => l.id)).not.toContain(
      created.id,
    );
    // A member cannot write.
    expect((await ann.post(H, { house_id: pine, title: 'Mine', max_guests: 2 })).statusCode).toBe(
      403,
    );

    expect((await admin.delete(`${H}/${created.id}`)).statusCode).toBe(204);
    expect((await admin.get(`${H}/${created.id}`)).statusCode).toBe(404);
  });

  test('periods of a listing never overlap, and end on or after they start', async () => {
    const l = await listing(await seedHouse('Periods House'));
    const summer = await period(l.id);
    const clash = await admin.post(`${H}/periods`, {
      house_rental_id: l.id,
      name: 'Late summer',
      start_date: '2026-08-31',
      end_date: '2026-09-30',
      nightly_rate: 15000,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`Those dates overlap another period of ${l.title}`);
    await period(l.id, { name: 'Autumn', start_date: '2026-09-01', end_date: '2026-10-31' });
    const backwards = await admin.put(`${H}/periods/${summer.id}`, { end_date: '2026-05-01' });
    expect(backwards.statusCode).toBe(400);
    const moved = await admin.put(`${H}/periods/${summer.id}`, { nightly_rate: 22000 });
    expect(moved.json()).toMatchObject({ name: 'Summer', nightly_rate: 22000 });
    const details = (await ann.get(`${H}/${l.id}/details`)).json();
    expect(details.periods.map((p: { name: string }) => p.name)).toEqual(['Summer', 'Autumn']);
    expect(details).toMatchObject({ nightly_rate_from: 20000, nightly_rate_to: 22000 });
  });
});

describe('bookings never overlap', () => {
  let l: Listing;
  let summer: { id: number };
  beforeAll(async () => {
    l = await listing(seaview, { title: 'Seaview by the sea', max_guests: 4 });
    summer = await period(l.id);
  });

  const free = async (start: string, end: string) =>
    (
      await ann.get(
        `${H}/${l.id}/periods/${summer.id}/available-dates?start_date=${start}&end_date=${end}`,
      )
    ).json() as {
      available_dates: string[];
      booked_dates: string[];
      nightly_rate: number;
      min_nights: number;
    };

  test('a stay is charged when booked; an overlap is refused; touching stays are fine; cancelling frees the nights', async () => {
    const first = await book(ann, stay(l.id, '2026-06-10', '2026-06-13'));
    expect(first).toMatchObject({
      user_id: people[0]!.id,
      guest_name: people[0]!.name,
      house_name: 'Seaview Cottage',
      listing_title: 'Seaview by the sea',
      nights: 3,
      status: 'pending',
      nightly_rate: 20000,
      cleaning_fee: 5000,
      total_amount: 65000,
      amount_paid: 0,
      amount_due: 65000,
      payment_status: 'unpaid',
    });
    expect(await ledgerOf(first.id)).toEqual([
      { entry: 'charge', amount: 65000, method: null, tenant_id: null },
    ]);
    // The house earned it: the owner household's rentals view counts rows by house.
    expect(
      await exec(sql`SELECT house_id FROM property_ledger
        WHERE source = 'house_booking' AND source_id = ${first.id}`),
    ).toEqual([{ house_id: seaview }]);

    const overlap = await bob.post(`${H}/bookings`, stay(l.id, '2026-06-12', '2026-06-14'));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(
      'Seaview Cottage is already booked for some of those nights',
    );
    const inside = await bob.post(`${H}/bookings`, stay(l.id, '2026-06-08', '2026-06-16'));
    expect(inside.statusCode).toBe(409);

    const touching = await book(bob, stay(l.id, '2026-06-13', '2026-06-15'));
    expect(touching.check_in).toBe('2026-06-13');
    const before = await book(bob, stay(l.id, '2026-06-08', '2026-06-10'));

    expect(await free('2026-06-07', '2026-06-16')).toMatchObject({
      nightly_rate: 20000,
      min_nights: 2,
      available_dates: ['2026-06-07', '2026-06-15', '2026-06-16'],
      booked_dates: [
        '2026-06-08',
        '2026-06-09',
        '2026-06-10',
        '2026-06-11',
        '2026-06-12',
        '2026-06-13',
        '2026-06-14',
      ],
    });

    // Cancelling frees the nights, and what the free nights show can be booked.
    expect((await status(ann, first.id, 'cancelled')).statusCode).toBe(200);
    expect((await free('2026-06-10', '2026-06-12')).available_dates).toEqual([
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
    ]);
    const again = await book(bob, stay(l.id, '2026-06-10', '2026-06-13'));
    expect(again.nights).toBe(3);
    expect((await free('2026-06-10', '2026-06-12')).available_dates).toEqual([]);
    // Only the period's nights are answered.
    expect((await free('2026-05-25', '2026-06-02')).available_dates).toEqual([
      '2026-06-01',
      '2026-06-02',
    ]);
    for (const id of [touching.id, before.id, again.id])
      expect((await status(admin, id, 'cancelled')).statusCode).toBe(200);
  });

  test('the rules of a stay: after check-in, in one period, long enough, not too many guests, not in the past', async () => {
    const expect400 = async (body: Record<string, unknown>, message: string | RegExp) => {
      const res = await ann.post(`${H}/bookings`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    };
    await expect400(stay(l.id, '2026-06-20', '2026-06-20'), /check_out must be after check_in/);
    await expect400(
      stay(l.id, '2026-06-20', '2026-06-21'),
      'A stay at Seaview by the sea in Summer is at least 2 nights',
    );
    await expect400(
      stay(l.id, '2026-06-20', '2026-06-22', { guests: 5 }),
      'Seaview by the sea sleeps at most 4 guests',
    );
    await expect400(
      stay(l.id, '2026-08-30', '2026-09-02'),
      'Every night of the stay must fall within Summer (1 Jun 2026 – 31 Aug 2026)',
    );
    await expect400(
      stay(l.id, '2026-12-01', '2026-12-03'),
      'Seaview by the sea has no rental period with the night of 1 Dec 2026',
    );
    await expect400(stay(l.id, '2026-05-20', '2026-06-03'), 'check_in cannot be in the past');
    const wide = await ann.get(
      `${H}/${l.id}/periods/${summer.id}/available-dates?start_date=2026-01-01&end_date=2027-01-02`,
    );
    expect(wide.statusCode).toBe(400);
    // The last night of the period can be booked: check-out is the morning after it.
    const last = await book(ann, stay(l.id, '2026-08-29', '2026-09-01'));
    expect((await status(ann, last.id, 'cancelled')).statusCode).toBe(200);
    // Nothing of what was refused holds a night.
    expect((await free('2026-06-20', '2026-06-22')).booked_dates).toEqual([]);
  });

  test('the status machine moves on and refuses with words', async () => {
    const b = await book(ann, stay(l.id, '2026-06-01', '2026-06-03'));
    const early = await status(admin, b.id, 'checked_in');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A pending booking cannot be checked in');
    expect((await status(ann, b.id, 'confirmed')).statusCode).toBe(403);
    expect((await status(admin, b.id, 'confirmed')).json()).toMatchObject({
      status: 'confirmed',
      confirmed_at: expect.any(String),
    });
    expect((await status(admin, b.id, 'confirmed')).json().message).toBe(
      'The booking is already confirmed',
    );
    expect((await status(admin, b.id, 'checked_in')).json().status).toBe('checked_in');
    const cancelCheckedIn = await status(ann, b.id, 'cancelled');
    expect(cancelCheckedIn.statusCode).toBe(409);
    expect(cancelCheckedIn.json().message).toBe('A checked-in booking cannot be cancelled');
    expect((await status(admin, b.id, 'completed')).json().status).toBe('completed');
    const late = await status(admin, b.id, 'cancelled');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A completed booking cannot be cancelled');

    const future = await book(ann, stay(l.id, '2026-07-01', '2026-07-03'));
    await status(admin, future.id, 'confirmed');
    const tooSoon = await status(admin, future.id, 'checked_in');
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe('This stay cannot be checked in before 1 Jul 2026');
    // Another member cannot even see it; the guest may cancel a confirmed stay.
    expect((await status(bob, future.id, 'cancelled')).statusCode).toBe(404);
    expect((await status(ann, future.id, 'cancelled')).json().status).toBe('cancelled');
  });

  test('payments are recorded against what is due and never past it; cancelling credits the rest', async () => {
    const b = await book(bob, stay(l.id, '2026-07-10', '2026-07-12'));
    expect(b.total_amount).toBe(45000);
    const pay = (amount: number, method = 'card', who = admin) =>
      who.put(`${H}/bookings/${b.id}/payment`, { amount, method });
    expect((await pay(1000, 'card', bob)).statusCode).toBe(403);
    expect((await pay(10000)).json()).toMatchObject({
      amount_paid: 10000,
      amount_due: 35000,
      payment_status: 'partial',
    });
    const over = await pay(35001);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Only 350.00 is outstanding');
    expect((await bob.get(`${H}/bookings/user/${people[1]!.id}`)).json()[0]).toMatchObject({
      id: b.id,
      amount_due: 35000,
    });
    expect((await pay(5000, 'bank_transfer')).json().amount_due).toBe(30000);
    expect((await status(bob, b.id, 'cancelled')).json()).toMatchObject({
      status: 'cancelled',
      total_amount: 45000,
      amount_paid: 15000,
      amount_credited: 30000,
      amount_due: 0,
    });
    expect(await ledgerOf(b.id)).toEqual([
      { entry: 'charge', amount: 45000, method: null, tenant_id: null },
      { entry: 'payment', amount: 10000, method: 'card', tenant_id: null },
      { entry: 'payment', amount: 5000, method: 'bank_transfer', tenant_id: null },
      { entry: 'credit', amount: 30000, method: null, tenant_id: null },
    ]);
    const afterCancel = await pay(100);
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json().message).toBe('A cancelled booking takes no payments');

    const full = await book(bob, stay(l.id, '2026-07-20', '2026-07-22'));
    const paid = await admin.put(`${H}/bookings/${full.id}/payment`, {
      amount: 45000,
      method: 'cash',
    });
    expect(paid.json()).toMatchObject({ amount_due: 0, payment_status: 'paid' });
    const nothing = await admin.put(`${H}/bookings/${full.id}/payment`, {
      amount: 1,
      method: 'cash',
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe('Nothing is outstanding');
    await status(admin, full.id, 'cancelled');
  });

  test("a member sees only their own bookings: another's answers 404", async () => {
    const mine = await book(ann, stay(l.id, '2026-07-25', '2026-07-27'));
    expect((await bob.get(`${H}/feedback/booking/${mine.id}`)).statusCode).toBe(404);
    expect((await bob.get(`${H}/bookings/user/${people[0]!.id}`)).statusCode).toBe(404);
    expect((await bob.get(`${H}/${l.id}/bookings`)).statusCode).toBe(403);
    const own = (await ann.get(`${H}/bookings/user/${people[0]!.id}`)).json() as Booking[];
    expect(own.map((b) => b.id)).toContain(mine.id);
    expect(own.every((b) => b.user_id === people[0]!.id)).toBe(true);
    const office = (await admin.get(`${H}/${l.id}/bookings?status=pending`)).json() as Booking[];
    expect(office.map((b) => b.id)).toContain(mine.id);
    expect(office.every((b) => b.status === 'pending')).toBe(true);
    const july = (await admin.get(`${H}/${l.id}/bookings?from=2026-07-26&to=2026-07-31`)).json();
    expect(july.map((b: Booking) => b.id)).toContain(mine.id);
    const june = (await admin.get(`${H}/${l.id}/bookings?from=2026-06-01&to=2026-06-30`)).json();
    expect(june.map((b: Booking) => b.id)).not.toContain(mine.id);
    expect((await admin.get(`${H}/bookings/user/${people[0]!.id}`)).json().length).toBe(own.length);
    await status(ann, mine.id, 'cancelled');
  });

  test('a listing with bookings cannot be deleted or change its house', async () => {
    const del = await admin.delete(`${H}/${l.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      'Seaview by the sea has bookings and cannot be deleted; deactivate it instead',
    );
    const move = await admin.put(`${H}/${l.id}`, { house_id: await seedHouse('Elsewhere') });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe('Seaview by the sea has bookings, so its house cannot change');
    expect((await admin.get(`${H}/${l.id}`)).json().house_name).toBe('Seaview Cottage');
  });

  test('a period cannot shrink past its bookings', async () => {
    const b = await book(ann, stay(l.id, '2026-08-20', '2026-08-23'));
    const shrink = await admin.put(`${H}/periods/${summer.id}`, { end_date: '2026-08-21' });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().message).toBe('Bookings of Summer fall outside the new dates');
    await status(ann, b.id, 'cancelled');
  });
});

describe('households', () => {
  let l: Listing;
  beforeAll(async () => {
    l = await listing(pine, { title: 'Pine Lodge weekends' });
    await period(l.id, { min_nights: 1 });
  });

  test("a sub-tenant allowed to book books in the household's name; one not allowed gets 403; an outsider 404", async () => {
    const b = await book(
      helper,
      stay(l.id, '2026-06-05', '2026-06-07', { tenant_id: householdId }),
    );
    expect(b).toMatchObject({ user_id: people[3]!.id, tenant_id: householdId });
    expect((await ledgerOf(b.id))[0]).toMatchObject({ entry: 'charge', tenant_id: householdId });

    const refused = await lodger.post(
      `${H}/bookings`,
      stay(l.id, '2026-06-10', '2026-06-11', { tenant_id: householdId }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your household has not allowed you to book house stays');
    const outsider = await ann.post(
      `${H}/bookings`,
      stay(l.id, '2026-06-10', '2026-06-11', { tenant_id: householdId }),
    );
    expect(outsider.statusCode).toBe(404);
    // A member cannot book for someone else; the office can.
    const forOther = await ann.post(
      `${H}/bookings`,
      stay(l.id, '2026-06-12', '2026-06-13', { user_id: people[1]!.id }),
    );
    expect(forOther.statusCode).toBe(403);
    const byOffice = await book(
      admin,
      stay(l.id, '2026-06-12', '2026-06-13', { user_id: people[1]!.id }),
    );
    expect(byOffice).toMatchObject({ user_id: people[1]!.id, guest_name: people[1]!.name });

    // The household's bookings: the tenant and the helper see them; the lodger may not; others 404.
    const ofTenant = (await tenant.get(`${H}/bookings/tenant/${householdId}`)).json() as Booking[];
    expect(ofTenant.map((x) => x.id)).toEqual([b.id]);
    expect((await helper.get(`${H}/bookings/tenant/${householdId}`)).json()).toHaveLength(1);
    expect((await lodger.get(`${H}/bookings/tenant/${householdId}`)).statusCode).toBe(403);
    expect((await ann.get(`${H}/bookings/tenant/${householdId}`)).statusCode).toBe(404);
    // The tenant sees the helper's booking made in the household's name, not the lodger.
    expect((await tenant.get(`${H}/feedback/booking/${b.id}`)).statusCode).toBe(200);
    expect((await lodger.get(`${H}/feedback/booking/${b.id}`)).statusCode).toBe(404);
    // The tenant may not cancel the helper's stay (only its guest or the office).
    expect((await status(tenant, b.id, 'cancelled')).statusCode).toBe(403);
    await status(helper, b.id, 'cancelled');
    await status(admin, byOffice.id, 'cancelled');
  });

  test("the property owner sees the stays in its house, without other guests' e-mail", async () => {
    const seaviewListing = ((await admin.get(H)).json() as (Listing & { house_id: number })[]).find(
      (x) => x.house_id === seaview,
    )!;
    const b = await book(ann, stay(seaviewListing.id, '2026-08-01', '2026-08-04'));
    const owner = (
      await tenant.get(`${H}/bookings/property-owner/${householdId}`)
    ).json() as Booking[];
    const seen = owner.find((x) => x.id === b.id)!;
    expect(seen).toMatchObject({ guest_name: people[0]!.name, guest_email: null });
    expect(owner.every((x) => x.house_name === 'Seaview Cottage')).toBe(true);
    const office = (
      await admin.get(`${H}/bookings/property-owner/${householdId}`)
    ).json() as Booking[];
    expect(office.find((x) => x.id === b.id)!.guest_email).toBe(people[0]!.email);
    expect((await lodger.get(`${H}/bookings/property-owner/${householdId}`)).statusCode).toBe(403);
    expect((await bob.get(`${H}/bookings/property-owner/${householdId}`)).statusCode).toBe(404);
    expect((await admin.get(`${H}/bookings/property-owner/999999`)).statusCode).toBe(404);
    await status(ann, b.id, 'cancelled');
  });
});

describe('feedback', () => {
  test('once the stay has begun, by its guest, once; the office responds', async () => {
    const l = await listing(await seedHouse('Feedback Farm'), { title: 'Feedback Farm' });
    await period(l.id, { min_nights: 1 });
    const b = await book(ann, stay(l.id, '2026-06-01', '2026-06-02'));
    const early = await ann.post(`${H}/feedback`, { booking_id: b.id, rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Feedback can be given once the stay has begun');
    await status(admin, b.id, 'confirmed');
    await status(admin, b.id, 'checked_in');
    expect((await bob.post(`${H}/feedback`, { booking_id: b.id, rating: 1 })).statusCode).toBe(404);
    expect((await ann.post(`${H}/feedback`, { booking_id: b.id, rating: 6 })).statusCode).toBe(400);
    const given = await ann.post(`${H}/feedback`, {
      booking_id: b.id,
      rating: 4,
      comment: 'Lovely',
    });
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({
      rating: 4,
      comment: 'Lovely',
      guest_name: people[0]!.name,
    });
    const twice = await ann.post(`${H}/feedback`, { booking_id: b.id, rating: 5 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Feedback on this stay was already given');

    const id = given.json().id as number;
    expect((await ann.put(`${H}/feedback/${id}`, { response: 'Thanks!' })).statusCode).toBe(403);
    expect((await admin.put(`${H}/feedback/${id}`, { rating: 1 })).statusCode).toBe(403);
    expect((await ann.put(`${H}/feedback/${id}`, { rating: 3 })).json().rating).toBe(3);
    const answered = await admin.put(`${H}/feedback/${id}`, { response: 'Thank you for staying' });
    expect(answered.json()).toMatchObject({
      response: 'Thank you for staying',
      responded_at: expect.any(String),
    });
    expect((await ann.get(`${H}/feedback/booking/${b.id}`)).json()).toMatchObject({
      id,
      rating: 3,
      response: 'Thank you for staying',
    });
    const other = await book(bob, stay(l.id, '2026-06-10', '2026-06-11'));
    expect((await bob.get(`${H}/feedback/booking/${other.id}`)).json()).toBeNull();

    const details = (await ann.get(`${H}/${l.id}/details`)).json();
    expect(details).toMatchObject({ feedback_average: 3, feedback_count: 1 });
    expect(details.feedback).toHaveLength(1);
    expect((await ann.get(`${H}/bookings/user/${people[0]!.id}`)).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: b.id, has_feedback: true })]),
    );
  });
});

describe('images', () => {
  const file = (name: string, mime: string) =>
    one(sql`INSERT INTO files (organization_id, category, original_name, storage_key, mime_type, size, sha256)
      VALUES (${orgId}, 'images', ${name}, ${`house-${name}`}, ${mime}, 1, 'x') RETURNING id`);

  test('images of the club only; the first is primary; set-primary moves it; deleting the primary promotes the next', async () => {
    const l = await listing(await seedHouse('Gallery House'));
    const front = await file('front.png', 'image/png');
    const garden = await file('garden.jpg', 'image/jpeg');
    const deed = await file('deed.pdf', 'application/pdf');

    const pdf = await admin.post(`${H}/${l.id}/images`, { file_id: deed });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('file_id must be an image file (this one is application/pdf)');
    expect((await admin.post(`${H}/${l.id}/images`, { file_id: 999_999 })).statusCode).toBe(404);
    expect((await ann.post(`${H}/${l.id}/images`, { file_id: front })).statusCode).toBe(403);

    const first = await admin.post(`${H}/${l.id}/images`, { file_id: front, caption: 'Front' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      is_primary: true,
      caption: 'Front',
      url: expect.any(String),
    });
    const second = (
      await admin.post(`${H}/${l.id}/images`, { file_id: garden, sort_order: 2 })
    ).json();
    expect(second.is_primary).toBe(false);
    expect((await admin.post(`${H}/${l.id}/images`, { file_id: garden })).statusCode).toBe(409);

    const moved = await admin.put(`${H}/${l.id}/images/${second.id}/set-primary`);
    expect(moved.statusCode).toBe(200);
    expect(
      moved.json().map((i: { id: number; is_primary: boolean }) => [i.id, i.is_primary]),
    ).toEqual([
      [second.id, true],
      [first.json().id, false],
    ]);
    expect((await ann.get(`${H}/${l.id}`)).json().primary_image_file_id).toBe(garden);

    expect((await admin.delete(`${H}/images/${second.id}`)).statusCode).toBe(204);
    const left = (await ann.get(`${H}/${l.id}/images`)).json();
    expect(left).toEqual([expect.objectContaining({ id: first.json().id, is_primary: true })]);
    expect((await ann.get(`${H}/${l.id}/details`)).json().primary_image).toMatchObject({
      file_id: front,
    });
    expect((await admin.delete(`${H}/images/${second.id}`)).statusCode).toBe(404);
    const withDetails = (await ann.get(`${H}/with-details`)).json() as {
      id: number;
      images: unknown[];
    }[];
    expect(withDetails.find((x) => x.id === l.id)!.images).toHaveLength(1);
  });
});

describe('the flag and the wall', () => {
  test('every call answers 403 "House rentals are disabled" while the flag is off', async () => {
    await app.withOrg(orgId, (tx) =>
      writeFeatures(tx, orgId, { rental_management_enabled: false }),
    );
    try {
      for (const res of [
        await ann.get(H),
        await admin.get(`${H}/with-details`),
        await admin.post(H, { house_id: pine, title: 'x', max_guests: 1 }),
        await ann.get(`${H}/bookings/user/${people[0]!.id}`),
        await ann.post(`${H}/bookings`, stay(1, '2026-07-01', '2026-07-03')),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('House rentals are disabled');
      }
    } finally {
      await app.withOrg(orgId, (tx) =>
        writeFeatures(tx, orgId, { rental_management_enabled: true }),
      );
    }
  });

  test("another club's listings and bookings answer 404", async () => {
    const l = (await admin.get(H)).json()[0] as Listing;
    const b = (await admin.get(`${H}/bookings/user/${people[0]!.id}`)).json()[0] as Booking;
    expect(b).toBeDefined();
    const rivalOrg: number = (
      await admin.post('/api/settings/organizations', { name: 'Rival Houses' })
    ).json().id;
    const [rival] = await createMembers(app, rivalOrg, 'rivalstaff', 1, ['staff']);
    const them = await signInMember(app, rival!);
    expect((await them.get(`${H}/${l.id}`)).statusCode).toBe(404);
    expect((await them.get(H)).json()).toEqual([]);
    expect((await them.put(`${H}/${l.id}`, { title: 'Ours' })).statusCode).toBe(404);
    expect(
      (await them.put(`${H}/bookings/${b.id}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(404);
    expect((await them.get(`${H}/feedback/booking/${b.id}`)).statusCode).toBe(404);
    expect((await them.get(`${H}/bookings/tenant/${householdId}`)).statusCode).toBe(404);
    expect((await admin.get(`${H}/${l.id}`)).json().title).toBe(l.title);
  });
});
