#!/usr/bin/env node
// Drives the assembled portal in Debian's headless Chromium against a running server:
// anonymous visit → /login, a remote that fails to load → fallback panel → retry, sign in,
// the chrome, React loaded once, sign out. Takes screenshots along the way.
//   BASE_URL=http://127.0.0.1:3100 ADMIN_EMAIL=… ADMIN_PASSWORD=… node tooling/scripts/portal-smoke.mjs
import { chromium } from 'playwright-core';

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:3100';
const EMAIL = process.env.ADMIN_EMAIL ?? 'admin@example.org';
const PASSWORD = process.env.ADMIN_PASSWORD ?? 'Admin-Pass-2026';
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

const checks = [];
const check = (name, ok, detail = '') => {
  checks.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const problems = [];
const scripts = [];
page.on('console', (m) => {
  if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(`console ${m.type()}: ${m.text()}`);
});
page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
page.on('response', (r) => {
  if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
});

try {
  // 1. A remote that does not load: its section shows a fallback with a retry, the rest works.
  await page.route('**/remotes/mf-auth/remoteEntry.js', (route) => route.abort('failed'));
  await page.goto(`${BASE}/login`);
  const fallback = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await fallback.waitFor({ timeout: 15000 });
  check('a remote that fails to load shows a fallback panel', await fallback.isVisible(), (await fallback.innerText()).split('\n')[0]);
  await page.screenshot({ path: `${SHOTS}/shell-remote-fallback.png`, fullPage: true });
  await page.unroute('**/remotes/mf-auth/remoteEntry.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 15000 });
  check('Try again loads the remote', true);

  // 2. Anonymous visitor of a protected page is sent to /login?next=<path>. (The last full page
  // load: from here on, everything happens inside the single-page app.)
  scripts.length = 0;
  await page.goto(`${BASE}/members?tab=2`);
  await page.waitForURL(/\/login\?next=/, { timeout: 15000 });
  check('a protected page sends an anonymous visitor to /login?next=', page.url().includes('/login?next=%2Fmembers%3Ftab%3D2'), page.url());
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.screenshot({ path: `${SHOTS}/shell-login.png`, fullPage: true });

  // 3. Inline validation, then a wrong password: the server's 'Login failed'.
  await page.getByRole('button', { name: /^Sign in/ }).click();
  check('inline validation', await page.getByText('Enter your e-mail address').isVisible());
  await page.getByRole('textbox', { name: /E-mail/ }).fill(EMAIL);
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.keyboard.press('Enter');
  const failure = page.getByRole('alert').filter({ hasText: 'Login failed' });
  await failure.waitFor({ timeout: 15000 });
  check("wrong password shows 'Login failed'", true);

  // 4. Sign in with the keyboard: goes to ?next.
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/members\?tab=2$/, { timeout: 15000 });
  check('signing in goes to ?next', true, page.url());
  await page.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: 15000 });
  check('a path no remote serves shows "Page not found" inside the chrome', true);

  // 5. The start page with the chrome.
  await page.getByRole('link', { name: /Fairway|Club|Golf/ }).first().click();
  await page.waitForURL(`${BASE}/`);
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: 15000 });
  const banner = page.getByRole('banner');
  check('chrome header is shown', await banner.isVisible(), (await banner.innerText()).replace(/\s+/g, ' ').trim());
  check('no notifications bell without a notifications remote', (await page.getByRole('button', { name: 'Notifications' }).count()) === 0);
  await page.screenshot({ path: `${SHOTS}/shell-signed-in.png`, fullPage: true });

  // 6. React once: one react-dom download, one React in the federation share scope.
  const shared = await page.evaluate(() => {
    /** @type {any} */
    const fed = /** @type {any} */ (window).__FEDERATION__;
    /** @type {Record<string, { version: string, from: string, loaded: boolean }[]>} */
    const out = {};
    for (const scopes of Object.values(fed?.__SHARE__ ?? {})) {
      for (const [name, versions] of Object.entries(/** @type {any} */ (scopes).default ?? {})) {
        if (!['react', 'react-dom'].includes(name)) continue;
        out[name] = Object.entries(/** @type {Record<string, any>} */ (versions)).map(([v, s]) => ({ version: v, from: s.from, loaded: Boolean(s.loaded || s.lib) }));
      }
    }
    return out;
  });
  const reactScripts = scripts.filter((s) => /shared-react/.test(s));
  check('React is downloaded once (since the last page load)', reactScripts.length === 1, reactScripts.join(', '));
  check('no remote downloads React', !scripts.some((s) => s.startsWith('/remotes/') && /react/i.test(s)), scripts.join(' '));
  check('one React and one react-dom in the share scope', (shared.react?.length ?? 0) === 1 && (shared['react-dom']?.length ?? 0) === 1, JSON.stringify(shared));

  // 7. The access cookie expires: the next load refreshes the session (one POST /api/auth/refresh,
  // then the retry) and the user stays signed in.
  const refreshes = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/auth/refresh')) refreshes.push(r.status());
  });
  await context.clearCookies({ name: 'fw_access' });
  await page.reload();
  await page.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: 15000 });
  check('an expired access cookie is refreshed once and the user stays signed in', refreshes.length === 1 && refreshes[0] === 200, `refresh answers: ${refreshes.join(',')}`);

  // 8. Sign out from the user menu (keyboard).
  const trigger = page.getByRole('button', { name: /account menu/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Sign out' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/login/, { timeout: 15000 });
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  check('signing out returns to /login', true);
  await page.goto(`${BASE}/`);
  await page.waitForURL(/\/login/, { timeout: 15000 });
  check('after signing out the portal asks to sign in again', true, page.url());

  const csp = problems.filter((p) => /Content Security Policy/i.test(p));
  check('no Content Security Policy violations', csp.length === 0, csp.join(' | '));
  const unexpected = problems.filter((p) => !/remoteEntry|ERR_FAILED|net::|Failed to load resource|status of 401|could not be loaded|RUNTIME-008|mf_auth/i.test(p));
  check('no unexpected console errors', unexpected.length === 0, unexpected.slice(0, 5).join(' | '));
} catch (err) {
  check('journey finished', false, err instanceof Error ? err.message : String(err));
  await page.screenshot({ path: `${SHOTS}/shell-failure.png`, fullPage: true }).catch(() => undefined);
  console.log(problems.join('\n'));
} finally {
  await browser.close();
}

const failed = checks.filter((c) => !c.ok).length;
console.log(`\n${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
