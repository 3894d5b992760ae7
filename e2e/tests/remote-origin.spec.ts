import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startPortalServer, type PortalServer } from './support/portal-server';
import { navLink, signIn } from './support/portal';
import { buildRemoteAgainst } from './support/remote-build';
import { serveStaticOrigin, type StaticOrigin } from './support/static-origin';

/**
 * An operator deploys mf-courses on its own static host (another origin) and points remotes.json at
 * its manifest there. This journey runs a Fairway server of its own (the demo club, a copy of the
 * built portal without remotes/mf-courses), so the other journeys keep the portal as built.
 */

const ROOT = resolve(__dirname, '..', '..');
const ADMIN = { email: 'admin@origin.e2e.fairway.test', password: 'Origin-Admin-Pass-2026' };
/** The demo club's member; the demo creates her without a password, so the admin sets one. */
const MEMBER = { email: 'mia.member@demo.fairway.local', password: 'Mia-Member-Pass-2026' };

const sharedApiVersion: string = JSON.parse(
  readFileSync(join(ROOT, 'shared-api', 'package.json'), 'utf8'),
).version;
/** The next minor version of shared-api: what a remote built after an addition to it requires. */
const nextMinor = (() => {
  const [major, minor] = sharedApiVersion.split('.').map(Number);
  return `${major}.${minor! + 1}.0`;
})();

function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function setMemberPassword(portal: PortalServer): Promise<void> {
  const api = await request.newContext({ baseURL: portal.url });
  try {
    const login = await api.post('/api/auth/login', { data: ADMIN });
    expect(login.ok()).toBe(true);
    const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrf_token')?.value;
    const found = await api.get(`/api/settings/users/search?q=${encodeURIComponent(MEMBER.email)}`);
    const [mia] = (await found.json()) as { id: number }[];
    const reset = await api.post(`/api/settings/users/${mia!.id}/reset-password`, {
      data: { password: MEMBER.password, must_change_password: false },
      headers: { 'x-csrf-token': csrf ?? '' },
    });
    expect(reset.ok()).toBe(true);
  } finally {
    await api.dispose();
  }
}

/** A signed-in member's page on the portal, with every request the page makes. */
async function memberPage(browser: Browser, portal: PortalServer) {
  const context = await browser.newContext({ baseURL: portal.url });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await signIn(page, MEMBER.email, MEMBER.password);
  return { page, requests, close: () => context.close() };
}

const openTeeTimes = async (page: Page) => {
  await navLink(page, 'Tee times').click();
  await expect(page).toHaveURL(/\/courses$/);
};

test.describe.serial('a remote deployed on its own origin', () => {
  let cdn: StaticOrigin;
  let starting: Promise<PortalServer>;
  let portal: PortalServer;
  const cleanUp: (() => void)[] = [];

  test.beforeAll(async () => {
    // A server of its own on a fresh database with the demo club: about 8 s on an idle machine.
    test.setTimeout(90_000);
    cdn = await serveStaticOrigin(join(ROOT, 'dist', 'portal', 'remotes', 'mf-courses'));
    starting = startPortalServer({
      admin: ADMIN,
      leaveOut: ['remotes/mf-courses'],
      manifests: { mf_courses: `${cdn.origin}/mf-manifest.json` },
    });
    portal = await starting;
    await setMemberPassword(portal);
  });
  test.afterAll(async () => {
    await (await starting?.catch(() => null))?.close();
    await cdn?.close();
    for (const remove of cleanUp) remove();
  });

  test('tee times load from the remote host named in remotes.json', async ({ browser }) => {
    const member = await memberPage(browser, portal);
    const { page } = member;
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    // Opened directly (a bookmark): the page's first script fetches the manifest across origins.
    const answer = await page.goto('/courses');
    // The server allows the remote host because remotes.json points there.
    expect(answer?.headers()['content-security-policy']).toMatch(
      new RegExp(`script-src 'self' ${cdn.origin}`),
    );

    await expect(page.getByRole('heading', { name: 'Book a tee time', level: 1 })).toBeVisible();
    await page
      .getByRole('combobox', { name: /^Course/ })
      .selectOption({ label: 'Championship Course' });
    await page.getByLabel(/^Date/).first().fill(dayFromToday(1));
    await expect(page.getByRole('button', { name: /^09:00, / })).toBeVisible();

    // Its manifest, entry, code and styles came from the remote host, nothing from the portal's copy.
    const fromHost = member.requests.filter((u) => u.startsWith(`${cdn.origin}/`));
    expect(fromHost).toEqual(
      expect.arrayContaining([
        `${cdn.origin}/mf-manifest.json`,
        expect.stringMatching(/\/remoteEntry\.[0-9a-f]+\.js$/),
        expect.stringMatching(/\/__federation_expose_spa\.[0-9a-f]+\.js$/),
        expect.stringMatching(/\.css$/),
      ]),
    );
    expect(member.requests.filter((u) => u.includes('/remotes/mf-courses/'))).toEqual([]);
    expect(cdn.requests).toContain('/mf-manifest.json');
    // Its styles applied: each of its stylesheets loaded.
    const sheets = await page.evaluate((origin) => {
      const links = Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
      );
      return links.filter((l) => l.href.startsWith(origin)).map((l) => l.sheet !== null);
    }, cdn.origin);
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.every(Boolean)).toBe(true);
    expect(blocked).toEqual([]);
    await member.close();
  });

  test('a remote built against a newer shared-api is refused, saying what it needs', async ({
    browser,
  }) => {
    // A webpack build of mf-courses: most of this test's time.
    test.setTimeout(120_000);
    const build = await buildRemoteAgainst({
      folder: 'mf-courses',
      pkg: '@fairway/shared-api',
      version: nextMinor,
    });
    cleanUp.push(build.remove);
    cdn.mount('/next/', build.dist);
    portal.pointRemotes({ mf_courses: `${cdn.origin}/next/mf-manifest.json` });

    const member = await memberPage(browser, portal);
    const { page } = member;
    await openTeeTimes(page);
    const panel = page.getByRole('alert');
    await expect(
      panel.getByRole('heading', { name: "Tee times does not match this portal's version" }),
    ).toBeVisible();
    await expect(panel).toContainText(
      `Tee times (mf_courses) needs @fairway/shared-api ^${nextMinor}, but this portal provides @fairway/shared-api ${sharedApiVersion}.`,
    );
    await expect(panel.getByRole('button')).toHaveCount(0);
    // It did not run: no booking screen, while the rest of the portal keeps working.
    await expect(page.getByRole('heading', { name: 'Book a tee time' })).toHaveCount(0);
    await expect(navLink(page, 'My bookings')).toBeVisible();
    expect(cdn.requests).toContain('/next/mf-manifest.json');
    await member.close();
  });
});
