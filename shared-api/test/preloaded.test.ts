import {
  PRELOADED_ELEMENT_ID,
  createHttp,
  createPreloadedAnswers,
  pagePreloaded,
  sessionStore,
  type Http,
  type PreloadedAnswers,
} from '../src';
import { FakeApi, USER, cookieJar, fakeLocation } from './fake-api';

/** The element's text as the server writes it. */
const text = (answers: Record<string, unknown>) => JSON.stringify(answers);
const things = [{ id: 9, q: 'preloaded' }];

describe('the answers the page carries', () => {
  const base = 'https://club.example/courses';
  const page = (t: string | null, now = () => 100) =>
    createPreloadedAnswers({ text: t, base, now });

  it('answers a GET of the same path and query once, by path or by the page’s absolute URL', () => {
    const answers = page(
      text({
        '/api/things?date=2026-06-10': { status: 200, body: things },
        '/api/other': { status: 200, body: { ok: true }, headers: { 'X-Total-Count': '7' } },
      }),
    );
    expect(answers.take('/api/things?date=2026-06-11')).toBeNull();
    expect(answers.take('/api/things')).toBeNull();
    expect(answers.take('/api/things?date=2026-06-10')).toEqual({
      status: 200,
      body: things,
      headers: {},
    });
    expect(answers.take('/api/things?date=2026-06-10')).toBeNull();
    expect(answers.take('https://club.example/api/other')).toEqual({
      status: 200,
      body: { ok: true },
      headers: { 'x-total-count': '7' },
    });
    expect(answers.take('/api/other')).toBeNull();
  });

  it('never answers another origin’s URL', () => {
    const answers = page(text({ '/api/things': { status: 200, body: things } }));
    expect(answers.take('https://elsewhere.example/api/things')).toBeNull();
    expect(answers.take('/api/things')).not.toBeNull();
  });

  it('ignores malformed text and malformed or unsuccessful entries', () => {
    for (const bad of ['{not json', '</script>', '[1,2]', 'null', '', null]) {
      expect(page(bad).take('/api/things')).toBeNull();
    }
    const answers = page(
      text({
        '/api/a': { status: 404, body: { error: 'not_found' } },
        '/api/b': { body: things },
        '/api/c': { status: 200 },
        '/api/d': 'text',
        '/api/e': { status: 204, body: null },
      }),
    );
    for (const url of ['/api/a', '/api/b', '/api/c', '/api/d'])
      expect(answers.take(url)).toBeNull();
    expect(answers.take('/api/e')).toEqual({ status: 204, body: null, headers: {} });
  });

  it('is too old once the page has been open ten seconds: the call goes out', () => {
    let now = 9_000;
    const answers = page(
      text({ '/api/a': { status: 200, body: 1 }, '/api/b': { status: 200, body: 2 } }),
      () => now,
    );
    expect(answers.take('/api/a')?.body).toBe(1);
    now = 10_001;
    expect(answers.take('/api/b')).toBeNull();
  });

  it('the page’s own set is read from its element once and shared by everything in the page', () => {
    const g = globalThis as Record<string, unknown>;
    g.document = {
      getElementById: (id: string) =>
        id === PRELOADED_ELEMENT_ID
          ? { textContent: text({ '/api/auth/session': { status: 200, body: { a: 1 } } }) }
          : null,
    };
    g.location = { href: 'https://club.example/courses' };
    // The page has just opened (a test process may be older than the ten seconds answers keep).
    const performance = Object.getOwnPropertyDescriptor(globalThis, 'performance');
    Object.defineProperty(globalThis, 'performance', {
      value: { now: () => 50 },
      configurable: true,
      writable: true,
    });
    try {
      // The first script takes the session; the portal's code, later, finds it gone.
      expect(pagePreloaded().take('/api/auth/session')?.body).toEqual({ a: 1 });
      expect(pagePreloaded().take('/api/auth/session')).toBeNull();
    } finally {
      delete g.document;
      delete g.location;
      delete g.__FAIRWAY_PRELOADED__;
      if (performance) Object.defineProperty(globalThis, 'performance', performance);
    }
  });
});

describe('the Http client takes a preloaded answer instead of asking', () => {
  let api: FakeApi;
  beforeEach(async () => {
    api = await new FakeApi().start();
    sessionStore.getState().clear();
  });
  afterEach(async () => {
    await api.stop();
  });

  async function setup(preloaded: PreloadedAnswers): Promise<Http> {
    const jar = cookieJar();
    const http = createHttp({
      baseUrl: `${api.url}/api`,
      fetch: jar.fetch,
      cookies: jar.documentCookie,
      location: fakeLocation('/courses'),
      preloaded,
    });
    await sessionStore.getState().signIn({ email: USER.email, password: 'right' }, http);
    api.hits = [];
    return http;
  }
  const answers = (entries: Record<string, unknown>) =>
    createPreloadedAnswers({ text: text(entries), base: api.url, now: () => 0 });

  it('once: the first GET is answered from the page, the next one goes to the network', async () => {
    const http = await setup(answers({ '/api/things?limit=2': { status: 200, body: things } }));
    await expect(http.get('things', { searchParams: { limit: 2 } })).resolves.toEqual(things);
    expect(api.hits).toEqual([]);
    const again = await http.get<{ q: string }[]>('things', { searchParams: { limit: 2 } });
    expect(again[0]?.q).toBe('?limit=2');
    expect(api.hits.map((h) => `${h.method} ${h.path}`)).toEqual(['GET /api/things']);
  });

  it('a call whose URL differs goes to the network', async () => {
    const http = await setup(answers({ '/api/things?limit=2': { status: 200, body: things } }));
    const other = await http.get<{ q: string }[]>('things', { searchParams: { limit: 3 } });
    expect(other[0]?.q).toBe('?limit=3');
    expect(api.hits).toHaveLength(1);
  });

  it('only GETs: a write with the same URL goes to the server', async () => {
    const http = await setup(answers({ '/api/things': { status: 200, body: things } }));
    await expect(http.post('things', { name: 'Tee' })).resolves.toEqual({ id: 3, name: 'Tee' });
    expect(api.hits.map((h) => h.method)).toEqual(['POST']);
  });

  it('a paged list keeps its total', async () => {
    const http = await setup(
      answers({ '/api/things': { status: 200, body: things, headers: { 'x-total-count': '12' } } }),
    );
    await expect(http.getPage('things')).resolves.toEqual({ items: things, total: 12 });
    expect(api.hits).toEqual([]);
  });
});
