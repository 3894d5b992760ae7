import {
  DISPLAY_DEFAULTS,
  createHttp,
  displayStore,
  sessionStore,
  type CurrentUser,
  type SessionInfo,
} from '../src';
import { FakeApi, USER, cookieJar, fakeLocation } from './fake-api';

/* The club's display settings reach displayStore from the start-up answer: no call of their own. */

let api: FakeApi;

beforeEach(async () => {
  api = await new FakeApi().start();
  sessionStore.setState({ user: null, status: 'unknown', error: null });
  displayStore.setState({ club: DISPLAY_DEFAULTS, language: '' });
});
afterEach(() => api.stop());

const http = () =>
  createHttp({
    baseUrl: `${api.url}/api`,
    fetch: cookieJar().fetch,
    cookies: cookieJar().documentCookie,
    location: fakeLocation('/courses'),
  });

const answer = (extra: Partial<Extract<SessionInfo, { authenticated: true }>>): SessionInfo => ({
  authenticated: true,
  user: USER as CurrentUser,
  features: {},
  preferences: {},
  ...extra,
});

test("the session's display settings and the person's language, before the user is set", async () => {
  const spanish = { ...DISPLAY_DEFAULTS, locale: 'es-ES', time_zone: 'Europe/Madrid' };
  const seen: string[] = [];
  const stop = sessionStore.subscribe((s) => {
    if (s.user) seen.push(displayStore.getState().club.locale);
  });
  await sessionStore.getState().start({
    http: http(),
    early: Promise.resolve(answer({ display: spanish, preferences: { language: 'en' } })),
  });
  stop();
  expect(api.hits).toEqual([]);
  expect(displayStore.getState()).toMatchObject({ club: spanish, language: 'en' });
  // Remotes that mount when the user appears already see the club's settings.
  expect(seen).toEqual(['es-ES']);
});

test('an answer without display settings (an older server) keeps the defaults', async () => {
  await sessionStore.getState().start({ http: http(), early: Promise.resolve(answer({})) });
  expect(displayStore.getState()).toMatchObject({ club: DISPLAY_DEFAULTS, language: '' });
});

test('preferences left out (a new password is required) keep the language chosen before', async () => {
  displayStore.getState().setLanguage('es');
  await sessionStore.getState().start({
    http: http(),
    early: Promise.resolve(
      answer({ preferences: null, features: null, display: DISPLAY_DEFAULTS }),
    ),
  });
  expect(displayStore.getState().language).toBe('es');
});
