import { expect, test } from '@playwright/test';
import {
  apiSession,
  book,
  createOpenCourse,
  ensureMember,
  ensureUser,
  type ApiSession,
} from './support/api';
import { dayFromToday } from './support/clock';
import { markDocument, stillSameDocument } from './support/document';
import { ADMIN } from './support/env';
import { expectAccessible, navLink, signIn } from './support/portal';

/**
 * A member queues for a full time; when the desk cancels a booking there, the places are held for
 * her and she is told at once (bell and My bookings, without a reload); she accepts and the desk's
 * sheet shows her booked.
 */
const COURSE = 'Waitlist Woods';
const WENDY = {
  email: 'wendy.wait@e2e.fairway.test',
  password: 'Wendy-Pass-2026',
  first: 'Wendy',
  last: 'Wait',
};
const ZED = {
  email: 'zed.full@e2e.fairway.test',
  password: 'Zed-Pass-2026',
  first: 'Zed',
  last: 'Full',
};
const STAFF = {
  email: 'sam.starter@e2e.fairway.test',
  password: 'Starter-Pass-2026',
  first: 'Sam',
  last: 'Starter',
};
/** Past the club's 24-hour cancellation cut-off whatever the time of day the journey runs. */
const DAY = dayFromToday(3);

test.describe.serial('the waitlist', () => {
  let admin: ApiSession;
  let courseId: number;

  test.beforeAll(async () => {
    admin = await apiSession(ADMIN.email, ADMIN.password);
    await ensureMember(admin, WENDY);
    await ensureUser(admin, STAFF, 'staff');
    const zed = await ensureMember(admin, ZED);
    courseId = await createOpenCourse(admin, COURSE);
    // 10:00 is full: Zed and three guests.
    await book(admin, {
      course_id: courseId,
      date: DAY,
      start_time: '10:00',
      user_id: zed,
      players: [
        { user_id: zed },
        { guest_name: 'First Guest' },
        { guest_name: 'Second Guest' },
        { guest_name: 'Third Guest' },
      ],
    });
  });
  test.afterAll(async () => admin.dispose());

  test('a member joins the waitlist for a full time and books it when the desk cancels there', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const member = await (await browser.newContext()).newPage();
    await signIn(member, WENDY.email, WENDY.password, `/courses?date=${DAY}`);
    await expect(member.getByRole('heading', { name: 'Book a tee time', level: 1 })).toBeVisible();
    await member.getByRole('combobox', { name: /^Course/ }).selectOption({ label: COURSE });
    const full = member.getByRole('button', { name: '10:00, Full, join the waitlist' });
    await full.click();
    const join = member.getByRole('dialog', { name: 'Join the waitlist' });
    await expect(join.getByRole('radio', { name: 'Only 10:00' })).toBeChecked();
    await expectAccessible(member, 'join the waitlist dialog');
    await join.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(join).toBeHidden();

    // My bookings lists her place in line.
    await navLink(member, 'My bookings').click();
    await expect(member.getByRole('heading', { name: 'My bookings', level: 1 })).toBeVisible();
    const line = member.getByRole('region', { name: 'My waitlist' });
    await expect(
      line.getByRole('heading', { name: new RegExp(`^10:00, .*, ${COURSE}$`) }),
    ).toBeVisible();
    await expect(line.getByText('Waiting')).toBeVisible();
    await expectAccessible(member, 'my bookings with a waitlist entry');
    await markDocument(member);

    // The desk cancels Zed's group from the sheet.
    const desk = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    await signIn(
      desk,
      STAFF.email,
      STAFF.password,
      `/courses/tee-sheet?date=${DAY}&courses=${courseId}`,
    );
    const sheet = desk.getByRole('region', { name: COURSE, exact: true });
    const row = sheet.getByRole('row', { name: /^10:00/ });
    await row.getByRole('button', { name: /^Booking actions for Zed Full at / }).click();
    await desk.getByRole('menuitem', { name: "Cancel Zed Full's booking…" }).click();
    const confirm = desk.getByRole('alertdialog', { name: "Cancel Zed Full's booking at 10:00?" });
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(confirm).toBeHidden();
    await markDocument(desk);

    // The offer reaches her by itself: the bell and My bookings, with the time it is held until.
    await expect(member.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
    const offer = line.getByRole('article', { name: /^A place is free: 10:00 on / });
    await expect(offer).toBeVisible();
    await expect(offer.getByText(/^Held for you until \d\d:\d\d$/)).toBeVisible();
    await expectAccessible(member, 'my bookings with an offer');
    await offer.getByRole('button', { name: 'Accept the offer' }).click();

    // Booked: in her upcoming bookings, out of the line; the desk's sheet shows her at 10:00.
    await expect(member.getByRole('link', { name: /^Add to calendar: 10:00 on / })).toBeVisible();
    await expect(offer).toHaveCount(0);
    await expect(row.getByRole('listitem', { name: /^Wendy Wait, 1 player, / })).toBeVisible();
    expect(await stillSameDocument(member)).toBe(true);
    expect(await stillSameDocument(desk)).toBe(true);

    const sheetNow = await admin.get<{
      rows: { start_time: string; booked_players: number; bookings: { user_name: string }[] }[];
    }>(`/api/settings/tee-times/sheet/${courseId}?date=${DAY}`);
    const ten = sheetNow.rows.find((r) => r.start_time === '10:00');
    expect(ten?.bookings.map((b) => b.user_name)).toEqual(['Wendy Wait']);
    expect(ten?.booked_players).toBe(1);
  });
});
