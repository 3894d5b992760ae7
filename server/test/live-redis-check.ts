import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';

/** The Redis the Redis tests use (CI starts one): TEST_REDIS_URL or the local default. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Does Redis answer PING? Asked once when the test file loads (in a child process, so the answer
 * is there before the tests are declared). When it does not, the file's Redis tests are skipped
 * with a message saying so.
 */
export function redisReachable(label: string): boolean {
  const script = `const { Redis } = require('ioredis');
    const r = new Redis(process.argv[1], { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    r.connect().then(() => r.ping()).then(() => process.exit(0), () => process.exit(1));`;
  const res = spawnSync(process.execPath, ['-e', script, TEST_REDIS_URL], {
    cwd: __dirname,
    timeout: 5000,
  });
  if (res.status === 0) return true;
  console.warn(`${label}: skipped, Redis at ${TEST_REDIS_URL} is not reachable`);
  return false;
}

/** Deletes every key under the prefix (a test file's queue and channel). */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
