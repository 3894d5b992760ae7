import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PERMISSIONS,
  configureHttp,
  featuresStore,
  sessionStore,
  type CurrentUser,
} from '@fairway/shared-api';
import { createPortalSession } from '../src/root/session';
import { applyTheme, storedTheme } from '@fairway/shared-ui';
import { remotesFrom } from './remotes-json';

/** The API at the network boundary: a loopback server answering like ours, recording what the shell asks. */
let server: Server;
const calls: string[] = [];
/** Every answer's status, to prove a flow met no 401. */
const statuses: number[] = [];
let user: CurrentUser;
let preferences: Record<string, unknown>;
/** Whether the browser holds a session (else every call is signed out). */
let signedIn = true;
const features = { tee_time_management_enabled: true, site_name: 'Royal Fairway' };

const member: CurrentUser = {
  id: 7,
  organization_id: 1,
  email: 'grace@example.org',
  first_name: 'Grace',
  last_name: 'Hopper',
  status: 'active',
  email_verified: true,
  must_change_password: false,
  tenant_id: null,
  roles: ['member'],
  permissions: [PERMISSIONS.selfService, PERMISSIONS.teeTimesBook],
  session_kind: 'password',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    calls.push(`${req.method} ${path}`);
    const json = (status: number, body: unknown) => {
      statuses.push(status);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    // The start-up call: public, never 401.
    if (path === '/api/auth/session')
      return json(
        200,
        signedIn
          ? {
              authenticated: true,
              user,
              features: user.must_change_password ? null : features,
              preferences: user.must_change_password ? null : preferences,
            }
          : {
              authenticated: false,
              error: 'Not authenticated',
              tokenError: false,
              renewable: false,
            },
      );
    if (!signedIn) return json(401, { error: 'unauthorized', message: 'Authentication required' });
    // What the server does while the club requires a new password: everything else is refused.
    const refused =
      user.must_change_password && !['/api/auth/status', '/api/user/current'].includes(path ?? '');
    if (refused)
      return json(403, {
        error: 'password_change_required',
        message: 'You must change your password',
      });
    if (path === '/api/auth/status')
      return json(200, { authenticated: true, error: null, tokenError: false });
    if (path === '/api/user/current') return json(200, user);
    if (path === '/api/settings/features') return json(200, features);
    if (path === `/api/settings/users/${user.id}/preferences`) return json(200, preferences);
    return json(404, { error: 'not_found', message: 'Not found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  configureHttp({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    cookies: () => 'csrf_token=tok',
  });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

const remotes = remotesFrom([
  {
    name: 'mf_auth',
    label: 'Account',
    manifest: '/a.json',
    routes: ['/login', '/profile'],
    publicRoutes: ['/login'],
    nav: [{ label: 'My profile', path: '/profile', permission: 'self:use' }],
  },
  {
    name: 'mf_courses',
    label: 'Tee sheet',
    manifest: '/c.json',
    routes: ['/tee-times'],
    flag: 'tee_time_management_enabled',
    nav: [{ label: 'Tee times', path: '/tee-times', permission: 'tee_times:book' }],
  },
]);

/** The shell's session flow with the browser's location as a plain object: navigate moves it. */
function portal(url: string) {
  const [pathname = '/', search = ''] = url.split(/(?=\?)/);
  const loc = { pathname, search };
  const navigate = jest.fn((to: string) => {
    const [p = '/', s = ''] = to.split(/(?=\?)/);
    loc.pathname = p;
    loc.search = s;
  });
  const refresh = jest.fn(async () => undefined);
  const session = createPortalSession({ remotes, location: () => loc, navigate, refresh });
  const unwatch = session.watch();
  return { loc, navigate, refresh, session, unwatch };
}

const flush = () => new Promise((r) => setTimeout(r, 30));
const settled = async (p: { refresh: jest.Mock; navigate: jest.Mock }) => {
  for (let i = 0; i < 100 && p.refresh.mock.calls.length + p.navigate.mock.calls.length === 0; i++)
    await flush();
  await flush();
};

beforeEach(() => {
  calls.length = 0;
  statuses.length = 0;
  signedIn = true;
  user = { ...member };
  preferences = {};
  sessionStore.setState({ user: null, status: 'anonymous', error: null });
  featuresStore.setState({ status: 'idle' });
  delete document.documentElement.dataset.theme;
  window.localStorage.clear();
});

describe('a user whose club requires a new password', () => {
  it('is sent to /profile/password, and the shell asks nothing the server would refuse until it is changed', async () => {
    user = { ...member, must_change_password: true };
    const p = portal('/tee-times');
    await p.session.load();
    expect(calls).toEqual(['GET /api/auth/session']);
    expect(featuresStore.getState().status).toBe('idle');

    p.session.guard();
    expect(p.navigate).toHaveBeenLastCalledWith('/profile/password');
    expect(p.session.redirecting({ pathname: '/' })).toBe(true);
    p.session.guard(); // now on /profile/password: stays
    expect(p.navigate).toHaveBeenCalledTimes(1);

    // mf-auth: the password is changed, the user read again (adopt) and the flags loaded.
    calls.length = 0;
    user = { ...member, must_change_password: false };
    sessionStore.getState().adopt(user);
    await featuresStore.getState().load();
    await settled(p);
    expect(calls.sort()).toEqual(['GET /api/auth/session', 'GET /api/settings/features']);
    expect(featuresStore.getState()).toMatchObject({ status: 'ready', siteName: 'Royal Fairway' });
    expect(p.session.redirecting({ pathname: '/tee-times' })).toBe(false);
    p.unwatch();
  });

  it('signing in: nothing but the sign-in until the password is changed', async () => {
    const p = portal('/login');
    user = { ...member, must_change_password: true };
    sessionStore.getState().adopt(user);
    await flush();
    expect(p.refresh).toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(featuresStore.getState().status).toBe('idle');
    p.loc.pathname = '/';
    p.session.guard();
    expect(p.navigate).toHaveBeenLastCalledWith('/profile/password');
    p.unwatch();
  });
});

describe('preferences', () => {
  it('after signing in without ?next: the saved theme applies and the portal opens on the preferred page', async () => {
    preferences = { theme: 'dark', default_landing_page: '/tee-times' };
    const p = portal('/login');
    sessionStore.getState().adopt(user); // what sessionStore.signIn does
    expect(p.session.settling()).toBe(true);
    p.loc.pathname = '/'; // mf-auth's sign-in page goes to the start page
    await settled(p);
    expect(p.navigate).toHaveBeenCalledWith('/tee-times');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('fairway:theme')).toBe('dark');
    expect(p.session.settling()).toBe(false);

    // Once: the start page later stays the start page.
    p.loc.pathname = '/';
    p.session.guard();
    expect(p.navigate).toHaveBeenCalledTimes(1);
    p.unwatch();
  });

  it('after signing in with ?next: the user goes there, not to the preferred page', async () => {
    preferences = { default_landing_page: '/tee-times' };
    const p = portal('/login?next=%2Fprofile');
    sessionStore.getState().adopt(user);
    p.loc.pathname = '/profile';
    await settled(p);
    p.session.guard();
    expect(p.navigate).not.toHaveBeenCalled();
    p.loc.pathname = '/';
    p.session.guard();
    expect(p.navigate).not.toHaveBeenCalled();
    p.unwatch();
  });

  it("opening the portal with a session: the user's saved theme wins over this browser's, the page stays", async () => {
    applyTheme('light');
    preferences = { theme: 'system', default_landing_page: '/tee-times' };
    const p = portal('/');
    await p.session.load();
    expect(calls).toEqual(['GET /api/auth/session']); // the user, the flags and the preferences
    expect(featuresStore.getState()).toMatchObject({ status: 'ready', siteName: 'Royal Fairway' });
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(storedTheme()).toBe('system');
    p.session.guard();
    expect(p.navigate).not.toHaveBeenCalled();
    p.unwatch();
  });

  it('preferences that cannot be read change nothing', async () => {
    applyTheme('dark');
    preferences = null as unknown as Record<string, unknown>;
    const p = portal('/');
    await p.session.load();
    expect(document.documentElement.dataset.theme).toBe('dark');
    p.unwatch();
  });
});

describe('the start-up call', () => {
  it('a signed-out visitor of the sign-in page: one call, answered 200, no 401 anywhere', async () => {
    signedIn = false;
    const p = portal('/login');
    await p.session.load();
    expect(calls).toEqual(['GET /api/auth/session']);
    expect(statuses).toEqual([200]);
    expect(sessionStore.getState().status).toBe('anonymous');
    p.session.guard();
    expect(p.navigate).not.toHaveBeenCalled();
    p.unwatch();
  });

  it('a signed-out visitor of a protected page is sent to sign in, still without a 401', async () => {
    signedIn = false;
    const p = portal('/tee-times');
    await p.session.load();
    expect(calls).toEqual(['GET /api/auth/session']);
    expect(statuses).toEqual([200]);
    p.session.guard();
    expect(p.navigate).toHaveBeenCalledWith('/login?next=%2Ftee-times');
    p.unwatch();
  });

  it('takes the answer the page’s first script already asked for', async () => {
    preferences = { theme: 'dark' };
    const p = portal('/tee-times');
    const early = Promise.resolve({
      authenticated: true,
      user: member,
      features: { tee_time_management_enabled: false, site_name: 'Early Club' },
      preferences: { theme: 'light' },
    });
    const session = createPortalSession({
      remotes,
      location: () => p.loc,
      navigate: p.navigate,
      refresh: p.refresh,
      early,
    });
    await session.load();
    expect(calls).toEqual([]);
    expect(sessionStore.getState().status).toBe('authenticated');
    expect(featuresStore.getState()).toMatchObject({ status: 'ready', siteName: 'Early Club' });
    expect(document.documentElement.dataset.theme).toBe('light');
    p.unwatch();
  });
});
