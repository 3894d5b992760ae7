// The settings client against the real server: its paths, bodies and fallbacks match the routes.
import type { FastifyInstance } from 'fastify';
import { SETTINGS_DEFAULTS } from '@fairway/shared-api/contract';
// The client modules themselves: the package root also loads the ky-based Http, typed with DOM types.
import { createSettingsClient } from '../../shared-api/src/domains/settings/client';
import { ApiError } from '../../shared-api/src/http/errors';
import type { Http } from '../../shared-api/src/http/types';
import { defaultOrganizationId } from '../src/modules/organizations';
import { httpOver } from './client-http';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(() => t.close());

const failing: Http = {
  get: () => Promise.reject(new ApiError('HTTP 503', 503)),
  post: () => Promise.reject(new ApiError('HTTP 503', 503)),
  put: () => Promise.reject(new ApiError('HTTP 503', 503)),
  patch: () => Promise.reject(new ApiError('HTTP 503', 503)),
  delete: () => Promise.reject(new ApiError('HTTP 503', 503)),
  getPage: () => Promise.reject(new ApiError('HTTP 503', 503)),
  upload: () => Promise.reject(new ApiError('HTTP 503', 503)),
};

test('an admin changes flags, the site name and sections through the client', async () => {
  const client = createSettingsClient(httpOver(await signIn(app)));
  expect(await client.setFeature('tee_time_management_enabled', false)).toBe(false);
  expect(await client.getFeature('tee_time_management_enabled')).toBe(false);
  expect(await client.setFeature('site_name', ' Links Club ')).toBe('Links Club');
  expect((await client.features()).site_name).toBe('Links Club');

  expect(
    (await client.updateSection('course', { tee_interval_minutes: 9 })).tee_interval_minutes,
  ).toBe(9);
  expect((await client.section('course')).tee_interval_minutes).toBe(9);
  expect(await client.resetSection('course')).toEqual(SETTINGS_DEFAULTS.course);

  const doc = await client.exportSettings();
  expect(await client.importSettings(doc)).toEqual(await client.all());
});

test('registration-enabled reads without a session; a member cannot write flags', async () => {
  expect(
    await createSettingsClient(httpOver(new Agent(app))).getFeature('registration_enabled'),
  ).toBe(false);
  const orgId = (await defaultOrganizationId(app.database.db))!;
  const memberAgent = await createUserAndSignIn(app, orgId, 'client-member@test.local', ['member']);
  const member = createSettingsClient(httpOver(memberAgent));
  expect(await member.getFeature('shop_management_enabled')).toBe(true);
  await expect(member.setFeature('shop_management_enabled', false)).rejects.toMatchObject({
    status: 403,
  });
});

test('registration, unsubscribing and e-mail notifications read false when the call fails; other flags raise', async () => {
  const client = createSettingsClient(failing);
  expect(await client.getFeature('registration_enabled')).toBe(false);
  expect(await client.getFeature('unsubscribe_enabled')).toBe(false);
  expect(await client.getFeature('email_notifications_enabled')).toBe(false);
  await expect(client.getFeature('tee_time_management_enabled')).rejects.toThrow('HTTP 503');
});
