import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { JobContext } from '../src/plugins/platform/jobs';
import { createTestApp, createUserAndSignIn, signIn, type Agent, type TestApp } from './helpers';

/*
 * The job runner on the app's database (no REDIS_URL): jobs run, retry with backoff and fail for
 * good with a clean message, report progress, are read only by their club (and over HTTP only by
 * the person who queued them), and a job whose server stopped mid-run runs again on the next one.
 */

let t: TestApp;
let app: FastifyInstance;
let admin: Agent;
let orgId: number;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await signIn(app);
  const me = (await admin.get('/api/user/current')).json();
  orgId = me.organization_id;
  adminId = me.id;
});
afterAll(() => t.close());

/** A promise with its resolve, for handlers the test lets finish. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Waits until check answers something truthy (no timing is asserted; the bound only ends a hang). */
async function until<T>(check: () => Promise<T | null | undefined | false>, what: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('a queued job runs once with its data and context; its status says what it answered', async () => {
  const seen: { data: unknown; ctx: Partial<JobContext> }[] = [];
  app.jobs.define<{ greeting: string }>('test.echo', async (data, ctx) => {
    seen.push({ data, ctx: { attempt: ctx.attempt, organizationId: ctx.organizationId } });
    return { echoed: data.greeting.toUpperCase() };
  });
  const id = await app.jobs.enqueue(
    'test.echo',
    { greeting: 'fore' },
    { organizationId: orgId, userId: adminId },
  );
  await app.jobs.drain();

  expect(seen).toEqual([
    { data: { greeting: 'fore' }, ctx: { attempt: 1, organizationId: orgId } },
  ]);
  expect(await app.jobs.status(id, orgId)).toMatchObject({
    id,
    name: 'test.echo',
    user_id: adminId,
    state: 'completed',
    progress: 100,
    attempts: 1,
    error: null,
    result: { echoed: 'FORE' },
  });
  const status = (await app.jobs.status(id, orgId))!;
  expect(Date.parse(status.finished_at!)).toBeGreaterThanOrEqual(Date.parse(status.created_at));
});

test('a failing job is retried until it succeeds', async () => {
  let calls = 0;
  app.jobs.define(
    'test.flaky',
    async (_data, ctx) => {
      calls++;
      if (ctx.attempt < 3) throw new Error(`attempt ${ctx.attempt} failed`);
      return 'third time lucky';
    },
    { attempts: 4, backoffMs: 10 },
  );
  const id = await app.jobs.enqueue('test.flaky', null, { organizationId: orgId });
  await app.jobs.drain();
  expect(calls).toBe(3);
  expect(await app.jobs.status(id, orgId)).toMatchObject({
    state: 'completed',
    attempts: 3,
    error: null,
    result: 'third time lucky',
  });
});

test('after its last attempt a job fails with the message only: no stack, no credentials', async () => {
  let calls = 0;
  app.jobs.define(
    'test.doomed',
    async () => {
      calls++;
      throw new Error('could not reach smtp://mailer:s3cret-pass@mail.example:587');
    },
    { attempts: 2, backoffMs: 10 },
  );
  const id = await app.jobs.enqueue('test.doomed', {}, { organizationId: orgId });
  await app.jobs.drain();
  expect(calls).toBe(2);
  const status = (await app.jobs.status(id, orgId))!;
  expect(status).toMatchObject({ state: 'failed', attempts: 2, result: null });
  expect(status.error).toBe('could not reach smtp://[redacted]@mail.example:587');
  expect(status.finished_at).not.toBeNull();
});

test('progress is stored while the job runs; at most two jobs of a process run at once', async () => {
  const release = deferred();
  let active = 0;
  let most = 0;
  app.jobs.define<{ n: number }>('test.slow', async (data, ctx) => {
    active++;
    most = Math.max(most, active);
    await ctx.progress(40);
    await release.promise;
    active--;
    return data.n;
  });
  const ids = await Promise.all(
    [1, 2, 3].map((n) => app.jobs.enqueue('test.slow', { n }, { organizationId: orgId })),
  );
  const states = async () =>
    Promise.all(ids.map(async (id) => (await app.jobs.status(id, orgId))!));
  const running = await until(async () => {
    const all = await states();
    const withProgress = all.filter((s) => s.state === 'active' && s.progress === 40);
    return withProgress.length === 2 ? all : null;
  }, 'two jobs with progress');
  expect(running.filter((s) => s.state === 'waiting')).toHaveLength(1);

  release.resolve();
  await app.jobs.drain();
  expect(most).toBe(2);
  expect((await states()).map((s) => [s.state, s.result])).toEqual([
    ['completed', 1],
    ['completed', 2],
    ['completed', 3],
  ]);
});

test('a handler reporting progress out of 0–100 fails that attempt', async () => {
  app.jobs.define(
    'test.bad-progress',
    async (_data, ctx) => {
      await ctx.progress(250);
    },
    { attempts: 1 },
  );
  const id = await app.jobs.enqueue('test.bad-progress', {}, { organizationId: orgId });
  await app.jobs.drain();
  expect(await app.jobs.status(id, orgId)).toMatchObject({
    state: 'failed',
    error: 'progress must be a number from 0 to 100',
  });
});

test('enqueue refuses an undefined job, oversized data and a bad delay, and queues nothing', async () => {
  app.jobs.define('test.bounded', async () => 'ran');
  await expect(app.jobs.enqueue('test.nobody', {}, { organizationId: orgId })).rejects.toThrow(
    'job test.nobody is not defined',
  );
  await expect(
    app.jobs.enqueue('test.bounded', { blob: 'x'.repeat(70_000) }, { organizationId: orgId }),
  ).rejects.toThrow('its data is over 65536 bytes');
  await expect(
    app.jobs.enqueue('test.bounded', {}, { organizationId: orgId, delayMs: -5 }),
  ).rejects.toThrow('delayMs must be a whole number');
  expect(() => app.jobs.define('test.bounded', async () => undefined)).toThrow(
    'job test.bounded is defined already',
  );
  expect(() => app.jobs.define('Bad Name', async () => undefined)).toThrow('must be lower case');
  // Nothing of it is waiting: drain has nothing to wait for.
  await app.jobs.drain(2000);
});

test('a delayed job waits until it is due; a platform job (no club) runs at once', async () => {
  const ran: string[] = [];
  app.jobs.define<string>('test.later', async (data) => void ran.push(data));
  const later = await app.jobs.enqueue('test.later', 'delayed', {
    organizationId: orgId,
    delayMs: 3_600_000,
  });
  await app.jobs.enqueue('test.later', 'platform', { organizationId: null });
  await until(async () => ran.includes('platform'), 'the platform job');
  expect(ran).toEqual(['platform']);
  expect(await app.jobs.status(later, orgId)).toMatchObject({ state: 'waiting', attempts: 0 });

  // An hour passes.
  await app.withOrg(orgId, (tx) =>
    tx.execute(sql`UPDATE jobs SET run_at = now() WHERE id = ${later}::uuid`),
  );
  await app.jobs.drain();
  expect(ran).toEqual(['platform', 'delayed']);
});

describe('GET /api/jobs/{id}', () => {
  let jobId: string;
  beforeAll(async () => {
    app.jobs.define('test.mine', async () => ({ rows: 12 }));
    jobId = await app.jobs.enqueue('test.mine', {}, { organizationId: orgId, userId: adminId });
    await app.jobs.drain();
  });

  test('the person who queued a job reads its status', async () => {
    const res = await admin.get(`/api/jobs/${jobId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: jobId,
      name: 'test.mine',
      state: 'completed',
      result: { rows: 12 },
    });
  });

  test("another person of the club, and another club's administrator, get 404", async () => {
    const member = await createUserAndSignIn(app, orgId, 'jobs-member@test.local', ['member']);
    expect((await member.get(`/api/jobs/${jobId}`)).statusCode).toBe(404);

    const rival = (await admin.post('/api/settings/organizations', { name: 'Job Rivals' })).json();
    const rivalAdmin = await createUserAndSignIn(app, rival.id, 'jobs-rival@test.local', ['admin']);
    const res = await rivalAdmin.get(`/api/jobs/${jobId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Job not found');
    // The runner's own read is scoped the same way.
    expect(await app.jobs.status(jobId, rival.id)).toBeNull();
  });

  test('a malformed id is a 400, an unknown one a 404, no session a 401', async () => {
    const bad = await admin.get('/api/jobs/not-a-job');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id must be a job id');
    expect((await admin.get('/api/jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: `/api/jobs/${jobId}` })).statusCode).toBe(401);
  });
});

test('a job whose server stopped mid-run runs again on the next server', async () => {
  const options = { jobs: { lockMs: 400, stopTimeoutMs: 50 } };
  const started = deferred();
  // The first server's handler never finishes: its process "dies" with the job in hand.
  const first = await buildApp(app.config, { database: app.database, ...options });
  first.jobs.define('test.survivor', async () => {
    started.resolve();
    await new Promise(() => undefined);
  });
  await first.ready();
  const id = await first.jobs.enqueue('test.survivor', { n: 1 }, { organizationId: orgId });
  await started.promise;
  expect(await first.jobs.status(id, orgId)).toMatchObject({ state: 'active', attempts: 1 });
  await first.close();

  const second = await buildApp(app.config, { database: app.database, ...options });
  second.jobs.define<{ n: number }>('test.survivor', async (data, ctx) => ({
    n: data.n,
    attempt: ctx.attempt,
  }));
  await second.ready();
  try {
    await second.jobs.drain();
    expect(await second.jobs.status(id, orgId)).toMatchObject({
      state: 'completed',
      attempts: 2,
      result: { n: 1, attempt: 2 },
    });
  } finally {
    await second.close();
  }
});
