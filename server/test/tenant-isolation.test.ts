import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../src/db/client';
import { APP_ROLE } from '../src/db/migrate';
import { organizationReferences, organizationTables } from '../src/db/tenant-catalog';
import { pgErrorCode } from '../src/lib/errors';
import { createTestApp, type TestApp } from './helpers';

/*
 * Two clubs hold rows in every organization-owned table. Scoped to club A, as the app's own role,
 * nothing of club B can be read, changed, deleted, created or pointed at, and the role cannot be
 * left. The tables and references come from the catalog, so a new table is covered as soon as it
 * exists (and fails the seed check below until this file gives it rows).
 */

let t: TestApp;
let tables: string[];
let A: number;
let B: number;
/** Per club, per parent table: a row nothing references, for pointing a reference at. */
const spare = new Map<number, Record<string, number | string>>();

beforeAll(async () => {
  t = await createTestApp();
  tables = await organizationTables(t.app.database.db);
  A = await newClub('wall-a');
  B = await newClub('wall-b');
  for (const org of [A, B]) spare.set(org, await t.app.withOrg(org, (tx) => seedClub(tx, org)));
});
afterAll(() => t.close());

async function newClub(slug: string): Promise<number> {
  const res = await t.app.database.db.execute(
    sql`INSERT INTO organizations (name, slug) VALUES (${slug}, ${slug}) RETURNING id`,
  );
  return rowsOf<{ id: number }>(res)[0]!.id;
}

const one = async <T = number>(tx: Db, query: SQL): Promise<T> =>
  Object.values(rowsOf<Record<string, T>>(await tx.execute(query))[0]!)[0]!;

/** A row in every organization-owned table, each insert naming its organization. */
async function seedClub(tx: Db, org: number): Promise<Record<string, number | string>> {
  const user = await one(
    tx,
    sql`INSERT INTO users (organization_id, email) VALUES (${org}, ${`u${org}@wall.test`}) RETURNING id`,
  );
  const role = await one(
    tx,
    sql`INSERT INTO roles (organization_id, name) VALUES (${org}, 'wall') RETURNING id`,
  );
  await tx.execute(
    sql`INSERT INTO user_roles (organization_id, user_id, role_id) VALUES (${org}, ${user}, ${role})`,
  );
  const session = await one<string>(
    tx,
    sql`INSERT INTO sessions (organization_id, user_id, access_hash, access_expires_at, csrf_secret, absolute_expires_at)
      VALUES (${org}, ${user}, ${`wall-access-${org}`}, now() + interval '1 hour', 'x', now() + interval '1 day')
      RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO refresh_tokens (token_hash, organization_id, session_id, expires_at)
    VALUES (${`wall-refresh-${org}`}, ${org}, ${session}, now() + interval '1 day')`);
  await tx.execute(sql`INSERT INTO api_tokens (organization_id, user_id, name, token_hash, token_prefix)
    VALUES (${org}, ${user}, 'wall', ${`wall-api-${org}`}, 'fw_wall')`);
  await tx.execute(
    sql`INSERT INTO login_history (organization_id, user_id, success) VALUES (${org}, ${user}, true)`,
  );
  await tx.execute(sql`INSERT INTO user_activity (organization_id, user_id, actor_id, action)
    VALUES (${org}, ${user}, ${user}, 'wall')`);
  await tx.execute(sql`INSERT INTO password_resets (id, organization_id, user_id, created_by, expires_at)
    VALUES (${`wall-reset-${org}`}, ${org}, ${user}, ${user}, now() + interval '1 hour')`);
  await tx.execute(sql`INSERT INTO invitations (organization_id, token_hash, user_id, invited_by, expires_at)
    VALUES (${org}, ${`wall-invite-${org}`}, ${user}, ${user}, now() + interval '1 day')`);
  await tx.execute(
    sql`INSERT INTO user_preferences (user_id, organization_id) VALUES (${user}, ${org})`,
  );
  await tx.execute(sql`INSERT INTO profiles (organization_id, user_id) VALUES (${org}, ${user})`);
  await tx.execute(
    sql`INSERT INTO golf_preferences (organization_id, user_id) VALUES (${org}, ${user})`,
  );
  await tx.execute(sql`INSERT INTO organization_settings (organization_id, section)
    VALUES (${org}, 'wall') ON CONFLICT DO NOTHING`);
  const course = await one(
    tx,
    sql`INSERT INTO courses (organization_id, name) VALUES (${org}, 'Wall Links') RETURNING id`,
  );
  const hole = await one(
    tx,
    sql`INSERT INTO holes (organization_id, course_id, hole_number, par) VALUES (${org}, ${course}, 1, 4) RETURNING id`,
  );
  await tx.execute(
    sql`INSERT INTO hole_rules (organization_id, hole_id, title) VALUES (${org}, ${hole}, 'wall')`,
  );
  await tx.execute(sql`INSERT INTO sand_traps (organization_id, hole_id, name, kind)
    VALUES (${org}, ${hole}, 'wall', 'fairway')`);
  await tx.execute(sql`INSERT INTO opening_hours (organization_id, course_id, day_of_week, open_time, close_time)
    VALUES (${org}, ${course}, 1, '07:00', '19:00')`);
  await tx.execute(sql`INSERT INTO special_closures (organization_id, course_id, date)
    VALUES (${org}, ${course}, '2030-01-01')`);
  await tx.execute(sql`INSERT INTO green_fee_rates (organization_id, name, applies_to, holes, weekday_mask, from_minute, to_minute, course_id, price_cents)
    VALUES (${org}, 'wall', 'member', 18, 127, 0, 1440, ${course}, 2500)`);
  await tx.execute(sql`INSERT INTO cart_configurations (organization_id, fleet_size, price_per_round)
    VALUES (${org}, 10, 20) ON CONFLICT DO NOTHING`);
  await tx.execute(sql`INSERT INTO on_course_services (organization_id, course_id, service_type, requested_by_user_id, resolved_by_user_id)
    VALUES (${org}, ${course}, 'marshal', ${user}, ${user})`);
  const teeTime = await one(
    tx,
    sql`INSERT INTO tee_times (organization_id, course_id, date, start_time, capacity, blocked_by_user_id)
      VALUES (${org}, ${course}, '2030-01-02', '08:00', 4, ${user}) RETURNING id`,
  );
  const booking = await one(
    tx,
    sql`INSERT INTO tee_time_bookings (organization_id, tee_time_id, user_id, booked_by_user_id, player_count)
      VALUES (${org}, ${teeTime}, ${user}, ${user}, 1) RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO tee_time_booking_players (organization_id, booking_id, user_id)
    VALUES (${org}, ${booking}, ${user})`);
  await tx.execute(sql`INSERT INTO idempotency_keys (organization_id, user_id, key, request_hash)
    VALUES (${org}, ${user}, 'wall', 'x')`);
  await tx.execute(sql`INSERT INTO tee_time_waitlist (organization_id, user_id, course_id, date, from_time, to_time, player_count, status, offer_tee_time_id, offer_expires_at, booking_id)
    VALUES (${org}, ${user}, ${course}, '2030-01-02', '08:00', '08:00', 1, 'offered', ${teeTime}, now(), ${booking})`);
  await tx.execute(sql`INSERT INTO calendar_feeds (organization_id, user_id, nonce, token_hash)
    VALUES (${org}, ${user}, ${`wall-nonce-${org}-abcdefgh`}, lpad(${String(org)}, 64, '0'))`);

  const file = await one(
    tx,
    sql`INSERT INTO files (organization_id, category, original_name, storage_key, mime_type, size, sha256, uploaded_by)
      VALUES (${org}, 'documents', 'wall.pdf', ${`wall-${org}`}, 'application/pdf', 1, 'x', ${user}) RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO file_versions (organization_id, file_id, version, original_name, storage_key, mime_type, size, sha256, uploaded_by)
    VALUES (${org}, ${file}, 1, 'wall.pdf', ${`wall-${org}`}, 'application/pdf', 1, 'x', ${user})`);
  await tx.execute(sql`INSERT INTO file_shares (organization_id, file_id, expires_at, created_by)
    VALUES (${org}, ${file}, now() + interval '1 day', ${user})`);
  await tx.execute(sql`INSERT INTO file_categories (organization_id, name, allowed_types, max_bytes, created_by)
    VALUES (${org}, 'wall', '{application/pdf}', 1024, ${user})`);
  await tx.execute(sql`INSERT INTO notifications (organization_id, user_id, notification_type_id, title, created_by)
    VALUES (${org}, ${user}, 1, 'wall', ${user})`);
  await tx.execute(sql`INSERT INTO jobs (organization_id, user_id, name, state)
    VALUES (${org}, ${user}, 'wall', 'completed')`);

  const brand = await one(
    tx,
    sql`INSERT INTO shop_brands (organization_id, name) VALUES (${org}, 'wall') RETURNING id`,
  );
  const category = await one(
    tx,
    sql`INSERT INTO shop_categories (organization_id, name) VALUES (${org}, 'wall') RETURNING id`,
  );
  const item = await one(
    tx,
    sql`INSERT INTO shop_items (organization_id, name, brand_id, category_id, sale_price, created_by)
      VALUES (${org}, 'wall', ${brand}, ${category}, 100, ${user}) RETURNING id`,
  );
  const image = await one(
    tx,
    sql`INSERT INTO files (organization_id, category, original_name, storage_key, mime_type, size, sha256, uploaded_by)
      VALUES (${org}, 'item-images', 'wall.png', ${`wall-img-${org}`}, 'image/png', 1, 'x', ${user}) RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO shop_item_images (organization_id, item_id, file_id, is_primary)
    VALUES (${org}, ${item}, ${image}, true)`);
  const stock = await one(
    tx,
    sql`INSERT INTO shop_inventory (organization_id, item_id, category_id, purpose, quantity)
      VALUES (${org}, ${item}, ${category}, 'rental', 5) RETURNING id`,
  );
  const txType = await one(
    tx,
    sql`INSERT INTO shop_transaction_types (organization_id, name, kind, inventory_id)
      VALUES (${org}, 'wall', 'rental', ${stock}) RETURNING id`,
  );
  const order = await one(
    tx,
    sql`INSERT INTO shop_orders (organization_id, user_id, total, created_by)
      VALUES (${org}, ${user}, 100, ${user}) RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO shop_order_items (organization_id, order_id, inventory_id, item_id, item_name, unit_price, quantity)
    VALUES (${org}, ${order}, ${stock}, ${item}, 'wall', 100, 1)`);
  await tx.execute(sql`INSERT INTO shop_basket_items (organization_id, user_id, inventory_id, quantity)
    VALUES (${org}, ${user}, ${stock}, 1)`);
  await tx.execute(sql`INSERT INTO shop_transactions (organization_id, kind, transaction_type_id, inventory_id, user_id, order_id, created_by)
    VALUES (${org}, 'rental_request', ${txType}, ${stock}, ${user}, ${order}, ${user})`);
  await tx.execute(sql`INSERT INTO equipment_rentals (organization_id, user_id, inventory_id, rental_start_date, rental_end_date, days, daily_rate, total_amount, created_by)
    VALUES (${org}, ${user}, ${stock}, '2030-01-02T00:00Z', '2030-01-02T23:59:59.999Z', 1, 100, 100, ${user})`);

  const trainer = await one(
    tx,
    sql`INSERT INTO academy_trainers (organization_id, user_id, first_name, last_name)
      VALUES (${org}, ${user}, 'Wall', 'Coach') RETURNING id`,
  );
  const trainingType = await one(
    tx,
    sql`INSERT INTO academy_training_types (organization_id, name) VALUES (${org}, 'wall') RETURNING id`,
  );
  const plan = await one(
    tx,
    sql`INSERT INTO academy_training_plans (organization_id, name, training_type_id)
      VALUES (${org}, 'wall', ${trainingType}) RETURNING id`,
  );
  const candidate = await one(
    tx,
    sql`INSERT INTO academy_candidates (organization_id, user_id, first_name, last_name)
      VALUES (${org}, ${user}, 'Wall', 'Learner') RETURNING id`,
  );
  const schedule = await one(
    tx,
    sql`INSERT INTO academy_schedules (organization_id, name, training_plan_id, trainer_id, start_date, end_date, max_participants, total_sessions, price, member_price, created_by)
      VALUES (${org}, 'wall', ${plan}, ${trainer}, '2030-01-01', '2030-01-31', 4, 1, 100, 80, ${user}) RETURNING id`,
  );
  const academySession = await one(
    tx,
    sql`INSERT INTO academy_sessions (organization_id, schedule_id, trainer_id, starts_at, ends_at)
      VALUES (${org}, ${schedule}, ${trainer}, '2030-01-02T09:00Z', '2030-01-02T10:00Z') RETURNING id`,
  );
  const enrollment = await one(
    tx,
    sql`INSERT INTO academy_enrollments (organization_id, schedule_id, candidate_id, price, approved_by)
      VALUES (${org}, ${schedule}, ${candidate}, 80, ${user}) RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO academy_attendance (organization_id, session_id, enrollment_id, candidate_id, status, marked_by)
    VALUES (${org}, ${academySession}, ${enrollment}, ${candidate}, 'present', ${user})`);
  await tx.execute(sql`INSERT INTO academy_candidate_notes (organization_id, candidate_id, trainer_id, author_id, session_id, note)
    VALUES (${org}, ${candidate}, ${trainer}, ${user}, ${academySession}, 'wall')`);
  const training = await one(
    tx,
    sql`INSERT INTO trainings (organization_id, course_id, name, trainer_id)
      VALUES (${org}, ${course}, 'wall', ${trainer}) RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO training_users (organization_id, training_id, user_id)
    VALUES (${org}, ${training}, ${user})`);

  // Property (0021): a house type, a household with a sub-tenant, its house, a ledger row.
  const houseType = await one(
    tx,
    sql`INSERT INTO house_types (organization_id, name) VALUES (${org}, 'wall') RETURNING id`,
  );
  const household = await one(
    tx,
    sql`INSERT INTO tenants (organization_id, user_id, name) VALUES (${org}, ${user}, 'Wall household') RETURNING id`,
  );
  await tx.execute(sql`UPDATE users SET tenant_id = ${household} WHERE id = ${user}`);
  const resident = await one(
    tx,
    sql`INSERT INTO users (organization_id, email) VALUES (${org}, ${`resident${org}@wall.test`}) RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO sub_tenants (organization_id, tenant_id, user_id)
    VALUES (${org}, ${household}, ${resident})`);
  const house = await one(
    tx,
    sql`INSERT INTO houses (organization_id, name, house_type_id, tenant_id)
      VALUES (${org}, 'Wall house', ${houseType}, ${household}) RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO property_ledger (organization_id, tenant_id, user_id, house_id, source, source_id, entry, amount, description, created_by)
    VALUES (${org}, ${household}, ${user}, ${house}, 'maintenance', 1, 'charge', 100, 'wall', ${user})`);

  // House rentals (0022): a listing of the house with a period, an image, a booking in the
  // household's name and its feedback.
  const listing = await one(
    tx,
    sql`INSERT INTO house_rentals (organization_id, house_id, title, max_guests, created_by)
      VALUES (${org}, ${house}, 'Wall stay', 4, ${user}) RETURNING id`,
  );
  const rentalPeriod = await one(
    tx,
    sql`INSERT INTO house_rental_periods (organization_id, house_rental_id, name, start_date, end_date, nightly_rate)
      VALUES (${org}, ${listing}, 'wall', '2030-06-01', '2030-08-31', 10000) RETURNING id`,
  );
  const photo = await one(
    tx,
    sql`INSERT INTO files (organization_id, category, original_name, storage_key, mime_type, size, sha256)
      VALUES (${org}, 'images', 'wall.png', ${`wall-house-${org}`}, 'image/png', 1, 'x') RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO house_rental_images (organization_id, house_rental_id, file_id, is_primary, created_by)
    VALUES (${org}, ${listing}, ${photo}, true, ${user})`);
  const stay = await one(
    tx,
    sql`INSERT INTO house_bookings (organization_id, house_rental_id, house_id, period_id, user_id, tenant_id,
        check_in, check_out, stay, guests, status, nightly_rate, cleaning_fee, created_by, cancelled_by)
      VALUES (${org}, ${listing}, ${house}, ${rentalPeriod}, ${user}, ${household}, '2030-06-10', '2030-06-12',
        daterange('2030-06-10', '2030-06-12'), 2, 'completed', 10000, 0, ${user}, ${user}) RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO house_booking_feedback (organization_id, booking_id, user_id, rating, responded_by)
    VALUES (${org}, ${stay}, ${user}, 5, ${user})`);

  // House maintenance (0023): a type, a completed job of the house, an activity with a resource
  // and a household's interest in it.
  const maintenanceType = await one(
    tx,
    sql`INSERT INTO maintenance_types (organization_id, name) VALUES (${org}, 'wall') RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO maintenances (organization_id, house_id, tenant_id, maintenance_type_id, title, status_id, reported_by, assigned_to, resolved_by, resolved_at)
    VALUES (${org}, ${house}, ${household}, ${maintenanceType}, 'wall', 5, ${user}, ${user}, ${user}, now())`);
  const maintenanceActivity = await one(
    tx,
    sql`INSERT INTO maintenance_activities (organization_id, name) VALUES (${org}, 'wall') RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO maintenance_activity_resources (organization_id, maintenance_activity_id, position, resource_type, name, quantity)
    VALUES (${org}, ${maintenanceActivity}, 0, 'staff', 'wall', 1)`);
  await tx.execute(sql`INSERT INTO maintenance_interests (organization_id, maintenance_activity_id, tenant_id, user_id)
    VALUES (${org}, ${maintenanceActivity}, ${household}, ${user})`);

  // Subscriptions (0024): a type, a subscription, a household's join and a voided balance.
  const subscriptionType = await one(
    tx,
    sql`INSERT INTO subscription_types (organization_id, name) VALUES (${org}, 'wall') RETURNING id`,
  );
  const subscription = await one(
    tx,
    sql`INSERT INTO subscriptions (organization_id, subscription_type_id, name, amount, created_by)
      VALUES (${org}, ${subscriptionType}, 'wall', 100, ${user}) RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO user_subscriptions (organization_id, user_id, subscription_id, tenant_id, created_by)
    VALUES (${org}, ${user}, ${subscription}, ${household}, ${user})`);
  await tx.execute(sql`INSERT INTO subscription_balances (organization_id, user_id, subscription_id, tenant_id, period_start, period_end, due_date, amount, voided_at, voided_by, created_by)
    VALUES (${org}, ${user}, ${subscription}, ${household}, '2030-01-01', '2030-01-31', '2030-02-15', 100, now(), ${user}, ${user})`);

  // Parents nothing references yet: a reference moved onto one meets no other unique key.
  const spareRentalHouse = await one(
    tx,
    sql`INSERT INTO houses (organization_id, name, house_type_id) VALUES (${org}, 'Spare rental house', ${houseType}) RETURNING id`,
  );
  const spareUser = await one(
    tx,
    sql`INSERT INTO users (organization_id, email) VALUES (${org}, ${`spare${org}@wall.test`}) RETURNING id`,
  );
  const spareCourse = await one(
    tx,
    sql`INSERT INTO courses (organization_id, name) VALUES (${org}, 'Spare Links') RETURNING id`,
  );
  const spareTeeTime = await one(
    tx,
    sql`INSERT INTO tee_times (organization_id, course_id, date, start_time, capacity)
      VALUES (${org}, ${course}, '2030-01-02', '09:00', 4) RETURNING id`,
  );
  const spareItem = await one(
    tx,
    sql`INSERT INTO shop_items (organization_id, name) VALUES (${org}, 'spare') RETURNING id`,
  );
  const spareStock = await one(
    tx,
    sql`INSERT INTO shop_inventory (organization_id, item_id, purpose) VALUES (${org}, ${spareItem}, 'sale') RETURNING id`,
  );
  return {
    users: spareUser,
    roles: await one(
      tx,
      sql`INSERT INTO roles (organization_id, name) VALUES (${org}, 'spare') RETURNING id`,
    ),
    sessions: await one<string>(
      tx,
      sql`INSERT INTO sessions (organization_id, user_id, access_hash, access_expires_at, csrf_secret, absolute_expires_at)
        VALUES (${org}, ${spareUser}, ${`spare-access-${org}`}, now(), 'x', now()) RETURNING id`,
    ),
    courses: spareCourse,
    holes: await one(
      tx,
      sql`INSERT INTO holes (organization_id, course_id, hole_number, par) VALUES (${org}, ${course}, 2, 3) RETURNING id`,
    ),
    tee_times: spareTeeTime,
    files: await one(
      tx,
      sql`INSERT INTO files (organization_id, category, original_name, storage_key, mime_type, size, sha256)
        VALUES (${org}, 'documents', 'spare.pdf', ${`spare-${org}`}, 'application/pdf', 1, 'x') RETURNING id`,
    ),
    tee_time_bookings: await one(
      tx,
      sql`INSERT INTO tee_time_bookings (organization_id, tee_time_id, user_id, booked_by_user_id, player_count)
        VALUES (${org}, ${spareTeeTime}, ${spareUser}, ${spareUser}, 1) RETURNING id`,
    ),
    shop_brands: await one(
      tx,
      sql`INSERT INTO shop_brands (organization_id, name) VALUES (${org}, 'spare') RETURNING id`,
    ),
    shop_categories: await one(
      tx,
      sql`INSERT INTO shop_categories (organization_id, name) VALUES (${org}, 'spare') RETURNING id`,
    ),
    shop_items: spareItem,
    shop_inventory: spareStock,
    shop_transaction_types: await one(
      tx,
      sql`INSERT INTO shop_transaction_types (organization_id, name, kind) VALUES (${org}, 'spare', 'sale') RETURNING id`,
    ),
    shop_orders: await one(
      tx,
      sql`INSERT INTO shop_orders (organization_id, total) VALUES (${org}, 0) RETURNING id`,
    ),
    maintenance_types: await one(
      tx,
      sql`INSERT INTO maintenance_types (organization_id, name) VALUES (${org}, 'spare') RETURNING id`,
    ),
    maintenance_activities: await one(
      tx,
      sql`INSERT INTO maintenance_activities (organization_id, name) VALUES (${org}, 'spare') RETURNING id`,
    ),
    subscription_types: await one(
      tx,
      sql`INSERT INTO subscription_types (organization_id, name) VALUES (${org}, 'spare') RETURNING id`,
    ),
    subscriptions: await one(
      tx,
      sql`INSERT INTO subscriptions (organization_id, subscription_type_id, name, amount)
        VALUES (${org}, ${subscriptionType}, 'spare', 0) RETURNING id`,
    ),
    house_types: await one(
      tx,
      sql`INSERT INTO house_types (organization_id, name) VALUES (${org}, 'spare') RETURNING id`,
    ),
    tenants: await one(
      tx,
      sql`INSERT INTO tenants (organization_id, user_id, name) VALUES (${org}, ${resident}, 'Spare household') RETURNING id`,
    ),
    houses: await one(
      tx,
      sql`INSERT INTO houses (organization_id, name, house_type_id) VALUES (${org}, 'Spare house', ${houseType}) RETURNING id`,
    ),
    house_rentals: await one(
      tx,
      sql`INSERT INTO house_rentals (organization_id, house_id, title, max_guests)
        VALUES (${org}, ${spareRentalHouse}, 'Spare stay', 2) RETURNING id`,
    ),
    house_rental_periods: await one(
      tx,
      sql`INSERT INTO house_rental_periods (organization_id, house_rental_id, name, start_date, end_date, nightly_rate)
        VALUES (${org}, ${listing}, 'spare', '2031-01-01', '2031-01-31', 0) RETURNING id`,
    ),
    house_bookings: await one(
      tx,
      sql`INSERT INTO house_bookings (organization_id, house_rental_id, house_id, period_id, user_id,
          check_in, check_out, stay, guests, status, nightly_rate, cleaning_fee)
        VALUES (${org}, ${listing}, ${house}, ${rentalPeriod}, ${user}, '2030-07-01', '2030-07-02',
          daterange('2030-07-01', '2030-07-02'), 1, 'cancelled', 10000, 0) RETURNING id`,
    ),
    academy_trainers: await one(
      tx,
      sql`INSERT INTO academy_trainers (organization_id, first_name, last_name) VALUES (${org}, 'Spare', 'Coach') RETURNING id`,
    ),
    academy_training_types: await one(
      tx,
      sql`INSERT INTO academy_training_types (organization_id, name) VALUES (${org}, 'spare') RETURNING id`,
    ),
    academy_training_plans: await one(
      tx,
      sql`INSERT INTO academy_training_plans (organization_id, name, training_type_id) VALUES (${org}, 'spare', ${trainingType}) RETURNING id`,
    ),
    academy_candidates: await one(
      tx,
      sql`INSERT INTO academy_candidates (organization_id, first_name, last_name) VALUES (${org}, 'Spare', 'Learner') RETURNING id`,
    ),
    academy_schedules: await one(
      tx,
      sql`INSERT INTO academy_schedules (organization_id, name, training_plan_id, trainer_id, start_date, end_date, max_participants, total_sessions, price, member_price)
        VALUES (${org}, 'spare', ${plan}, ${trainer}, '2030-01-01', '2030-01-31', 4, 1, 0, 0) RETURNING id`,
    ),
    academy_sessions: await one(
      tx,
      sql`INSERT INTO academy_sessions (organization_id, schedule_id, trainer_id, starts_at, ends_at)
        VALUES (${org}, ${schedule}, ${trainer}, '2030-01-03T09:00Z', '2030-01-03T10:00Z') RETURNING id`,
    ),
    academy_enrollments: await one(
      tx,
      sql`INSERT INTO academy_enrollments (organization_id, schedule_id, candidate_id, price, status)
        VALUES (${org}, ${schedule}, ${candidate}, 0, 'withdrawn') RETURNING id`,
    ),
    trainings: await one(
      tx,
      sql`INSERT INTO trainings (organization_id, course_id, name) VALUES (${org}, ${course}, 'spare') RETURNING id`,
    ),
  };
}

const table = (name: string) => sql.identifier(name);

/** Rows of each club a scope sees in a table. */
async function visible(scope: number | null, name: string): Promise<Map<number, number>> {
  const query = sql`SELECT organization_id AS org, count(*)::int AS n FROM ${table(name)} GROUP BY 1`;
  const res =
    scope === null
      ? await t.app.database.db.execute(query)
      : await t.app.withOrg(scope, (tx) => tx.execute(query));
  return new Map(rowsOf<{ org: number; n: number }>(res).map((r) => [r.org, r.n]));
}

/** The SQLSTATE a unit of work scoped to club A fails with, or null when it succeeds. */
const failureAsA = (fn: (tx: Db) => Promise<unknown>): Promise<string | null> =>
  t.app.withOrg(A, fn).then(
    () => null,
    (err: unknown) => pgErrorCode(err) ?? String(err),
  );

test('the seed gives both clubs rows in every organization-owned table', async () => {
  expect(tables.length).toBeGreaterThanOrEqual(26);
  for (const name of tables) {
    const missing: number[] = [];
    for (const org of [A, B]) if (!(await visible(org, name)).get(org)) missing.push(org);
    // A new table fails here until seedClub gives it rows.
    expect({ table: name, clubsWithoutRows: missing }).toEqual({
      table: name,
      clubsWithoutRows: [],
    });
  }
});

test("an unfiltered SELECT of every table returns only the scope's club; no scope, no rows", async () => {
  for (const name of tables) {
    const seen = await visible(A, name);
    expect({ table: name, clubs: [...seen.keys()] }).toEqual({ table: name, clubs: [A] });
    expect({ table: name, unscoped: (await visible(null, name)).size }).toEqual({
      table: name,
      unscoped: 0,
    });
  }
});

test("UPDATE and DELETE of the other club's rows touch nothing, in every table", async () => {
  for (const name of tables) {
    const before = (await visible(B, name)).get(B);
    const touched = await t.app.withOrg(A, async (tx) => {
      const updated = rowsOf(
        await tx.execute(sql`UPDATE ${table(name)} SET organization_id = organization_id
          WHERE organization_id = ${B} RETURNING 1`),
      ).length;
      const deleted = rowsOf(
        await tx.execute(sql`DELETE FROM ${table(name)} WHERE organization_id = ${B} RETURNING 1`),
      ).length;
      return { updated, deleted };
    });
    expect({ table: name, ...touched }).toEqual({ table: name, updated: 0, deleted: 0 });
    expect({ table: name, rows: (await visible(B, name)).get(B) }).toEqual({
      table: name,
      rows: before,
    });
  }
});

test('a row cannot be written into the other club: INSERT with its organization_id, or UPDATE moving one there, fails', async () => {
  for (const name of tables) {
    // A copy of one of club A's rows, claiming club B: the policy's WITH CHECK refuses it before
    // any other constraint is looked at.
    const inserted = await failureAsA((tx) =>
      tx.execute(sql`INSERT INTO ${table(name)}
        SELECT (jsonb_populate_record(NULL::${table(name)},
          to_jsonb(r) || jsonb_build_object('organization_id', ${B}::int))).*
        FROM ${table(name)} r LIMIT 1`),
    );
    expect({ table: name, inserted }).toEqual({ table: name, inserted: '42501' });
    const moved = await failureAsA((tx) =>
      tx.execute(sql`UPDATE ${table(name)} SET organization_id = ${B}`),
    );
    expect({ table: name, moved: moved === null ? 'accepted' : 'refused' }).toEqual({
      table: name,
      moved: 'refused',
    });
  }
});

test("no reference can point at the other club's row, for every reference in the schema", async () => {
  const references = await organizationReferences(t.app.database.db);
  expect(references.length).toBeGreaterThanOrEqual(31);
  for (const ref of references) {
    const theirs = spare.get(B)![ref.parent];
    const ours = spare.get(A)![ref.parent];
    // A new parent table fails here until seedClub gives it a spare row.
    expect({ parent: ref.parent, spare: theirs !== undefined }).toEqual({
      parent: ref.parent,
      spare: true,
    });
    const point = (id: number | string) =>
      failureAsA((tx) =>
        tx.execute(sql`UPDATE ${table(ref.child)} SET ${sql.identifier(ref.column)} = ${id}
          WHERE ctid = (SELECT ctid FROM ${table(ref.child)} LIMIT 1)`),
      );
    // Club B's row is refused by the foreign key (it exists, but not in club A) ...
    expect({ key: ref.constraint, theirs: await point(theirs!) }).toEqual({
      key: ref.constraint,
      theirs: '23503',
    });
    // ... while club A's own spare row is accepted (the statement itself is sound).
    expect({ key: ref.constraint, ours: await point(ours!) }).toEqual({
      key: ref.constraint,
      ours: null,
    });
  }
});

/** Owner of the tables, as the catalog names it. */
async function ownerName(): Promise<string> {
  return one<string>(
    t.app.database.db,
    sql`SELECT tableowner::text FROM pg_tables WHERE schemaname = 'public' AND tablename = 'users'`,
  );
}

test('the app role cannot be left: RESET ROLE stays, SET ROLE to the owner fails', async () => {
  const owner = await ownerName();
  const who = (tx: Db) =>
    one<string>(
      tx,
      sql`SELECT current_user || '/' || session_user || '/' || (SELECT rolsuper::text FROM pg_roles WHERE rolname = current_user)`,
    );
  expect(await t.app.withOrg(A, who)).toBe(`${APP_ROLE}/${APP_ROLE}/false`);
  // RESET ROLE goes back to the session's own role, which is the app's.
  const afterReset = await t.app.withOrg(A, async (tx) => {
    await tx.execute(sql`RESET ROLE`);
    return { who: await who(tx), clubs: [...(await countByClub(tx, 'users')).keys()] };
  });
  expect(afterReset).toEqual({ who: `${APP_ROLE}/${APP_ROLE}/false`, clubs: [A] });
  expect(await failureAsA((tx) => tx.execute(sql`SET ROLE ${sql.identifier(owner)}`))).toBe(
    '42501',
  );
  expect(
    await failureAsA((tx) => tx.execute(sql`SELECT set_config('role', ${owner}, false)`)),
  ).toBe('42501');
  // The role is the same on the next unit of work.
  expect(await t.app.withOrg(A, who)).toBe(`${APP_ROLE}/${APP_ROLE}/false`);
});

async function countByClub(tx: Db, name: string): Promise<Map<number, number>> {
  const res = await tx.execute(
    sql`SELECT organization_id AS org, count(*)::int AS n FROM ${table(name)} GROUP BY 1`,
  );
  return new Map(rowsOf<{ org: number; n: number }>(res).map((r) => [r.org, r.n]));
}

// Skipped on PGlite, which cannot express it: its one connection is authenticated as its
// bootstrap superuser, so SET SESSION AUTHORIZATION naming that superuser still works there
// (docs/architecture.md). Only a login of the app's own can refuse it.
const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

onPostgres("PostgreSQL: the login cannot take the owner's session either", async () => {
  const owner = await ownerName();
  expect(
    await failureAsA((tx) => tx.execute(sql`SET SESSION AUTHORIZATION ${sql.identifier(owner)}`)),
  ).toBe('42501');
});
