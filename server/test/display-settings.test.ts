import { sql } from 'drizzle-orm';
import { DISPLAY_DEFAULTS } from '@fairway/shared-api/contract';
import { createAccount } from '../src/modules/users';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

/*
 * GET /api/auth/session carries the club's display settings (the app section and the club's time
 * zone), so every screen writes dates, times and numbers the club's way from its first paint.
 */

let t: TestApp;
let admin: Agent;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
});
afterAll(() => t.close());

const SPANISH = {
  locale: 'es-ES',
  currency: 'EUR',
  date_format: 'DD/MM/YYYY',
  time_format: '24h',
  week_starts_on: 1,
  distance_unit: 'metres',
  temperature_unit: 'celsius',
  wind_speed_unit: 'kmh',
} as const;

const displayOf = async (agent: Agent) => {
  const res = await agent.get('/api/auth/session');
  expect(res.statusCode).toBe(200);
  return res.json().display;
};

test('a club that never chose shows the defaults, in its own time zone', async () => {
  expect(await displayOf(admin)).toEqual(DISPLAY_DEFAULTS);
});

test("a member's session follows what the administrator saves, with the club's time zone", async () => {
  const member = await createUserAndSignIn(t.app, orgId, 'display.member@test.local', ['member']);
  expect((await admin.put('/api/settings/app', SPANISH)).statusCode).toBe(200);
  // The organization's own field (the organizations screen edits it).
  await t.app.database.db.execute(
    sql`UPDATE organizations SET timezone = 'Europe/Madrid' WHERE id = ${orgId}`,
  );
  expect(await displayOf(member)).toEqual({ ...SPANISH, time_zone: 'Europe/Madrid' });

  // Back to the defaults when the section is reset.
  expect((await admin.post('/api/settings/app/reset')).statusCode).toBeLessThan(300);
  expect(await displayOf(member)).toMatchObject({
    locale: DISPLAY_DEFAULTS.locale,
    time_format: DISPLAY_DEFAULTS.time_format,
    time_zone: 'Europe/Madrid',
  });
});

test('a refused change (unknown format) changes nothing the sessions show', async () => {
  expect((await admin.put('/api/settings/app', SPANISH)).statusCode).toBe(200);
  const bad = await admin.put('/api/settings/app', { ...SPANISH, date_format: 'DD.MM.YYYY' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('date_format');
  expect(await displayOf(admin)).toMatchObject({ locale: 'es-ES', date_format: 'DD/MM/YYYY' });
});

test("another club's settings never reach this club's sessions, nor the other way", async () => {
  expect((await admin.put('/api/settings/app', SPANISH)).statusCode).toBe(200);
  const second = (
    await admin.post('/api/settings/organizations', { name: 'Display Club Two' })
  ).json() as { id: number };
  const otherAdmin = await createUserAndSignIn(t.app, second.id, 'display.two@test.local', [
    'admin',
  ]);
  expect(await displayOf(otherAdmin)).toMatchObject({ locale: 'en-GB', currency: 'GBP' });
  const american = { ...SPANISH, locale: 'en-US', date_format: 'MM/DD/YYYY', time_format: '12h' };
  expect((await otherAdmin.put('/api/settings/app', american)).statusCode).toBe(200);
  expect(await displayOf(otherAdmin)).toMatchObject({ locale: 'en-US', time_format: '12h' });
  expect(await displayOf(admin)).toMatchObject({ locale: 'es-ES', time_format: '24h' });
});

test('while a new password is required the display settings are still there (that page speaks the club’s language)', async () => {
  expect((await admin.put('/api/settings/app', SPANISH)).statusCode).toBe(200);
  await t.app.withOrg(orgId, (tx) =>
    createAccount(tx, {
      organizationId: orgId,
      email: 'display.forced@test.local',
      password: 'Member-Pass-123',
      roleNames: ['member'],
      first_name: 'Forced',
      last_name: 'Change',
      must_change_password: true,
    }),
  );
  const agent = await signIn(t.app, 'display.forced@test.local', 'Member-Pass-123');
  const body = (await agent.get('/api/auth/session')).json();
  expect(body).toMatchObject({ features: null, preferences: null, display: { locale: 'es-ES' } });
});

test('signed out the answer carries no club settings', async () => {
  const body = (await new Agent(t.app).get('/api/auth/session')).json();
  expect(body.authenticated).toBe(false);
  expect(body.display).toBeUndefined();
});
