import type { FastifyInstance } from 'fastify';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';
import { LiveReader } from './live-stream';

/*
 * GET /api/live over real HTTP (the app listens on a loopback port): each person hears the events
 * meant for them, in their club only; the bounds refuse the 11th stream; a stream ends when its
 * session does and when the app closes.
 */

let t: TestApp;
let app: FastifyInstance;
let base: string;
let admin: Agent;
let member: Agent;
let rival: Agent;
let orgId: number;
let rivalOrgId: number;
let adminId: number;
let memberId: number;
const open: LiveReader[] = [];

const idOf = async (agent: Agent) => (await agent.get('/api/user/current')).json().id as number;

async function stream(agent: Agent, headers?: Record<string, string>): Promise<LiveReader> {
  const reader = await LiveReader.open(base, agent, headers);
  open.push(reader);
  return reader;
}

const teeSheet = (courseId: number) =>
  ({ type: 'tee-sheet.changed', data: { course_id: courseId, date: '2026-06-11' } }) as const;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signIn(app);
  orgId = (await admin.get('/api/user/current')).json().organization_id;
  adminId = await idOf(admin);
  member = await createUserAndSignIn(app, orgId, 'live-member@test.local', ['member']);
  memberId = await idOf(member);
  rivalOrgId = (await admin.post('/api/settings/organizations', { name: 'Live Rivals' })).json().id;
  rival = await createUserAndSignIn(app, rivalOrgId, 'live-rival@test.local', ['admin']);
});
afterEach(async () => {
  for (const reader of open.splice(0)) reader.close();
  await waitUntil(() => app.live.connections() === 0);
});
afterAll(() => t.close());

test('the stream is text/event-stream, never cached, buffered or compressed', async () => {
  const reader = await stream(admin, { 'accept-encoding': 'br, gzip' });
  const res = reader;
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-accel-buffering']).toBe('no');
  expect(res.headers['content-encoding']).toBeUndefined();
  await app.live.publish(orgId, { userIds: [adminId] }, teeSheet(3));
  expect(await reader.next()).toEqual([
    { event: 'tee-sheet.changed', data: { course_id: 3, date: '2026-06-11' }, id: '1' },
  ]);
});

test('an event for some users reaches them only; one for the club reaches everyone in it', async () => {
  const mine = await stream(admin);
  const theirs = await stream(member);
  const outsider = await stream(rival);
  await app.live.publish(
    orgId,
    { userIds: [memberId] },
    { type: 'notifications.read', data: { unread_count: 0 } },
  );
  await app.live.publish(orgId, { organization: true }, teeSheet(1));
  await app.live.publish(rivalOrgId, { organization: true }, teeSheet(99));

  // Each stream delivers in order: the first event a stream shows is the first meant for it.
  expect((await theirs.next(2)).map((e) => e.event)).toEqual([
    'notifications.read',
    'tee-sheet.changed',
  ]);
  expect((await mine.next(1)).map((e) => e.data)).toEqual([{ course_id: 1, date: '2026-06-11' }]);
  // The other club heard nothing of this one's events, only its own.
  expect((await outsider.next(1)).map((e) => e.data)).toEqual([
    { course_id: 99, date: '2026-06-11' },
  ]);
  // Nobody in the other club is addressed by a user id of this one.
  await app.live.publish(rivalOrgId, { userIds: [adminId] }, teeSheet(7));
  await app.live.publish(rivalOrgId, { organization: true }, teeSheet(8));
  expect((await outsider.next(2))[1]!.data).toEqual({ course_id: 8, date: '2026-06-11' });
});

test('a permission audience reaches the people whose roles grant it', async () => {
  const staffSide = await stream(admin);
  const memberSide = await stream(member);
  await app.live.publish(
    orgId,
    { permission: 'tee_sheet:manage' },
    { type: 'files.changed', data: { file_id: 5 } },
  );
  await app.live.publish(orgId, { organization: true }, teeSheet(2));
  expect((await staffSide.next(2)).map((e) => e.event)).toEqual([
    'files.changed',
    'tee-sheet.changed',
  ]);
  expect((await memberSide.next(1)).map((e) => e.event)).toEqual(['tee-sheet.changed']);
});

test('a job queued by a person tells their stream how it moves on', async () => {
  const reader = await stream(member);
  app.jobs.define('test.live-progress', async (_data, ctx) => {
    await ctx.progress(50);
    return 'done';
  });
  const id = await app.jobs.enqueue(
    'test.live-progress',
    {},
    { organizationId: orgId, userId: memberId },
  );
  const events = await reader.next(3);
  expect(events.map((e) => e.data)).toEqual([
    { id, name: 'test.live-progress', state: 'active', progress: 0 },
    { id, name: 'test.live-progress', state: 'active', progress: 50 },
    { id, name: 'test.live-progress', state: 'completed', progress: 100 },
  ]);
  expect(events.every((e) => e.event === 'job.progress')).toBe(true);
});

test('ten streams per person; the eleventh is refused with 429 until one closes', async () => {
  const ten = await Promise.all(Array.from({ length: 10 }, () => stream(member)));
  expect(ten.map((r) => r.status)).toEqual(Array(10).fill(200));
  const eleventh = await stream(member);
  expect(eleventh.status).toBe(429);
  expect((await eleventh.json()).message).toBe(
    'You have 10 live connections open already (one for each open tab): close a tab and try again',
  );
  // Another person is not held back by it.
  expect((await stream(admin)).status).toBe(200);

  ten[0]!.close();
  await ten[0]!.closed();
  await waitUntil(() => app.live.connections() === 10);
  expect((await stream(member)).status).toBe(200);
});

test('what the stream refuses: no session, an API token, a caller that is not an EventSource', async () => {
  const signedOut = await stream(new Agent(app));
  expect(signedOut.status).toBe(401);
  const token = (await admin.post('/api/settings/api-tokens', { name: 'live' })).json().token;
  const byToken = await stream(new Agent(app), { authorization: `Bearer ${token}` });
  expect(byToken.status).toBe(403);
  expect((await byToken.json()).message).toBe(
    'Live updates are for a signed-in browser session, not an API token',
  );
  const json = await stream(admin, { accept: 'application/json' });
  expect(json.status).toBe(406);
  expect((await json.json()).message).toContain('open it with an EventSource');
  expect(app.live.connections()).toBe(0);
});

test('publish refuses an unknown event type, data its schema rejects and a bad audience', async () => {
  await expect(
    app.live.publish(orgId, { organization: true }, {
      type: 'nope.unknown',
      data: {},
    } as never),
  ).rejects.toThrow('unknown live event type "nope.unknown"');
  await expect(
    app.live.publish(orgId, { organization: true }, {
      type: 'tee-sheet.changed',
      data: { course_id: 'one', date: 'tomorrow' },
    } as never),
  ).rejects.toThrow('tee-sheet.changed: course_id');
  await expect(app.live.publish(orgId, { userIds: [-1] }, teeSheet(1))).rejects.toThrow(
    'not a live message',
  );
});

test('signing out ends the stream of that session', async () => {
  const other = await signIn(app);
  const reader = await stream(other);
  expect(reader.status).toBe(200);
  expect((await other.post('/api/auth/logout')).statusCode).toBeLessThan(300);
  await reader.closed();
  expect(reader.ended).toBe(true);
});

test('closing the app ends every stream', async () => {
  const own = await createTestApp();
  const ownBase = await own.app.listen({ port: 0, host: '127.0.0.1' });
  const reader = await LiveReader.open(ownBase, await signIn(own.app));
  expect(reader.status).toBe(200);
  await own.close();
  await reader.closed();
  expect(reader.ended).toBe(true);
});

async function waitUntil(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
