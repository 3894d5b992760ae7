import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Signs in through the sign-in screen with the keyboard, as a person would. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  next = '/',
): Promise<void> {
  await page.goto(next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** An axe scan of what is on screen: no serious or critical violation (WCAG 2 A/AA rules). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
    `axe on ${screen}`,
  ).toEqual([]);
}

/** A link of the portal's main navigation (grouped: Run the desk, Play, Set up the club, Administer). */
export const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/**
 * An entry of the user menu (the account's entries: 'My profile', 'Notifications'; 'Sign out'),
 * after opening it from the header's account button.
 */
export async function accountMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: /: account menu$/ }).click();
  return page.getByRole('menuitem', { name, exact: true });
}
