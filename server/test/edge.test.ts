import type { FastifyInstance, HTTPMethods } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, testConfig, type AppConfig } from '../src/config';
import { PRESSURE_RETRY_AFTER_SECONDS } from '../src/plugins/external/pressure';
import { ROUTE_LIMITS } from '../src/plugins/external/rate-limit';
import { PERMISSIONS_POLICY } from '../src/plugins/external/security';
import { ADMIN, createTestApp, signIn, type TestApp } from './helpers';

const METRICS_TOKEN = 'metrics-token-for-the-edge-tests';
const HASHED = '/main.4005dbf2cd4975b927c6.js';

const portalFolders: string[] = [];
afterAll(() => portalFolders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function portalFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'fairway-edge-'));
  portalFolders.push(root);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Fairway</title>');
  writeFileSync(join(root, HASHED.slice(1)), 'console.log(1)');
  return root;
}

const on = (overrides: Partial<AppConfig>) => ({
  rateLimit: { enabled: true, perMinute: 5 },
  ...overrides,
});

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not reached in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Keeps the event loop busy in 250 ms slices: every tick of the delay monitor comes late. */
async function saturateEventLoop(ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const slice = Date.now() + 250;
    while (Date.now() < slice) {
      /* busy */
    }
    await new Promise((r) => setImmediate(r));
  }
}

const madeUpToken = () => `${Math.random().toString(36).slice(2)}${'x'.repeat(24)}`;

describe('rate limits', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(on({ staticDir: portalFolder(), metricsToken: METRICS_TOKEN }));
    app = t.app;
  });
  afterAll(() => t.close());

  test('every call in the table is a route the app serves', () => {
    const missing = Object.keys(ROUTE_LIMITS).filter((key) => {
      const [method, url] = key.split(' ') as [HTTPMethods, string];
      return !app.hasRoute({ method, url });
    });
    expect(missing).toEqual([]);
  });

  test('a session past the global limit gets 429 with Retry-After; another session is still served', async () => {
    const first = await signIn(app);
    const second = await signIn(app);
    for (let i = 0; i < 5; i++) {
      const res = await first.get('/api/user/current');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe('5');
    }
    const refused = await first.get('/api/user/current');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      error: 'too_many_requests',
      message: expect.stringMatching(
        /^Too many requests: at most 5 a minute\. Try again in \d+ seconds?\.$/,
      ),
    });
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);

    expect((await second.get('/api/user/current')).statusCode).toBe(200);
    // The address the sessions share has a bucket of its own for callers who are not signed in.
    expect((await app.inject({ url: '/api/auth/status' })).statusCode).toBe(200);
  });

  test('a made-up session cookie counts against the address, not a fresh bucket', async () => {
    const call = () =>
      app.inject({
        url: '/api/auth/status',
        remoteAddress: '192.0.2.10',
        cookies: { fw_access: madeUpToken() },
      });
    for (let i = 0; i < 5; i++) expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(429);
  });

  test('sign-in is limited per address more tightly, whatever the e-mail', async () => {
    const attempt = (i: number, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: `nobody${i}@test.local`, password: 'Wrong-Pass-123' },
      });
    const limit = ROUTE_LIMITS['POST /api/auth/login'];
    expect(limit).toEqual({ max: 30, per: 'address' });
    for (let i = 0; i < 30; i++) expect((await attempt(i, '198.51.100.1')).statusCode).toBe(401);
    const refused = await attempt(30, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Too many requests: at most 30 a minute for this call\./,
    );
    // The right password from that address waits too; another address is answered.
    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.1',
      payload: ADMIN,
    });
    expect(right.statusCode).toBe(429);
    expect((await attempt(31, '198.51.100.2')).statusCode).toBe(401);
  });

  test('the portal files and the health probes are never limited', async () => {
    for (let i = 0; i < 8; i++) {
      const asset = await app.inject({ url: HASHED, remoteAddress: '203.0.113.5' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['x-ratelimit-limit']).toBeUndefined();
      const page = await app.inject({ url: '/admin/users', remoteAddress: '203.0.113.5' });
      expect(page.statusCode).toBe(200);
      for (const url of ['/api/health', '/api/ready'])
        expect((await app.inject({ url, remoteAddress: '203.0.113.5' })).statusCode).toBe(200);
    }
  });
});

describe('limits off (RATE_LIMIT=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: { enabled: false, perMinute: 1 } });
  });
  afterAll(() => t.close());

  test('RATE_LIMIT=0 turns limits off; the default is on at 600 a minute', () => {
    expect(loadConfig({ RATE_LIMIT: '0' }).rateLimit.enabled).toBe(false);
    expect(loadConfig({}).rateLimit).toEqual({ enabled: true, perMinute: 600 });
  });

  test('no call is refused and no limit header is sent', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ url: '/api/auth/status' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  test('without METRICS_TOKEN /metrics does not exist', async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
    const guessed = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer anything-at-all-here' },
    });
    expect(guessed.statusCode).toBe(404);
  });
});

describe('/metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: METRICS_TOKEN });
  });
  afterAll(() => t.close());

  test('refused without the token or with a wrong one', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${METRICS_TOKEN}x`,
      METRICS_TOKEN,
    ]) {
      const res = await t.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
      expect(res.body).not.toContain('fairway_http_requests_total');
    }
  });

  test('served in Prometheus format with the token', async () => {
    await t.app.inject({ url: '/api/health' });
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('fairway_http_requests_total');
  });
});

describe('load shedding', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({
      pressure: { maxEventLoopDelayMs: 100, maxHeapUsedBytes: 0, maxRssBytes: 0 },
      metricsToken: METRICS_TOKEN,
    });
    app = t.app;
    // Building the database blocks the loop too: start from a calm one.
    await waitFor(() => !app.isUnderPressure(), 10_000);
  });
  afterAll(() => t.close());

  test('a saturated event loop answers 503 with Retry-After; health and metrics still answer; then it recovers', async () => {
    const admin = await signIn(app);
    expect((await admin.get('/api/user/current')).statusCode).toBe(200);

    await saturateEventLoop(2000);
    expect(app.isUnderPressure()).toBe(true);
    expect(app.memoryUsage().eventLoopDelay).toBeGreaterThan(100);

    const shed = await admin.get('/api/user/current');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(PRESSURE_RETRY_AFTER_SECONDS));
    expect(shed.json()).toEqual({
      error: 'service_unavailable',
      message: expect.stringMatching(/overloaded.*try again in 10 seconds/),
    });
    expect(shed.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(shed.headers['cache-control']).toBe('no-store');

    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error).toBe('service_unavailable');
    expect(ready.headers['retry-after']).toBeDefined();
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('fairway_http_requests_total');

    await waitFor(() => !app.isUnderPressure(), 5000);
    expect((await admin.get('/api/user/current')).statusCode).toBe(200);
  });
});

describe('load shedding on memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      pressure: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1, maxRssBytes: 0 },
    });
  });
  afterAll(() => t.close());

  test('a heap over its limit sheds load with the same answer', async () => {
    await waitFor(() => t.app.isUnderPressure(), 3000);
    const res = await t.app.inject({ url: '/api/auth/status' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(PRESSURE_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({
      error: 'service_unavailable',
      message: expect.stringMatching(/short of memory/),
    });
  });
});

describe('headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ staticDir: portalFolder() });
  });
  afterAll(() => t.close());

  test('Permissions-Policy on API answers, errors and portal files', async () => {
    for (const url of ['/api/health', '/api/user/current', '/api/nope', HASHED, '/', '/login']) {
      const res = await t.app.inject({ url });
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )camera=\(\)/);
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )geolocation=\(\)/);
  });

  test('API answers are no-store, signed in or not; portal files keep their caching', async () => {
    const admin = await signIn(t.app);
    const me = await admin.get('/api/user/current');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/auth/status', '/api/user/current', '/api/nope'])
      expect((await t.app.inject({ url })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: HASHED })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await t.app.inject({ url: '/login' })).headers['cache-control']).toBe('no-cache');
  });

  test('the other security headers are unchanged', async () => {
    for (const url of ['/api/health', HASHED]) {
      const res = await t.app.inject({ url });
      expect(res.headers).toMatchObject({
        'content-security-policy':
          "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
          "frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
          "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
      });
    }
  });
});

describe('configuration', () => {
  test('defaults: limits on, shedding at 1000 ms of event-loop delay, no metrics token', () => {
    const c = loadConfig({});
    expect(c.pressure).toEqual({ maxEventLoopDelayMs: 1000, maxHeapUsedBytes: 0, maxRssBytes: 0 });
    expect(c.metricsToken).toBeNull();
    expect(loadConfig({ PRESSURE_MAX_HEAP_MB: '512' }).pressure.maxHeapUsedBytes).toBe(
      512 * 1024 * 1024,
    );
    // Tests run without limits or shedding unless a test turns them on.
    expect(testConfig().rateLimit.enabled).toBe(false);
    expect(testConfig().pressure.maxEventLoopDelayMs).toBe(0);
  });

  test.each([
    ['RATE_LIMIT_PER_MINUTE', '0', 'must be at least 1'],
    ['RATE_LIMIT_PER_MINUTE', 'lots', 'must be a whole number of requests'],
    ['RATE_LIMIT', 'off', 'Invalid option'],
    ['METRICS_TOKEN', 'short', 'must be at least 16 characters'],
    ['PRESSURE_MAX_EVENT_LOOP_DELAY_MS', '-1', 'must be 0 (off) or more'],
    ['PRESSURE_MAX_EVENT_LOOP_DELAY_MS', '2.5', 'must be a whole number of milliseconds'],
    ['PRESSURE_MAX_RSS_MB', 'big', 'must be a whole number of megabytes'],
  ])('%s=%s is refused with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: ${message}`);
  });
});
