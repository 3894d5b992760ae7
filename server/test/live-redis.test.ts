import { randomBytes } from 'node:crypto';
import { createTestApp, signIn, type TestApp } from './helpers';
import { TEST_REDIS_URL, dropRedisPrefix, redisReachable } from './live-redis-check';
import { LiveReader } from './live-stream';

/*
 * Live updates across processes (REDIS_URL): two app instances on one Redis, each with a database
 * of its own (the bus needs none); an event published on one reaches a stream open on the other,
 * in the same club and for the same person only.
 */

const prefix = `fairway-test-${randomBytes(4).toString('hex')}`;
const onRedis = redisReachable('live-redis.test.ts') ? describe : describe.skip;

onRedis('live updates through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  const readers: LiveReader[] = [];

  beforeAll(async () => {
    const config = { redisUrl: TEST_REDIS_URL };
    a = await createTestApp(config, { live: { prefix }, jobs: { prefix } });
    b = await createTestApp(config, { live: { prefix }, jobs: { prefix } });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const r of readers) r.close();
    await Promise.all([a?.close(), b?.close()]);
    await dropRedisPrefix(prefix);
  });

  test('an event published on one server reaches a stream open on the other', async () => {
    // Both servers were seeded alike: the first club and its administrator have the same ids.
    const adminOnB = await signIn(b.app);
    const me = (await adminOnB.get('/api/user/current')).json();
    const reader = await LiveReader.open(baseB, adminOnB);
    readers.push(reader);
    expect(reader.status).toBe(200);

    await a.app.live.publish(
      me.organization_id,
      { userIds: [me.id + 1000] },
      { type: 'notifications.read', data: { unread_count: 3 } },
    );
    await a.app.live.publish(
      me.organization_id + 1000,
      { organization: true },
      { type: 'files.changed', data: { file_id: 1 } },
    );
    await a.app.live.publish(
      me.organization_id,
      { userIds: [me.id] },
      { type: 'notification.created', data: { id: 7, unread_count: 1 } },
    );
    // Only the last was meant for this person in this club, and it is the first the stream shows.
    expect(await reader.next(1)).toEqual([
      { event: 'notification.created', data: { id: 7, unread_count: 1 }, id: '1' },
    ]);
    expect(a.app.live.connections()).toBe(0);
    expect(b.app.live.connections()).toBe(1);
  });
});
