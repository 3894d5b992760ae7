import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  apiSession,
  clubMoney,
  clubTimeZone,
  ensureMember,
  ensureUser,
  type ApiSession,
} from './support/api';
import { dayIn } from './support/clock';
import { ADMIN } from './support/env';
import { expectAccessible, signIn } from './support/portal';

/**
 * Property (issue 15): a guest books a house stay on her phone at the price the server charges; a
 * second guest who was looking at the same nights is refused with the server's words; a tenant
 * asks for maintenance from "My house"; the office resolves it with a billable cost and sees
 * what the household owes, on the balances and in the ledger. The houses, the listing and the
 * household are this run's own.
 */
const GUEST = {
  email: 'gina.guest.property@e2e.fairway.test',
  password: 'Gina-Guest-Pass-2026',
  first: 'Gina',
  last: 'Guest',
};
const RIVAL = {
  email: 'rory.rival.property@e2e.fairway.test',
  password: 'Rory-Rival-Pass-2026',
  first: 'Rory',
  last: 'Rival',
};
const S = '/api/settings';
const NIGHTLY_RATE = 12000;
const CLEANING_FEE = 4000;
const REPAIR_COST = 8500;

type HouseBooking = {
  id: number;
  user_id: number;
  status: string;
  check_in: string;
  check_out: string;
  total_amount: number;
};
type Totals = { charged: number; paid: number; credited: number; outstanding: number };
type Overview = { totals: Totals; by_source: Record<string, Totals> };

test.describe.serial('property: house stays and maintenance', () => {
  let admin: ApiSession;
  let money: (minor: number) => string;
  let guestId: number;
  let tenant: { email: string; password: string };
  let householdId: number;
  let household: string;
  let home: string;
  let cottage: string;
  let listing: { id: number; title: string };
  let repair: string;
  /** One day `n` days from today on the club's clock. */
  let day: (n: number) => string;
  /** The second guest's screen, opened before the first guest books. */
  let rival: Page;

  test.beforeAll(async () => {
    const run = Date.now().toString(36).slice(-5);
    admin = await apiSession(ADMIN.email, ADMIN.password);
    money = await clubMoney(admin);
    const { timezone } = await clubTimeZone(admin);
    day = (n) => dayIn(timezone, n);
    guestId = await ensureMember(admin, GUEST);
    await ensureMember(admin, RIVAL);
    // The household is this run's own, so its money holds only this run's job.
    const head = {
      email: `tess.tenant.${run}@e2e.fairway.test`,
      password: 'Tess-Tenant-Pass-2026',
      first: 'Tess',
      last: `Tenant ${run}`,
    };
    tenant = head;
    const headId = await ensureUser(admin, head, 'member');
    household = `Tenant household ${run}`;
    householdId = (
      await admin.send<{ id: number }>('POST', `${S}/tenants`, { user_id: headId, name: household })
    ).id;

    const type = await admin.send<{ id: number }>('POST', `${S}/houses/house-types`, {
      name: `Cottage ${run}`,
      bedrooms: 2,
      bathrooms: 1,
      max_guests: 4,
    });
    home = `Fairway Villa ${run}`;
    const homeHouse = await admin.send<{ id: number }>('POST', `${S}/houses`, {
      name: home,
      house_type_id: type.id,
    });
    await admin.send('PUT', `${S}/houses/${homeHouse.id}`, { tenant_id: householdId });

    cottage = `Seaview Cottage ${run}`;
    const cottageHouse = await admin.send<{ id: number }>('POST', `${S}/houses`, {
      name: cottage,
      house_type_id: type.id,
    });
    const title = `Seaview stay ${run}`;
    const created = await admin.send<{ id: number }>('POST', `${S}/house-rentals`, {
      house_id: cottageHouse.id,
      title,
      max_guests: 4,
      cleaning_fee: CLEANING_FEE,
    });
    listing = { id: created.id, title };
    await admin.send('POST', `${S}/house-rentals/periods`, {
      house_rental_id: created.id,
      name: 'The next 60 days',
      start_date: day(0),
      end_date: day(60),
      nightly_rate: NIGHTLY_RATE,
    });
    await admin.send('POST', `${S}/maintenances/types`, {
      name: `Plumbing ${run}`,
      default_cost: REPAIR_COST,
    });
    repair = `Dripping kitchen tap ${run}`;
  });
  test.afterAll(async () => admin.dispose());

  const open = async (
    browser: Browser,
    who: { email: string; password: string },
    path: string,
    phone = false,
  ): Promise<Page> => {
    const context = await browser.newContext(
      phone
        ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 800 } },
    );
    const page = await context.newPage();
    await signIn(page, who.email, who.password, path);
    return page;
  };

  /** A night on the booking calendar, turning its pages forward until the night shows. */
  const night = async (page: Page, date: string): Promise<Locator> => {
    const calendar = page.getByRole('grid', { name: new RegExp(`^Nights at ${listing.title}`) });
    const button = calendar.locator(`[data-date="${date}"]`);
    for (let i = 0; i < 3 && (await button.count()) === 0; i++)
      await page.getByRole('button', { name: 'Next month' }).click();
    return button;
  };

  test('a guest books a house for three nights on her phone', async ({ browser }) => {
    // The second guest is already looking at the same house on his computer.
    rival = await open(browser, RIVAL, `/rentals/houses?listing=${listing.id}`);
    await expect(rival.getByText(/free nights in this period/)).toBeVisible();

    const phone = await open(browser, GUEST, '/rentals/houses', true);
    await expect(phone.getByRole('heading', { name: 'Book a house', level: 1 })).toBeVisible();
    const card = phone.getByRole('listitem', { name: listing.title });
    await expect(card).toContainText(`from ${money(NIGHTLY_RATE)} a night`);
    await expectAccessible(phone, 'the houses to book on a phone');
    await card.getByRole('button', { name: `Choose dates at ${listing.title}` }).click();

    await expect(phone.getByRole('heading', { name: listing.title, level: 1 })).toBeVisible();
    await expect(phone.getByText('61 free nights in this period.')).toBeVisible();
    await (await night(phone, day(10))).click();
    await expect(phone.getByText('Now choose the morning you leave.')).toBeVisible();
    await (await night(phone, day(13))).click();

    // The price as the server will charge it: 3 nights × the rate + the cleaning fee.
    const total = 3 * NIGHTLY_RATE + CLEANING_FEE;
    await expect(phone.getByText(`3 nights × ${money(NIGHTLY_RATE)}`)).toBeVisible();
    const book = phone.getByRole('button', { name: `Book for ${money(total)}` });
    await expect(book).toBeVisible();
    await expectAccessible(phone, 'choosing nights on a phone');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await book.click();

    await expect(phone.getByText(`${cottage} is booked`)).toBeVisible();
    await phone.getByRole('button', { name: 'See my stays' }).click();
    const stay = phone
      .getByRole('list', { name: 'My stays' })
      .getByRole('listitem', { name: listing.title });
    await expect(stay).toContainText('3 nights');
    await expect(stay).toContainText(`Total ${money(total)}`);
    await expectAccessible(phone, 'my stays on a phone');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    const [booking] = await admin
      .get<HouseBooking[]>(`${S}/house-rentals/bookings/user/${guestId}`)
      .then((all) => all.filter((b) => b.check_in === day(10)));
    expect(booking).toMatchObject({ check_out: day(13), total_amount: total });
    await phone.context().close();
  });

  test('an overlapping booking is refused with the server’s words', async () => {
    // He chose his nights before hers were booked: the screen still thinks them free.
    await rival.getByLabel(/^Check-in/).fill(day(12));
    await rival.getByLabel(/^Check-out/).fill(day(14));
    await rival
      .getByRole('button', { name: `Book for ${money(2 * NIGHTLY_RATE + CLEANING_FEE)}` })
      .click();
    await expect(rival.getByRole('alert')).toContainText(
      `${cottage} is already booked for some of those nights`,
    );
    // The free nights are asked again: hers are marked booked, and the clash is named.
    await expect(await night(rival, day(11))).toHaveAttribute('aria-label', /, booked/);
    await expect(rival.getByText(/^Already booked on /)).toBeVisible();
    await expectAccessible(rival, 'a refused booking');

    const bookings = await admin.get<HouseBooking[]>(`${S}/house-rentals/${listing.id}/bookings`);
    const live = bookings.filter(
      (b) => b.status !== 'cancelled' && b.check_in < day(14) && b.check_out > day(12),
    );
    expect(live).toEqual([expect.objectContaining({ user_id: guestId, check_in: day(10) })]);
    await rival.context().close();
  });

  test('a tenant asks for maintenance from My house', async ({ browser }) => {
    const page = await open(browser, tenant, '/rentals/my-house');
    await expect(page.getByRole('heading', { name: 'My house', level: 1 })).toBeVisible();
    await expect(page.getByText(`Household: ${household}`)).toBeVisible();
    await page.getByRole('button', { name: 'Request maintenance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request maintenance' });
    await dialog.getByLabel(/^What needs doing/).fill(repair);
    await dialog.getByLabel(/^Details/).fill('The tap in the kitchen drips all night.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();

    const row = page
      .getByRole('table', { name: 'Maintenance requests' })
      .getByRole('row')
      .filter({ hasText: repair });
    await expect(row).toContainText('Reported');
    await expect(row).toContainText(home);
    await expectAccessible(page, 'my house with a maintenance request');
    await page.context().close();
  });

  test('the office resolves the job and sees what the household owes', async ({ browser }) => {
    const page = await open(browser, ADMIN, '/rentals/house-maintenance');
    await expect(page.getByRole('heading', { name: 'Maintenance', level: 1 })).toBeVisible();
    const reported = page.getByRole('region', { name: 'Reported', exact: true });
    await reported.getByRole('button', { name: `${repair}: details` }).click();
    const drawer = page.getByRole('dialog', { name: repair });
    await expect(drawer).toContainText(household);
    await expectAccessible(page, "a maintenance job's details");
    await drawer.getByRole('button', { name: 'Resolve', exact: true }).click();

    const resolve = page.getByRole('dialog', { name: `Resolve ${repair}` });
    await resolve.getByLabel(/^Resolution notes/).fill('Replaced the washer.');
    await resolve.getByLabel(/^Actual cost/).fill('85.00');
    await resolve.getByLabel(`Charge the cost to ${household}`).check();
    await resolve.getByRole('button', { name: 'Resolve', exact: true }).click();
    const done = page.getByRole('dialog', { name: `${repair} is completed` });
    await expect(done).toContainText(`${money(REPAIR_COST)} was charged to ${household}.`);
    await done.getByRole('button', { name: 'Done' }).click();
    await drawer.getByRole('button', { name: 'Close' }).last().click();
    await expect(drawer).toBeHidden();

    await page.getByRole('tab', { name: 'Balances' }).click();
    const table = page.getByRole('table', { name: 'Balances of completed jobs' });
    const row = table.getByRole('row').filter({ hasText: repair });
    await expect(row).toContainText(household);
    const headers = await table.getByRole('columnheader').allTextContents();
    const outstanding = headers.findIndex((h) => h.includes('Outstanding'));
    expect(outstanding).toBeGreaterThan(0);
    await expect(row.locator(':scope > th, :scope > td').nth(outstanding)).toHaveText(
      money(REPAIR_COST),
    );
    await expect(row).toContainText('Unpaid');
    await expectAccessible(page, 'the maintenance balances');

    // The ledger: one maintenance charge to the household, all of it outstanding.
    const overview = await admin.get<Overview>(`${S}/financial/overview/${householdId}`);
    expect(overview.by_source.maintenance).toEqual({
      charged: REPAIR_COST,
      paid: 0,
      credited: 0,
      outstanding: REPAIR_COST,
    });
    expect(overview.totals.outstanding).toBe(REPAIR_COST);
    await page.context().close();
  });
});
