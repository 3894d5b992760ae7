import {
  createHttp,
  featuresStore,
  onSessionEvent,
  sessionStore,
  type CurrentUser,
  type SessionInfo,
} from '../src';
import { FakeApi, USER, cookieJar, fakeLocation } from './fake-api';

let api: FakeApi;

beforeEach(async () => {
  api = await new FakeApi().start();
  sessionStore.setState({ user: null, status: 'unknown', error: null });
  featuresStore.setState({ status: 'idle', flags: {}, siteName: 'Fairway', error: null });
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

const calls = () => api.hits.map((h) => `${h.method} ${h.path}`);
const statuses = () => api.answers.map((a) => a.status);

async function signedIn(pathname = '/courses') {
  const c = client(pathname);
  await c.http.post('auth/login', { email: USER.email, password: 'right' });
  api.hits = [];
  api.answers = [];
  return c;
}

describe('the start-up session call (GET /api/auth/session)', () => {
  it('signed in: one call gives the user, the club’s features and the preferences', async () => {
    const { http } = await signedIn();
    const info = await sessionStore.getState().start({ http, renew: true });

    expect(calls()).toEqual(['GET /api/auth/session']);
    expect(info).toMatchObject({ authenticated: true, preferences: { theme: 'dark' } });
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { id: USER.id },
    });
    expect(featuresStore.getState()).toMatchObject({ status: 'ready', siteName: 'Fake Club' });
    expect(featuresStore.getState().isEnabled('tee_time_management_enabled')).toBe(false);
    expect(featuresStore.getState().isEnabled('pro_shop_management_enabled')).toBe(true);
  });

  it('the signed-out probe on the sign-in page meets no 401 and asks nothing else', async () => {
    const { http, location } = client('/login');
    const info = await sessionStore.getState().start({ http, renew: false });

    expect(info).toBeNull();
    expect(calls()).toEqual(['GET /api/auth/session']);
    expect(statuses()).toEqual([200]);
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', user: null, error: null });
    expect(location.assigned).toEqual([]);
  });

  it('a visitor without a session on a protected page: no refresh is tried, so no 401 either', async () => {
    const { http } = client('/courses');
    await sessionStore.getState().start({ http, renew: true });

    expect(calls()).toEqual(['GET /api/auth/session']);
    expect(statuses()).toEqual([200]);
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('uses the answer the page already asked for, without asking again', async () => {
    const { http } = client('/courses');
    const early: SessionInfo = {
      authenticated: true,
      user: USER as CurrentUser,
      features: { site_name: 'Early Club', tee_time_management_enabled: true },
      preferences: {},
    };
    const info = await sessionStore.getState().start({ http, early: Promise.resolve(early) });

    expect(api.hits).toEqual([]);
    expect(info).toEqual(early);
    expect(sessionStore.getState().status).toBe('authenticated');
    expect(featuresStore.getState().siteName).toBe('Early Club');
  });

  it('asks itself when the early answer failed or is not a session answer', async () => {
    const { http } = await signedIn();
    for (const early of [
      Promise.reject(new TypeError('Failed to fetch')),
      Promise.resolve(null),
      Promise.resolve({ error: 'bad_gateway' }),
    ]) {
      api.hits = [];
      sessionStore.setState({ status: 'unknown', user: null });
      await sessionStore.getState().start({ http, early });
      expect(calls()).toEqual(['GET /api/auth/session']);
      expect(sessionStore.getState().status).toBe('authenticated');
    }
  });

  it('an expired access cookie on a protected page: one refresh, then the session again', async () => {
    const { http } = await signedIn('/courses');
    api.expireAccess();
    const info = await sessionStore.getState().start({ http, renew: true });

    expect(calls()).toEqual([
      'GET /api/auth/session',
      'POST /api/auth/refresh',
      'GET /api/auth/session',
    ]);
    expect(api.hitsTo('/api/auth/refresh')[0]?.csrf).toBeTruthy();
    expect(statuses()).toEqual([200, 200, 200]);
    expect(info).toMatchObject({ authenticated: true });
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('a session that cannot be renewed ends as "Session expired" (the sign-in page says so)', async () => {
    const { http } = await signedIn('/courses');
    api.endSession();
    await expect(sessionStore.getState().start({ http, renew: true })).resolves.toBeNull();

    expect(calls()).toEqual(['GET /api/auth/session', 'POST /api/auth/refresh']);
    expect(sessionStore.getState()).toMatchObject({
      status: 'anonymous',
      user: null,
      error: 'Session expired',
    });
  });

  it('on a public page a renewable session is not refreshed', async () => {
    const { http } = await signedIn('/login');
    api.expireAccess();
    await sessionStore.getState().start({ http, renew: false });
    expect(calls()).toEqual(['GET /api/auth/session']);
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('a malformed token signs out through the Http client’s rule, even when answered early', async () => {
    const { http, jar, location } = client('/courses');
    jar.set('fw_access', 'not a token');
    const events: string[] = [];
    const off = onSessionEvent((e) => events.push(e.type));
    const early = Promise.resolve({
      authenticated: false,
      error: 'Session malformed',
      tokenError: true,
      renewable: false,
    });
    await sessionStore.getState().start({ http, early, renew: true });
    off();
    // The logout is sent in the background.
    for (let i = 0; i < 50 && api.hitsTo('/api/auth/logout').length === 0; i++)
      await new Promise((r) => setTimeout(r, 10));

    expect(calls()).toEqual(['GET /api/auth/session', 'POST /api/auth/logout']);
    expect(events).toEqual(['logout']);
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(location.assigned).toEqual(['/login?next=%2Fcourses']);
  });

  it('a server that cannot be reached is an error, not signed out', async () => {
    const http = createHttp({ baseUrl: 'http://127.0.0.1:1/api', location: fakeLocation('/') });
    await expect(sessionStore.getState().start({ http })).rejects.toMatchObject({
      code: 'network_error',
    });
    expect(sessionStore.getState().status).toBe('error');
  });

  it('concurrent starts share one call', async () => {
    const { http } = await signedIn();
    await Promise.all([
      sessionStore.getState().start({ http }),
      sessionStore.getState().start({ http }),
    ]);
    expect(calls()).toEqual(['GET /api/auth/session']);
  });

  it('the session call itself never starts the refresh dance', async () => {
    const { http } = await signedIn();
    api.alwaysUnauthorized = true;
    api.hits = [];
    await expect(http.get('auth/session')).resolves.toMatchObject({ authenticated: false });
    expect(calls()).toEqual(['GET /api/auth/session']);
  });
});
