import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderCreateInput, OrderPayInput, OrderPaymentMethod } from '@fairway/shared-api/shop';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import {
  makeDetails,
  makeItem,
  makeMember,
  makeOrderItem,
  makePayment,
  makeStock,
} from '../orders/testing/shopFixtures';
import { CounterPage } from './components/CounterPage';

let api: ApiServer;

const ITEMS = '/api/settings/items';
const INVENTORY = '/api/settings/inventory';
const ORDERS = '/api/settings/orders';
const PAY = '/api/settings/orders/:id/pay';

const balls = makeItem();
const glove = makeItem({
  id: 2,
  name: 'Tour glove',
  sku: 'GLV-M',
  barcode: '4001234567893',
  brand_name: 'FootJoy',
  sale_price: 1850,
});
const STOCK = [
  makeStock(),
  makeStock({ id: 12, item_id: 2, item_name: 'Tour glove', sale_price: 1850, quantity: 3 }),
];
const inventoryOf = (itemId: number) => STOCK.find((s) => s.item_id === itemId)!.id;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['shop:read', 'shop:write', 'shop:buy']);
  api.on('GET', INVENTORY, json(STOCK, 200, { 'x-total-count': String(STOCK.length) }));
  api.on('GET', ITEMS, (req) => {
    const q = (req.query.get('q') ?? '').toLowerCase();
    const found = [balls, glove].filter((i) =>
      [i.name, i.sku ?? '', i.barcode ?? ''].some((v) => v.toLowerCase().includes(q)),
    );
    return json(found, 200, { 'x-total-count': String(found.length) });
  });
  // Makes the order of the lines sent, as the server would.
  api.on('POST', ORDERS, (req) => {
    const body = req.body as OrderCreateInput;
    const items = (body.items ?? []).map((line, i) => {
      const stock = STOCK.find((s) => s.id === line.inventory_id)!;
      return makeOrderItem({
        id: 101 + i,
        inventory_id: stock.id,
        item_id: stock.item_id,
        item_name: stock.item_name,
        unit_price: stock.sale_price!,
        quantity: line.quantity,
        line_total: stock.sale_price! * line.quantity,
      });
    });
    const total = items.reduce((s, l) => s + l.line_total, 0);
    return json(
      makeDetails(
        {
          id: 77,
          total,
          item_count: items.reduce((s, l) => s + l.quantity, 0),
          user_id: body.user_id ?? null,
          user_name: body.user_id ? 'Mia Player' : null,
        },
        items,
      ),
      201,
    );
  });
  api.on('POST', PAY, (req) => {
    const body = req.body as OrderPayInput;
    const order = makeDetails({ id: 77, total: 1850, payment_method: body.payment_method });
    const change = body.tendered !== undefined ? body.tendered - 1850 : null;
    return json(makePayment(order, change));
  });
});

const renderPage = () => renderAt('/shop/counter', <CounterPage />);

/** Waits until the stock is known and the search field has focus. */
async function ready() {
  const search = screen.getByRole('combobox', { name: 'Find an item' });
  await waitFor(() => expect(api.calls('GET', INVENTORY)).toHaveLength(1));
  await waitFor(() => expect(screen.queryByText('Loading the stock…')).not.toBeInTheDocument());
  expect(search).toHaveFocus();
  return search;
}

const saleList = () => screen.getByRole('list', { name: 'Sale' });

describe('the counter', () => {
  it('adds the item at once when a barcode is scanned (digits and Enter)', async () => {
    const user = userEvent.setup();
    renderPage();
    await ready();
    await user.keyboard('5012345678900{Enter}');
    const sale = await screen.findByRole('list', { name: 'Sale' });
    expect(within(sale).getByText('Pro V1 balls')).toBeInTheDocument();
    expect(
      within(sale).getByRole('status', { name: 'Quantity of Pro V1 balls' }),
    ).toHaveTextContent('1');
    expect(screen.getByRole('combobox', { name: 'Find an item' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Find an item' })).toHaveFocus();
    // A second scan of the same item is one more on its line.
    await user.keyboard('5012345678900{Enter}');
    await waitFor(() =>
      expect(
        within(saleList()).getByRole('status', { name: 'Quantity of Pro V1 balls' }),
      ).toHaveTextContent('2'),
    );
    expect(screen.getByText(/^Total/).closest('p')).toHaveTextContent('£90.00');
    expect(api.calls('GET', ITEMS).some((c) => c.query.get('q') === '5012345678900')).toBe(true);
  });

  it('sells with the keyboard only: search, arrows, Enter, F2, cash tendered and the change', async () => {
    const user = userEvent.setup();
    renderPage();
    await ready();
    await user.keyboard('glove');
    const results = await screen.findByRole('listbox', { name: 'Items found' });
    expect(within(results).getByRole('option', { name: /Tour glove/ })).toHaveTextContent(
      '3 in stock',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(saleList()).getByText('Tour glove')).toBeInTheDocument();

    await user.keyboard('{F2}');
    const tendered = await screen.findByRole('textbox', { name: 'Cash tendered' });
    expect(tendered).toHaveFocus();
    await user.keyboard('20');
    expect(screen.getByText('Change due').parentElement).toHaveTextContent('£1.50');
    await user.keyboard('{Enter}');

    const receipt = await screen.findByRole('article', { name: 'Receipt for order #77' });
    expect(within(receipt).getByText('Tour glove')).toBeInTheDocument();
    expect(within(receipt).getByText('Change').nextSibling).toHaveTextContent('£1.50');
    expect(within(receipt).getByText('Tendered').nextSibling).toHaveTextContent('£20.00');

    const [order] = api.calls('POST', ORDERS);
    expect(order!.body).toEqual({
      items: [{ inventory_id: inventoryOf(2), quantity: 1 }],
      channel: 'counter',
    });
    const [pay] = api.calls('POST', PAY);
    expect(pay!.params).toEqual({ id: '77' });
    expect(pay!.body).toEqual({ payment_method: 'cash', tendered: 2000 });
    expect(pay!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    // New sale: an empty sale, the search ready for the next customer.
    await user.click(screen.getByRole('button', { name: 'New sale' }));
    expect(await screen.findByText('Nothing in the sale yet')).toBeInTheDocument();
  });

  it('charges to an account only with a member, and names the member on the order', async () => {
    api.on('GET', '/api/settings/users/member-search', json([makeMember()]));
    const user = userEvent.setup();
    renderPage();
    await ready();
    await user.keyboard('4001234567893{Enter}');
    await within(await screen.findByRole('list', { name: 'Sale' })).findByText('Tour glove');
    await user.click(screen.getByRole('button', { name: 'Take payment' }));
    await user.click(screen.getByRole('radio', { name: 'Charge to member account' }));
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(screen.getByRole('group', { name: 'Payment method' })).toHaveAccessibleDescription(
      /Choose a member to charge to their account/,
    );
    expect(screen.getByRole('combobox', { name: 'Find a member' })).toHaveFocus();
    expect(api.calls('POST', ORDERS)).toHaveLength(0);

    await user.keyboard('mia');
    await screen.findByRole('option', { name: /Mia Player/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Mia Player')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await screen.findByRole('article', { name: 'Receipt for order #77' });
    expect(api.calls('POST', ORDERS)[0]!.body).toMatchObject({ user_id: 42, channel: 'counter' });
    expect(
      (api.calls('POST', PAY)[0]!.body as { payment_method: OrderPaymentMethod }).payment_method,
    ).toBe('account');
    // A member's receipt goes to their address.
    api.on(
      'POST',
      '/api/settings/orders/:id/receipt',
      json({ queued: true, email: 'mia@example.org' }, 202),
    );
    await user.click(screen.getByRole('button', { name: 'E-mail receipt to mia@example.org' }));
    expect(await screen.findByText('Receipt sent to mia@example.org')).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/orders/:id/receipt')[0]!.body).toEqual({});
  });

  it('says clearly when the shelf has fewer than the sale asks, and orders nothing', async () => {
    api.on('POST', ORDERS, apiError(409, 'conflict', 'Only 2 left of Tour glove'));
    const user = userEvent.setup();
    renderPage();
    await ready();
    await user.keyboard('4001234567893{Enter}');
    await within(await screen.findByRole('list', { name: 'Sale' })).findByText('Tour glove');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.click(await screen.findByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 left of Tour glove');
    // Back on the sale, whose lines can change; nothing was paid.
    expect(screen.getByRole('button', { name: 'Take payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One fewer Tour glove' })).toBeEnabled();
    expect(api.calls('POST', PAY)).toHaveLength(0);
  });

  it('retries a failed payment with the same Idempotency-Key and the same order', async () => {
    let attempts = 0;
    api.on('POST', PAY, (req) => {
      attempts += 1;
      if (attempts === 1) return apiError(503, 'unavailable', 'Service unavailable');
      const order = makeDetails({ id: 77, total: 1850, payment_method: 'card' });
      return json(makePayment(order, null), 200, {
        'x-key': String(req.headers['idempotency-key']),
      });
    });
    const user = userEvent.setup();
    renderPage();
    await ready();
    await user.keyboard('4001234567893{Enter}');
    await within(await screen.findByRole('list', { name: 'Sale' })).findByText('Tour glove');
    await user.keyboard('{F2}');
    await user.click(await screen.findByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(
      await screen.findByText(/Order #77 is made and waiting for its payment/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await screen.findByRole('article', { name: 'Receipt for order #77' });

    expect(api.calls('POST', ORDERS)).toHaveLength(1);
    const keys = api.calls('POST', PAY).map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows the shortcuts and Escape clears the search', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = await ready();
    expect(screen.getByRole('region', { name: 'Keyboard shortcuts' })).toHaveTextContent('F2');
    await user.keyboard('glo');
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    await user.click(screen.getByRole('heading', { name: 'Sale' }));
    expect(search).not.toHaveFocus();
    await user.keyboard('/');
    expect(search).toHaveFocus();
  });

  it('says when the stock could not be loaded, with a retry', async () => {
    api.on('GET', INVENTORY, apiError(500, 'internal', 'Something went wrong'));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('The stock could not be loaded')).toBeInTheDocument();
    api.on('GET', INVENTORY, json(STOCK, 200, { 'x-total-count': '2' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.queryByText('The stock could not be loaded')).not.toBeInTheDocument(),
    );
  });
});
