import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  apiSession,
  book,
  clubTimeZone,
  createOpenCourse,
  ensureMember,
  ensureUser,
  setClubTimeZone,
  type ApiSession,
} from './support/api';
import { clubZones, dayIn, nextTeeTime } from './support/clock';
import { markDocument, stillSameDocument } from './support/document';
import { ADMIN } from './support/env';
import { expectAccessible, signIn } from './support/portal';

/**
 * The pro-shop desk at 1280×800 runs a day while a member watches the same course on her phone:
 * every change the desk makes shows on the phone by itself, and neither page is reloaded.
 */
const COURSE = 'Desk Downs';
const STAFF = {
  email: 'sam.starter@e2e.fairway.test',
  password: 'Starter-Pass-2026',
  first: 'Sam',
  last: 'Starter',
};
const WATCHER = {
  email: 'pia.phone@e2e.fairway.test',
  password: 'Phone-Pass-2026',
  first: 'Pia',
  last: 'Phone',
};
const CARL = {
  email: 'carl.checkin@e2e.fairway.test',
  password: 'Carl-Pass-2026',
  first: 'Carl',
  last: 'Checkin',
};
const NELL = {
  email: 'nell.noshow@e2e.fairway.test',
  password: 'Nell-Pass-2026',
  first: 'Nell',
  last: 'Noshow',
};
const MO = {
  email: 'mo.mover@e2e.fairway.test',
  password: 'Mo-Pass-2026',
  first: 'Mo',
  last: 'Mover',
};
const BEA = {
  email: 'bea.booked@e2e.fairway.test',
  password: 'Bea-Pass-2026',
  first: 'Bea',
  last: 'Booked',
};

const zones = clubZones();
const TODAY = dayIn(zones.afternoon);
const TOMORROW = dayIn(zones.afternoon, 1);

/** The member's time button: '09:00, 4 places left'. */
const timeButton = (page: Page, time: string) =>
  page.getByRole('button', { name: new RegExp(`^${time}, `) });

/** A booking's chip on the sheet, named '<owner>, 2 players, 18 holes[, checked in]…'. */
const chip = (scope: Page | Locator, owner: string) =>
  scope.getByRole('listitem', { name: new RegExp(`^${owner}, `) });

/**
 * Drags a booking onto another time with the HTML drag-and-drop events a browser fires (dragstart
 * on the chip, dragenter/dragover/drop on the target, dragend), sharing one DataTransfer. A real
 * mouse drag (locator.dragTo, page.mouse) starts the drag in Debian's Chromium but never delivers
 * dragover or drop through Playwright's drag interception, so the events are dispatched instead.
 */
async function dragBooking(source: Locator, target: Locator): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const data = await source.page().evaluateHandle(() => new DataTransfer());
  await source.dispatchEvent('dragstart', { dataTransfer: data });
  await target.dispatchEvent('dragenter', { dataTransfer: data });
  await target.dispatchEvent('dragover', { dataTransfer: data });
  await target.dispatchEvent('drop', { dataTransfer: data });
  await source.dispatchEvent('dragend', { dataTransfer: data });
  await data.dispose();
}

test.describe.serial('the desk', () => {
  let admin: ApiSession;
  let club: { id: number; timezone: string };
  let courseId: number;
  /** Today's time that has started by the time the desk opens: Carl's and Nell's groups. */
  let startedTime: string;

  test.beforeAll(async () => {
    admin = await apiSession(ADMIN.email, ADMIN.password);
    await ensureUser(admin, STAFF, 'staff');
    await ensureMember(admin, WATCHER);
    const carl = await ensureMember(admin, CARL);
    const nell = await ensureMember(admin, NELL);
    const mo = await ensureMember(admin, MO);
    await ensureMember(admin, BEA);
    courseId = await createOpenCourse(admin, COURSE, '06:00', '20:00');
    club = await clubTimeZone(admin);

    // In the morning Carl's and Nell's groups book a time soon after; by the afternoon (when the
    // desk opens) it has started.
    await setClubTimeZone(admin, club.id, zones.morning);
    startedTime = nextTeeTime(zones.morning, 20);
    await book(admin, {
      course_id: courseId,
      date: TODAY,
      start_time: startedTime,
      user_id: carl,
      players: [{ user_id: carl }, { guest_name: 'Cid Guest' }],
    });
    await book(admin, { course_id: courseId, date: TODAY, start_time: startedTime, user_id: nell });
    await setClubTimeZone(admin, club.id, zones.afternoon);
    // Tomorrow: Mo at 13:00, to be dragged to 14:00.
    await book(admin, { course_id: courseId, date: TOMORROW, start_time: '13:00', user_id: mo });
  });

  test.afterAll(async () => {
    await setClubTimeZone(admin, club.id, club.timezone);
    await admin.dispose();
  });

  async function openPhone(browser: Browser): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await context.newPage();
    await signIn(phone, WATCHER.email, WATCHER.password, `/courses?date=${TOMORROW}`);
    await expect(phone.getByRole('heading', { name: 'Book a tee time', level: 1 })).toBeVisible();
    await phone.getByRole('combobox', { name: /^Course/ }).selectOption({ label: COURSE });
    await expect(timeButton(phone, '09:00')).toHaveAccessibleName('09:00, 4 places left');
    return phone;
  }

  test('the desk books, drags, checks in, marks a no-show and blocks a morning; a phone follows live', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const phone = await openPhone(browser);
    await markDocument(phone);

    const deskContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const desk = await deskContext.newPage();
    await signIn(
      desk,
      STAFF.email,
      STAFF.password,
      `/courses/tee-sheet?date=${TODAY}&courses=${courseId}`,
    );
    await expect(desk.getByRole('heading', { name: 'Tee sheet', level: 1 })).toBeVisible();
    const sheet = desk.getByRole('region', { name: COURSE, exact: true });
    await expect(chip(sheet, 'Carl Checkin')).toBeVisible();
    await markDocument(desk);

    // Check Carl's group in.
    await sheet.getByRole('button', { name: /^Booking actions for Carl Checkin at / }).click();
    await desk.getByRole('menuitem', { name: 'Check in Carl Checkin' }).click();
    await expect(chip(sheet, 'Carl Checkin')).toHaveAccessibleName(/, checked in/);
    await expect(chip(sheet, 'Carl Checkin').getByText('Checked in')).toBeVisible();

    // Nell never came: her time has started, so she can be marked a no-show.
    await sheet.getByRole('button', { name: /^Booking actions for Nell Noshow at / }).click();
    await desk.getByRole('menuitem', { name: 'Mark Nell Noshow no-show' }).click();
    await expect(chip(sheet, 'Nell Noshow')).toHaveAccessibleName(/, no-show/);
    await expectAccessible(desk, "today's tee sheet at the desk");

    // Tomorrow, without leaving the page.
    await desk.getByRole('button', { name: 'Next day' }).click();
    await expect(desk).toHaveURL(new RegExp(`date=${TOMORROW}`));
    await expect(chip(sheet, 'Mo Mover')).toBeVisible();

    // Book by clicking an empty place at 15:00.
    await sheet.getByRole('button', { name: 'Book 15:00', exact: true }).click();
    const dialog = desk.getByRole('dialog', { name: 'Book 15:00' });
    await dialog.getByRole('combobox', { name: /^Booking for/ }).fill('Bea');
    await dialog.getByRole('option', { name: /Bea Booked/ }).click();
    await dialog.getByRole('button', { name: 'Book 15:00' }).click();
    await expect(dialog).toBeHidden();
    await expect(chip(sheet.getByRole('row', { name: /^15:00/ }), 'Bea Booked')).toBeVisible();
    await expect(timeButton(phone, '15:00')).toHaveAccessibleName('15:00, 3 places left');

    // Drag Mo's booking from 13:00 to 14:00.
    await expect(timeButton(phone, '14:00')).toHaveAccessibleName('14:00, 4 places left');
    const row13 = sheet.getByRole('row', { name: /^13:00/ });
    const row14 = sheet.getByRole('row', { name: /^14:00/ });
    await dragBooking(chip(row13, 'Mo Mover'), row14.getByRole('cell').first());
    await expect(chip(row14, 'Mo Mover')).toBeVisible();
    await expect(chip(row13, 'Mo Mover')).toHaveCount(0);
    await expect(timeButton(phone, '14:00')).toHaveAccessibleName('14:00, 3 places left');
    await expect(timeButton(phone, '13:00')).toHaveAccessibleName('13:00, 4 places left');

    // Block the whole morning for the club medal.
    await sheet.getByRole('button', { name: new RegExp(`^Block a range.*${COURSE}`) }).click();
    const range = desk.getByRole('dialog', { name: new RegExp(`a range at ${COURSE}$`) });
    await range.getByRole('checkbox', { name: 'Whole morning (until 12:00)' }).check();
    await range.getByRole('textbox', { name: /^Reason/ }).fill('Club medal');
    await range.getByRole('button', { name: 'Block times' }).click();
    await expect(range).toBeHidden();
    await expect(sheet.getByRole('row', { name: /^09:00/ })).toContainText('Club medal');
    await expect(sheet.getByRole('row', { name: /^11:50/ })).toContainText('Club medal');
    // The phone loses the morning and keeps the afternoon.
    await expect(timeButton(phone, '09:00')).toHaveCount(0);
    await expect(timeButton(phone, '11:50')).toHaveCount(0);
    await expect(timeButton(phone, '12:00')).toHaveAccessibleName('12:00, 4 places left');

    await expectAccessible(desk, "tomorrow's tee sheet at the desk");
    expect(await stillSameDocument(desk)).toBe(true);
    expect(await stillSameDocument(phone)).toBe(true);

    // What the server now holds.
    const day = await admin.get<{
      rows: { start_time: string; is_blocked: boolean; bookings: { user_name: string }[] }[];
    }>(`/api/settings/tee-times/sheet/${courseId}?date=${TOMORROW}`);
    const at = (time: string) => day.rows.find((r) => r.start_time === time);
    expect(at('14:00')?.bookings.map((b) => b.user_name)).toEqual(['Mo Mover']);
    expect(at('15:00')?.bookings.map((b) => b.user_name)).toEqual(['Bea Booked']);
    expect(at('09:00')?.is_blocked).toBe(true);
    await deskContext.close();
    await phone.context().close();
  });
});
