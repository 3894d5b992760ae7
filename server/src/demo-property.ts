import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from './db/rows';
import { instantOf, wallClock } from './lib/clock';
import type { Tx } from './plugins/platform/database';

// The demo club's property (issue 15; docs/property.md): four houses of three types, two
// households (Rosa's with Ravi as a sub-tenant who may book and report but not see the money,
// and Owen's villa), three houses let for short stays with a stay in each state, maintenance jobs
// across the board, activities and interests, and subscriptions with their balances. Every
// amount owed or paid is a ledger row written on the day it happened, so the money views add up.
// No two stays of one house overlap (the database refuses it anyway). Runs once: a club that
// already has houses is left alone.

export type DemoPropertyInput = {
  organizationId: number;
  timezone: string;
  now: Date;
  /** The office: books for guests, resolves jobs, takes payments. */
  officeUserId: number;
  /** Rosa, the tenant of Fairway Cottage. */
  tenantUserId: number;
  /** Ravi, in Rosa's household. */
  subTenantUserId: number;
  /** Owen, whose villa is let when he is away. */
  ownerUserId: number;
  /** Members who stay in the club's houses and pay its subscriptions (two). */
  memberIds: readonly number[];
};

export type DemoPropertyResult = {
  houses: number;
  bookings: number;
  jobs: number;
  subscriptions: number;
  ledgerRows: number;
};

const DAY_MS = 86_400_000;
const dayFrom = (today: string, n: number) =>
  new Date(Date.parse(`${today}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);

async function one(tx: Tx, query: SQL): Promise<number> {
  return rowsOf<{ id: number }>(await tx.execute(query))[0]!.id;
}

/** Seeds the demo club's property inside the caller's transaction (scoped to the club). */
export async function seedDemoProperty(
  tx: Tx,
  input: DemoPropertyInput,
): Promise<DemoPropertyResult> {
  const result: DemoPropertyResult = {
    houses: 0,
    bookings: 0,
    jobs: 0,
    subscriptions: 0,
    ledgerRows: 0,
  };
  const existing = rowsOf<{ n: number }>(
    await tx.execute(sql`SELECT count(*)::int AS n FROM houses`),
  );
  if (existing[0]!.n > 0) return result;

  const org = input.organizationId;
  const office = input.officeUserId;
  const [mia, max] = input.memberIds as [number, number];
  const today = wallClock(input.now, input.timezone).date;
  const day = (n: number) => dayFrom(today, n);
  /** A moment of day n on the club's clock (ledger rows and status times). */
  const at = (n: number, time = '10:00') => instantOf(day(n), time, input.timezone).toISOString();

  const ledger = async (row: {
    tenant?: number | null;
    user?: number | null;
    house?: number | null;
    source: 'house_booking' | 'maintenance' | 'subscription';
    sourceId: number;
    entry: 'charge' | 'payment' | 'credit';
    amount: number;
    method?: 'cash' | 'card' | 'bank_transfer' | 'account';
    description: string;
    when: string;
  }) => {
    await tx.execute(sql`INSERT INTO property_ledger
      (organization_id, tenant_id, user_id, house_id, source, source_id, entry, amount, method, description, created_by, created_at)
      VALUES (${org}, ${row.tenant ?? null}, ${row.user ?? null}, ${row.house ?? null}, ${row.source},
        ${row.sourceId}, ${row.entry}, ${row.amount}, ${row.entry === 'payment' ? (row.method ?? 'card') : null},
        ${row.description}, ${office}, ${row.when})`);
    result.ledgerRows += 1;
  };

  // --- Houses and households ---------------------------------------------------------------
  const type = async (
    name: string,
    description: string,
    beds: number,
    baths: number,
    guests: number,
  ) =>
    one(
      tx,
      sql`INSERT INTO house_types (organization_id, name, description, bedrooms, bathrooms, max_guests)
        VALUES (${org}, ${name}, ${description}, ${beds}, ${baths}, ${guests}) RETURNING id`,
    );
  const cottage = await type('Two-bedroom cottage', 'Stone cottage beside the course', 2, 1, 4);
  const villa = await type('Family villa', 'Detached villa with a pool', 4, 3, 8);
  const apartment = await type(
    'Fairway apartment',
    'First-floor apartment over the clubhouse',
    1,
    1,
    2,
  );

  const household = async (user: number, name: string, email: string, phone: string) => {
    const id = await one(
      tx,
      sql`INSERT INTO tenants (organization_id, user_id, name, email, phone)
        VALUES (${org}, ${user}, ${name}, ${email}, ${phone}) RETURNING id`,
    );
    await tx.execute(sql`UPDATE users SET tenant_id = ${id} WHERE id = ${user}`);
    return id;
  };
  const rosas = await household(
    input.tenantUserId,
    'Resident household',
    'rosa.resident@demo.fairway.local',
    '+44 7700 900101',
  );
  const owens = await household(
    input.ownerUserId,
    'Owner household',
    'owen.owner@demo.fairway.local',
    '+44 7700 900202',
  );
  await tx.execute(sql`INSERT INTO sub_tenants (organization_id, tenant_id, user_id, relationship, permissions)
    VALUES (${org}, ${rosas}, ${input.subTenantUserId}, 'Partner', ${JSON.stringify({
      book_houses: true,
      view_bookings: true,
      request_maintenance: true,
      view_maintenance: true,
      view_finances: false,
      manage_subscriptions: false,
    })}::jsonb)`);
  await tx.execute(sql`UPDATE users SET tenant_id = ${rosas} WHERE id = ${input.subTenantUserId}`);

  const house = async (
    name: string,
    address: string,
    typeId: number,
    tenant: number | null,
    notes: string,
  ) => {
    result.houses += 1;
    return one(
      tx,
      sql`INSERT INTO houses (organization_id, name, address, house_type_id, tenant_id, notes)
        VALUES (${org}, ${name}, ${address}, ${typeId}, ${tenant}, ${notes}) RETURNING id`,
    );
  };
  const fairwayCottage = await house(
    'Fairway Cottage',
    '1 Links Row',
    cottage,
    rosas,
    'Rosa and Ravi Resident',
  );
  const lakesideVilla = await house(
    'Lakeside Villa',
    '9 Lake Drive',
    villa,
    owens,
    'Let while the Owners are away',
  );
  const seaviewCottage = await house(
    'Seaview Cottage',
    '3 Links Row',
    cottage,
    null,
    "The club's own, let all year",
  );
  const pinHigh = await house(
    'Pin High Apartment',
    'Clubhouse, first floor',
    apartment,
    null,
    "The club's own",
  );

  // --- House rentals -------------------------------------------------------------------------
  const listing = async (
    houseId: number,
    title: string,
    description: string,
    guests: number,
    minNights: number,
    cleaning: number,
  ) =>
    one(
      tx,
      sql`INSERT INTO house_rentals (organization_id, house_id, title, description, max_guests, min_nights, cleaning_fee, created_by)
        VALUES (${org}, ${houseId}, ${title}, ${description}, ${guests}, ${minNights}, ${cleaning}, ${office}) RETURNING id`,
    );
  const period = async (
    rental: number,
    name: string,
    from: number,
    to: number,
    rate: number,
    minNights = 1,
  ) =>
    one(
      tx,
      sql`INSERT INTO house_rental_periods (organization_id, house_rental_id, name, start_date, end_date, nightly_rate, min_nights)
        VALUES (${org}, ${rental}, ${name}, ${day(from)}, ${day(to)}, ${rate}, ${minNights}) RETURNING id`,
    );
  const villaListing = await listing(
    lakesideVilla,
    'Lakeside Villa by the 9th',
    'Four bedrooms, a pool and the lake at the end of the garden.',
    8,
    2,
    6000,
  );
  const villaAutumn = await period(villaListing, 'Autumn', -60, 20, 18000, 2);
  await period(villaListing, 'Winter', 21, 140, 15000, 3);
  const seaviewListing = await listing(
    seaviewCottage,
    'Seaview Cottage',
    'Two bedrooms and a wood stove, a short walk from the 1st tee.',
    4,
    2,
    3500,
  );
  const seaviewSeason = await period(seaviewListing, 'All year', -90, 270, 9500, 2);
  const pinListing = await listing(
    pinHigh,
    'Pin High Apartment',
    'Above the clubhouse: wake up to the 18th green.',
    2,
    1,
    2000,
  );
  const pinSeason = await period(pinListing, 'All year', -90, 270, 6500);

  type Stay = {
    rental: number;
    houseId: number;
    houseName: string;
    periodId: number;
    rate: number;
    cleaning: number;
    guest: number;
    tenant?: number;
    from: number;
    to: number;
    guests: number;
    status: 'pending' | 'confirmed' | 'checked_in' | 'completed' | 'cancelled';
    paid: number;
    rating?: readonly [number, string, string | null];
  };
  const stays: Stay[] = [
    {
      rental: seaviewListing,
      houseId: seaviewCottage,
      houseName: 'Seaview Cottage',
      periodId: seaviewSeason,
      rate: 9500,
      cleaning: 3500,
      guest: mia,
      from: -21,
      to: -18,
      guests: 2,
      status: 'completed',
      paid: -1,
      rating: [
        5,
        'Spotless, warm and two minutes from the first tee.',
        'Thank you, Mia: come back in spring!',
      ],
    },
    {
      rental: villaListing,
      houseId: lakesideVilla,
      houseName: 'Lakeside Villa',
      periodId: villaAutumn,
      rate: 18000,
      cleaning: 6000,
      guest: max,
      from: -2,
      to: 3,
      guests: 6,
      status: 'checked_in',
      paid: 40000,
    },
    {
      rental: pinListing,
      houseId: pinHigh,
      houseName: 'Pin High Apartment',
      periodId: pinSeason,
      rate: 6500,
      cleaning: 2000,
      guest: mia,
      from: 7,
      to: 10,
      guests: 2,
      status: 'confirmed',
      paid: 0,
    },
    {
      rental: seaviewListing,
      houseId: seaviewCottage,
      houseName: 'Seaview Cottage',
      periodId: seaviewSeason,
      rate: 9500,
      cleaning: 3500,
      guest: input.subTenantUserId,
      tenant: rosas,
      from: 14,
      to: 16,
      guests: 3,
      status: 'pending',
      paid: 0,
    },
    {
      rental: seaviewListing,
      houseId: seaviewCottage,
      houseName: 'Seaview Cottage',
      periodId: seaviewSeason,
      rate: 9500,
      cleaning: 3500,
      guest: max,
      from: 3,
      to: 5,
      guests: 2,
      status: 'cancelled',
      paid: 0,
    },
    {
      rental: villaListing,
      houseId: lakesideVilla,
      houseName: 'Lakeside Villa',
      periodId: villaAutumn,
      rate: 18000,
      cleaning: 6000,
      guest: mia,
      from: -30,
      to: -27,
      guests: 4,
      status: 'completed',
      paid: -1,
      rating: [4, 'Lovely pool; the lake path was muddy after rain.', null],
    },
  ];
  for (const s of stays) {
    const booked = Math.min(s.from - 14, -1);
    const id = await one(
      tx,
      sql`INSERT INTO house_bookings (organization_id, house_rental_id, house_id, period_id, user_id, tenant_id, check_in, check_out, stay, guests, status, nightly_rate, cleaning_fee, created_by,
          confirmed_at, checked_in_at, completed_at, cancelled_at, cancelled_by, created_at)
        VALUES (${org}, ${s.rental}, ${s.houseId}, ${s.periodId}, ${s.guest}, ${s.tenant ?? null}, ${day(s.from)}, ${day(s.to)},
          daterange(${day(s.from)}::date, ${day(s.to)}::date, '[)'), ${s.guests}, ${s.status}, ${s.rate}, ${s.cleaning}, ${s.guest},
          ${['confirmed', 'checked_in', 'completed'].includes(s.status) ? at(booked + 1) : null},
          ${['checked_in', 'completed'].includes(s.status) ? at(Math.min(s.from, 0), '15:00') : null},
          ${s.status === 'completed' ? at(s.to, '11:00') : null},
          ${s.status === 'cancelled' ? at(-1) : null}, ${s.status === 'cancelled' ? s.guest : null}, ${at(booked)})
        RETURNING id`,
    );
    result.bookings += 1;
    const nights = s.to - s.from;
    const total = nights * s.rate + s.cleaning;
    const what = `${s.houseName}, ${day(s.from)} – ${day(s.to)}`;
    const base = {
      tenant: s.tenant ?? null,
      user: s.guest,
      house: s.houseId,
      source: 'house_booking' as const,
      sourceId: id,
    };
    await ledger({ ...base, entry: 'charge', amount: total, description: what, when: at(booked) });
    const paid = s.paid === -1 ? total : s.paid;
    if (paid > 0)
      await ledger({
        ...base,
        entry: 'payment',
        amount: paid,
        method: 'card',
        description: `Payment: ${what}`,
        when: at(Math.min(s.from, -1), '16:00'),
      });
    if (s.status === 'cancelled')
      await ledger({
        ...base,
        entry: 'credit',
        amount: total - paid,
        description: `Cancelled: ${what}`,
        when: at(-1),
      });
    if (s.rating)
      await tx.execute(sql`INSERT INTO house_booking_feedback (organization_id, booking_id, user_id, rating, comment, response, responded_by, responded_at, created_at)
        VALUES (${org}, ${id}, ${s.guest}, ${s.rating[0]}, ${s.rating[1]}, ${s.rating[2]}, ${s.rating[2] ? office : null},
          ${s.rating[2] ? at(s.to + 1, '09:00') : null}, ${at(s.to, '18:00')})`);
  }

  // --- Maintenance ---------------------------------------------------------------------------
  const mtype = async (name: string, description: string, cost: number) =>
    one(
      tx,
      sql`INSERT INTO maintenance_types (organization_id, name, description, default_cost)
        VALUES (${org}, ${name}, ${description}, ${cost}) RETURNING id`,
    );
  const plumbing = await mtype('Plumbing', 'Taps, pipes, boilers and drains', 8500);
  const electrical = await mtype('Electrical', 'Sockets, lights, alarms', 12000);
  const garden = await mtype('Garden', 'Hedges, lawns and paths', 4000);
  const pool = await mtype('Pool care', 'Pumps, filters and water', 6000);

  type Job = {
    houseId: number;
    houseName: string;
    tenant: number | null;
    typeId: number;
    title: string;
    description: string;
    priority: 'low' | 'normal' | 'high' | 'urgent';
    status: 1 | 2 | 3 | 4 | 5 | 6;
    reportedBy: number;
    reported: number;
    scheduled?: number;
    estimate?: number;
    cost?: number;
    billable: boolean;
    resolved?: number;
    notes?: string;
    paid?: number;
  };
  const jobs: Job[] = [
    {
      houseId: fairwayCottage,
      houseName: 'Fairway Cottage',
      tenant: rosas,
      typeId: plumbing,
      title: 'Leaking kitchen tap',
      description: 'Drips all night.',
      priority: 'normal',
      status: 5,
      reportedBy: input.tenantUserId,
      reported: -16,
      estimate: 8500,
      cost: 8500,
      billable: true,
      resolved: -12,
      notes: 'Washer and cartridge replaced.',
      paid: 8500,
    },
    {
      houseId: fairwayCottage,
      houseName: 'Fairway Cottage',
      tenant: rosas,
      typeId: plumbing,
      title: 'Annual boiler service',
      description: 'Due before winter.',
      priority: 'normal',
      status: 2,
      reportedBy: office,
      reported: -6,
      scheduled: 5,
      estimate: 12000,
      billable: true,
    },
    {
      houseId: fairwayCottage,
      houseName: 'Fairway Cottage',
      tenant: rosas,
      typeId: garden,
      title: 'Hedge over the path',
      description: 'The hedge by the gate blocks the path.',
      priority: 'low',
      status: 1,
      reportedBy: input.subTenantUserId,
      reported: -1,
      billable: false,
    },
    {
      houseId: lakesideVilla,
      houseName: 'Lakeside Villa',
      tenant: owens,
      typeId: pool,
      title: 'Pool pump noise',
      description: 'Grinding noise from the pump house.',
      priority: 'high',
      status: 3,
      reportedBy: input.ownerUserId,
      reported: -3,
      estimate: 15000,
      billable: true,
    },
    {
      houseId: lakesideVilla,
      houseName: 'Lakeside Villa',
      tenant: owens,
      typeId: electrical,
      title: 'Broken shutter motor',
      description: 'The living-room shutter stays down.',
      priority: 'normal',
      status: 5,
      reportedBy: input.ownerUserId,
      reported: -40,
      cost: 6000,
      billable: true,
      resolved: -35,
      notes: 'Motor replaced under the supplier warranty; labour charged.',
    },
    {
      houseId: seaviewCottage,
      houseName: 'Seaview Cottage',
      tenant: null,
      typeId: electrical,
      title: 'Replace smoke alarm',
      description: 'Chirping: battery or unit.',
      priority: 'urgent',
      status: 4,
      reportedBy: office,
      reported: -2,
      estimate: 3000,
      billable: false,
    },
    {
      houseId: pinHigh,
      houseName: 'Pin High Apartment',
      tenant: null,
      typeId: plumbing,
      title: 'Shower drain slow',
      description: 'Found at the change-over.',
      priority: 'low',
      status: 6,
      reportedBy: office,
      reported: -20,
      billable: false,
    },
  ];
  for (const j of jobs) {
    const id = await one(
      tx,
      sql`INSERT INTO maintenances (organization_id, house_id, tenant_id, maintenance_type_id, title, description, priority, status_id,
          reported_by, assigned_to, scheduled_for, estimated_cost, cost, billable, resolved_at, resolved_by, resolution_notes, created_at)
        VALUES (${org}, ${j.houseId}, ${j.tenant}, ${j.typeId}, ${j.title}, ${j.description}, ${j.priority}, ${j.status},
          ${j.reportedBy}, ${j.status === 1 ? null : office}, ${j.scheduled !== undefined ? day(j.scheduled) : null},
          ${j.estimate ?? null}, ${j.cost ?? null}, ${j.billable}, ${j.resolved !== undefined ? at(j.resolved, '16:00') : null},
          ${j.resolved !== undefined ? office : null}, ${j.notes ?? null}, ${at(j.reported, '09:00')})
        RETURNING id`,
    );
    result.jobs += 1;
    if (j.status === 5 && j.billable && j.cost && j.tenant) {
      const base = {
        tenant: j.tenant,
        house: j.houseId,
        source: 'maintenance' as const,
        sourceId: id,
      };
      await ledger({
        ...base,
        entry: 'charge',
        amount: j.cost,
        description: `${j.title}, ${j.houseName}`,
        when: at(j.resolved!, '16:00'),
      });
      if (j.paid)
        await ledger({
          ...base,
          entry: 'payment',
          amount: j.paid,
          method: 'bank_transfer',
          description: `Payment: ${j.title}, ${j.houseName}`,
          when: at(j.resolved! + 3),
        });
    }
  }

  const activity = async (
    name: string,
    description: string,
    frequency: string,
    minutes: number,
    price: number,
    resources: readonly (readonly [string, string, number])[],
  ) => {
    const id = await one(
      tx,
      sql`INSERT INTO maintenance_activities (organization_id, name, description, frequency, estimated_minutes, price)
        VALUES (${org}, ${name}, ${description}, ${frequency}, ${minutes}, ${price}) RETURNING id`,
    );
    let position = 0;
    for (const [resourceType, resourceName, quantity] of resources)
      await tx.execute(sql`INSERT INTO maintenance_activity_resources (organization_id, maintenance_activity_id, position, resource_type, name, quantity)
        VALUES (${org}, ${id}, ${position++}, ${resourceType}, ${resourceName}, ${quantity})`);
    return id;
  };
  const poolCleaning = await activity(
    'Pool cleaning',
    'Skim, vacuum and balance the water',
    'weekly',
    90,
    4500,
    [
      ['staff', 'Pool technician', 1],
      ['equipment', 'Pool vacuum', 1],
      ['material', 'Chlorine tablets', 2],
    ],
  );
  const gardenCare = await activity(
    'Garden care',
    'Mow, trim and tidy the beds',
    'monthly',
    120,
    6000,
    [
      ['staff', 'Gardener', 2],
      ['equipment', 'Mower', 1],
    ],
  );
  await activity(
    'Gutter cleaning',
    'Clear gutters and downpipes before winter',
    'yearly',
    60,
    5500,
    [
      ['staff', 'Handyman', 1],
      ['equipment', 'Ladder', 1],
    ],
  );
  await tx.execute(sql`INSERT INTO maintenance_interests (organization_id, maintenance_activity_id, tenant_id, user_id, status, notes, created_at)
    VALUES (${org}, ${gardenCare}, ${rosas}, ${input.tenantUserId}, 'pending', 'Every month from spring', ${at(-4)}),
           (${org}, ${poolCleaning}, ${owens}, ${input.ownerUserId}, 'accepted', 'Weekly while the villa is let', ${at(-25)})`);

  // --- Subscriptions -------------------------------------------------------------------------
  const stype = async (name: string, description: string) =>
    one(
      tx,
      sql`INSERT INTO subscription_types (organization_id, name, description) VALUES (${org}, ${name}, ${description}) RETURNING id`,
    );
  const dues = await stype('Membership dues', "Members' yearly dues");
  const community = await stype('Community', "The estate's shared upkeep");
  const facilities = await stype('Facilities', 'Gym, lockers and storage');
  const subscription = async (
    typeId: number,
    name: string,
    amount: number,
    period: string,
    audience: string,
    mandatory: boolean,
  ) => {
    result.subscriptions += 1;
    return one(
      tx,
      sql`INSERT INTO subscriptions (organization_id, subscription_type_id, name, amount, billing_period, audience, is_mandatory, created_by)
        VALUES (${org}, ${typeId}, ${name}, ${amount}, ${period}, ${audience}, ${mandatory}, ${office}) RETURNING id`,
    );
  };
  const annualDues = await subscription(dues, 'Annual club dues', 120000, 'yearly', 'member', true);
  const communityFee = await subscription(
    community,
    'Community fee',
    9500,
    'monthly',
    'tenant',
    true,
  );
  const gym = await subscription(facilities, 'Gym access', 3500, 'monthly', 'both', false);
  const locker = await subscription(facilities, 'Locker', 6000, 'yearly', 'member', false);
  await subscription(facilities, 'Bag storage', 1500, 'monthly', 'member', false);
  await tx.execute(sql`INSERT INTO user_subscriptions (organization_id, user_id, subscription_id, tenant_id, created_by, created_at)
    VALUES (${org}, ${mia}, ${gym}, NULL, ${mia}, ${at(-50)}),
           (${org}, ${mia}, ${locker}, NULL, ${mia}, ${at(-50)}),
           (${org}, ${input.tenantUserId}, ${gym}, ${rosas}, ${input.tenantUserId}, ${at(-70)})`);

  type Charge = {
    user: number;
    tenant: number | null;
    subscriptionId: number;
    name: string;
    from: number;
    to: number;
    due: number;
    amount: number;
    paid: number;
  };
  const charges: Charge[] = [
    {
      user: mia,
      tenant: null,
      subscriptionId: annualDues,
      name: 'Annual club dues',
      from: -60,
      to: 304,
      due: -45,
      amount: 120000,
      paid: 120000,
    },
    {
      user: max,
      tenant: null,
      subscriptionId: annualDues,
      name: 'Annual club dues',
      from: -5,
      to: 359,
      due: 10,
      amount: 120000,
      paid: 0,
    },
    {
      user: mia,
      tenant: null,
      subscriptionId: gym,
      name: 'Gym access',
      from: -30,
      to: -1,
      due: -20,
      amount: 3500,
      paid: 3500,
    },
    {
      user: input.tenantUserId,
      tenant: rosas,
      subscriptionId: communityFee,
      name: 'Community fee',
      from: -60,
      to: -31,
      due: -45,
      amount: 9500,
      paid: 9500,
    },
    {
      user: input.tenantUserId,
      tenant: rosas,
      subscriptionId: communityFee,
      name: 'Community fee',
      from: -30,
      to: -1,
      due: 5,
      amount: 9500,
      paid: 0,
    },
    {
      user: input.tenantUserId,
      tenant: rosas,
      subscriptionId: gym,
      name: 'Gym access',
      from: -30,
      to: -1,
      due: -15,
      amount: 3500,
      paid: 3500,
    },
    {
      user: input.ownerUserId,
      tenant: owens,
      subscriptionId: communityFee,
      name: 'Community fee',
      from: -60,
      to: -31,
      due: -20,
      amount: 9500,
      paid: 0,
    },
  ];
  for (const c of charges) {
    const id = await one(
      tx,
      sql`INSERT INTO subscription_balances (organization_id, user_id, subscription_id, tenant_id, period_start, period_end, due_date, amount, created_by, created_at)
        VALUES (${org}, ${c.user}, ${c.subscriptionId}, ${c.tenant}, ${day(c.from)}, ${day(c.to)}, ${day(c.due)}, ${c.amount}, ${office}, ${at(c.from)})
        RETURNING id`,
    );
    const what = `${c.name}, ${day(c.from)} – ${day(c.to)}`;
    const base = { tenant: c.tenant, user: c.user, source: 'subscription' as const, sourceId: id };
    await ledger({
      ...base,
      entry: 'charge',
      amount: c.amount,
      description: what,
      when: at(c.from),
    });
    if (c.paid > 0)
      await ledger({
        ...base,
        entry: 'payment',
        amount: c.paid,
        method: 'bank_transfer',
        description: `Payment: ${what}`,
        when: at(Math.min(c.due, -1)),
      });
  }
  return result;
}
