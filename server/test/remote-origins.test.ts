import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, testConfig, type AppConfig } from '../src/config';
import { remoteOrigins, remotesJsonSources } from '../src/plugins/external/remote-origins';
import { securityPlugin } from '../src/plugins/external/security';

/** The security plugin alone (no database needed) with a config, answering GET /. */
async function appWith(overrides: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('config', testConfig(overrides));
  await app.register(securityPlugin);
  app.get('/', async () => 'portal');
  await app.ready();
  return app;
}

/** The sources each CSP directive of the answer to GET / allows. */
async function csp(app: FastifyInstance): Promise<Record<string, string[]>> {
  const res = await app.inject({ url: '/' });
  const header = String(res.headers['content-security-policy']);
  return Object.fromEntries(
    header.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function portalWith(remotes: unknown): string {
  const root = mkdtempSync(join(tmpdir(), 'fairway-remote-origins-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  writeFileSync(join(root, 'remotes.json'), JSON.stringify(remotes));
  return root;
}

const REMOTE_DIRECTIVES = ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src'];

describe('PORTAL_REMOTE_ORIGINS', () => {
  test('is a comma-separated list of origins, normalised', () => {
    const config = loadConfig({
      PORTAL_REMOTE_ORIGINS:
        ' https://CDN.example.org ,http://localhost:4203/,https://cdn.example.org',
    } as NodeJS.ProcessEnv);
    expect(config.remoteOrigins).toEqual(['https://cdn.example.org', 'http://localhost:4203']);
    expect(loadConfig({} as NodeJS.ProcessEnv).remoteOrigins).toEqual([]);
  });

  test.each([
    'https://cdn.example.org/mf-courses/',
    '*',
    'https://*.example.org',
    "https://cdn.example.org; script-src 'unsafe-inline'",
    'ftp://files.example.org',
    'cdn.example.org',
    'https://cdn.example.org?v=1',
    'https://user:secret@cdn.example.org',
  ])('refuses %s with a message naming the setting and the entry', (bad) => {
    const start = () =>
      loadConfig({ PORTAL_REMOTE_ORIGINS: `https://ok.example.org,${bad}` } as NodeJS.ProcessEnv);
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/PORTAL_REMOTE_ORIGINS: '.+' is not an origin/);
  });
});

describe('the Content Security Policy and remote origins', () => {
  test("allows only the portal's own origin when every remote is served by the portal", async () => {
    const root = portalWith({
      remotes: [{ name: 'mf_auth', manifest: '/remotes/mf-auth/mf-manifest.json' }],
    });
    const app = await appWith({ staticDir: root });
    const policy = await csp(app);
    for (const d of ['script-src', 'connect-src']) expect(policy[d]).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    await app.close();
  });

  test("allows the origins remotes.json points at and the configured ones, for the remote's manifest, scripts, styles, images and fonts", async () => {
    const root = portalWith({
      remotes: [
        { name: 'mf_auth', manifest: '/remotes/mf-auth/mf-manifest.json' },
        { name: 'mf_courses', manifest: 'https://cdn.example.org/mf-courses/mf-manifest.json' },
        { name: 'mf_admin', manifest: '//static.example.net/mf-admin/mf-manifest.json' },
        { name: 'mf_bad', manifest: 'javascript:alert(1)' },
      ],
    });
    const app = await appWith({ staticDir: root, remoteOrigins: ['http://localhost:4300'] });
    const policy = await csp(app);
    for (const d of REMOTE_DIRECTIVES) {
      expect(policy[d]).toEqual(
        expect.arrayContaining([
          "'self'",
          'http://localhost:4300',
          'https://cdn.example.org',
          'static.example.net',
        ]),
      );
      expect(policy[d]?.join(' ')).not.toContain('javascript');
    }
    expect(policy['default-src']).toEqual(["'self'"]);
    await app.close();
  });

  test('without a portal folder only the configured origins are added', async () => {
    const app = await appWith({ staticDir: null, remoteOrigins: ['https://cdn.example.org'] });
    const policy = await csp(app);
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.org']);
    await app.close();
  });
});

describe('remote origins follow remotes.json', () => {
  test('an edited remotes.json is read again once the recheck interval has passed', () => {
    const root = portalWith({ remotes: [] });
    let clock = 0;
    const log = { warn: jest.fn() } as unknown as Parameters<typeof remoteOrigins>[0]['log'];
    const origins = remoteOrigins({
      portalRoot: root,
      configured: [],
      log,
      recheckMs: 1000,
      now: () => clock,
    });
    expect(origins.current()).toEqual([]);

    const file = join(root, 'remotes.json');
    writeFileSync(
      file,
      JSON.stringify({ remotes: [{ manifest: 'https://cdn.example.org/mf-manifest.json' }] }),
    );
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    clock = 500;
    expect(origins.current()).toEqual([]);
    clock = 1000;
    expect(origins.current()).toEqual(['https://cdn.example.org']);

    writeFileSync(file, '{ not json');
    utimesSync(file, new Date(), new Date(Date.now() + 10000));
    clock = 2000;
    expect(origins.current()).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  test('reads the manifests of a remotes.json document', () => {
    expect(
      remotesJsonSources({
        remotes: [
          { manifest: 'https://cdn.example.org/a/mf-manifest.json' },
          { manifest: 'https://cdn.example.org/b/mf-manifest.json' },
          { manifest: 'http://localhost:4203/mf-manifest.json' },
          { manifest: 'data:application/json,{}' },
          { manifest: 42 },
          null,
        ],
      }),
    ).toEqual(['http://localhost:4203', 'https://cdn.example.org']);
    expect(remotesJsonSources('nonsense')).toEqual([]);
  });
});
