import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createTestApp, createUserAndSignIn, signIn, type Agent, type TestApp } from './helpers';
import { TEST_REDIS_URL, dropRedisPrefix, redisReachable } from './live-redis-check';

/*
 * The job runner on BullMQ (REDIS_URL): the same define/enqueue/status/drain semantics as the
 * database queue (jobs.test.ts), against the real Redis, under a key prefix of this file's own.
 */

const prefix = `fairway-test-${randomBytes(4).toString('hex')}`;
const onRedis = redisReachable('jobs-redis.test.ts') ? describe : describe.skip;

onRedis('jobs on BullMQ', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let orgId: number;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: TEST_REDIS_URL }, { jobs: { prefix }, live: { prefix } });
    app = t.app;
    admin = await signIn(app);
    const me = (await admin.get('/api/user/current')).json();
    orgId = me.organization_id;
    adminId = me.id;
  });
  afterAll(async () => {
    await t?.close();
    await dropRedisPrefix(prefix);
  });

  test('a job runs with its data; its status and result are kept, progress 100 once done', async () => {
    app.jobs.define<{ holes: number }>('test.echo', async (data, ctx) => {
      await ctx.progress(60);
      return { holes: data.holes, attempt: ctx.attempt, org: ctx.organizationId };
    });
    const id = await app.jobs.enqueue(
      'test.echo',
      { holes: 18 },
      { organizationId: orgId, userId: adminId },
    );
    await app.jobs.drain();
    expect(await app.jobs.status(id, orgId)).toMatchObject({
      id,
      name: 'test.echo',
      user_id: adminId,
      state: 'completed',
      progress: 100,
      attempts: 1,
      error: null,
      result: { holes: 18, attempt: 1, org: orgId },
    });
  });

  test('a failing job is retried with backoff, then fails with its message only', async () => {
    let calls = 0;
    app.jobs.define(
      'test.flaky',
      async (_data, ctx) => {
        calls++;
        if (ctx.attempt < 2) throw new Error('first attempt fails');
        return 'second time lucky';
      },
      { attempts: 3, backoffMs: 10 },
    );
    app.jobs.define(
      'test.doomed',
      async () => {
        throw new Error('could not reach smtp://mailer:s3cret-pass@mail.example');
      },
      { attempts: 2, backoffMs: 10 },
    );
    const flaky = await app.jobs.enqueue('test.flaky', {}, { organizationId: orgId });
    const doomed = await app.jobs.enqueue('test.doomed', {}, { organizationId: orgId });
    await app.jobs.drain();
    expect(calls).toBe(2);
    expect(await app.jobs.status(flaky, orgId)).toMatchObject({
      state: 'completed',
      attempts: 2,
      result: 'second time lucky',
    });
    expect(await app.jobs.status(doomed, orgId)).toMatchObject({
      state: 'failed',
      attempts: 2,
      error: 'could not reach smtp://[redacted]@mail.example',
      result: null,
    });
  });

  test("another club's status call, and another person's GET /api/jobs/{id}, find nothing", async () => {
    app.jobs.define('test.mine', async () => 'mine');
    const id = await app.jobs.enqueue('test.mine', {}, { organizationId: orgId, userId: adminId });
    await app.jobs.drain();
    expect(await app.jobs.status(id, orgId + 1000)).toBeNull();
    expect((await admin.get(`/api/jobs/${id}`)).json()).toMatchObject({ state: 'completed' });
    const member = await createUserAndSignIn(app, orgId, 'redis-jobs@test.local', ['member']);
    expect((await member.get(`/api/jobs/${id}`)).statusCode).toBe(404);
  });

  test('a job whose server stopped mid-run runs again on the next server', async () => {
    // A queue of their own: every worker of a queue takes every job of it, whatever its name.
    const own = `${prefix}:restart`;
    const options = { jobs: { prefix: own, lockMs: 500, stopTimeoutMs: 50 }, live: { prefix } };
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = await buildApp(app.config, { database: app.database, ...options });
    first.jobs.define('test.survivor', async () => {
      started();
      await new Promise(() => undefined);
    });
    await first.ready();
    const id = await first.jobs.enqueue('test.survivor', { n: 1 }, { organizationId: orgId });
    await running;
    expect(await first.jobs.status(id, orgId)).toMatchObject({ state: 'active' });
    await first.close();

    const second = await buildApp(app.config, { database: app.database, ...options });
    second.jobs.define<{ n: number }>('test.survivor', async (data) => ({ n: data.n }));
    await second.ready();
    try {
      await second.jobs.drain();
      expect(await second.jobs.status(id, orgId)).toMatchObject({
        state: 'completed',
        attempts: 2,
        result: { n: 1 },
      });
    } finally {
      await second.close();
    }
  });
});
