import { expect, test } from '@playwright/test';
import { ADMIN } from './support/env';
import { accountMenuItem, expectAccessible, navLink, signIn, signOut } from './support/portal';

test('an anonymous visitor of a protected page signs in with the keyboard alone and lands where they were going', async ({
  page,
}) => {
  await page.goto('/admin/users?status=active');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fusers/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'sign in');

  // Tab from the top of the page to the e-mail field, type, Tab to the password, Enter.
  await page.keyboard.press('Tab');
  for (
    let i = 0;
    i < 10 &&
    !(await page
      .getByRole('textbox', { name: /E-mail/ })
      .evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();

  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/users\?status=active$/);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('signing out ends the session: the portal asks to sign in again', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await signOut(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test('when the session expires, the next action lands on /login', async ({ page, context }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('banner')).toBeVisible();
  // Both session cookies gone (expired): the refresh fails, the client says so and goes to /login.
  await context.clearCookies({ name: 'fw_access' });
  await context.clearCookies({ name: 'fw_refresh' });
  // The next call finds the session gone: the person's next action, or one the portal makes on its
  // own (the bell's unread count, the live stream), whichever comes first.
  await Promise.race([navLink(page, 'Users').click(), page.waitForURL(/\/login/)]);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('an expired access cookie alone is refreshed once and the user stays signed in', async ({
  page,
  context,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  const refreshes: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/auth/refresh')) refreshes.push(r.status());
  });
  await context.clearCookies({ name: 'fw_access' });
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  expect(refreshes).toEqual([200]);
});

test('a remote that is offline shows a fallback with a retry while the rest of the portal works', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.route('**/remotes/mf-admin/**', (route) => route.abort('failed'));
  await navLink(page, 'Users').click();
  const fallback = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(fallback).toBeVisible({ timeout: 25_000 });
  // The chrome still works: the user menu opens.
  await page.getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.unroute('**/remotes/mf-admin/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible({
    timeout: 25_000,
  });
});

type ReactSeen = { renderers: number; committedBy: number[]; roots: number };

test('React is loaded once for the shell and every remote', async ({ page }) => {
  // Before any script runs, a stand-in for the React DevTools hook: every copy of React DOM that
  // starts registers its renderer with it, and every commit names the renderer that made it.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    const committedBy = new Set<number>();
    const roots = new Set<unknown>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot(id: number, root: unknown) {
          committedBy.add(id);
          roots.add(root);
        },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
      __reactSeen: (): ReactSeen => ({
        renderers: renderers.size,
        committedBy: [...committedBy],
        roots: roots.size,
      }),
    });
  });
  await signIn(page, ADMIN.email, ADMIN.password);
  // A screen of every remote: each mounts its own React root.
  await navLink(page, 'Users').click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await navLink(page, 'Tee times').click();
  await expect(page.getByRole('heading', { name: 'Book a tee time', level: 1 })).toBeVisible();
  await (await accountMenuItem(page, 'My profile')).click();
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();

  const seen = await page.evaluate(() =>
    (window as unknown as { __reactSeen(): ReactSeen }).__reactSeen(),
  );
  // One React DOM, and every root (the shell's chrome and each remote's screens) rendered by it.
  expect(seen.renderers).toBe(1);
  expect(seen.committedBy).toEqual([1]);
  expect(seen.roots).toBeGreaterThanOrEqual(4);
});
