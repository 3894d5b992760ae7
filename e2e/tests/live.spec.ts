import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSession, ensureMember, type ApiSession } from './support/api';
import { ADMIN } from './support/env';
import { showOnlyCourse } from './support/desk';
import { expectAccessible, navLink, signIn } from './support/portal';

const COURSE = 'Live Links';
const MEMBER = {
  email: 'lena.live@e2e.fairway.test',
  password: 'Live-Pass-2026',
  first: 'Lena',
  last: 'Live',
};

/** YYYY-MM-DD `days` from today, on the same clock the browser's date field uses. */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const TOMORROW = dayFromToday(1);

/** Each person in a browser context of their own: their own cookies, their own live stream. */
async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Marks the document, so a later check can tell it was never reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as { __fairwayLiveMark?: boolean }).__fairwayLiveMark = true;
  });
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as { __fairwayLiveMark?: boolean }).__fairwayLiveMark === true);

test.describe.serial('live updates', () => {
  let admin: ApiSession;

  test.beforeAll(async () => {
    admin = await apiSession(ADMIN.email, ADMIN.password);
    await ensureMember(admin, MEMBER);
    // A course of this journey's own, open every day, so it does not depend on other journeys.
    const course = await admin.send<{ id: number }>('POST', '/api/settings/courses', {
      name: COURSE,
      holes_count: 18,
    });
    for (let day = 0; day <= 6; day++)
      await admin.send('POST', '/api/settings/opening-hours', {
        course_id: course.id,
        day_of_week: day,
        is_open: true,
        open_time: '07:00',
        close_time: '19:00',
      });
  });
  test.afterAll(async () => admin.dispose());

  test("a member's booking shows on the open staff tee sheet and in the member's bell", async ({
    browser,
  }) => {
    const staff = await newPage(browser);
    await signIn(staff, ADMIN.email, ADMIN.password);
    await navLink(staff, 'Tee sheet').click();
    await expect(staff.getByRole('heading', { name: 'Tee sheet', level: 1 })).toBeVisible();
    await showOnlyCourse(staff, COURSE);
    await staff.getByLabel(/^Date/).first().fill(TOMORROW);
    const row = staff.getByRole('row', { name: /^09:00/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: /Lena Live/ })).toHaveCount(0);
    await markDocument(staff);

    const member = await newPage(browser);
    await signIn(member, MEMBER.email, MEMBER.password);
    await expect(member.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await navLink(member, 'Tee times').click();
    await expect(member.getByRole('heading', { name: 'Book a tee time', level: 1 })).toBeVisible();
    await member.getByRole('combobox', { name: /^Course/ }).selectOption({ label: COURSE });
    await member.getByLabel(/^Date/).first().fill(TOMORROW);
    await member.getByRole('button', { name: /^09:00, / }).click();
    const booking = member.getByRole('dialog', { name: 'Book 09:00' });
    await booking.getByRole('button', { name: 'Book 09:00' }).click();
    await expect(booking).toBeHidden();
    // The page confirms what was booked (in place of the dialog, not over the page).
    await expect(member.getByRole('heading', { name: /You are booked/ })).toBeVisible();

    // The staff sheet, open all along in the other context, shows the booking by itself.
    await expect(row.getByRole('cell', { name: /Lena Live/ })).toBeVisible();
    expect(await stillSameDocument(staff)).toBe(true);

    // The member's bell counts the confirmation and its panel shows it.
    const bell = member.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = member.getByRole('dialog', { name: 'Notifications' });
    await expect(
      panel.getByRole('heading', { name: `Unread: Tee time booked: ${COURSE}` }),
    ).toBeVisible();
    await expectAccessible(member, 'notifications panel');
    await member.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    // Read on the full page, the bell follows.
    await bell.click();
    await panel.getByRole('link', { name: 'All notifications' }).click();
    await expect(member.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expectAccessible(member, 'notifications page');
    await member.getByRole('button', { name: `Mark “Tee time booked: ${COURSE}” read` }).click();
    await expect(member.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  });
});
