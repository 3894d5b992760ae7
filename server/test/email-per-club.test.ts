import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

/**
 * An e-mail address is unique within a club: a golfer can belong to two clubs on one install, and
 * a club's admin learns nothing about another club's members from creating a user.
 */

const U = '/api/settings/users';
const SHARED = 'two.clubs@golfer.example';

let t: TestApp;
let adminA: Agent;
let adminB: Agent;
let clubA: number;
let clubB: number;

beforeAll(async () => {
  t = await createTestApp();
  adminA = await signIn(t.app);
  clubA = (await adminA.get('/api/user/current')).json().organization_id;
  const other = await adminA.post('/api/settings/organizations', { name: 'Second Links' });
  clubB = other.json().id;
  adminB = await createUserAndSignIn(t.app, clubB, 'admin@second.example', ['admin']);
});
afterAll(() => t.close());

const createIn = (admin: Agent, password: string) =>
  admin.post(U, { email: SHARED, first_name: 'Two', last_name: 'Clubs', password });

const login = (body: Record<string, unknown>) =>
  new Agent(t.app).post('/api/auth/login', { email: SHARED, ...body });

test('another club can use an address this club uses; the same club cannot twice', async () => {
  expect((await createIn(adminA, 'Club-A-Pass-123')).statusCode).toBe(201);
  const inB = await createIn(adminB, 'Club-B-Pass-123');
  expect(inB.statusCode).toBe(201);
  expect(inB.json().organization_id ?? clubB).toBe(clubB);
  const again = await createIn(adminB, 'Club-B-Pass-123');
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('A user with this email already exists');
  // Each club sees only its own account.
  const listedB = (await adminB.get(`${U}?q=two.clubs`)).json() as { email: string }[];
  expect(listedB).toHaveLength(1);
});

test("each club's password signs in to that club's account", async () => {
  const a = await login({ password: 'Club-A-Pass-123' });
  expect(a.statusCode).toBe(200);
  expect(a.json().user.organization_id).toBe(clubA);
  const b = await login({ password: 'Club-B-Pass-123' });
  expect(b.statusCode).toBe(200);
  expect(b.json().user.organization_id).toBe(clubB);
  expect((await login({ password: 'Wrong-Pass-123' })).statusCode).toBe(401);
});

test('one password for both: 409 names exactly those clubs, and the chosen club signs in', async () => {
  const users = (await adminB.get(`${U}?q=two.clubs`)).json() as { id: number }[];
  expect(
    (await adminB.post(`${U}/${users[0]!.id}/reset-password`, { password: 'Club-A-Pass-123' }))
      .statusCode,
  ).toBeLessThan(300);
  const both = await login({ password: 'Club-A-Pass-123' });
  expect(both.statusCode).toBe(409);
  expect(both.json()).toMatchObject({
    error: 'choose_club',
    details: expect.arrayContaining([
      { organization_id: clubA, name: expect.any(String) },
      { organization_id: clubB, name: 'Second Links' },
    ]),
  });
  expect(both.json().details).toHaveLength(2);
  const chosen = await login({ password: 'Club-A-Pass-123', organization_id: clubB });
  expect(chosen.statusCode).toBe(200);
  expect(chosen.json().user.organization_id).toBe(clubB);
});
