import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSession, ensureMember, type ApiSession } from './support/api';
import { ADMIN } from './support/env';
import { showOnlyCourse } from './support/desk';
import { expectAccessible, navLink, signIn } from './support/portal';

const COURSE = 'Heathland Course';
const FIRST = {
  email: 'fiona.first@e2e.fairway.test',
  password: 'First-Pass-2026',
  first: 'Fiona',
  last: 'First',
};
const SECOND = {
  email: 'sid.second@e2e.fairway.test',
  password: 'Second-Pass-2026',
  first: 'Sid',
  last: 'Second',
};

/** YYYY-MM-DD `days` from today, on the same clock the browser's date field uses. */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const TOMORROW = dayFromToday(1);
const CLOSED_DAY = dayFromToday(9);
/** Past the club's 24-hour cancellation cut-off whatever the time of day the journey runs. */
const CANCELLABLE_DAY = dayFromToday(3);

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The member's booking screen on a course and date. */
async function openTeeTimes(page: Page, date: string): Promise<void> {
  await navLink(page, 'Tee times').click();
  await expect(page.getByRole('heading', { name: 'Book a tee time', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: /^Course/ }).selectOption({ label: COURSE });
  await page.getByLabel(/^Date/).first().fill(date);
}

const timeButton = (page: Page, time: string) =>
  page.getByRole('button', { name: new RegExp(`^${time}, `) });

test.describe.serial('courses and the tee sheet', () => {
  let admin: ApiSession;
  let courseId: number;

  test.beforeAll(async () => {
    admin = await apiSession(ADMIN.email, ADMIN.password);
    await ensureMember(admin, FIRST);
    await ensureMember(admin, SECOND);
  });
  test.afterAll(async () => admin.dispose());

  test('the admin sets up a course with its opening hours and a closure', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await navLink(page, 'Courses').click();
    await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New course' }).first().click();
    const create = page.getByRole('dialog', { name: 'New course' });
    await create.getByRole('textbox', { name: /^Name/ }).fill(COURSE);
    await create.getByRole('button', { name: 'Create course' }).click();
    await expect(page.getByRole('heading', { name: COURSE, level: 1 })).toBeVisible();
    courseId = Number(/\/courses\/setup\/(\d+)/.exec(page.url())?.[1]);
    expect(courseId).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Opening hours' }).click();
    const monday = page.getByRole('group', { name: 'Monday' });
    await monday.getByRole('switch', { name: /^Open/ }).check();
    await monday.getByLabel(/^Opens/).fill('07:00');
    await monday.getByLabel(/^Closes/).fill('19:00');
    await page.getByRole('button', { name: 'Copy Monday to every day' }).click();
    await expectAccessible(page, 'opening hours week grid');
    await page.getByRole('button', { name: 'Save opening hours' }).click();
    await expect(page.getByText(/saved/i).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Closures' }).click();
    await page.getByRole('button', { name: 'Add closure' }).first().click();
    const closure = page.getByRole('dialog', { name: 'New closure' });
    await closure.getByLabel(/^Date/).fill(CLOSED_DAY);
    await closure.getByRole('textbox', { name: /^Reason/ }).fill('Greens hollow-tining');
    await closure.getByRole('button', { name: 'Add closure' }).click();
    await expect(closure).toBeHidden();
    await expect(page.getByRole('button', { name: /^Remove the closure on/ })).toHaveCount(1);
    await expectAccessible(page, 'closures calendar');

    // What the server now answers: seven open days and the closure.
    const hours = await admin.get<{ is_open: boolean }[]>(
      `/api/settings/opening-hours?course_id=${courseId}`,
    );
    expect(hours.filter((h) => h.is_open)).toHaveLength(7);
    const closures = await admin.get<{ date: string }[]>(
      `/api/settings/special-closures?course_id=${courseId}`,
    );
    expect(closures.map((c) => c.date)).toEqual([CLOSED_DAY]);
  });

  test('a member books the last places; another member, holding the booking dialog, is refused', async ({
    browser,
  }) => {
    // Two of the 09:00 places are already taken.
    await admin.send('POST', '/api/settings/tee-time-bookings/book', {
      course_id: courseId,
      date: TOMORROW,
      start_time: '09:00',
      players: [{ guest_name: 'Early Guest' }, { guest_name: 'Second Guest' }],
    });

    const second = await newPage(browser);
    await signIn(second, SECOND.email, SECOND.password);
    await openTeeTimes(second, TOMORROW);
    await expect(timeButton(second, '09:00')).toHaveAccessibleName('09:00, 2 places left');
    // The second member opens the booking dialog for 09:00 and hesitates.
    await timeButton(second, '09:00').click();
    const late = second.getByRole('dialog', { name: 'Book 09:00' });
    await expect(late).toBeVisible();

    const first = await newPage(browser);
    await signIn(first, FIRST.email, FIRST.password);
    await openTeeTimes(first, TOMORROW);
    await expectAccessible(first, 'tee times');
    await timeButton(first, '09:00').click();
    const booking = first.getByRole('dialog', { name: 'Book 09:00' });
    await booking.getByRole('button', { name: 'Add a guest' }).click();
    await booking.getByRole('textbox', { name: /^Guest 1 name/ }).fill('Gerry Guest');
    await booking.getByRole('button', { name: 'Book 09:00' }).click();
    await expect(booking).toBeHidden();
    await expect(timeButton(first, '09:00')).toHaveAccessibleName(/Full, your booking/);

    // The dialog the second member opened before is refused by the server.
    await late.getByRole('button', { name: 'Book 09:00' }).click();
    await expect(late.getByRole('alert')).toHaveText(/Selected tee time is not available/);
    await late.getByRole('button', { name: 'Cancel' }).click();
    // The list behind it followed the booking live, without a reload.
    await expect(timeButton(second, '09:00')).toHaveAccessibleName(/^09:00, Full/);

    const sheet = await admin.get<{ rows: { start_time: string; booked_players: number }[] }>(
      `/api/settings/tee-times/sheet/${courseId}?date=${TOMORROW}`,
    );
    expect(sheet.rows.find((r) => r.start_time === '09:00')?.booked_players).toBe(4);
  });

  test('staff block a slot and it disappears from the member view', async ({ browser }) => {
    const member = await newPage(browser);
    await signIn(member, FIRST.email, FIRST.password);
    await openTeeTimes(member, TOMORROW);
    await expect(timeButton(member, '10:00')).toBeVisible();

    const staff = await newPage(browser);
    await signIn(staff, ADMIN.email, ADMIN.password);
    await navLink(staff, 'Tee sheet').click();
    await expect(staff.getByRole('heading', { name: 'Tee sheet', level: 1 })).toBeVisible();
    await showOnlyCourse(staff, COURSE);
    await staff.getByLabel(/^Date/).first().fill(TOMORROW);
    await expect(staff.getByRole('rowheader', { name: '09:00' })).toBeVisible();
    await expectAccessible(staff, 'tee sheet grid');
    await staff.getByRole('button', { name: 'Actions for 10:00' }).click();
    await staff.getByRole('menuitem', { name: 'Block 10:00…' }).click();
    const block = staff.getByRole('dialog', { name: 'Block 10:00' });
    await block.getByRole('textbox', { name: /^Reason/ }).fill('Club championship shotgun start');
    await block.getByRole('button', { name: /^Block/ }).click();
    await expect(block).toBeHidden();
    await expect(staff.getByText('Club championship shotgun start')).toBeVisible();

    await member.reload();
    await openTeeTimes(member, TOMORROW);
    await expect(timeButton(member, '10:10')).toBeVisible();
    await expect(timeButton(member, '10:00')).toHaveCount(0);
  });

  test("staff book a time on a member's behalf and the member sees it", async ({ browser }) => {
    const staff = await newPage(browser);
    await signIn(staff, ADMIN.email, ADMIN.password);
    await navLink(staff, 'Tee sheet').click();
    await showOnlyCourse(staff, COURSE);
    await staff.getByLabel(/^Date/).first().fill(TOMORROW);
    // An empty place on the sheet books it.
    await staff.getByRole('button', { name: 'Book 14:00', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: 'Book 14:00' });
    await dialog.getByRole('combobox', { name: /^Booking for/ }).fill('Fiona');
    await expect(dialog.getByRole('option', { name: /Fiona First/ })).toBeVisible();
    await staff.keyboard.press('ArrowDown');
    await staff.keyboard.press('Enter');
    await expectAccessible(staff, 'staff booking dialog');
    await dialog.getByRole('button', { name: 'Book 14:00' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      staff.getByRole('row', { name: /^14:00/ }).getByRole('cell', { name: /Fiona First/ }),
    ).toBeVisible();

    const member = await newPage(browser);
    await signIn(member, FIRST.email, FIRST.password);
    await navLink(member, 'My bookings').click();
    // Tomorrow may be inside the cancellation cut-off (no Cancel then): the booking's own link.
    await expect(member.getByRole('link', { name: /^Add to calendar: 14:00 on / })).toBeVisible();
  });

  test('on a phone a member books a time and cancels it from My bookings', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await signIn(phone, SECOND.email, SECOND.password);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await openTeeTimes(phone, CANCELLABLE_DAY);
    await expect(timeButton(phone, '11:00')).toHaveAccessibleName('11:00, 4 places left');
    // Nothing on the page is wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await timeButton(phone, '11:00').click();
    const booking = phone.getByRole('dialog', { name: 'Book 11:00' });
    await expectAccessible(phone, 'booking dialog on a phone');
    await booking.getByRole('button', { name: 'Book 11:00' }).click();
    await expect(booking).toBeHidden();
    await expect(timeButton(phone, '11:00')).toHaveAccessibleName(
      '11:00, 3 places left, your booking',
    );

    await phone.goto('/courses/my-bookings');
    await expect(phone.getByRole('heading', { name: 'My bookings', level: 1 })).toBeVisible();
    await expectAccessible(phone, 'my bookings on a phone');
    await phone.getByRole('button', { name: /^Cancel the booking at 11:00 on / }).click();
    const confirm = phone.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      phone.getByRole('button', { name: /^Cancel the booking at 11:00 on / }),
    ).toHaveCount(0);
    await context.close();
  });
});
