import {
  can,
  configureHttp,
  createHttp,
  getHttp,
  onSessionEvent,
  sessionStore,
  type CurrentUser,
} from '../src';
import { FakeApi, USER, cookieJar, fakeLocation } from './fake-api';

let api: FakeApi;

beforeEach(async () => {
  api = await new FakeApi().start();
  sessionStore.getState().clear();
});
afterEach(() => api.stop());

function client(pathname = '/') {
  const jar = cookieJar();
  const location = fakeLocation(pathname);
  const http = createHttp({
    baseUrl: `${api.url}/api`,
    fetch: jar.fetch,
    cookies: jar.documentCookie,
    location,
  });
  return { http, jar, location };
}

describe('session store', () => {
  it('signs in, loads the current user and checks permissions with the contract rules', async () => {
    const { http } = client();
    expect(sessionStore.getState().status).toBe('anonymous');
    const user = await sessionStore
      .getState()
      .signIn({ email: USER.email, password: 'right' }, http);
    expect(user.email).toBe(USER.email);
    expect(sessionStore.getState().status).toBe('authenticated');

    await expect(sessionStore.getState().load(http)).resolves.toMatchObject({ id: 1 });
    expect(can('users:read')).toBe(true);
    expect(can('settings:write')).toBe(true); // settings:* grants every settings action
    expect(can('users:write')).toBe(false);
    expect(can('organizations:manage')).toBe(false);
  });

  it('marks the signed-in user when the server says a new password is required, and stays signed in', async () => {
    const { http, location } = client('/admin/users');
    await sessionStore.getState().signIn({ email: USER.email, password: 'right' }, http);
    expect(sessionStore.getState().user?.must_change_password).toBe(false);
    api.passwordChangeRequired = true;
    await expect(http.get('things')).rejects.toMatchObject({
      status: 403,
      message: 'Choose a new password first',
    });
    expect(sessionStore.getState().status).toBe('authenticated');
    expect(sessionStore.getState().user?.must_change_password).toBe(true);
    expect(location.assigned).toEqual([]);
  });

  it('shares one GET user/current between concurrent loads', async () => {
    const { http } = client();
    await sessionStore.getState().signIn({ email: USER.email, password: 'right' }, http);
    api.hits = [];
    await Promise.all([sessionStore.getState().load(http), sessionStore.getState().load(http)]);
    expect(api.hitsTo('/api/user/current')).toHaveLength(1);
  });

  it("raises the server's message when signing in fails and stays anonymous", async () => {
    const { http } = client('/login');
    await expect(
      sessionStore.getState().signIn({ email: USER.email, password: 'nope' }, http),
    ).rejects.toThrow('Login failed');
    expect(sessionStore.getState().user).toBeNull();
    expect(can('self:use')).toBe(false);
  });

  it('signs out on the server and forgets the user, even when the server already forgot', async () => {
    const { http } = client();
    await sessionStore.getState().signIn({ email: USER.email, password: 'right' }, http);
    await sessionStore.getState().signOut(http);
    expect(api.hitsTo('/api/auth/logout')).toHaveLength(1);
    expect(sessionStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
    await expect(sessionStore.getState().signOut(http)).resolves.toBeUndefined();
  });

  it('reports a server that cannot be reached as an error, not as signed out', async () => {
    const http = createHttp({ baseUrl: 'http://127.0.0.1:1/api', location: fakeLocation('/') });
    await expect(sessionStore.getState().load(http)).rejects.toMatchObject({
      code: 'network_error',
    });
    expect(sessionStore.getState().status).toBe('error');
  });

  it('tells listeners when the session ends', async () => {
    const { http } = client('/members');
    const events: string[] = [];
    const off = onSessionEvent((e) => events.push(e.type));
    await sessionStore.getState().signIn({ email: USER.email, password: 'right' }, http);
    api.endSession();
    await expect(http.get('things')).rejects.toThrow('Session expired');
    off();
    expect(events).toEqual(['expired']);
  });

  it('adopt sets the signed-in user at once, never passing through loading (the open page stays mounted)', async () => {
    const { http } = client();
    await sessionStore.getState().signIn({ email: USER.email, password: 'right' }, http);
    const seen: string[] = [];
    const off = sessionStore.subscribe((s) => seen.push(s.status));
    const renamed = { ...USER, first_name: 'Augusta' } as unknown as CurrentUser;
    sessionStore.getState().adopt(renamed);
    off();
    expect(seen).toEqual(['authenticated']);
    expect(sessionStore.getState()).toMatchObject({
      user: { first_name: 'Augusta' },
      status: 'authenticated',
      error: null,
    });
    expect(api.hits).toHaveLength(1); // the sign-in only: adopting asks the server nothing

    sessionStore.getState().clear('Session expired');
    sessionStore.getState().adopt(renamed);
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', error: null });
    expect(can('users:read')).toBe(true);
  });

  it('configureHttp sets the Http every caller of getHttp shares', () => {
    const http = configureHttp({ baseUrl: `${api.url}/api` });
    expect(getHttp()).toBe(http);
  });
});

describe('features store', () => {
  it('reads flags and the site name, and falls back to the defaults when the call fails', async () => {
    const { featuresStore } = await import('../src');
    const { createServer } = await import('node:http');
    let answer: { status: number; body: string } = {
      status: 200,
      body: JSON.stringify({ tee_time_management_enabled: false, site_name: 'Old Course Club' }),
    };
    const server = createServer((_req, res) => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    const http = createHttp({
      baseUrl: `http://127.0.0.1:${port}/api`,
      location: fakeLocation('/login'),
    });
    try {
      await featuresStore.getState().load(http);
      expect(featuresStore.getState()).toMatchObject({
        status: 'ready',
        siteName: 'Old Course Club',
      });
      expect(featuresStore.getState().isEnabled('tee_time_management_enabled')).toBe(false);
      expect(featuresStore.getState().isEnabled('pro_shop_management_enabled')).toBe(true);
      expect(featuresStore.getState().isEnabled(null)).toBe(true);

      answer = {
        status: 404,
        body: JSON.stringify({
          error: 'not_found',
          message: 'No route for GET /api/settings/features',
        }),
      };
      await featuresStore.getState().load(http);
      expect(featuresStore.getState()).toMatchObject({
        status: 'defaults',
        siteName: 'Fairway',
        error: 'No route for GET /api/settings/features',
      });
      expect(featuresStore.getState().isEnabled('tee_time_management_enabled')).toBe(true);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('merges what an administrator changed (setFeatures), so the portal follows without a reload', async () => {
    const { featuresStore } = await import('../src');
    featuresStore.setState({
      flags: { tee_time_management_enabled: true, pro_shop_management_enabled: true },
      siteName: 'Old Course Club',
      status: 'ready',
    });
    const seen: boolean[] = [];
    const off = featuresStore.subscribe((s) =>
      seen.push(s.isEnabled('tee_time_management_enabled')),
    );

    featuresStore.getState().setFeatures({ tee_time_management_enabled: false });
    expect(seen).toEqual([false]);
    expect(featuresStore.getState()).toMatchObject({
      flags: { tee_time_management_enabled: false, pro_shop_management_enabled: true },
      siteName: 'Old Course Club',
      status: 'ready',
    });

    featuresStore.getState().setFeatures({ site_name: '  Windy Dunes ' });
    expect(featuresStore.getState().siteName).toBe('Windy Dunes');
    featuresStore.getState().setFeatures({ site_name: ' ' });
    expect(featuresStore.getState().siteName).toBe('Fairway');
    off();
  });
});
