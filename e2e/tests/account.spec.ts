import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support/env';
import { expectAccessible, navLink, signIn } from './support/portal';

const NEWCOMER = {
  email: 'nora.newcomer@e2e.fairway.test',
  password: 'Newcomer-Pass-2026',
  first: 'Nora',
  last: 'Newcomer',
};
const FORCED = {
  email: 'fred.forced@e2e.fairway.test',
  first: 'Fred',
  last: 'Forced',
  temporary: 'Temporary-Pass-2026',
  chosen: 'Chosen-Pass-2026',
};

/** On a page where the admin is signed in. */
async function setRegistration(page: Page, on: boolean): Promise<void> {
  await navLink(page, 'Settings').click();
  const sw = page.getByRole('switch', { name: /^People can register themselves/ });
  if ((await sw.isChecked()) !== on) await sw.click();
  await expect(sw).toBeChecked({ checked: on });
}

test.describe.serial('account screens', () => {
  test('forgot password answers the same for any address, and a bad reset link says so', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: /Forgot your password/ }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expectAccessible(page, 'forgot password');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('nobody@nowhere.example');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    await page.goto('/reset-password/this-is-not-a-real-link-id-0000000000');
    await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
    await expectAccessible(page, 'reset password (invalid link)');
  });

  test('registration is closed until the admin opens it; then a newcomer registers and is signed in', async ({
    page,
    browser,
  }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Registration is closed' })).toBeVisible();
    await expectAccessible(page, 'registration closed');

    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, ADMIN.email, ADMIN.password);
    await setRegistration(admin, true);

    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expectAccessible(page, 'registration form');
    await page.getByRole('textbox', { name: /^First name/ }).fill(NEWCOMER.first);
    await page.getByRole('textbox', { name: /^Last name/ }).fill(NEWCOMER.last);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(NEWCOMER.email);
    await page.getByLabel(/^Password/).fill('password123');
    await page.getByLabel(/^Confirm password/).fill('password123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(/too common/)).toBeVisible();

    await page.getByLabel(/^Password/).fill(NEWCOMER.password);
    await page.getByLabel(/^Confirm password/).fill(NEWCOMER.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).not.toHaveURL(/\/register/);
    await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();

    await setRegistration(admin, false);
  });

  test('a member fills in the profile and golf preferences; every profile screen passes axe', async ({
    page,
  }) => {
    await signIn(page, NEWCOMER.email, NEWCOMER.password);
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Create profile' })).toBeVisible();
    await expectAccessible(page, 'profile');
    await page.getByRole('textbox', { name: /^City/ }).fill('St Andrews');
    await page.getByRole('button', { name: 'Create profile' }).click();
    await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('St Andrews');

    await page.goto('/profile/golf');
    await expect(page.getByRole('button', { name: 'Create golf preferences' })).toBeVisible();
    await expectAccessible(page, 'golf preferences');
    await page.getByRole('spinbutton', { name: /^Handicap/ }).fill('60');
    await page.getByRole('button', { name: 'Create golf preferences' }).click();
    await expect(page.getByRole('spinbutton', { name: /^Handicap/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByRole('spinbutton', { name: /^Handicap/ }).fill('12.4');
    await page.getByRole('button', { name: 'Create golf preferences' }).click();
    await expect(page.getByRole('button', { name: 'Save golf preferences' })).toBeVisible();

    await page.goto('/profile/preferences');
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeVisible();
    await expectAccessible(page, 'preferences');
  });

  test('a user whose club asks for a new password must choose one before anything else', async ({
    page,
    browser,
  }) => {
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, ADMIN.email, ADMIN.password);
    await navLink(admin, 'Users').click();
    await admin.getByRole('button', { name: 'New user' }).first().click();
    const dialog = admin.getByRole('dialog', { name: 'New user' });
    await dialog.getByRole('textbox', { name: /^E-mail/ }).fill(FORCED.email);
    await dialog.getByRole('textbox', { name: /^First name/ }).fill(FORCED.first);
    await dialog.getByRole('textbox', { name: /^Last name/ }).fill(FORCED.last);
    await dialog.getByLabel(/^Initial password/).fill(FORCED.temporary);
    await expect(
      dialog.getByRole('checkbox', { name: /Ask for a new password at first sign-in/ }),
    ).toBeChecked();
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(dialog).toBeHidden();

    await signIn(page, FORCED.email, FORCED.temporary);
    await expect(page).toHaveURL(/\/profile\/password/);
    await expect(page.getByText('Your club asked you to choose a new password')).toBeVisible();
    await expectAccessible(page, 'forced password change');
    // Other pages are not reachable until the password is changed.
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/profile\/password/);

    await page.getByLabel(/^Current password/).fill(FORCED.temporary);
    await page.getByLabel(/^New password/).fill(FORCED.chosen);
    await page.getByLabel(/^Confirm new password/).fill(FORCED.chosen);
    await page.getByLabel(/^Confirm new password/).press('Enter');
    await expect(page).not.toHaveURL(/\/profile\/password/);
    await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
  });
});
