import type { AddressInfo } from 'node:net';
import { MAX_JSON_DEPTH } from '../src/plugins/platform/input-guard';
import { Agent, createTestApp, signIn, type TestApp } from './helpers';
import { createMembers, seedCourse, signInMember } from './tee-sheet-fixtures';

/**
 * Input a client controls is bounded before it reaches a loop or the database: far dates, ids
 * past the integer column, NUL and lone surrogates, deep JSON and empty updates are each a 400
 * with a message, and the server keeps answering everyone else meanwhile.
 */

const TT = '/api/settings/tee-times';
const TB = '/api/settings/tee-time-bookings';

let t: TestApp;
let admin: Agent;
let member: Agent;
let staff: Agent;
let course: number;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-06-10T08:00:00Z') });
  admin = await signIn(t.app);
  const orgId = (await admin.get('/api/user/current')).json().organization_id as number;
  const [m] = await createMembers(t.app, orgId, 'bounds-member', 1);
  const [s] = await createMembers(t.app, orgId, 'bounds-staff', 1, ['staff']);
  member = await signInMember(t.app, m!);
  staff = await signInMember(t.app, s!);
  course = await seedCourse(t.app, orgId, { name: 'Bounds Course' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Resolves with the answer, or rejects when none comes within `ms`: a hang fails the test. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const cookieOf = (agent: Agent) => [...agent.jar].map(([k, v]) => `${k}=${v}`).join('; ');

const expect400 = (res: { statusCode: number; json: () => { message?: unknown } }, re: RegExp) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(re);
};

describe('dates far from today', () => {
  test("a member's day of 9999-12-31 is a 400 within a second while /api/health keeps answering", async () => {
    const far = fetch(`${base}${TT}/available-with-booking-info/${course}?date=9999-12-31`, {
      headers: { cookie: cookieOf(member) },
    });
    const health = await within(1000, fetch(`${base}/api/health`));
    expect(health.status).toBe(200);
    const res = await within(1000, far);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'querystring.date: must be a date from 1900-01-01 to 2199-12-31',
    );
  });

  test.each(['9999-12-31', '0000-01-01', '1899-12-31', '2200-01-01'])(
    'booking, the staff sheet and a move refuse %s',
    async (date) => {
      const range = /must be a date from 1900-01-01 to 2199-12-31/;
      expect400(
        await member.post(`${TB}/book`, { course_id: course, date, start_time: '08:00' }),
        range,
      );
      expect400(await staff.get(`${TT}/sheet/${course}?date=${date}`), range);
      expect400(await member.put(`${TB}/1`, { date, start_time: '08:00' }), range);
    },
  );

  test('an overview of more than a year is refused, not computed', async () => {
    expect400(
      await staff.get(`${TT}/overview-data/${course}?start_date=1900-01-01&end_date=2199-12-31`),
      /at most/,
    );
  });
});

describe('ids past the integer column', () => {
  test.each([2 ** 31, 2 ** 53 - 1])('%d in a path, a query and a body is a 400', async (id) => {
    const tooBig = /must be at most 2147483647/;
    expect400(await admin.get(`/api/settings/users/${id}`), tooBig);
    expect400(await staff.get(`${TT}/available-with-booking-info/${id}?date=2026-06-12`), tooBig);
    expect400(
      await member.post(`${TB}/book`, { course_id: id, date: '2026-06-12', start_time: '08:00' }),
      tooBig,
    );
  });
});

describe('text the database cannot store', () => {
  test('a NUL byte in the public sign-in and forgot-password calls is a 400 naming the field', async () => {
    const anon = new Agent(t.app);
    const login = await anon.post('/api/auth/login', { email: 'a\u0000@x.org', password: 'x' });
    expect400(login, /^body\.email: must not contain a NUL character$/);
    const forgot = await anon.post('/api/auth/forgot-password', { email: 'a@x.org\u0000' });
    expect400(forgot, /NUL/);
  });

  test('a lone surrogate in a stored text is a 400 and nothing is saved', async () => {
    const before = (await admin.get('/api/settings/settings/site-name')).json();
    const res = await admin.put('/api/settings/settings/site-name', { site_name: 'Club \uD800' });
    expect400(res, /^body\.site_name: must be valid Unicode text/);
    expect((await admin.get('/api/settings/settings/site-name')).json()).toEqual(before);
  });

  test('a NUL in a query string or a path is a 400', async () => {
    expect400(await admin.get('/api/settings/users?q=a%00b'), /^query\.q: must not contain a NUL/);
    expect400(await admin.get('/api/settings/users/by-role/a%00b'), /NUL/);
  });
});

describe('bodies', () => {
  test(`JSON nested deeper than ${MAX_JSON_DEPTH} levels is a 400, also 5,000 deep`, async () => {
    const me = (await admin.get('/api/user/current')).json().id as number;
    for (const depth of [MAX_JSON_DEPTH + 1, 5000]) {
      const res = await admin.request({
        method: 'PUT',
        url: `/api/settings/users/${me}/preferences`,
        headers: { 'content-type': 'application/json' },
        payload: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
      });
      expect400(res, /nested deeper than 32 levels/);
    }
  });

  test('an empty update is a 400 with a message and changes nothing', async () => {
    const roles = (await admin.get('/api/settings/users/roles')).json() as {
      id: number;
      name: string;
    }[];
    const role = roles[0]!;
    expect400(
      await admin.put(`/api/settings/users/roles/${role.id}`, {}),
      /Send at least one field to change/,
    );
    expect400(
      await admin.put(`/api/settings/courses/${course}`, {}),
      /Send at least one field to change/,
    );
    expect((await admin.get('/api/settings/users/roles')).json()).toEqual(roles);
  });

  test('an update changes only the fields it sends (no defaults fill the rest)', async () => {
    const created = await admin.post('/api/settings/courses', {
      name: 'Nine Holes',
      holes_count: 9,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const renamed = await admin.put(`/api/settings/courses/${id}`, { name: 'Short Nine' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Short Nine', holes_count: 9 });
  });
});
