import {
  ApiError,
  SESSION_EXPIRED,
  createHttp,
  sessionStore,
  type Http,
  type UploadProgress,
} from '../src';
import { browserWindow } from './browser-window';
import { USER, fakeLocation } from './fake-api';
import { UploadApi } from './upload-api';

let api: UploadApi;
let browser: ReturnType<typeof browserWindow>;

beforeEach(async () => {
  api = await new UploadApi().start();
  browser = browserWindow(api.url);
  sessionStore.getState().clear();
});

afterEach(async () => {
  browser.close();
  await api.stop();
});

/** A client as the portal makes it, in a page from the API's origin, signed in unless told otherwise. */
async function setup({ signIn = true, baseUrl = `${api.url}/api` } = {}) {
  const location = fakeLocation('/files');
  const expired: string[] = [];
  const http: Http = createHttp({
    baseUrl,
    fetch: browser.fetch,
    cookies: browser.cookies,
    xhr: browser.xhr,
    location,
    preloaded: null,
    onSessionExpired: (reason) => expired.push(reason),
  });
  if (signIn) await sessionStore.getState().signIn({ email: USER.email, password: 'right' }, http);
  return { http, location, expired };
}

const csrfCookie = () => /csrf_token=([^;]+)/.exec(browser.cookies())?.[1];

describe('Http.upload', () => {
  it('sends the multipart form with the session cookie and X-CSRF-Token, reports progress and answers the JSON', async () => {
    const { http } = await setup();
    const progress: UploadProgress[] = [];
    const form = browser.form({
      category: 'documents',
      file: browser.file('course-map.pdf', 300_000),
    });

    const answer = await http.upload<{ id: number; name: string; size: number }>('uploads', form, {
      onProgress: (p) => progress.push(p),
    });

    expect(answer).toMatchObject({ id: 1, name: 'course-map.pdf', size: 300_000 });
    expect(api.received).toEqual([
      {
        method: 'POST',
        path: '/api/uploads',
        query: '',
        csrf: csrfCookie(),
        fields: { category: 'documents' },
        file: { name: 'course-map.pdf', type: 'application/pdf', size: 300_000 },
      },
    ]);
    // The last report is the whole body (the file plus the multipart framing).
    const last = progress.at(-1)!;
    expect(last.total).toBeGreaterThan(300_000);
    expect(last.loaded).toBe(last.total);
  });

  it('uses PUT when asked, with the query string', async () => {
    const { http } = await setup();
    await http.upload('uploads', browser.form({ file: browser.file('a.pdf', 10) }), {
      method: 'PUT',
      searchParams: { replace: true, note: '' },
    });
    expect(api.received.map((r) => [r.method, r.query])).toEqual([['PUT', '?replace=true']]);
  });

  it('after a 401 refreshes once and sends the same file again with the new CSRF token', async () => {
    const { http, location } = await setup();
    const before = csrfCookie();
    api.fake.expireAccess();

    const answer = await http.upload<{ name: string }>(
      'uploads',
      browser.form({ file: browser.file('scorecard.pdf', 2048) }),
    );

    expect(answer.name).toBe('scorecard.pdf');
    expect(api.fake.refreshes).toBe(1);
    // The first attempt was refused before its body was read; the retry arrived whole.
    expect(api.received).toHaveLength(1);
    expect(api.received[0]!.file?.size).toBe(2048);
    expect(api.received[0]!.csrf).not.toBe(before);
    expect(api.received[0]!.csrf).toBe(csrfCookie());
    expect(location.assigned).toEqual([]);
  });

  it("raises 'Session expired' and sends the user to /login when the refresh fails", async () => {
    const { http, location, expired } = await setup();
    api.fake.endSession();

    const err = await http
      .upload('uploads', browser.form({ file: browser.file('a.pdf', 10) }))
      .catch((e: unknown) => e);

    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(SESSION_EXPIRED);
    expect(api.received).toEqual([]);
    expect(expired).toEqual(['expired']);
    expect(location.assigned).toEqual(['/login?next=%2Ffiles']);
    expect(sessionStore.getState().user).toBeNull();
  });

  it("raises the server's message for a refused upload", async () => {
    const { http } = await setup();
    await expect(
      http.upload('uploads/too-large', browser.form({ file: browser.file('big.pdf', 10) })),
    ).rejects.toMatchObject({
      message: 'The file is larger than 10 MB',
      status: 413,
      code: 'payload_too_large',
    });
  });

  it("raises 'File upload failed' when the failure has no message of the server's", async () => {
    const { http } = await setup();
    await expect(
      http.upload('uploads/proxy-error', browser.form({ file: browser.file('a.pdf', 10) })),
    ).rejects.toMatchObject({ message: 'File upload failed', status: 502 });
  });

  it("raises 'Invalid response format' when a success is not JSON", async () => {
    const { http } = await setup();
    await expect(
      http.upload('uploads/plain', browser.form({ file: browser.file('a.pdf', 10) })),
    ).rejects.toMatchObject({ message: 'Invalid response format', status: 200 });
  });

  it("raises 'Network error during file upload' when the connection fails", async () => {
    const { http } = await setup();
    await expect(
      http.upload('uploads/hang-up', browser.form({ file: browser.file('a.pdf', 10) })),
    ).rejects.toMatchObject({
      message: 'Network error during file upload',
      status: 0,
      code: 'network_error',
    });
  });

  it('cancels the request when its signal aborts', async () => {
    const { http } = await setup();
    const controller = new AbortController();
    const arrived = api.held();
    const upload = http
      .upload('uploads/held', browser.form({ file: browser.file('a.pdf', 10) }), {
        signal: controller.signal,
      })
      .catch((e: unknown) => e);
    await arrived;

    controller.abort();

    expect(await upload).toMatchObject({ name: 'AbortError' });
    await new Promise<void>((resolve) => {
      const check = () => (api.closedEarly.length > 0 ? resolve() : setTimeout(check, 10));
      check();
    });
    expect(api.closedEarly).toEqual(['/api/uploads/held']);
  });

  it('never sends when the signal has already aborted', async () => {
    const { http } = await setup();
    const controller = new AbortController();
    controller.abort();
    await expect(
      http.upload('uploads', browser.form({ file: browser.file('a.pdf', 10) }), {
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(api.received).toEqual([]);
  });
});
