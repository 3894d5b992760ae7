import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSession, clubTimeZone, ensureMember, ensureUser, type ApiSession } from './support/api';
import { dayIn } from './support/clock';
import { ADMIN } from './support/env';
import { expectAccessible, signIn } from './support/portal';
import { cellUnder, createStockedItem, stockOf } from './support/shop';

/**
 * The pro shop and its rentals: a member orders on her phone and pays on account; the staff see
 * the order and the shelf drop from 3 to 1. A trolley goes from her request to its return with a
 * damage fee, and the desk takes what is due.
 */
const MEMBER = {
  email: 'molly.shopper.shop@e2e.fairway.test',
  password: 'Molly-Shop-Pass-2026',
  first: 'Molly',
  last: 'Shopper',
};
const STAFF = {
  email: 'stan.till.shop@e2e.fairway.test',
  password: 'Stan-Till-Pass-2026',
  first: 'Stan',
  last: 'Till',
};
const MEMBER_NAME = `${MEMBER.first} ${MEMBER.last}`;

/** `text` as a literal inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type OrderDetails = {
  id: number;
  status: string;
  user_id: number | null;
  total: number;
  paid_amount: number;
  payment_method: string | null;
  transactions: {
    kind: string;
    inventory_id: number | null;
    quantity: number;
    amount: number;
    payment_method: string | null;
  }[];
};
type Rental = {
  id: number;
  inventory_id: number;
  status: string;
  days: number;
  total_amount: number;
  damage_assessment: string | null;
  damage_fee: number;
  paid_amount: number;
  amount_due: number;
};

test.describe.serial('the pro shop and rentals', () => {
  let admin: ApiSession;
  let memberId: number;
  let glove: { itemId: number; inventoryId: number };
  let trolley: { itemId: number; inventoryId: number };
  let today: string;
  let tomorrow: string;
  /** Items of this run's own: a retry on the same server makes new ones, with fresh stock. */
  let GLOVE: string;
  let TROLLEY: string;

  test.beforeAll(async () => {
    const run = Date.now().toString(36).slice(-5);
    GLOVE = `Journey glove ${run}`;
    TROLLEY = `Journey trolley ${run}`;
    admin = await apiSession(ADMIN.email, ADMIN.password);
    memberId = await ensureMember(admin, MEMBER);
    await ensureUser(admin, STAFF, 'staff');
    // An empty basket, whatever an earlier attempt on this server left in it.
    await admin.send('DELETE', '/api/settings/basket', { user_id: memberId });
    // 24.50 each, three on the shelf, low at one.
    glove = await createStockedItem(admin, {
      name: GLOVE,
      purpose: 'sale',
      price: 2450,
      quantity: 3,
      lowStockThreshold: 1,
    });
    // 8.00 a day, one unit.
    trolley = await createStockedItem(admin, {
      name: TROLLEY,
      purpose: 'rental',
      price: 800,
      quantity: 1,
    });
    const club = await clubTimeZone(admin);
    today = dayIn(club.timezone);
    tomorrow = dayIn(club.timezone, 1);
  });
  test.afterAll(async () => admin.dispose());

  const openPhone = async (browser: Browser, path: string): Promise<Page> => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await context.newPage();
    await signIn(phone, MEMBER.email, MEMBER.password, path);
    return phone;
  };
  const openDesk = async (browser: Browser, path: string): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const desk = await context.newPage();
    await signIn(desk, STAFF.email, STAFF.password, path);
    return desk;
  };

  test('a member orders two gloves and pays on account; the staff see the order and the stock drop', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const phone = await openPhone(browser, '/shop');
    await expect(phone.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();

    // She finds the glove and puts two in her basket.
    await phone.getByRole('searchbox', { name: 'Search the shop' }).fill(GLOVE);
    const card = phone.getByRole('article', { name: GLOVE, exact: true });
    await expect(card).toContainText('24.50');
    await expect(card.getByText('In stock')).toBeVisible();
    await card.getByRole('button', { name: `One more ${GLOVE}` }).click();
    await expect(card.getByRole('spinbutton', { name: `Quantity of ${GLOVE}` })).toHaveValue('2');
    await expectAccessible(phone, 'the shop on a phone');
    await card.getByRole('button', { name: `Add ${GLOVE} to basket` }).click();
    await expect(card.getByText('2 in your basket')).toBeVisible();

    // The basket, then the order, charged to her member account.
    await phone.getByRole('button', { name: 'Basket, 2 items' }).click();
    await expect(phone).toHaveURL(/[?&]view=basket/);
    const basket = phone.getByRole('region', { name: 'Your basket' });
    await expect(basket.getByRole('heading', { name: GLOVE })).toBeVisible();
    await expect(basket.getByRole('spinbutton', { name: `Quantity of ${GLOVE}` })).toHaveValue('2');
    await expect(basket).toContainText(/Total\s*\D*49\.00/);
    await expectAccessible(phone, 'the basket on a phone');
    await basket.getByRole('button', { name: 'Place order' }).click();

    const confirmation = phone.getByRole('region', {
      name: /^Order #\d+ — paid, charged to your member account$/,
    });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('49.00');
    // The order's number is in the confirmation's title and its link to My orders.
    const myOrders = confirmation.getByRole('link', { name: 'My orders' });
    const orderId = Number(
      /[?&]order=(\d+)/.exec((await myOrders.getAttribute('href')) ?? '')?.[1],
    );
    await expect(confirmation).toHaveAccessibleName(
      `Order #${orderId} — paid, charged to your member account`,
    );

    // My orders: paid, with its lines and the payment.
    await myOrders.click();
    await expect(phone).toHaveURL(new RegExp(`/shop/my-orders\\?order=${orderId}$`));
    await expect(phone.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
    const mine = phone
      .getByRole('listitem')
      .filter({ has: phone.getByRole('heading', { name: `Order #${orderId}`, exact: true }) });
    await expect(mine.getByText('Paid', { exact: true })).toBeVisible();
    await expect(mine).toContainText('49.00');
    await expect(mine.getByRole('table', { name: 'Items' })).toContainText(GLOVE);
    await expect(mine).toContainText('Member account');

    // The staff see the order: her name, paid, the total.
    const desk = await openDesk(browser, '/shop/orders');
    await expect(desk.getByRole('heading', { name: 'Shop orders', level: 1 })).toBeVisible();
    const open = desk.getByRole('link', { name: `Open order #${orderId}`, exact: true });
    const row = desk.getByRole('row').filter({ has: open });
    await expect(row).toContainText(MEMBER_NAME);
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('49.00');
    await open.click();
    await expect(desk).toHaveURL(new RegExp(`[?&]order=${orderId}(&|$)`));
    const details = desk.getByRole('dialog', { name: `Order #${orderId}` });
    await expect(details).toContainText(MEMBER.email);
    await expect(details).toContainText('Paid');
    await expect(details).toContainText('49.00');

    // The shelf: 3 − 2 = 1, at the low-stock threshold.
    await desk.goto('/shop/stock');
    await expect(desk.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
    await desk.getByRole('searchbox', { name: 'Search items' }).fill(GLOVE);
    const table = desk.getByRole('table', { name: 'Stock' });
    const stockRow = table.getByRole('row', { name: new RegExp(literal(GLOVE)) });
    await expect(stockRow).toHaveCount(1);
    await expect(await cellUnder(table, stockRow, 'Quantity')).toHaveText('1');
    await expect(await cellUnder(table, stockRow, 'Level')).toHaveText('Low stock');

    // What the server holds: one left, and the sale and the payment in the ledger.
    const stock = await stockOf(admin, glove.itemId, 'sale');
    expect(stock).toMatchObject({ quantity: 1, low_stock: true });
    const order = await admin.get<OrderDetails>(`/api/settings/orders/${orderId}/details`);
    expect(order).toMatchObject({
      status: 'paid',
      user_id: memberId,
      total: 4900,
      paid_amount: 4900,
      payment_method: 'account',
    });
    expect(order.transactions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'sale', inventory_id: glove.inventoryId, quantity: -2 }),
        expect.objectContaining({ kind: 'payment', amount: 4900, payment_method: 'account' }),
      ]),
    );
    await desk.context().close();
    await phone.context().close();
  });

  test('a trolley goes from her request to its return with a damage fee, and the desk is paid', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    // She asks for the trolley from today to tomorrow: 2 days at 8.00.
    const phone = await openPhone(browser, '/rentals/mine');
    await expect(phone.getByRole('heading', { name: 'Rent equipment', level: 1 })).toBeVisible();
    await phone.getByRole('radio', { name: TROLLEY }).check();
    await expect(phone.getByLabel(/^First day/)).toHaveValue(today);
    await phone.getByLabel(/^Last day/).fill(tomorrow);
    await expect(phone.getByText('1 of 1 available for these dates')).toBeVisible();
    await expect(phone.getByText(/2 days × \D*8\.00 = \D*16\.00/)).toBeVisible();
    await phone.getByRole('button', { name: 'Request rental' }).click();
    const mine = phone.getByRole('list', { name: 'My rentals' }).getByRole('listitem');
    await expect(mine.filter({ hasText: TROLLEY })).toContainText('Requested');
    const [request] = await admin.get<Rental[]>(`/api/settings/equipment-rentals/user/${memberId}`);
    expect(request).toMatchObject({
      inventory_id: trolley.inventoryId,
      status: 'pending',
      days: 2,
      total_amount: 1600,
    });
    const rentalId = request!.id;

    // The desk confirms it and hands it over from today's pickups.
    const desk = await openDesk(browser, '/rentals');
    await expect(desk.getByRole('heading', { name: 'Rentals desk', level: 1 })).toBeVisible();
    const pickups = desk.getByRole('table', { name: 'Pickups today' });
    const names = `${MEMBER_NAME}, ${TROLLEY}`;
    await pickups.getByRole('button', { name: `Confirm: ${names}` }).click();
    const handOver = pickups.getByRole('button', { name: `Hand over: ${names}` });
    await expect(handOver).toBeVisible();
    await expectAccessible(desk, "the rentals desk's pickups");
    await handOver.click();
    const pickupRow = pickups.getByRole('row').filter({ hasText: TROLLEY });
    await expect(pickupRow).toContainText('Out');

    // It comes back scratched: taken back with a 15.00 fee, then paid.
    await pickups
      .getByRole('button', { name: `${MEMBER_NAME}: rental #${rentalId} details` })
      .click();
    const details = desk.getByRole('dialog', { name: `Rental #${rentalId}` });
    await details.getByRole('button', { name: `Take back: ${names}` }).click();
    const takeBack = desk.getByRole('dialog', { name: `Take back ${TROLLEY} from ${MEMBER_NAME}` });
    await takeBack.getByRole('textbox', { name: /^Damage(?! fee)/ }).fill('Scratched shaft');
    await takeBack.getByRole('textbox', { name: /^Damage fee/ }).fill('15.00');
    await expect(takeBack).toContainText('31.00');
    await takeBack.getByRole('button', { name: 'Take back', exact: true }).click();
    const back = desk.getByRole('dialog', { name: `${TROLLEY} is back` });
    await expect(back.getByRole('status')).toHaveText(/31\.00 is due\./);
    await back.getByRole('button', { name: 'Take payment' }).click();
    const payment = desk.getByRole('dialog', { name: `Take payment from ${MEMBER_NAME}` });
    await expect(payment.getByRole('textbox', { name: /^Amount/ })).toHaveValue('31.00');
    await payment.getByRole('radio', { name: 'Card' }).check();
    await payment.getByRole('button', { name: 'Take payment', exact: true }).click();
    await expect(payment).toBeHidden();
    await expect(details).toContainText('Returned');
    await expect(details).toContainText('Scratched shaft');
    await expect(details.getByRole('button', { name: /^Take payment/ })).toHaveCount(0);
    await expectAccessible(desk, "a returned rental's details at the desk");

    // What the server holds: returned, the fee charged and everything paid.
    const rental = await admin.get<Rental>(`/api/settings/equipment-rentals/${rentalId}`);
    expect(rental).toMatchObject({
      status: 'returned',
      damage_assessment: 'Scratched shaft',
      damage_fee: 1500,
      paid_amount: 3100,
      amount_due: 0,
    });
    const ledger = async (kind: string) =>
      (
        await admin.get<{ rental_id: number | null; amount: number }[]>(
          `/api/settings/transactions?kind=${kind}&limit=100`,
        )
      ).filter((row) => row.rental_id === rentalId);
    expect(await ledger('damage_fee')).toHaveLength(1);
    expect((await ledger('rental_payment')).map((row) => row.amount)).toEqual([3100]);
    await desk.context().close();
    await phone.context().close();
  });
});
