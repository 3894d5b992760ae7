import { expect, test, type Browser, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import { DEMO_ADMIN, SCREENS_PORT } from '../screens.config';
import { apiSession, book, ensureMember, type ApiSession } from '../tests/support/api';
import { dayFromToday } from '../tests/support/clock';
import { signIn } from '../tests/support/portal';

/**
 * The screenshots under docs/screens: the desk's tee sheet, the member's booking page and both
 * home pages (issue 12), the member shop, the counter, stock, shop analytics, the rentals desk and
 * renting equipment (issue 13), the academy's browse, my training, coaching, office and reports
 * (issue 14), booking a house, my house, house rentals, maintenance, houses and tenants and
 * subscriptions (issue 15), at 1280 and 390 px wide, on the demo club's seeded data. Not a test of behaviour:
 * `pnpm screens` after `pnpm build` writes them again.
 */
const OUT = resolve(__dirname, '..', '..', 'docs', 'screens');
const BASE = `http://localhost:${SCREENS_PORT}`;
/** Demo members have no password: a member who can sign in is made through the API. */
const MEMBER = {
  email: 'rosa.rivera@demo.fairway.test',
  password: 'Screens-Member-2026',
  first: 'Rosa',
  last: 'Rivera',
};
const TOMORROW = dayFromToday(1);

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

type Sheet = {
  rows: { start_time: string; is_blocked: boolean; places_left: number }[];
};

async function shoot(page: Page, name: string, fullPage: boolean): Promise<void> {
  // Nothing may widen the page past the screen: wide tables scroll in their own region.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} is wider than the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
  // Toasts and the caret would make every run's pictures differ.
  await page.mouse.move(0, 0);
  await page.screenshot({
    path: resolve(OUT, `${name}.png`),
    fullPage,
    animations: 'disabled',
    caret: 'hide',
  });
}

async function openAs(
  browser: Browser,
  viewport: { width: number; height: number },
  who: { email: string; password: string },
  next: string,
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    ...(viewport.width < 600 ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await signIn(page, who.email, who.password, next);
  return page;
}

test.describe.serial('screens', () => {
  let admin: ApiSession;
  let bookedTime = '';

  test.beforeAll(async () => {
    admin = await apiSession(DEMO_ADMIN.email, DEMO_ADMIN.password, BASE);
    const member = await ensureMember(admin, MEMBER);
    const courses = await admin.get<{ id: number; is_active: boolean }[]>('/api/settings/courses');
    const course = courses.find((c) => c.is_active) ?? courses[0];
    if (!course) throw new Error('the demo club has no course');
    // Rosa plays tomorrow morning with a guest, at the first time with room for two.
    const sheet = await admin.get<Sheet>(
      `/api/settings/tee-times/sheet/${course.id}?date=${TOMORROW}`,
    );
    const free = sheet.rows.find(
      (r) => r.start_time >= '09:00' && !r.is_blocked && r.places_left >= 2,
    );
    if (!free) throw new Error(`no time with room on ${TOMORROW}`);
    bookedTime = free.start_time;
    await book(admin, {
      course_id: course.id,
      date: TOMORROW,
      start_time: bookedTime,
      user_id: member,
      players: [{ user_id: member }, { guest_name: 'Rita Guest' }],
    });
  });
  test.afterAll(async () => admin.dispose());

  for (const viewport of WIDTHS) {
    const w = viewport.width;

    test(`the desk's tee sheet at ${w} px`, async ({ browser }) => {
      const page = await openAs(browser, viewport, DEMO_ADMIN, '/courses/tee-sheet');
      await expect(page.getByRole('heading', { name: 'Tee sheet', level: 1 })).toBeVisible();
      await expect(page.getByRole('table').first()).toBeVisible();
      await expect(page.getByRole('listitem', { name: /, \d+ players?, / }).first()).toBeVisible();
      await shoot(page, `tee-sheet-${w}`, false);
      await page.context().close();
    });

    test(`the member's tee times at ${w} px`, async ({ browser }) => {
      const page = await openAs(browser, viewport, MEMBER, `/courses?date=${TOMORROW}`);
      await expect(page.getByRole('heading', { name: 'Book a tee time', level: 1 })).toBeVisible();
      await expect(
        page.getByRole('button', { name: new RegExp(`^${bookedTime}, .*your booking$`) }),
      ).toBeVisible();
      await shoot(page, `member-tee-times-${w}`, w > 600);
      await page.context().close();
    });

    test(`the staff home at ${w} px`, async ({ browser }) => {
      const page = await openAs(browser, viewport, DEMO_ADMIN, '/');
      const today = page.getByRole('region', { name: 'Today at the desk' });
      await expect(today.getByRole('group', { name: 'Rounds booked' })).toBeVisible();
      await shoot(page, `home-staff-${w}`, true);
      await page.context().close();
    });

    test(`the member home at ${w} px`, async ({ browser }) => {
      const page = await openAs(browser, viewport, MEMBER, '/');
      const next = page.getByRole('region', { name: 'Your next tee time' });
      await expect(next.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Course status' })).toBeVisible();
      await expect(page.getByText(/^Checking whether/)).toHaveCount(0);
      await shoot(page, `home-member-${w}`, true);
      await page.context().close();
    });

    test(`the member shop at ${w} px`, async ({ browser }) => {
      const page = await openAs(browser, viewport, MEMBER, '/shop');
      await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Add .* to basket$/ }).first()).toBeVisible();
      await shoot(page, `shop-${w}`, false);
      await page.context().close();
    });

    test(`renting equipment at ${w} px`, async ({ browser }) => {
      const page = await openAs(browser, viewport, MEMBER, '/rentals/mine');
      await expect(page.getByRole('heading', { name: 'Rent equipment', level: 1 })).toBeVisible();
      await expect(page.getByText(/Pull trolley/).first()).toBeVisible();
      await shoot(page, `rent-equipment-${w}`, false);
      await page.context().close();
    });
  }

  test('the academy: browse and my training on a phone, coaching, the office and reports', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    // Mia (a demo member with a term of progress) and Tara (the demo trainer) get passwords.
    const admin = await apiSession(DEMO_ADMIN.email, DEMO_ADMIN.password, BASE);
    const password = 'Screens-Academy-2026';
    const accountOf = async (email: string) => {
      const [found] = await admin.get<{ id: number; email: string }[]>(
        `/api/settings/users/search?q=${encodeURIComponent(email)}`,
      );
      await admin.send('POST', `/api/settings/users/${found!.id}/reset-password`, {
        password,
        must_change_password: false,
      });
      return { email, password };
    };
    const mia = await accountOf('mia.member@demo.fairway.local');
    const tara = await accountOf('tara.trainer@demo.fairway.local');
    await admin.dispose();

    const phone = WIDTHS[1];
    let page = await openAs(browser, phone, mia, '/academy');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shoot(page, 'academy-browse-390', false);
    await page.context().close();
    page = await openAs(browser, phone, mia, '/academy/mine');
    await expect(page.getByRole('table', { name: 'Attendance and ratings' })).toBeVisible();
    await shoot(page, 'academy-mine-390', true);
    await page.context().close();
    for (const viewport of WIDTHS) {
      page = await openAs(browser, viewport, tara, '/academy/coach');
      await expect(page.getByRole('button', { name: 'Start session' })).toBeVisible();
      await shoot(page, `academy-coach-${viewport.width}`, false);
      await page.context().close();
    }
  });

  test('property: booking a house and my house on a phone', async ({ browser }) => {
    // Rosa Resident, the demo tenant of Fairway Cottage, gets a password.
    const admin = await apiSession(DEMO_ADMIN.email, DEMO_ADMIN.password, BASE);
    const email = 'rosa.resident@demo.fairway.local';
    const [rosa] = await admin.get<{ id: number }[]>(
      `/api/settings/users/search?q=${encodeURIComponent(email)}`,
    );
    const password = 'Screens-Resident-2026';
    await admin.send('POST', `/api/settings/users/${rosa!.id}/reset-password`, {
      password,
      must_change_password: false,
    });
    await admin.dispose();
    const phone = WIDTHS[1];
    let page = await openAs(browser, phone, MEMBER, '/rentals/houses');
    await expect(page.getByRole('heading', { name: 'Book a house', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Houses to stay in' }).getByRole('listitem').first(),
    ).toBeVisible();
    await shoot(page, 'book-a-house-390', false);
    await page.context().close();
    page = await openAs(browser, phone, { email, password }, '/rentals/my-house');
    await expect(page.getByRole('heading', { name: 'My house', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await shoot(page, 'my-house-390', true);
    await page.context().close();
  });

  for (const [path, heading, name] of [
    ['/rentals/house-rentals', 'House rentals', 'house-rentals'],
    ['/rentals/house-maintenance', 'Maintenance', 'house-maintenance'],
    ['/rentals/property', 'Houses and tenants', 'houses-and-tenants'],
    ['/rentals/subscriptions', 'Subscriptions', 'subscriptions'],
    ['/academy/office', 'Academy office', 'academy-office'],
    ['/academy/reports', 'Academy reports', 'academy-reports'],
    ['/shop/counter', 'Counter', 'counter'],
    ['/shop/stock', 'Stock', 'stock'],
    ['/shop/analytics', 'Shop analytics', 'shop-analytics'],
    ['/rentals', 'Rentals desk', 'rentals-desk'],
  ] as const) {
    test(`${heading} at 1280 px`, async ({ browser }) => {
      const page = await openAs(browser, WIDTHS[0], DEMO_ADMIN, path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await shoot(page, `${name}-1280`, name !== 'counter');
      await page.context().close();
    });
  }
});
