import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN } from './support/env';
import { expectAccessible, navLink, signIn, signOut } from './support/portal';

const MEMBER = {
  email: 'mia.member@e2e.fairway.test',
  password: 'Member-Pass-2026',
  first: 'Mia',
  last: 'Member',
};

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe.serial('club administration', () => {
  test('the admin creates a member from the users screen', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await navLink(page, 'Users').click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: ADMIN.email })).toBeVisible();
    await expectAccessible(page, 'users list');

    await page.getByRole('button', { name: 'New user' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(MEMBER.email);
    await dialog.getByRole('textbox', { name: /^First name/ }).fill(MEMBER.first);
    await dialog.getByRole('textbox', { name: /^Last name/ }).fill(MEMBER.last);
    await dialog.getByRole('checkbox', { name: 'Member', exact: true }).check();
    await dialog.getByLabel(/^Initial password/).fill(MEMBER.password);
    await dialog
      .getByRole('checkbox', { name: 'Ask for a new password at first sign-in' })
      .uncheck();
    await expectAccessible(page, 'new user dialog');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: MEMBER.email })).toBeVisible();
  });

  test('the member signs in and cannot reach the admin screens', async ({ page }) => {
    await signIn(page, MEMBER.email, MEMBER.password);

    await expect(page.getByRole('banner')).toBeVisible();
    for (const entry of ['Users', 'Roles', 'Organizations', 'Settings']) {
      await expect(navLink(page, entry)).toHaveCount(0);
    }
    await expectAccessible(page, 'member start page');

    await page.goto('/admin/users');
    await expect(page.getByText('You do not have access to this page')).toBeVisible();
    await expect(page.getByRole('cell', { name: ADMIN.email })).toHaveCount(0);
    // The server refuses too, whatever the screen shows.
    const api = await page.request.get('/api/settings/users');
    expect(api.status()).toBe(403);
  });

  test('the admin turns a module off and its navigation entry disappears for everyone', async ({
    browser,
  }) => {
    const admin = await newPage(browser);
    await signIn(admin, ADMIN.email, ADMIN.password);
    await expect(navLink(admin, 'Tee times')).toBeVisible();

    const member = await newPage(browser);
    await signIn(member, MEMBER.email, MEMBER.password);
    await expect(navLink(member, 'Tee times')).toBeVisible();

    await navLink(admin, 'Settings').click();
    await expect(admin.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expectAccessible(admin, 'settings: features');
    const teeTimes = admin.getByRole('switch', { name: /^Tee times and bookings/ });
    await expect(teeTimes).toBeChecked();
    await teeTimes.click();
    await expect(teeTimes).not.toBeChecked();
    // The admin's own navigation updates at once.
    await expect(navLink(admin, 'Tee times')).toHaveCount(0);

    // Everyone else sees it on their next page load.
    await member.reload();
    await expect(member.getByRole('banner')).toBeVisible();
    await expect(navLink(member, 'Tee times')).toHaveCount(0);
    await member.goto('/courses');
    await expect(member.getByText(/^Tee times is turned off for this club\./)).toBeVisible();
    await signOut(member);

    // Back on, for the journeys after this one.
    await teeTimes.click();
    await expect(teeTimes).toBeChecked();
    await expect(navLink(admin, 'Tee times')).toBeVisible();
  });

  test('every admin screen passes an axe scan', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    for (const [link, heading] of [
      ['Roles', 'Roles'],
      ['Organizations', 'Organizations'],
      ['Settings', 'Settings'],
    ] as const) {
      await navLink(page, link).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectAccessible(page, link);
    }
    for (const tab of [
      'Display',
      'Course and bookings',
      'Maintenance',
      'Notifications',
      'Security',
      'Import and export',
    ]) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectAccessible(page, `settings: ${tab}`);
    }
    await navLink(page, 'Users').click();
    await page
      .getByRole('link', { name: MEMBER.email })
      .or(page.getByRole('link', { name: `${MEMBER.first} ${MEMBER.last}` }))
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(MEMBER.first);
    await expectAccessible(page, 'user detail');
  });
});
