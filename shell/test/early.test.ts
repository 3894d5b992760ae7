import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  REMOTES_HINT_KEY,
  firstScreen,
  preload,
  remoteAssets,
  startEarly,
  type EarlyEnv,
} from '../src/early/start';
import { createPreloadedAnswers } from '@fairway/shared-api/preloaded';
import { applyRememberedTheme } from '../src/early/theme';
import { earlyManifests } from '../src/root/federation';
import { readEarlyStart } from '../src/root/early';
import { fetchRemotes, parseRemotes } from '../src/root/remotes';

const REMOTES = {
  remotes: [
    {
      name: 'mf_auth',
      label: 'Account',
      manifest: '/remotes/mf-auth/mf-manifest.json',
      routes: ['/login', '/register', '/profile'],
      publicRoutes: ['/login', '/register'],
      modules: [{ module: './sign-in', routes: ['/login'] }],
    },
    {
      name: 'mf_courses',
      label: 'Tee times',
      manifest: '/remotes/mf-courses/mf-manifest.json',
      routes: ['/courses'],
      flag: 'tee_time_management_enabled',
    },
  ],
};

const manifest = (name: string) => ({
  id: name,
  name,
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.0123456789abcdef.js', path: '' },
  },
  exposes: [
    {
      name: 'spa',
      path: './spa',
      assets: {
        js: { sync: ['__federation_expose_spa.aaaa1111.js'], async: ['route-x.bbbb2222.js'] },
        css: { sync: [], async: ['route-x.cccc3333.css'] },
      },
    },
    {
      name: 'sign-in',
      path: './sign-in',
      assets: {
        js: { sync: ['__federation_expose_sign_in.dddd4444.js'], async: [] },
        css: { sync: ['__federation_expose_sign_in.eeee5555.css'], async: [] },
      },
    },
  ],
});

const member = { authenticated: true, user: { id: 7, must_change_password: false }, features: {} };
const signedOut = { authenticated: false, renewable: false, tokenError: false, error: null };
const remotes = parseRemotes(REMOTES);

describe('the theme before the first paint', () => {
  it('applies the remembered theme: light and dark set data-theme, system follows the device', () => {
    const root = document.createElement('html');
    const storage = (value: string | null) => () => ({ getItem: () => value });
    applyRememberedTheme(root, storage('dark'));
    expect(root.dataset.theme).toBe('dark');
    applyRememberedTheme(root, storage('light'));
    expect(root.dataset.theme).toBe('light');
    applyRememberedTheme(root, storage('"><script>'));
    expect(root.dataset.theme).toBe('light');
    applyRememberedTheme(root, storage('system'));
    expect(root.dataset.theme).toBeUndefined();
    applyRememberedTheme(root, () => {
      throw new Error('storage turned off');
    });
    expect(root.dataset.theme).toBeUndefined();
  });
});

describe('which remote the first page needs', () => {
  it('a public page: its own module (the sign-in module on /login)', () => {
    expect(firstScreen('/login', remotes, signedOut)).toMatchObject({
      remote: { name: 'mf_auth' },
      module: './sign-in',
    });
    expect(firstScreen('/register', remotes, signedOut)?.module).toBe('./spa');
  });

  it('a protected page: its remote when signed in (or renewable), the sign-in module when not', () => {
    expect(firstScreen('/courses', remotes, member)?.remote.name).toBe('mf_courses');
    expect(firstScreen('/courses', remotes, { ...signedOut, renewable: true })?.remote.name).toBe(
      'mf_courses',
    );
    expect(firstScreen('/courses', remotes, signedOut)).toMatchObject({
      remote: { name: 'mf_auth' },
      module: './sign-in',
    });
    expect(firstScreen('/courses', remotes, null)?.module).toBe('./sign-in');
  });

  it('the password change while one is required; nothing for a module turned off or no remote', () => {
    const forced = { ...member, user: { id: 7, must_change_password: true } };
    expect(firstScreen('/courses', remotes, forced)).toMatchObject({
      remote: { name: 'mf_auth' },
      module: './spa',
    });
    const off = { ...member, features: { tee_time_management_enabled: false } };
    expect(firstScreen('/courses', remotes, off)).toBeNull();
    expect(firstScreen('/', remotes, member)).toBeNull();
  });
});

describe('what a remote’s module needs first, from its manifest', () => {
  const url = 'https://club.example/remotes/mf-auth/mf-manifest.json';
  it('the entry and the module’s own chunks and styles, beside the manifest (publicPath auto)', () => {
    expect(remoteAssets(manifest('mf_auth'), url, './sign-in')).toEqual({
      scripts: [
        'https://club.example/remotes/mf-auth/remoteEntry.0123456789abcdef.js',
        'https://club.example/remotes/mf-auth/__federation_expose_sign_in.dddd4444.js',
      ],
      styles: ['https://club.example/remotes/mf-auth/__federation_expose_sign_in.eeee5555.css'],
    });
    // Route chunks are left for the remote to ask for: which one a page needs is its own business.
    expect(remoteAssets(manifest('mf_auth'), url, './spa')?.scripts).toHaveLength(2);
  });

  it('a public path the manifest names; nothing from a manifest it cannot read', () => {
    const m = manifest('mf_auth');
    m.metaData.publicPath = 'https://cdn.example/auth/';
    expect(remoteAssets(m, url, './spa')?.scripts[0]).toBe(
      'https://cdn.example/auth/remoteEntry.0123456789abcdef.js',
    );
    expect(remoteAssets({ exposes: [] }, url, './spa')).toBeNull();
    expect(remoteAssets(null, url, './spa')).toBeNull();
  });

  it('preloads each file once', () => {
    document.head.innerHTML = '<script src="https://x.example/a.js"></script>';
    preload(document, {
      scripts: ['https://x.example/a.js', 'https://x.example/b.js'],
      styles: ['https://x.example/c.css'],
    });
    preload(document, { scripts: ['https://x.example/b.js'], styles: [] });
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.as, l.href]);
    expect(links).toEqual([
      ['preload', 'script', 'https://x.example/b.js'],
      ['preload', 'style', 'https://x.example/c.css'],
    ]);
    document.head.innerHTML = '';
  });
});

describe('the page’s first script', () => {
  let server: Server;
  let base = '';
  const hits: string[] = [];
  let session: unknown = member;
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      const json = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/api/auth/session') return json(session);
      if (req.url === '/remotes.json') return json(REMOTES);
      if (req.url === '/remotes/mf-auth/mf-manifest.json') return json(manifest('mf_auth'));
      if (req.url === '/remotes/mf-courses/mf-manifest.json') return json(manifest('mf_courses'));
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
  beforeEach(() => {
    hits.length = 0;
    session = member;
    document.head.innerHTML = '';
  });

  function env(pathname: string, store = new Map<string, string>(), cookie = ''): EarlyEnv {
    return {
      fetch: (input, init) => fetch(new URL(String(input), base), init),
      location: { href: `${base}${pathname}`, pathname },
      document,
      storage: () => ({
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
      }),
      cookies: () => cookie,
    };
  }
  const settle = async () => {
    for (let i = 0; i < 50 && document.head.querySelectorAll('link').length === 0; i++)
      await new Promise((r) => setTimeout(r, 10));
  };

  it('asks for the session and remotes.json at once, then the first page’s remote', async () => {
    const early = startEarly(env('/courses'));
    await expect(early.session).resolves.toEqual(member);
    await expect(early.remotes).resolves.toEqual(REMOTES);
    await settle();
    expect(hits.slice(0, 2).sort()).toEqual(['/api/auth/session', '/remotes.json']);
    expect(hits[2]).toBe('/remotes/mf-courses/mf-manifest.json');
    expect([...early.manifests.keys()]).toEqual([`${base}/remotes/mf-courses/mf-manifest.json`]);
    const preloaded = [...document.head.querySelectorAll('link')].map((l) => l.href);
    expect(preloaded).toEqual([
      `${base}/remotes/mf-courses/remoteEntry.0123456789abcdef.js`,
      `${base}/remotes/mf-courses/__federation_expose_spa.aaaa1111.js`,
    ]);
  });

  it('signed out on a protected page: the sign-in module, never the page’s own remote', async () => {
    session = signedOut;
    startEarly(env('/courses'));
    await settle();
    expect(hits).toContain('/remotes/mf-auth/mf-manifest.json');
    expect(hits).not.toContain('/remotes/mf-courses/mf-manifest.json');
    const preloaded = [...document.head.querySelectorAll('link')].map((l) => l.href);
    expect(preloaded.some((h) => h.includes('sign_in'))).toBe(true);
    expect(preloaded.some((h) => h.includes('mf-courses'))).toBe(false);
  });

  it('a repeat visit starts the manifest from the last remotes.json, without waiting', async () => {
    const store = new Map<string, string>();
    startEarly(env('/login', store));
    await settle();
    expect(JSON.parse(store.get(REMOTES_HINT_KEY) ?? 'null')).toEqual(REMOTES);

    hits.length = 0;
    document.head.innerHTML = '';
    const early = startEarly(env('/courses', store, 'csrf_token=abc'));
    // Asked before the session and remotes.json have answered.
    expect(early.manifests.has(`${base}/remotes/mf-courses/mf-manifest.json`)).toBe(true);
    await early.remotes;
    await settle();
    expect(hits.filter((h) => h.endsWith('mf-manifest.json'))).toEqual([
      '/remotes/mf-courses/mf-manifest.json',
    ]);
  });

  it('a page that carries the answers asks for none of them and knows the remote’s files at once', async () => {
    const preloaded = createPreloadedAnswers({
      text: JSON.stringify({
        '/api/auth/session': { status: 200, body: member },
        '/remotes.json': { status: 200, body: REMOTES },
        '/remotes/mf-courses/mf-manifest.json': { status: 200, body: manifest('mf_courses') },
      }),
      base,
      now: () => 0,
    });
    // The server already named the entry in the document: it is not announced twice.
    document.head.innerHTML = `<link rel="preload" as="script" href="${base}/remotes/mf-courses/remoteEntry.0123456789abcdef.js">`;
    const early = startEarly({ ...env('/courses'), preloaded });
    await expect(early.session).resolves.toEqual(member);
    await expect(early.remotes).resolves.toEqual(REMOTES);
    for (let i = 0; i < 50 && document.head.querySelectorAll('link').length < 2; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(hits).toEqual([]);
    expect([...document.head.querySelectorAll('link')].map((l) => l.href)).toEqual([
      `${base}/remotes/mf-courses/remoteEntry.0123456789abcdef.js`,
      `${base}/remotes/mf-courses/__federation_expose_spa.aaaa1111.js`,
    ]);
    // The shell's federation runtime takes the manifest from there.
    const fetchHook = earlyManifests(early.manifests).fetch as (url: string) => Promise<Response>;
    const res = await fetchHook(`${base}/remotes/mf-courses/mf-manifest.json`);
    expect(await res.json()).toMatchObject({ name: 'mf_courses' });
    expect(hits).toEqual([]);
    // Taken: the portal's own client asks the server for anything later.
    expect(preloaded.take('/api/auth/session')).toBeNull();
  });

  it('without answers in the page (signed out, or too late) it asks as before', async () => {
    const preloaded = createPreloadedAnswers({ text: '{broken', base, now: () => 0 });
    const early = startEarly({ ...env('/courses'), preloaded });
    await expect(early.session).resolves.toEqual(member);
    await settle();
    expect(hits).toEqual(
      expect.arrayContaining([
        '/api/auth/session',
        '/remotes.json',
        '/remotes/mf-courses/mf-manifest.json',
      ]),
    );
  });

  it('the shell takes those answers: remotes.json, the session and each early manifest once', async () => {
    const early = startEarly(env('/courses'));
    const w = { __FAIRWAY_EARLY__: early };
    const read = readEarlyStart(w);
    expect(read).not.toBeNull();
    expect(readEarlyStart({})).toBeNull();

    await expect(fetchRemotes('/remotes.json', read!.remotes)).resolves.toHaveLength(2);
    await settle();
    const plugin = earlyManifests(read!.manifests);
    const fetchHook = plugin.fetch as (url: string) => Promise<Response> | undefined;
    const url = `${base}/remotes/mf-courses/mf-manifest.json`;
    const res = await fetchHook(url);
    expect(await res!.json()).toMatchObject({ name: 'mf_courses' });
    expect(fetchHook(url)).toBeUndefined(); // once: the runtime caches manifests itself
    expect(hits.filter((h) => h.endsWith('mf-manifest.json'))).toHaveLength(1);
  });
});
