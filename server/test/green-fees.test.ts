import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { GreenFeeRateInput } from '@fairway/shared-api/contract';
import { priceBooking, seedDemoRates } from '../src/modules/tee-sheet/green-fees';
import { profiles } from '../src/modules/users/tables';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import {
  createMembers,
  OLD_COURSE,
  seedCourse,
  signInMember,
  type Member,
} from './tee-sheet-fixtures';

// Wednesday 10 June 2026, 09:00 in London. Saturday is 13 June, Sunday 14 June.
const NOW = new Date('2026-06-10T08:00:00Z');
const WED = '2026-06-10';
const SAT = '2026-06-13';

const RATES = '/api/settings/green-fees/rates';
const QUOTE = '/api/settings/green-fees/quote';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let members: Member[];
let member: Agent;
let course: number;
let otherCourse: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  members = await createMembers(app, orgId, 'golfer', 4);
  member = await signInMember(app, members[0]!);
  course = await seedCourse(app, orgId, { name: 'Old Course', ...OLD_COURSE });
  otherCourse = await seedCourse(app, orgId, { name: 'New Course', ...OLD_COURSE });
});
afterAll(() => t.close());
beforeEach(() => app.withOrg(orgId, (tx) => tx.execute(sql`DELETE FROM green_fee_rates`)));

async function addRate(rate: Partial<GreenFeeRateInput> & Pick<GreenFeeRateInput, 'name'>) {
  const res = await admin.post(RATES, {
    applies_to: 'member',
    holes: 18,
    weekdays: EVERY_DAY,
    from_time: '00:00',
    to_time: '24:00',
    price_cents: 2500,
    ...rate,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
}

type Line = { label: string; rate_id: number | null; rate_name: string; amount_cents: number };
type Price = { currency: string; total_cents: number; lines: Line[] } | null;

async function quote(body: Record<string, unknown>, who: Agent = member): Promise<Price> {
  const res = await who.post(QUOTE, {
    course_id: course,
    date: WED,
    start_time: '10:00',
    holes: 18,
    players: [{ user_id: members[0]!.id }],
    ...body,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { price: Price }).price;
}

const rateNames = (p: Price) => p!.lines.map((l) => l.rate_name);
const amounts = (p: Price) => p!.lines.map((l) => l.amount_cents);

async function setBirthday(m: Member, date: string | null) {
  await app.withOrg(orgId, (tx) =>
    tx
      .insert(profiles)
      .values({ organization_id: orgId, user_id: m.id, date_of_birth: date })
      .onConflictDoUpdate({ target: profiles.user_id, set: { date_of_birth: date } }),
  );
}

test('a club without active rates prices nothing: the quote is null, and so is priceBooking', async () => {
  expect(await quote({})).toBeNull();
  const rate = await addRate({ name: 'Member 18 holes', active: false });
  expect(await quote({})).toBeNull();

  await admin.put(`${RATES}/${rate.id}`, {
    name: 'Member 18 holes',
    applies_to: 'member',
    holes: 18,
    weekdays: EVERY_DAY,
    from_time: '00:00',
    to_time: '24:00',
    price_cents: 2500,
    active: true,
  });
  const price = await app.withOrg(orgId, (tx) =>
    priceBooking(
      tx,
      {
        userId: members[0]!.id,
        organizationId: orgId,
        roles: ['member'],
        isStaff: false,
        now: NOW,
      },
      {
        course_id: course,
        date: WED,
        start_time: '10:00:00',
        holes: 18,
        players: [{ user_id: members[0]!.id }, { guest_name: 'Ann Guest' }],
        carts: 0,
      },
    ),
  );
  expect(price).toEqual({
    currency: 'GBP',
    total_cents: 2500,
    lines: [
      {
        label: 'Golfer Player1',
        rate_id: rate.id,
        rate_name: 'Member 18 holes',
        amount_cents: 2500,
      },
      {
        label: 'Ann Guest (guest): No rate for guest at 10:00',
        rate_id: null,
        rate_name: '',
        amount_cents: 0,
      },
    ],
  });
});

test('members and guests pay their class rate for 18 or 9 holes, and each cart its cart fee', async () => {
  await addRate({ name: 'Member 18', price_cents: 2500 });
  await addRate({ name: 'Member 9', holes: 9, price_cents: 1500 });
  await addRate({ name: 'Guest 18', applies_to: 'guest', price_cents: 6500 });
  await addRate({ name: 'Guest 9', applies_to: 'guest', holes: 9, price_cents: 4000 });
  await addRate({ name: 'Cart 18', applies_to: 'cart', price_cents: 3000 });
  await addRate({ name: 'Cart 9', applies_to: 'cart', holes: 9, price_cents: 1800 });

  const players = [
    { user_id: members[0]!.id },
    { user_id: members[1]!.id },
    { guest_name: 'Bo Visitor' },
  ];
  const eighteen = await quote({ players, carts: 2 });
  expect(eighteen!.lines.map((l) => l.label)).toEqual([
    'Golfer Player1',
    'Golfer Player2',
    'Bo Visitor (guest)',
    'Cart 1',
    'Cart 2',
  ]);
  expect(rateNames(eighteen)).toEqual(['Member 18', 'Member 18', 'Guest 18', 'Cart 18', 'Cart 18']);
  expect(eighteen!.total_cents).toBe(2500 * 2 + 6500 + 3000 * 2);

  const nine = await quote({ players, carts: 1, holes: 9 });
  expect(rateNames(nine)).toEqual(['Member 9', 'Member 9', 'Guest 9', 'Cart 9']);
  expect(nine!.total_cents).toBe(1500 * 2 + 4000 + 1800);
});

test('the weekday decides: a weekend rate on Saturday, the every-day rate on Wednesday', async () => {
  await addRate({ name: 'Member any day', price_cents: 2500 });
  await addRate({ name: 'Member weekend', weekdays: [6, 0], price_cents: 3200 });
  expect(rateNames(await quote({ date: WED }))).toEqual(['Member any day']);
  expect(rateNames(await quote({ date: SAT }))).toEqual(['Member weekend']);
  expect(amounts(await quote({ date: '2026-06-14' }))).toEqual([3200]);
});

test('twilight: from 15:00 the twilight band prices the round; the end of a band is not in it', async () => {
  await addRate({ name: 'Guest day', applies_to: 'guest', price_cents: 6500 });
  await addRate({
    name: 'Guest twilight',
    applies_to: 'guest',
    from_time: '15:00',
    to_time: '24:00',
    price_cents: 4500,
  });
  await addRate({
    name: 'Guest early',
    applies_to: 'guest',
    from_time: '06:00',
    to_time: '08:00',
    price_cents: 5000,
  });
  const guest = [{ guest_name: 'Cy Visitor' }];
  expect(rateNames(await quote({ players: guest, start_time: '14:50' }))).toEqual(['Guest day']);
  expect(rateNames(await quote({ players: guest, start_time: '15:00' }))).toEqual([
    'Guest twilight',
  ]);
  expect(rateNames(await quote({ players: guest, start_time: '07:50' }))).toEqual(['Guest early']);
  expect(rateNames(await quote({ players: guest, start_time: '08:00' }))).toEqual(['Guest day']);
});

test('a member under 18 on the day of play pays the junior rate; 65 and over the senior rate when there is one', async () => {
  await addRate({ name: 'Member', price_cents: 2500 });
  await addRate({ name: 'Junior', applies_to: 'junior', price_cents: 1000 });
  const [, young, old, plain] = members;
  // 18 on 11 June 2026: still a junior on the 10th, a member from the 11th.
  await setBirthday(young!, '2008-06-11');
  await setBirthday(old!, '1950-01-01');
  await setBirthday(plain!, null);
  const players = [{ user_id: young!.id }, { user_id: old!.id }, { user_id: plain!.id }];

  expect(rateNames(await quote({ players, date: WED }))).toEqual(['Junior', 'Member', 'Member']);
  expect(rateNames(await quote({ players, date: '2026-06-11' }))).toEqual([
    'Member',
    'Member',
    'Member',
  ]);

  await addRate({ name: 'Senior', applies_to: 'senior', price_cents: 2000 });
  const withSenior = await quote({ players, date: WED });
  expect(rateNames(withSenior)).toEqual(['Junior', 'Senior', 'Member']);
  expect(withSenior!.total_cents).toBe(1000 + 2000 + 2500);
});

test('when several rates fit, the most specific wins: narrowest band, fewest days, this course, oldest', async () => {
  await addRate({ name: 'All day', price_cents: 100 });
  expect(rateNames(await quote({}))).toEqual(['All day']);

  // Narrower band beats a wider one, whatever its days or course.
  await addRate({ name: 'Morning', from_time: '06:00', to_time: '12:00', price_cents: 200 });
  await addRate({ name: 'Wednesday all day', weekdays: [3], course_id: course, price_cents: 300 });
  expect(rateNames(await quote({}))).toEqual(['Morning']);

  // Same band: fewer weekdays wins.
  await addRate({
    name: 'Weekday morning',
    weekdays: [1, 2, 3, 4, 5],
    from_time: '06:00',
    to_time: '12:00',
    price_cents: 400,
  });
  expect(rateNames(await quote({}))).toEqual(['Weekday morning']);

  // Same band and days: this course's rate before the all-courses one …
  await addRate({
    name: 'Old Course weekday morning',
    weekdays: [1, 2, 3, 4, 5],
    from_time: '06:00',
    to_time: '12:00',
    course_id: course,
    price_cents: 500,
  });
  expect(rateNames(await quote({}))).toEqual(['Old Course weekday morning']);
  // … and another course's rate never applies here.
  expect(rateNames(await quote({ course_id: otherCourse }))).toEqual(['Weekday morning']);

  // Everything equal: the older rate (lowest id).
  await addRate({
    name: 'Copy',
    weekdays: [1, 2, 3, 4, 5],
    from_time: '06:00',
    to_time: '12:00',
    course_id: course,
    price_cents: 600,
  });
  expect(rateNames(await quote({}))).toEqual(['Old Course weekday morning']);

  // Outside every narrower band, the all-day rate still prices the round.
  expect(rateNames(await quote({ start_time: '13:00', date: SAT }))).toEqual(['All day']);
});

test('a player no rate covers is still priced, at 0 and labelled with what is missing; carts fall back to the cart configuration', async () => {
  await addRate({ name: 'Member', price_cents: 2500 });
  const price = await quote({
    players: [{ user_id: members[0]!.id }, { guest_name: 'Di Visitor' }],
    start_time: '07:30',
    carts: 1,
  });
  expect(price!.lines).toEqual([
    {
      label: 'Golfer Player1',
      rate_id: expect.any(Number),
      rate_name: 'Member',
      amount_cents: 2500,
    },
    {
      label: 'Di Visitor (guest): No rate for guest at 07:30',
      rate_id: null,
      rate_name: '',
      amount_cents: 0,
    },
    { label: 'Cart 1: No rate for cart at 07:30', rate_id: null, rate_name: '', amount_cents: 0 },
  ]);
  expect(price!.total_cents).toBe(2500);

  const config = await admin.post('/api/settings/cart/configuration', {
    fleet_size: 10,
    price_per_round: 24,
    price_per_nine: 14.5,
  });
  expect(config.statusCode).toBe(201);
  try {
    await addRate({ name: 'Member 9', holes: 9, price_cents: 1500 });
    expect(amounts(await quote({ carts: 1 }))).toEqual([2500, 2400]);
    expect(amounts(await quote({ carts: 1, holes: 9 }))).toEqual([1500, 1450]);
  } finally {
    await admin.delete(`/api/settings/cart/configuration/${config.json().id}`);
  }
});

test('try a price: players by class only, numbered per class', async () => {
  await addRate({ name: 'Member', price_cents: 2500 });
  await addRate({ name: 'Guest', applies_to: 'guest', price_cents: 6000 });
  const price = await quote(
    {
      players: [{ player_class: 'member' }, { player_class: 'member' }, { player_class: 'guest' }],
    },
    admin,
  );
  expect(price!.lines.map((l) => [l.label, l.amount_cents])).toEqual([
    ['Member 1', 2500],
    ['Member 2', 2500],
    ['Guest 1', 6000],
  ]);
  expect(price!.total_cents).toBe(11000);
});

test('rates: staff with courses:write add, change and remove them; members only read them', async () => {
  const rate = await addRate({
    name: 'Member twilight',
    from_time: '15:00',
    to_time: '24:00',
    weekdays: [5, 1, 3],
  });
  const list = await member.get(RATES);
  expect(list.statusCode).toBe(200);
  expect(list.json()).toEqual({
    currency: 'GBP',
    rates: [
      {
        id: rate.id,
        name: 'Member twilight',
        applies_to: 'member',
        holes: 18,
        weekdays: [1, 3, 5],
        from_time: '15:00',
        to_time: '24:00',
        course_id: null,
        price_cents: 2500,
        active: true,
      },
    ],
  });

  expect(
    (
      await member.post(RATES, {
        name: 'Cheap',
        applies_to: 'member',
        holes: 18,
        weekdays: [1],
        from_time: '00:00',
        to_time: '24:00',
        price_cents: 1,
      })
    ).statusCode,
  ).toBe(403);
  expect((await member.delete(`${RATES}/${rate.id}`)).statusCode).toBe(403);

  const changed = await admin.put(`${RATES}/${rate.id}`, {
    name: 'Member evening',
    applies_to: 'member',
    holes: 9,
    weekdays: [0],
    from_time: '17:30',
    to_time: '21:00',
    course_id: course,
    price_cents: 1234,
    active: false,
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({
    name: 'Member evening',
    holes: 9,
    weekdays: [0],
    from_time: '17:30',
    course_id: course,
    active: false,
  });

  expect((await admin.delete(`${RATES}/${rate.id}`)).statusCode).toBe(204);
  expect((await admin.delete(`${RATES}/${rate.id}`)).json().message).toBe(
    'Green-fee rate not found',
  );
  expect((await admin.get(RATES)).json().rates).toEqual([]);
});

test('a rate is refused with a message naming what is wrong', async () => {
  const base = {
    name: 'Member',
    applies_to: 'member',
    holes: 18,
    weekdays: [1],
    from_time: '08:00',
    to_time: '12:00',
    price_cents: 100,
  };
  const problem = async (body: Record<string, unknown>) => {
    const res = await admin.post(RATES, { ...base, ...body });
    expect(res.statusCode).toBe(400);
    return res.body;
  };
  expect(await problem({ to_time: '08:00' })).toContain('The band must end after it starts');
  expect(await problem({ from_time: '12:00', to_time: '08:00' })).toContain(
    'The band must end after it starts',
  );
  expect(await problem({ to_time: '24:30' })).toContain('between 00:00 and 24:00');
  expect(await problem({ name: 'M' })).toContain('Name must be at least 2 characters');
  expect(await problem({ name: 'x'.repeat(81) })).toContain('Name must be at most 80 characters');
  expect(await problem({ price_cents: 10_000_001 })).toContain('Price must be at most 100000.00');
  expect(await problem({ price_cents: -1 })).toContain('Price cannot be negative');
  expect(await problem({ weekdays: [] })).toContain('Choose at least one day');
  expect(await problem({ weekdays: [7] })).toContain(
    'A weekday is a number from 0 (Sunday) to 6 (Saturday)',
  );
  expect(await problem({ holes: 12 })).toContain('Holes must be 9 or 18');
  expect(await problem({ applies_to: 'caddie' })).toContain('Applies to must be one of');

  const unknownCourse = await admin.post(RATES, { ...base, course_id: 999999 });
  expect(unknownCourse.statusCode).toBe(404);
  expect(unknownCourse.json().message).toBe('Course not found');
  expect(
    (
      await member.post(QUOTE, {
        course_id: 999999,
        date: WED,
        start_time: '10:00',
        players: [{ guest_name: 'X' }],
      })
    ).statusCode,
  ).toBe(404);
});

test('the demo club gets a full price list once', async () => {
  await app.withOrg(orgId, (tx) => seedDemoRates(tx, orgId));
  await app.withOrg(orgId, (tx) => seedDemoRates(tx, orgId));
  const { rates } = (await admin.get(RATES)).json() as { rates: { applies_to: string }[] };
  expect(rates).toHaveLength(10);
  expect(new Set(rates.map((r) => r.applies_to))).toEqual(
    new Set(['member', 'guest', 'junior', 'cart']),
  );
  const evening = await quote({
    start_time: '16:00',
    players: [{ user_id: members[3]!.id }, { guest_name: 'Ed Visitor' }],
    carts: 1,
  });
  expect(rateNames(evening)).toEqual(['Member twilight', 'Guest twilight', 'Cart 18 holes']);
});
