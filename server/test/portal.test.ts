import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'fairway-portal-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Fairway</title>');
  writeFileSync(join(root, 'main.4005dbf2cd4975b927c6.js'), 'console.log(1)');
  writeFileSync(join(root, 'remotes.json'), '{"remotes":[]}');
  mkdirSync(join(root, 'remotes', 'mf-auth'), { recursive: true });
  writeFileSync(join(root, 'remotes', 'mf-auth', 'mf-manifest.json'), '{}');
  t = await createTestApp({ staticDir: root, bodyLimit: 2048 });
});
afterAll(() => t.close());

describe('the portal served by the server', () => {
  test('hashed assets are cached for a year; HTML, remotes.json and manifests are revalidated', async () => {
    const asset = await t.app.inject({ url: '/main.4005dbf2cd4975b927c6.js' });
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
