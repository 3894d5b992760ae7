// A booking's price (issue 12): priced under the club's green-fee rates when booked, stored with
// the booking, and priced again when what it costs changes (players, holes, carts, time).
import type { FastifyInstance } from 'fastify';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import {
  createMembers,
  OLD_COURSE,
  seedCourse,
  signInMember,
  type Member,
} from './tee-sheet-fixtures';

// Wednesday 10 June 2026, 09:00 in London.
const NOW = new Date('2026-06-10T08:00:00Z');
const TB = '/api/settings/tee-time-bookings';
const TT = '/api/settings/tee-times';
const FRIDAY = '2026-06-12';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let ann: Member;
let annAgent: Agent;
let staff: Agent;
let course: number;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

async function rate(name: string, applies_to: string, holes: 9 | 18, price_cents: number) {
  const res = await admin.post('/api/settings/green-fees/rates', {
    name,
    applies_to,
    holes,
    weekdays: EVERY_DAY,
    from_time: '00:00',
    to_time: '24:00',
    course_id: course,
    price_cents,
  });
  expect(res.statusCode).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  ann = (await createMembers(app, orgId, 'payer', 1))[0]!;
  const staffer = (await createMembers(app, orgId, 'paystaff', 1, ['staff']))[0]!;
  [annAgent, staff] = await Promise.all([signInMember(app, ann), signInMember(app, staffer)]);
  course = await seedCourse(app, orgId, { name: 'Priced course', ...OLD_COURSE });
  await rate('Member 18', 'member', 18, 5000);
  await rate('Member 9', 'member', 9, 3000);
  await rate('Guest 18', 'guest', 18, 7000);
  await rate('Guest 9', 'guest', 9, 4000);
  await rate('Cart 18', 'cart', 18, 2000);
  await rate('Cart 9', 'cart', 9, 1000);
});
afterAll(() => t.close());

test('the price is stored with the booking, shown on the sheet, and follows changes', async () => {
  const res = await annAgent.post(`${TB}/book`, {
    course_id: course,
    date: FRIDAY,
    start_time: '10:00',
    players: [{ user_id: ann.id }, { guest_name: 'Gail Guest' }],
    carts: 1,
  });
  expect(res.statusCode).toBe(201);
  const b = res.json();
  expect(b.price.total_cents).toBe(5000 + 7000 + 2000);
  expect(b.price.lines).toHaveLength(3);

  const sheet = (await staff.get(`${TT}/sheet/${course}?date=${FRIDAY}`)).json();
  const row = sheet.rows.find((r: { start_time: string }) => r.start_time === '10:00');
  expect(row.bookings[0].price).toEqual(b.price);

  // Nine holes, no cart: priced again.
  const nine = await annAgent.put(`${TB}/${b.id}`, { holes: 9, carts: 0 });
  expect(nine.statusCode).toBe(200);
  expect(nine.json().price.total_cents).toBe(3000 + 4000);
  // One player fewer: priced again.
  const alone = await annAgent.put(`${TB}/${b.id}`, { players: [{ user_id: ann.id }] });
  expect(alone.json().price.total_cents).toBe(3000);
  // Notes only: the price stays as it was.
  const noted = await annAgent.put(`${TB}/${b.id}`, { notes: 'Left-handed clubs' });
  expect(noted.json().price).toEqual(alone.json().price);
});
