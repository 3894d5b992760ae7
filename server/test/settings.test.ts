import type { FastifyInstance } from 'fastify';
import {
  FEATURE_FLAGS,
  FEATURE_PATHS,
  SETTINGS_DEFAULTS,
  SETTINGS_SECTION_NAMES,
} from '@fairway/shared-api/contract';
import { defaultOrganizationId } from '../src/modules/organizations';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
});
afterAll(() => t.close());

const url = (key: keyof typeof FEATURE_PATHS) => `/api/${FEATURE_PATHS[key]}`;

async function everySection(agent: Agent) {
  return Object.fromEntries(
    await Promise.all(
      SETTINGS_SECTION_NAMES.map(async (n) => [n, (await agent.get(`/api/settings/${n}`)).json()]),
    ),
  );
}

describe('feature flags', () => {
  test('each flag round-trips at its own path, and the features call shows them all', async () => {
    for (const flag of FEATURE_FLAGS) {
      const put = await admin.put(url(flag), { [flag]: true });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ [flag]: true });
      expect((await admin.get(url(flag))).json()).toEqual({ [flag]: true });
    }
    expect(
      (
        await admin.put('/api/settings/settings/tee-time-management-enabled', {
          tee_time_management_enabled: false,
        })
      ).statusCode,
    ).toBe(200);
    const all = (await admin.get('/api/settings/features')).json();
    expect(all).toMatchObject({
      registration_enabled: true,
      tee_time_management_enabled: false,
      site_name: 'My Golf Club',
    });
  });

  test('the site name is trimmed and limited to 80 characters', async () => {
    expect((await admin.put(url('site_name'), { site_name: '  Royal Links  ' })).json()).toEqual({
      site_name: 'Royal Links',
    });
    const tooLong = await admin.put(url('site_name'), { site_name: 'x'.repeat(81) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('site_name');
    expect((await admin.put(url('site_name'), { site_name: '   ' })).statusCode).toBe(400);
    expect((await admin.get(url('site_name'))).json()).toEqual({ site_name: 'Royal Links' });
  });

  test('a flag body must carry the flag as a boolean', async () => {
    expect(
      (await admin.put(url('shop_management_enabled'), { shop_management_enabled: 'yes' }))
        .statusCode,
    ).toBe(400);
    expect((await admin.put(url('shop_management_enabled'), { enabled: true })).statusCode).toBe(
      400,
    );
  });

  test('flags belong to one organization: a second club sees its own defaults', async () => {
    await admin.put(url('wellness_management_enabled'), { wellness_management_enabled: false });
    const second = (
      await admin.post('/api/settings/organizations', { name: 'Second Flags Club' })
    ).json();
    const otherAdmin = await createUserAndSignIn(app, second.id, 'flags-admin2@test.local', [
      'admin',
    ]);
    expect((await otherAdmin.get(url('wellness_management_enabled'))).json()).toEqual({
      wellness_management_enabled: true,
    });

    await otherAdmin.put(url('wellness_management_enabled'), { wellness_management_enabled: true });
    await otherAdmin.put(url('site_name'), { site_name: 'Second Club' });
    expect((await admin.get(url('wellness_management_enabled'))).json()).toEqual({
      wellness_management_enabled: false,
    });
    expect((await admin.get(url('site_name'))).json().site_name).not.toBe('Second Club');
  });

  test('a member reads flags but cannot change them', async () => {
    const member = await createUserAndSignIn(app, orgId, 'flags-member@test.local', ['member']);
    expect((await member.get(url('events_management_enabled'))).statusCode).toBe(200);
    expect((await member.get('/api/settings/features')).statusCode).toBe(200);
    const put = await member.put(url('events_management_enabled'), {
      events_management_enabled: false,
    });
    expect(put.statusCode).toBe(403);
    expect((await member.get(url('events_management_enabled'))).json()).toEqual({
      events_management_enabled: true,
    });
    expect((await member.get('/api/settings/course')).statusCode).toBe(403);
  });

  test("registration-enabled is readable without signing in (the default club's flag); other flags are not", async () => {
    expect(await defaultOrganizationId(app.database.db)).toBe(orgId);
    await admin.put(url('registration_enabled'), { registration_enabled: false });
    const anonymous = new Agent(app);
    expect((await anonymous.get('/api/registration-enabled')).json()).toEqual({
      registration_enabled: false,
    });
    await admin.put(url('registration_enabled'), { registration_enabled: true });
    expect((await anonymous.get('/api/registration-enabled')).json()).toEqual({
      registration_enabled: true,
    });

    expect((await anonymous.get(url('tee_time_management_enabled'))).statusCode).toBe(401);
    expect(
      (await anonymous.put(url('registration_enabled'), { registration_enabled: false }))
        .statusCode,
    ).toBe(401);
  });
});

describe('settings sections', () => {
  test('a section reads its defaults until changed; an unknown section is 404', async () => {
    expect((await admin.get('/api/settings/maintenance')).json()).toEqual(
      SETTINGS_DEFAULTS.maintenance,
    );
    expect((await admin.get('/api/settings/course')).json()).toMatchObject({
      tee_interval_minutes: 10,
      players_per_slot: 4,
    });
    expect((await admin.get('/api/settings/weather-station')).statusCode).toBe(404);
    expect((await admin.put('/api/settings/weather-station', {})).statusCode).toBe(404);
    expect((await admin.post('/api/settings/weather-station/reset')).statusCode).toBe(404);
  });

  test('PUT stores the section; left-out fields take their defaults', async () => {
    const res = await admin.put('/api/settings/course', {
      tee_interval_minutes: 8,
      players_per_slot: 3,
      max_players_per_booking: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...SETTINGS_DEFAULTS.course,
      tee_interval_minutes: 8,
      players_per_slot: 3,
      max_players_per_booking: 3,
    });
    expect((await admin.get('/api/settings/course')).json()).toEqual(res.json());
  });

  test('a bad value or an unknown field is 400 naming the field, and nothing changes', async () => {
    const before = await everySection(admin);
    const cases: [string, unknown, string][] = [
      ['course', { tee_interval_minutes: 45 }, 'tee_interval_minutes'],
      ['course', { players_per_slot: 2, max_players_per_booking: 4 }, 'max_players_per_booking'],
      ['app', { currency: 'XYZ' }, 'currency'],
      ['security', { password_min_length: 6 }, 'password_min_length'],
      ['notifications', { reply_to_email: 'not-an-address' }, 'reply_to_email'],
      ['maintenance', { default_job_priority: 'whenever' }, 'default_job_priority'],
      ['app', { colour_scheme: 'green' }, 'colour_scheme'],
    ];
    for (const [section, body, field] of cases) {
      const res = await admin.put(`/api/settings/${section}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect(await everySection(admin)).toEqual(before);
  });

  test('language and currency are chosen from the lists the portal offers (defect 15)', async () => {
    const before = (await admin.get('/api/settings/app')).json();
    // Real codes, but not a language the portal speaks or a currency a club keeps prices in.
    const gold = await admin.put('/api/settings/app', { currency: 'XAU' });
    expect(gold.statusCode).toBe(400);
    expect(gold.json().message).toMatch(
      /currency.*must be one of the currencies a club can use: GBP, EUR, USD/,
    );
    const german = await admin.put('/api/settings/app', { locale: 'de-DE' });
    expect(german.statusCode).toBe(400);
    expect(german.json().message).toMatch(
      /locale.*must be one of the portal's languages and regions: en-GB/,
    );
    expect((await admin.get('/api/settings/app')).json()).toEqual(before);

    const swiss = await admin.put('/api/settings/app', { currency: 'CHF', locale: 'es-MX' });
    expect(swiss.statusCode).toBe(200);
    expect(swiss.json()).toMatchObject({ currency: 'CHF', locale: 'es-MX' });
    await admin.post('/api/settings/app/reset');
  });

  test('reset restores the defaults', async () => {
    await admin.put('/api/settings/security', {
      session_idle_minutes: 30,
      password_min_length: 14,
    });
    const reset = await admin.post('/api/settings/security/reset');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual(SETTINGS_DEFAULTS.security);
    expect((await admin.get('/api/settings/security')).json()).toEqual(SETTINGS_DEFAULTS.security);
  });

  test('staff may read sections but not change them', async () => {
    const staff = await createUserAndSignIn(app, orgId, 'settings-staff@test.local', ['staff']);
    expect((await staff.get('/api/settings/app')).statusCode).toBe(200);
    expect((await staff.get('/api/settings/all')).statusCode).toBe(200);
    expect((await staff.put('/api/settings/app', {})).statusCode).toBe(403);
    expect((await staff.post('/api/settings/app/reset')).statusCode).toBe(403);
    expect(
      (await staff.post('/api/settings/import', { format: 'fairway-settings', version: 1 }))
        .statusCode,
    ).toBe(403);
  });

  test('concurrent changes to different sections are all kept', async () => {
    const writes = await Promise.all([
      admin.put('/api/settings/app', { currency: 'EUR', locale: 'es-ES' }),
      admin.put('/api/settings/course', { tee_interval_minutes: 12 }),
      admin.put('/api/settings/maintenance', { reminder_days_before: 9 }),
      admin.put('/api/settings/notifications', { reminder_hours_before: 48 }),
      admin.put('/api/settings/security', { session_idle_minutes: 45 }),
      admin.put(url('restaurant_management_enabled'), { restaurant_management_enabled: false }),
      admin.put(url('rental_management_enabled'), { rental_management_enabled: false }),
    ]);
    expect(writes.map((w) => w.statusCode)).toEqual(writes.map(() => 200));
    const all = (await admin.get('/api/settings/all')).json();
    expect(all.sections.app).toMatchObject({ currency: 'EUR', locale: 'es-ES' });
    expect(all.sections.course.tee_interval_minutes).toBe(12);
    expect(all.sections.maintenance.reminder_days_before).toBe(9);
    expect(all.sections.notifications.reminder_hours_before).toBe(48);
    expect(all.sections.security.session_idle_minutes).toBe(45);
    expect(all.features).toMatchObject({
      restaurant_management_enabled: false,
      rental_management_enabled: false,
    });
  });
});

describe('export and import', () => {
  test('an export imported after changes brings every setting back', async () => {
    await admin.put('/api/settings/course', {
      tee_interval_minutes: 7,
      cancellation_cutoff_hours: 48,
    });
    await admin.put(url('site_name'), { site_name: 'Exported Club' });
    const exported = await admin.get('/api/settings/export');
    expect(exported.statusCode).toBe(200);
    const doc = exported.json();
    expect(doc).toMatchObject({
      format: 'fairway-settings',
      version: 1,
      organization: { id: orgId },
    });
    expect(Date.parse(doc.exported_at)).not.toBeNaN();

    for (const name of SETTINGS_SECTION_NAMES) await admin.post(`/api/settings/${name}/reset`);
    await admin.put(url('site_name'), { site_name: 'Changed Since' });
    await admin.put(url('shop_management_enabled'), {
      shop_management_enabled: !doc.features.shop_management_enabled,
    });

    const imported = await admin.post('/api/settings/import', doc);
    expect(imported.statusCode).toBe(200);
    const after = (await admin.get('/api/settings/all')).json();
    expect(after).toEqual({ sections: doc.sections, features: doc.features });
    expect(imported.json()).toEqual(after);
  });

  test('a document can carry only some sections: the others stay as they are', async () => {
    const before = (await admin.get('/api/settings/all')).json();
    const res = await admin.post('/api/settings/import', {
      format: 'fairway-settings',
      version: 1,
      sections: { notifications: { booking_reminder_email: false } },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.sections.notifications).toEqual({
      ...SETTINGS_DEFAULTS.notifications,
      booking_reminder_email: false,
    });
    expect({ ...after.sections, notifications: null }).toEqual({
      ...before.sections,
      notifications: null,
    });
    expect(after.features).toEqual(before.features);
  });

  test('an import with bad fields is 400 naming each of them, and nothing changes', async () => {
    const before = (await admin.get('/api/settings/all')).json();
    const doc = (await admin.get('/api/settings/export')).json();
    doc.sections.app.currency = 'USD';
    doc.sections.course.tee_interval_minutes = 99;
    doc.sections.security.password_min_length = 4;
    doc.features.site_name = 'Would Be Imported';

    const res = await admin.post('/api/settings/import', doc);
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.sections.course.tee_interval_minutes',
        'body.sections.security.password_min_length',
      ]),
    );

    const after = (await admin.get('/api/settings/all')).json();
    expect(after).toEqual(before);
    expect(await everySection(admin)).toEqual(before.sections);
  });

  test('a document that is not a version 1 settings export is refused', async () => {
    const doc = (await admin.get('/api/settings/export')).json();
    expect(
      (await admin.post('/api/settings/import', { ...doc, version: 2 })).json().message,
    ).toContain('version');
    expect((await admin.post('/api/settings/import', { ...doc, format: 'other' })).statusCode).toBe(
      400,
    );
    expect(
      (
        await admin.post('/api/settings/import', {
          ...doc,
          sections: { ...doc.sections, lighting: {} },
        })
      ).statusCode,
    ).toBe(400);
  });
});
