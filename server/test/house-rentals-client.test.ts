// The house-rentals client against the real server: every one of its 24 calls reaches a route, and
// every answer matches the contract table (client-http checks it); the spec's failure text.
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { createHouseRentalsClient } from '../../shared-api/src/domains/house-rentals/client';
import { ApiError } from '../../shared-api/src/http/errors';
import { rowsOf } from '../src/db/client';
import { writeFeatures } from '../src/modules/settings';
import { httpOver } from './client-http';
import { createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, signInMember } from './tee-sheet-fixtures';

const NOW = new Date('2026-06-01T10:00:00Z');

let t: TestApp;
let app: FastifyInstance;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  orgId = (await (await signIn(app)).get('/api/user/current')).json().organization_id;
});
afterAll(() => t.close());

const one = (q: SQL) =>
  app.withOrg(orgId, async (tx) => rowsOf<{ id: number }>(await tx.execute(q))[0]!.id);

test('the office and a household run listings, periods, images, bookings, payments and feedback through the client', async () => {
  const [guest] = await createMembers(app, orgId, 'hrclient', 1, ['tenant']);
  const office = createHouseRentalsClient(httpOver(await signIn(app)));
  const mine = createHouseRentalsClient(httpOver(await signInMember(app, guest!)));
  const type = await one(sql`INSERT INTO house_types (organization_id, name)
    VALUES (${orgId}, 'Cottage') RETURNING id`);
  const household = await one(sql`INSERT INTO tenants (organization_id, user_id, name)
    VALUES (${orgId}, ${guest!.id}, 'Client household') RETURNING id`);
  const house = await one(sql`INSERT INTO houses (organization_id, name, house_type_id, tenant_id)
    VALUES (${orgId}, 'Client Cottage', ${type}, ${household}) RETURNING id`);
  const spare = await one(sql`INSERT INTO houses (organization_id, name, house_type_id)
    VALUES (${orgId}, 'Spare Cottage', ${type}) RETURNING id`);
  const photo =
    await one(sql`INSERT INTO files (organization_id, category, original_name, storage_key, mime_type, size, sha256)
    VALUES (${orgId}, 'images', 'c.png', 'client-c', 'image/png', 1, 'x') RETURNING id`);
  const photo2 =
    await one(sql`INSERT INTO files (organization_id, category, original_name, storage_key, mime_type, size, sha256)
    VALUES (${orgId}, 'images', 'd.png', 'client-d', 'image/png', 1, 'x') RETURNING id`);

  // Listings
  const listing = await office.create({ house_id: house, title: 'Client stay', max_guests: 4 });
  const gone = await office.create({ house_id: spare, title: 'Short-lived', max_guests: 2 });
  await office.remove(gone.id);
  expect((await office.update(listing.id, { cleaning_fee: 2500 })).cleaning_fee).toBe(2500);
  expect((await mine.list()).map((l) => l.id)).toEqual([listing.id]);
  expect((await mine.get(listing.id)).house_name).toBe('Client Cottage');

  // Periods and images
  const summer = await office.createPeriod({
    house_rental_id: listing.id,
    name: 'Summer',
    start_date: '2026-06-01',
    end_date: '2026-08-31',
    nightly_rate: 10000,
  });
  expect((await office.updatePeriod(summer.id, { min_nights: 2 })).min_nights).toBe(2);
  const first = await office.addImage(listing.id, { file_id: photo, caption: 'Front' });
  const second = await office.addImage(listing.id, { file_id: photo2 });
  expect((await office.setPrimaryImage(listing.id, second.id))[0]!.id).toBe(second.id);
  await office.removeImage(first.id);
  expect(await mine.images(listing.id)).toHaveLength(1);
  expect((await mine.details(listing.id)).primary_image?.file_id).toBe(photo2);
  expect((await mine.withDetails())[0]!.periods).toHaveLength(1);

  // Bookings and money
  const free = await mine.availableDates(listing.id, summer.id, {
    start_date: '2026-06-01',
    end_date: '2026-06-05',
  });
  expect(free.available_dates).toHaveLength(5);
  const b = await mine.book({
    house_rental_id: listing.id,
    check_in: '2026-06-01',
    check_out: '2026-06-03',
    guests: 2,
    tenant_id: household,
  });
  expect(b).toMatchObject({ total_amount: 22500, tenant_id: household });
  const paid = await office.recordPayment(b.id, { amount: 22500, method: 'card' });
  expect(paid.payment_status).toBe('paid');
  await office.setBookingStatus(b.id, { status: 'confirmed' });
  await office.setBookingStatus(b.id, { status: 'checked_in' });
  expect((await mine.bookingsOfUser(guest!.id)).map((x) => x.id)).toEqual([b.id]);
  expect((await mine.bookingsOfTenant(household)).map((x) => x.id)).toEqual([b.id]);
  expect((await mine.bookingsOfPropertyOwner(household)).map((x) => x.id)).toEqual([b.id]);
  expect(
    (await office.listingBookings(listing.id, { status: 'checked_in' })).map((x) => x.id),
  ).toEqual([b.id]);

  // Feedback
  expect(await mine.feedbackOfBooking(b.id)).toBeNull();
  const fb = await mine.createFeedback({ booking_id: b.id, rating: 5, comment: 'Great' });
  expect((await office.updateFeedback(fb.id, { response: 'Thanks' })).response).toBe('Thanks');
  expect((await mine.feedbackOfBooking(b.id))?.rating).toBe(5);

  // The spec's text for a failed list; the server's words stay in the details.
  await app.withOrg(orgId, (tx) => writeFeatures(tx, orgId, { rental_management_enabled: false }));
  try {
    const err = await mine.list().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Failed to fetch house rentals');
    expect((err as ApiError).details[0]).toBe('House rentals are disabled');
  } finally {
    await app.withOrg(orgId, (tx) => writeFeatures(tx, orgId, { rental_management_enabled: true }));
  }
});
