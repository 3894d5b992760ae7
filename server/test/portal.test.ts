import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { writeFeatures } from '../src/modules/settings';
import { createAccount } from '../src/modules/users';
import { Agent, createTestApp, createUserAndSignIn, signIn, type TestApp } from './helpers';

const INDEX = '<!doctype html><title>Fairway</title>'.padEnd(2000, ' ');
const MAIN = `console.log(${JSON.stringify('fairway '.repeat(400))});`;
const MAIN_FILE = 'main.4005dbf2cd4975b927c6.js';

/** Writes a file with the .br and .gz copies the portal assembly writes beside it. */
function writeCompressed(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
}

let t: TestApp;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'fairway-portal-'));
  writeCompressed(join(root, 'index.html'), INDEX);
  writeCompressed(join(root, MAIN_FILE), MAIN);
  // A map left in the folder by mistake is still never served.
  writeFileSync(join(root, `${MAIN_FILE}.map`), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(join(root, 'tiny.0123456789ab.js'), 'void 0');
  writeFileSync(join(root, 'remotes.json'), '{"remotes":[]}');
  mkdirSync(join(root, 'remotes', 'mf-auth'), { recursive: true });
  writeFileSync(join(root, 'remotes', 'mf-auth', 'mf-manifest.json'), '{}');
  t = await createTestApp({ staticDir: root, bodyLimit: 2048 });
});
afterAll(() => t.close());

describe('the portal served by the server', () => {
  test('hashed assets are cached for a year; HTML, remotes.json and manifests are revalidated', async () => {
    const asset = await t.app.inject({ url: `/${MAIN_FILE}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/remotes.json', '/remotes/mf-auth/mf-manifest.json']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  test('client routes answer the shell; a missing file is 404; an unknown API call stays a JSON 404', async () => {
    const route = await t.app.inject({ url: '/admin/users?status=active' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>Fairway</title>');
    expect((await t.app.inject({ url: '/nothing.1234567890ab.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/not-a-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('not_found');
  });

  test('a body over the limit is 413 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(5000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large', message: expect.any(String) });
  });
});

describe('content negotiation of the precompressed portal', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  test('Brotli when the browser accepts it, with the file’s own type, caching and Vary', async () => {
    const res = await get(`/${MAIN_FILE}`, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(MAIN);
    expect(res.rawPayload.length).toBeLessThan(MAIN.length / 4);
  });

  test('gzip when the browser accepts only gzip', async () => {
    const res = await get(`/${MAIN_FILE}`, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(MAIN);
  });

  test('the file as it is without Accept-Encoding, or when nothing offered is accepted', async () => {
    for (const accept of [undefined, 'identity', 'zstd']) {
      const res = await get(`/${MAIN_FILE}`, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.body).toBe(MAIN);
    }
  });

  test('a file without compressed copies (too small to be worth it) is sent as it is', async () => {
    const res = await get('/tiny.0123456789ab.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('void 0');
  });

  test('the shell’s HTML for client routes is negotiated too and stays revalidated', async () => {
    const res = await get('/courses', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  test('a precompressed file is sent as the assembly wrote it, never compressed again', async () => {
    const res = await get(`/${MAIN_FILE}`, 'br, gzip');
    expect(res.rawPayload.equals(brotliCompressSync(Buffer.from(MAIN)))).toBe(true);
  });

  test('source maps and the compressed copies are never served by name', async () => {
    for (const url of [
      `/${MAIN_FILE}.map`,
      `/${MAIN_FILE}.br`,
      `/${MAIN_FILE}.gz`,
      '/index.html.br',
      '/anything.js.map',
    ]) {
      const res = await get(url, 'br, gzip');
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('secret.ts');
    }
  });
});

describe('API answers compressed on the fly', () => {
  test('an answer over 1 KB is Brotli or gzip as the browser accepts; the JSON is the same', async () => {
    const admin = await signIn(t.app);
    const plain = await admin.get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await admin.get('/api/docs/json', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await admin.get('/api/docs/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  test('a small answer is sent as it is', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('GET /api/auth/session: the portal’s one start-up call', () => {
  let orgId: number;
  let admin: Agent;
  beforeAll(async () => {
    admin = await signIn(t.app);
    orgId = (await admin.get('/api/user/current')).json().organization_id;
  });

  test('signed out it answers 200 { authenticated: false }, never 401, and is not cached', async () => {
    const res = await new Agent(t.app).get('/api/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      authenticated: false,
      error: 'Not authenticated',
      tokenError: false,
      renewable: false,
    });
  });

  test('signed in it answers the user, the club’s features and the user’s preferences together', async () => {
    await t.app.withOrg(orgId, (tx) => writeFeatures(tx, orgId, { site_name: 'Session Club' }));
    const member = await createUserAndSignIn(t.app, orgId, 'session.member@test.local', ['member']);
    const me = (await member.get('/api/user/current')).json();
    const saved = await member.put(`/api/settings/users/${me.id}/preferences`, {
      theme: 'dark',
      default_landing_page: '/courses',
    });
    expect(saved.statusCode).toBe(200);

    const res = await member.get('/api/auth/session');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      authenticated: true,
      user: me,
      features: (await member.get('/api/settings/features')).json(),
      preferences: { theme: 'dark', default_landing_page: '/courses' },
      display: expect.objectContaining({ locale: 'en-GB', time_zone: 'Europe/London' }),
    });
    expect(body.features.site_name).toBe('Session Club');
  });

  test('a user without saved preferences gets {}', async () => {
    const res = await admin.get('/api/auth/session');
    expect(res.json()).toMatchObject({ authenticated: true, preferences: {} });
  });

  test('while a new password is required: the user, and no features or preferences', async () => {
    await t.app.withOrg(orgId, (tx) =>
      createAccount(tx, {
        organizationId: orgId,
        email: 'forced.session@test.local',
        password: 'Member-Pass-123',
        roleNames: ['member'],
        first_name: 'Forced',
        last_name: 'Change',
        must_change_password: true,
      }),
    );
    const agent = await signIn(t.app, 'forced.session@test.local', 'Member-Pass-123');
    const res = await agent.get('/api/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      authenticated: true,
      user: { email: 'forced.session@test.local', must_change_password: true },
      features: null,
      preferences: null,
    });
  });

  test('renewable when the session’s CSRF cookie is there without an access cookie', async () => {
    const member = await signIn(t.app, 'session.member@test.local', 'Member-Pass-123');
    member.jar.delete('fw_access'); // expired in the browser (its max-age is the access lifetime)
    const res = await member.get('/api/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ authenticated: false, renewable: true, tokenError: false });
  });

  test('a malformed access token is reported as tokenError, not renewable', async () => {
    const res = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: 'fw_access=not a token; csrf_token=x' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      authenticated: false,
      error: 'Session malformed',
      tokenError: true,
      renewable: false,
    });
  });

  test('the existing calls keep answering as before', async () => {
    const anonymous = new Agent(t.app);
    expect((await anonymous.get('/api/auth/status')).json()).toMatchObject({
      authenticated: false,
    });
    expect((await anonymous.get('/api/user/current')).statusCode).toBe(401);
    expect((await admin.get('/api/user/current')).statusCode).toBe(200);
    expect((await admin.get('/api/settings/features')).statusCode).toBe(200);
  });
});
