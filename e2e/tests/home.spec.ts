import { expect, test, type Page } from '@playwright/test';
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
import { ADMIN } from './support/env';
import { expectAccessible, navLink, signIn } from './support/portal';

/**
 * The start page after sign-in is each person's day, not a copy of the menu: the desk sees today's
 * numbers, a member her next tee time; the menu is grouped by what the person does, in the order
 * that suits their role.
 */
const COURSE = 'Home Hills';
const STAFF = {
  email: 'sam.starter@e2e.fairway.test',
  password: 'Starter-Pass-2026',
  first: 'Sam',
  last: 'Starter',
};
const HANA = {
  email: 'hana.home@e2e.fairway.test',
  password: 'Hana-Pass-2026',
  first: 'Hana',
  last: 'Home',
};

/** The club's clock in the morning, so a time later today can still be booked. */
const zone = clubZones().morning;
const TODAY = dayIn(zone);

/** The headings of the main navigation's groups, in order. */
const navGroups = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('group');

type Dashboard = { rounds: number; bookings: number };

test.describe.serial('home pages and navigation', () => {
  let admin: ApiSession;
  let club: { id: number; timezone: string };
  let courseId: number;
  let teeTime: string;
  let expectedRounds = 0;

  test.beforeAll(async () => {
    admin = await apiSession(ADMIN.email, ADMIN.password);
    await ensureUser(admin, STAFF, 'staff');
    const hana = await ensureMember(admin, HANA);
    courseId = await createOpenCourse(admin, COURSE, '06:00', '20:00');
    club = await clubTimeZone(admin);
    await setClubTimeZone(admin, club.id, zone);
    teeTime = nextTeeTime(zone, 90);
    const before = await admin.get<Dashboard>(`/api/settings/tee-sheet/dashboard?date=${TODAY}`);
    // Hana and two guests play today.
    await book(admin, {
      course_id: courseId,
      date: TODAY,
      start_time: teeTime,
      user_id: hana,
      players: [{ user_id: hana }, { guest_name: 'Gus Guest' }, { guest_name: 'Gwen Guest' }],
    });
    expectedRounds = before.rounds + 3;
  });

  test.afterAll(async () => {
    await setClubTimeZone(admin, club.id, club.timezone);
    await admin.dispose();
  });

  test("the desk's home shows today's numbers and the desk comes first in the menu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, STAFF.email, STAFF.password);
    const today = page.getByRole('region', { name: 'Today at the desk' });
    await expect(today).toBeVisible();
    await expect(
      today.getByRole('group', { name: 'Rounds booked' }).getByText(String(expectedRounds), {
        exact: true,
      }),
    ).toBeVisible();
    await expect(today.getByRole('link', { name: 'Open today’s tee sheet' })).toHaveAttribute(
      'href',
      `/courses/tee-sheet?date=${TODAY}`,
    );
    // No tiles repeating the menu.
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Users', exact: true }),
    ).toHaveCount(0);
    // The desk's staff also run the rentals desk, house rentals, maintenance, the shop and the
    // academy's office.
    await expect(navGroups(page)).toHaveText([
      /^Run the desk/,
      /^Play/,
      /^Set up the club/,
      /^Administer/,
    ]);
    await expect(navGroups(page).first().getByRole('link')).toHaveText([
      'Tee sheet',
      'Course services',
      'Tee sheet reports',
      'Rentals desk',
      'House rentals',
      'Maintenance',
      'Counter',
      'Shop orders',
      'Stock',
      'Shop analytics',
      'Coaching',
      'Academy office',
      'Academy reports',
    ]);
    await expectAccessible(page, "the desk's home");

    await navLink(page, 'Tee sheet reports').click();
    await expect(page.getByRole('heading', { name: 'Tee sheet reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();
    await expectAccessible(page, 'tee sheet reports');
  });

  test('the admin sets up the club after the desk and before administering, with green fees', async ({
    page,
  }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(navGroups(page)).toHaveText([
      /^Run the desk/,
      /^Play/,
      /^Set up the club/,
      /^Administer/,
    ]);
    await navLink(page, 'Green fees').click();
    await expect(page.getByRole('heading', { name: 'Green fees', level: 1 })).toBeVisible();
    await expectAccessible(page, 'green fees');
  });

  test('a member sees her next tee time with "Add to calendar", and Play only in the menu', async ({
    page,
  }) => {
    await signIn(page, HANA.email, HANA.password);
    const next = page.getByRole('region', { name: 'Your next tee time' });
    await expect(next).toContainText(teeTime);
    await expect(next).toContainText(COURSE);
    const calendar = next.getByRole('link', { name: 'Add to calendar' });
    const href = await calendar.getAttribute('href');
    expect(href).toMatch(/\/tee-time-bookings\/\d+\/calendar\.ics$/);
    // The link gives her calendar the tee time.
    const ics = await page.request.get(href!);
    expect(ics.headers()['content-type']).toMatch(/text\/calendar/);
    expect(await ics.text()).toContain(`DTSTART`);
    await expect(navGroups(page)).toHaveText([/^Play/]);
    await expect(navGroups(page).getByRole('link')).toHaveText([
      'Tee times',
      'My bookings',
      'Request a service',
      'Rent equipment',
      'Book a house',
      'My subscriptions',
      'Shop',
      'My orders',
      'Academy',
      'My training',
    ]);
    await expectAccessible(page, "a member's home");

    await navLink(page, 'Request a service').click();
    await expect(page.getByRole('heading', { name: 'Request a service', level: 1 })).toBeVisible();
    await expectAccessible(page, 'request a service');
  });

  test('on a phone the menu shows the same groups', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await signIn(phone, STAFF.email, STAFF.password);
    await expect(phone.getByRole('region', { name: 'Today at the desk' })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await expect(navGroups(phone)).toHaveText([
      /^Run the desk/,
      /^Play/,
      /^Set up the club/,
      /^Administer/,
    ]);
    await expectAccessible(phone, "the desk's home on a phone");
    await context.close();
  });
});
