import { expect, test, type Response } from '@playwright/test';
import { apiSession, ensureMember, type ApiSession } from './support/api';
import { ADMIN } from './support/env';

test('a signed-out visitor’s sign-in page: no console error, no 401, nothing of the other modules', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const refused: string[] = [];
  page.on('response', (r: Response) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await page.waitForLoadState('networkidle');

  expect(consoleErrors).toEqual([]);
  expect(refused).toEqual([]);
  // One start-up call, answered 200 { authenticated: false }; no current-user call, no refresh.
  expect(requested.filter((p) => p.startsWith('/api/auth/') || p === '/api/user/current')).toEqual([
    '/api/auth/session',
  ]);
  // Only mf-auth's small sign-in module: not its whole ./spa, nothing of mf-admin or mf-courses.
  expect(requested.filter((p) => /^\/remotes\/(mf-admin|mf-courses)\//.test(p))).toEqual([]);
  expect(requested.filter((p) => p.startsWith('/remotes/mf-auth/__federation_expose_spa'))).toEqual(
    [],
  );
  expect(requested.some((p) => p.startsWith('/remotes/mf-auth/__federation_expose_sign_in'))).toBe(
    true,
  );

  // The sign-in module signs in; the portal then opens with its navigation.
  await page.getByRole('textbox', { name: /E-mail/ }).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the portal is sent compressed, cached by content hash, and without public source maps', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();

  // The first script of the page is the hashed early script, blocking in <head>.
  const firstScript = await page.evaluate(
    () => document.head.querySelector('script')?.getAttribute('src') ?? '',
  );
  expect(firstScript).toMatch(/^\/early\.[0-9a-f]{8,}\.js$/);
  // The shell's startup files and calls are announced to the browser at once.
  const hints = await page.evaluate(() =>
    Array.from(
      document.head.querySelectorAll('link[rel="preload"]'),
      (l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`,
    ),
  );
  expect(hints).toEqual(expect.arrayContaining(['fetch /api/auth/session', 'fetch /remotes.json']));
  expect(hints.some((h) => /^script \/shared-vendor\.[0-9a-f]+\.js$/.test(h))).toBe(true);

  expect(scripts.length).toBeGreaterThan(3);
  for (const path of scripts) {
    const br = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.status(), path).toBe(200);
    expect(br.headers()['vary'], path).toMatch(/accept-encoding/i);
    expect(br.headers()['content-encoding'], path).toBe('br'); // each is over 1 KB
    expect(br.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    // Playwright decodes the body: what the browser runs names no source map.
    expect(await br.text(), path).not.toMatch(/[#@] sourceMappingURL=/);
    const map = await request.get(`${path}.map`);
    expect(map.status(), `${path}.map`).toBe(404);
  }

  const gz = await request.get(scripts[0]!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  const html = await request.get('/courses', { headers: { 'accept-encoding': 'br' } });
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['vary']).toMatch(/accept-encoding/i);
});

const PRELOAD_MEMBER = {
  email: 'pat.preload@e2e.fairway.test',
  password: 'Preload-Pass-2026',
  first: 'Pat',
  last: 'Preload',
};

/** An active course open all day, every day, so the screen has tee times whenever this runs. */
async function ensureOpenCourse(admin: ApiSession, name: string): Promise<number> {
  const courses = await admin.get<{ id: number; name: string }[]>('/api/settings/courses');
  const id =
    courses.find((c) => c.name === name)?.id ??
    (await admin.send<{ id: number }>('POST', '/api/settings/courses', { name })).id;
  const hours = await admin.get<{ id: number; day_of_week: number }[]>(
    `/api/settings/opening-hours?course_id=${id}`,
  );
  const allDay = {
    is_open: true,
    open_time: '00:00',
    close_time: '23:59',
    first_tee_time: '00:00',
    last_tee_time: '23:50',
  };
  for (let day = 0; day <= 6; day++) {
    const row = hours.find((h) => h.day_of_week === day);
    if (row) await admin.send('PUT', `/api/settings/opening-hours/${row.id}`, allDay);
    else
      await admin.send('POST', '/api/settings/opening-hours', {
        course_id: id,
        day_of_week: day,
        ...allDay,
      });
  }
  return id;
}

test('a signed-in member’s booking screen: the document already answers its first calls, none is asked again', async ({
  browser,
}) => {
  const admin = await apiSession(ADMIN.email, ADMIN.password);
  try {
    await ensureMember(admin, PRELOAD_MEMBER);
    await ensureOpenCourse(admin, 'Abbey Links');
  } finally {
    await admin.dispose();
  }
  const context = await browser.newContext();
  // Signed in outside the page, so /courses is the first document this browser loads.
  const login = await context.request.post('/api/auth/login', {
    data: { email: PRELOAD_MEMBER.email, password: PRELOAD_MEMBER.password },
  });
  expect(login.ok()).toBe(true);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr')
      asked.push(`${url.pathname}${url.search}`);
  });

  const doc = await page.goto('/courses');
  expect(doc?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { name: 'Book a tee time', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: /^\d{2}:\d{2}, / })
      .first()
      .or(page.getByText('No tee times on this date')),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  const preloaded = await page.evaluate(() =>
    Object.keys(JSON.parse(document.getElementById('fw-preloaded')?.textContent ?? '{}')),
  );
  // The session, remotes.json and the remote's manifest always; the booking screen's calls when
  // the server had them ready within its budget …
  expect(preloaded).toEqual(
    expect.arrayContaining([
      '/api/auth/session',
      '/remotes.json',
      '/remotes/mf-courses/mf-manifest.json',
    ]),
  );
  expect(asked).not.toContain('/api/auth/session');
  // … and the page asked for none of them again.
  expect(asked.filter((u) => preloaded.includes(u))).toEqual([]);
  expect(consoleErrors).toEqual([]);

  await context.close();
});
