import { createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('an admin learns which flags have a module on this installation', async () => {
  const admin = await signIn(t.app);
  const res = await admin.get('/api/settings/features/installed');
  expect(res.statusCode).toBe(200);
  const { installed } = res.json() as { installed: string[] };
  expect(installed).toEqual(
    expect.arrayContaining([
      'tee_time_management_enabled',
      'email_notifications_enabled',
      'shop_management_enabled',
      'rental_management_enabled',
      'training_management_enabled',
      'subscription_management_enabled',
    ]),
  );
  // No restaurant module is built yet: its switch would change nothing.
  expect(installed).not.toContain('restaurant_management_enabled');
});

test('a member may not read the installation', async () => {
  const member = await createUserAndSignIn(t.app, 1, 'member@test.local', ['member']);
  const res = await member.get('/api/settings/features/installed');
  expect(res.statusCode).toBe(403);
});
