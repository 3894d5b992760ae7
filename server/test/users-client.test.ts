import type { FastifyInstance } from 'fastify';
import { createRolesClient } from '../../shared-api/src/domains/roles/client';
import { createUsersClient } from '../../shared-api/src/domains/users/client';
import { ApiError } from '../../shared-api/src/http/errors';
import { httpOver } from './client-http';
import { createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

// The shared-api clients against the real routes: the paths, bodies and 404-as-null they rely on.

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(() => t.close());

test('the users and roles clients reach every kind of call', async () => {
  const admin = await signIn(app);
  const users = createUsersClient(httpOver(admin));
  const roles = createRolesClient(httpOver(admin));

  const created = await users.create({
    email: 'client@test.local',
    first_name: 'Cli',
    last_name: 'Ent',
  });
  expect(created.roles).toEqual(['member']);
  const page = await users.list({ limit: 1 });
  expect(page.items).toHaveLength(1);
  expect(page.total).toBeGreaterThanOrEqual(2);
  expect((await users.search('cli')).items.map((u) => u.id)).toEqual([created.id]);
  expect((await users.byRole('member')).items.map((u) => u.id)).toContain(created.id);
  expect((await users.inactive({ days: 1 })).items).toEqual([]);

  expect((await users.suspend(created.id, 'Testing')).status).toBe('suspended');
  expect((await users.reactivate(created.id)).status).toBe('active');
  expect((await users.setStatus(created.id, 'pending')).status).toBe('pending');
  expect((await users.activity(created.id, 2)).map((a) => a.action)).toEqual([
    'status_changed',
    'reactivated',
  ]);

  const guest = (await roles.list()).find((r) => r.name === 'guest')!;
  expect((await roles.assign(created.id, guest.id)).map((r) => r.name)).toEqual([
    'guest',
    'member',
  ]);
  expect(await roles.bulkAssign([created.id], guest.id)).toEqual({
    role_id: guest.id,
    assigned: 0,
    already_assigned: 1,
  });

  // "None yet" reads as null; other failures still raise with the server's message.
  expect(await users.profiles.byUser(created.id)).toBeNull();
  expect(await users.golfPreferences.byUser(created.id)).toBeNull();
  await expect(users.suspend(created.id, '')).rejects.toMatchObject({
    status: 400,
    message: expect.stringContaining('Reason is required to suspend a user'),
  });
  await users.remove(created.id);
  await expect(users.get(created.id)).rejects.toBeInstanceOf(ApiError);
});

test('a member uses the self-service calls', async () => {
  const orgId = (await (await signIn(app)).get('/api/user/current')).json().organization_id;
  const agent = await createUserAndSignIn(app, orgId, 'self@test.local', ['member']);
  const me = createUsersClient(httpOver(agent));

  expect(await me.golfPreferences.current()).toBeNull();
  const prefs = await me.golfPreferences.create({ handicap: 28.4, preferred_tee_time: 'evening' });
  expect(await me.golfPreferences.current()).toMatchObject({ id: prefs.id, handicap: 28.4 });

  const profile = await me.profiles.create({ city: 'Carnoustie' });
  expect(await me.profiles.byUser(profile.user_id)).toMatchObject({ city: 'Carnoustie' });
  await expect(me.profiles.byUser(1)).rejects.toMatchObject({ status: 403 });

  expect(await me.setPreferences(profile.user_id, { language: 'en' })).toEqual({ language: 'en' });
  expect(
    await me.profiles.changePassword({
      current_password: 'Member-Pass-123',
      new_password: 'Next-Member-Pass-1',
    }),
  ).toMatchObject({ success: true });
});
