import {
  ApiError,
  SESSION_EXPIRED,
  createHttp,
  isSessionExpired,
  loginUrl,
  sessionStore,
  withMessage,
  type Http,
} from '../src';
import { FakeApi, USER, cookieJar, fakeLocation } from './fake-api';

let api: FakeApi;

beforeEach(async () => {
  api = await new FakeApi().start();
  sessionStore.getState().clear();
});

afterEach(async () => {
  await api.stop();
});

type Setup = {
  http: Http;
  jar: ReturnType<typeof cookieJar>;
  location: ReturnType<typeof fakeLocation>;
  expired: string[];
};

/** A client like the portal's: cookie jar for the browser, a location, signed in unless told otherwise. */
async function setup(pathname = '/members', { signIn = true } = {}): Promise<Setup> {
  const jar = cookieJar();
  const location = fakeLocation(pathname, '?page=2');
  const expired: string[] = [];
  const http = createHttp({
    baseUrl: `${api.url}/api`,
    fetch: jar.fetch,
    cookies: jar.documentCookie,
    location,
    onSessionExpired: (reason) => expired.push(reason),
  });
  if (signIn) await sessionStore.getState().signIn({ email: USER.email, password: 'right' }, http);
  api.hits = [];
  return { http, jar, location, expired };
}

describe('cookies and CSRF', () => {
  it('sends the session cookie on every call and X-CSRF-Token only on unsafe methods', async () => {
    const { http, jar } = await setup();
    const csrf = jar.get('csrf_token');
    expect(csrf).toBeTruthy();

    await http.get('things');
    await http.post('things', { name: 'Tee' });
    await http.put('things/3', { name: 'Tee' });
    await http.patch('things/3', { name: 'Tee' });
    await http.delete('things/3');

    expect(api.hits.map((h) => [h.method, h.csrf])).toEqual([
      ['GET', null],
      ['POST', csrf],
      ['PUT', csrf],
      ['PATCH', csrf],
      ['DELETE', csrf],
    ]);
  });

  it('parses JSON, answers undefined for 204 and reads X-Total-Count for pages', async () => {
    const { http } = await setup();
    await expect(http.post('things', { name: 'Tee' })).resolves.toEqual({ id: 3, name: 'Tee' });
    await expect(http.delete('things/3')).resolves.toBeUndefined();
    const page = await http.getPage<{ id: number; q: string }>('things', {
      searchParams: { limit: 2, offset: 0, q: '', status: null, tag: undefined, ids: [1, 2] },
    });
    expect(page.total).toBe(42);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]?.q).toBe('?limit=2&offset=0&ids=1&ids=2');
  });
});

describe('after a 401', () => {
  it('refreshes once, waits 500 ms, and retries the call once with the new tokens', async () => {
    const { http, jar, location } = await setup();
    const before = jar.get('csrf_token');
    api.expireAccess();

    const created = await http.post('things', { name: 'Flag' });

    expect(created).toEqual({ id: 3, name: 'Flag' });
    expect(api.refreshes).toBe(1);
    const posts = api.hitsTo('/api/things');
    expect(posts).toHaveLength(2);
    const refresh = api.hitsTo('/api/auth/refresh')[0]!;
    expect(refresh.csrf).toBe(before);
    // The retry carries the rotated CSRF token and comes at least 500 ms after the refresh answered.
    expect(posts[1]!.csrf).toBe(jar.get('csrf_token'));
    expect(posts[1]!.csrf).not.toBe(before);
    expect(posts[1]!.at - api.refreshAnsweredAt[0]!).toBeGreaterThanOrEqual(495);
    expect(location.assigned).toEqual([]);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { http } = await setup();
    api.expireAccess();
    api.refreshDelayMs = 50;

    const results = await Promise.all([
      http.get('things/1'),
      http.get('things/2'),
      http.post('things', { n: 3 }),
      http.get('user/current'),
    ]);

    expect(results).toHaveLength(4);
    expect(api.refreshes).toBe(1);
  });

  it("raises 'Session expired', clears the session and sends the user to /login when the refresh fails", async () => {
    const { http, location, expired } = await setup('/members');
    expect(sessionStore.getState().user?.email).toBe(USER.email);
    api.endSession();

    const err = await http.get('things').catch((e: unknown) => e);

    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Session expired');
    expect((err as ApiError).status).toBe(401);
    expect(isSessionExpired(err)).toBe(true);
    expect(api.refreshes).toBe(1);
    expect(api.hitsTo('/api/things')).toHaveLength(1);
    expect(location.assigned).toEqual([loginUrl('/members', '?page=2')]);
    expect(location.assigned[0]).toBe('/login?next=%2Fmembers%3Fpage%3D2');
    expect(expired).toEqual(['expired']);
    expect(sessionStore.getState()).toMatchObject({
      user: null,
      status: 'anonymous',
      error: 'Session expired',
    });
  });

  it("raises 'Session expired' and redirects when the retry is answered 401 again", async () => {
    const { http, location } = await setup('/');
    api.alwaysUnauthorized = true;

    await expect(http.get('things')).rejects.toThrow(SESSION_EXPIRED);

    expect(api.refreshes).toBe(1);
    expect(api.hitsTo('/api/things')).toHaveLength(2);
    expect(location.assigned).toEqual(['/login']);
    expect(sessionStore.getState().user).toBeNull();
  });

  it('sends the user to /login only once when several calls expire together', async () => {
    const { http, location } = await setup('/members');
    api.endSession();
    const results = await Promise.allSettled([
      http.get('things'),
      http.get('user/current'),
      http.get('things/1'),
    ]);
    expect(results.every((r) => r.status === 'rejected' && isSessionExpired(r.reason))).toBe(true);
    expect(api.refreshes).toBe(1);
    expect(location.assigned).toHaveLength(1);
  });

  it.each(['/login', '/invitations/abc'])('does not redirect from %s', async (pathname) => {
    const { http, location, expired } = await setup(pathname);
    api.endSession();
    await expect(http.get('things')).rejects.toThrow(SESSION_EXPIRED);
    expect(location.assigned).toEqual([]);
    expect(expired).toEqual(['expired']);
  });

  it('never starts the refresh dance for auth/login, auth/refresh and auth/logout', async () => {
    const { http, location } = await setup('/members', { signIn: false });

    await expect(
      http.post('auth/login', { email: USER.email, password: 'wrong' }),
    ).rejects.toMatchObject({
      message: 'Login failed',
      status: 401,
      code: 'login_failed',
    });
    await expect(http.post('auth/logout')).rejects.toMatchObject({ status: 401 });
    await expect(http.post('auth/refresh')).rejects.toMatchObject({ status: 401 });

    expect(api.refreshes).toBe(1); // only the explicit call above
    expect(api.hitsTo('/api/auth/refresh')).toHaveLength(1);
    expect(location.assigned).toEqual([]);
  });

  it('sends an anonymous visitor of a protected page to /login?next=', async () => {
    const { http, location } = await setup('/members', { signIn: false });
    await expect(sessionStore.getState().load(http)).resolves.toBeNull();
    expect(sessionStore.getState().status).toBe('anonymous');
    expect(location.assigned).toEqual(['/login?next=%2Fmembers%3Fpage%3D2']);
  });
});

describe('malformed tokens force a logout', () => {
  it('when GET auth/status answers tokenError', async () => {
    const { http, jar, location, expired } = await setup('/members');
    jar.set('fw_access', 'not a token!');
    const status = await http.get<{ tokenError: boolean }>('auth/status');
    expect(status.tokenError).toBe(true);
    expect(expired).toEqual(['logout']);
    expect(location.assigned).toEqual(['/login?next=%2Fmembers%3Fpage%3D2']);
    expect(sessionStore.getState().user).toBeNull();
  });

  it('when a 401 names a token error: no refresh, straight to /login', async () => {
    const { http, location, expired } = await setup('/members');
    await expect(http.get('fail/token')).rejects.toThrow(SESSION_EXPIRED);
    expect(api.refreshes).toBe(0);
    expect(expired).toEqual(['logout']);
    expect(location.assigned).toHaveLength(1);
  });

  it('a healthy auth/status changes nothing', async () => {
    const { http, location, expired } = await setup('/members');
    await expect(http.get('auth/status')).resolves.toEqual({
      authenticated: true,
      error: null,
      tokenError: false,
    });
    expect(expired).toEqual([]);
    expect(location.assigned).toEqual([]);
  });
});

describe('error texts (spec section 8)', () => {
  it("uses the JSON error's message", async () => {
    const { http } = await setup();
    await expect(http.get('fail/json')).rejects.toMatchObject({
      message: 'body.name: Name is required',
      status: 400,
      code: 'bad_request',
    });
  });

  it('uses the raw text when the body is not JSON', async () => {
    const { http } = await setup();
    await expect(http.get('fail/text')).rejects.toMatchObject({
      message: 'Upstream exploded',
      status: 500,
      code: null,
    });
  });

  it("falls back to 'HTTP {status}' for an empty body", async () => {
    const { http } = await setup();
    await expect(http.get('fail/empty')).rejects.toMatchObject({
      message: 'HTTP 502',
      status: 502,
    });
  });

  it('keeps Retry-After on 429', async () => {
    const { http } = await setup('/login', { signIn: false });
    const err = (await http
      .post('auth/login', { email: USER.email, password: 'slow-down' })
      .catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(429);
    expect(err.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(err.retryAfter).toBe(900);
  });

  it('reports an unreachable server as a network error', async () => {
    const http = createHttp({ baseUrl: 'http://127.0.0.1:1/api', location: fakeLocation('/') });
    await expect(http.get('things')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it("withMessage raises the spec's text and keeps the server's in details", async () => {
    const { http } = await setup();
    const err = (await withMessage(http.get('fail/json'), 'Failed to fetch organizations').catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(err.message).toBe('Failed to fetch organizations');
    expect(err.status).toBe(400);
    expect(err.details[0]).toBe('body.name: Name is required');
  });

  it("withMessage leaves 'Session expired' as it is", async () => {
    const { http } = await setup();
    api.endSession();
    await expect(withMessage(http.get('things'), 'Failed to fetch organizations')).rejects.toThrow(
      SESSION_EXPIRED,
    );
  });
});
