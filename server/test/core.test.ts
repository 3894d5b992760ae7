import type { FastifyInstance } from 'fastify';
import { ADMIN, Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(() => t.close());

describe('platform core', () => {
  test('health and readiness answer', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  test('unknown routes answer 404 with the error shape', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
  });

  test('security headers are set', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  test('the app queries as a role that is not a superuser', async () => {
    expect(await app.database.isSuperuser()).toBe(false);
  });

  test('metrics are not public (edge.test.ts serves them with METRICS_TOKEN)', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  test('the OpenAPI document lists the routes from the contract', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toContain('/api/auth/login');
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
  });
});

describe('sign-in and organizations', () => {
  test('admin signs in and reads the current user', async () => {
    const admin = await signIn(app);
    const me = await admin.get('/api/user/current');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: ADMIN.email, roles: ['admin'] });
  });

  test('the first start names the site after the club', async () => {
    const admin = await signIn(app);
    const features = await admin.get('/api/settings/features');
    expect(features.json().site_name).toBe('My Golf Club');
  });

  test('wrong password answers the spec message', async () => {
    const res = await new Agent(app).post('/api/auth/login', {
      email: ADMIN.email,
      password: 'wrong-password',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Login failed');
  });

  test('a member cannot create organizations; another organization is 404 to a club admin', async () => {
    const admin = await signIn(app);
    const created = await admin.post('/api/settings/organizations', { name: 'Second Club' });
    expect(created.statusCode).toBe(201);
    const second = created.json();
    expect(second.slug).toBe('second-club');

    const orgId = (await admin.get('/api/user/current')).json().organization_id;
    const member = await createUserAndSignIn(app, orgId, 'member1@test.local', ['member']);
    expect(
      (await member.post('/api/settings/organizations', { name: 'Nope Club' })).statusCode,
    ).toBe(403);

    // An admin of the second club sees only its own organization.
    const otherAdmin = await createUserAndSignIn(app, second.id, 'admin2@test.local', ['admin']);
    expect((await otherAdmin.get(`/api/settings/organizations/${orgId}`)).statusCode).toBe(404);
    const list = (await otherAdmin.get('/api/settings/organizations')).json();
    expect(list.map((o: { id: number }) => o.id)).toEqual([second.id]);
  });

  test('bad bodies are 400 with a message and change nothing', async () => {
    const admin = await signIn(app);
    const before = (await admin.get('/api/settings/organizations')).json().length;
    const res = await admin.post('/api/settings/organizations', {
      name: 'X',
      timezone: 'Mars/Base',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Name must be at least 2 characters|time zone/);
    expect((await admin.get('/api/settings/organizations')).json().length).toBe(before);
  });
});
