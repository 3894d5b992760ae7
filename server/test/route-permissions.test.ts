import { collectRoutes, normalisePath, type RouteEntry } from '../scripts/routes-coverage';
import { createTestApp, type TestApp } from './helpers';

/** The only /api calls reachable without signing in. Anything else that declares itself public fails this test. */
const PUBLIC_CALLS = new Set([
  'POST /api/auth/login',
  'GET /api/calendar/{}', // a member's calendar feed: its secret token is the permission (rate limited)
  'POST /api/auth/register',
  'POST /api/auth/refresh',
  'GET /api/auth/status',
  'GET /api/auth/session', // the portal's start-up call: signed out it answers { authenticated: false }
  'POST /api/auth/forgot-password',
  'POST /api/auth/invitation/{}',
  'GET /api/settings/invitations/experience/{}/validate', // invitation validate: public in spec section 6
  'GET /api/registration-enabled',
  'GET /api/password-reset/{}',
  'POST /api/password-reset/{}',
  'GET /api/health',
  'GET /api/ready',
  'GET /api/files/shared/{}', // a file's share link: its signed token is the permission
]);
const isDocs = (r: RouteEntry) => r.url === '/api/docs' || r.url.startsWith('/api/docs/');
const PERMISSION = /^[a-z][a-z0-9_]*:([a-z][a-z0-9_]*|\*)$/;

let t: TestApp;
let api: RouteEntry[];
beforeAll(async () => {
  const collected = await collectRoutes(() => createTestApp());
  t = collected.built;
  api = collected.routes.filter((r) => r.url.startsWith('/api/'));
});
afterAll(() => t.close());

const call = (r: RouteEntry) => `${r.method} ${normalisePath(r.url)}`;

test('the walk sees the live route table', () => {
  expect(api.map(call)).toEqual(
    expect.arrayContaining([
      'POST /api/auth/login',
      'GET /api/settings/features',
      'POST /api/settings/{}/reset',
    ]),
  );
});

test('every /api route is an allowed public call or declares a <module>:<action> permission', () => {
  const offenders = api
    .filter((r) =>
      r.public
        ? !PUBLIC_CALLS.has(call(r)) && !isDocs(r)
        : !(r.permission?.length && r.permission.every((p) => PERMISSION.test(p))),
    )
    .map((r) => `${call(r)} public=${r.public} permission=${r.permission}`);
  expect(offenders).toEqual([]);
});

test('every GET that is not public answers 401 without a session', async () => {
  const answers = await Promise.all(
    api
      .filter((r) => r.method === 'GET' && !r.public)
      .map(async (r) => {
        const res = await t.app.inject({
          method: 'GET',
          url: r.url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1'),
        });
        return `${call(r)} -> ${res.statusCode}`;
      }),
  );
  expect(answers.filter((a) => !a.endsWith('-> 401'))).toEqual([]);
  expect(answers.length).toBeGreaterThan(10);
});
