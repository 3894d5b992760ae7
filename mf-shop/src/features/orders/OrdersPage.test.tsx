import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetails } from '@fairway/shared-api/shop';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { OrdersPage } from './components/OrdersPage';
import {
  makeDetails,
  makeOrder,
  makeOrderItem,
  makePayment,
  makeTransaction,
} from './testing/shopFixtures';

let api: ApiServer;

const ORDERS = '/api/settings/orders';
const DETAILS = '/api/settings/orders/:id/details';
const REFUND = '/api/settings/orders/:id/refund';

const LIST = [
  makeOrder({ id: 12, status: 'paid', user_id: 42, user_name: 'Mia Player', channel: 'shop' }),
  makeOrder({ id: 11, status: 'pending', total: 1850 }),
];

/** Order 12: two lines, paid 63.00 in cash by Mia. */
const paid: OrderDetails = makeDetails(
  {
    id: 12,
    status: 'paid',
    user_id: 42,
    user_name: 'Mia Player',
    channel: 'shop',
    total: 6300,
    paid_amount: 6300,
    payment_method: 'cash',
    paid_at: '2026-11-20T10:05:00.000Z',
    item_count: 3,
    user: { id: 42, name: 'Mia Player', email: 'mia@example.org' },
    transactions: [makeTransaction({ amount: 6300 })],
  },
  [
    makeOrderItem({ id: 101, quantity: 1, line_total: 4500 }),
    makeOrderItem({
      id: 102,
      item_name: 'Tour glove',
      inventory_id: 12,
      item_id: 2,
      unit_price: 900,
      quantity: 2,
      line_total: 1800,
    }),
  ],
);

const pending: OrderDetails = makeDetails({ id: 11, total: 1850 }, [
  makeOrderItem({
    id: 201,
    order_id: 11,
    item_name: 'Tour glove',
    unit_price: 1850,
    line_total: 1850,
  }),
]);

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['shop:read', 'shop:write']);
  api.on('GET', ORDERS, json(LIST, 200, { 'x-total-count': '41' }));
  api.on('GET', DETAILS, (req) => json(req.params.id === '11' ? pending : paid));
});

const renderPage = (url = '/shop/orders') => renderAt(url, <OrdersPage />);

describe('shop orders', () => {
  it('lists a page of orders and asks the server for the status and page chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(await within(table).findByRole('link', { name: 'Open order #12' })).toBeInTheDocument();
    expect(within(table).getByText('Mia Player')).toBeInTheDocument();
    expect(within(table).getByText('Walk-in customer')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls('GET', ORDERS)[0]!.query)).toEqual({
      page: '1',
      limit: '20',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() =>
      expect(Object.fromEntries(api.calls('GET', ORDERS).at(-1)!.query)).toEqual({
        page: '1',
        limit: '20',
        status: 'pending',
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mia');
    await waitFor(() => expect(api.calls('GET', ORDERS).at(-1)!.query.get('q')).toBe('mia'));
  });

  it('opens an order from ?order=ID with its items, customer and payments', async () => {
    renderPage('/shop/orders?order=12');
    const drawer = await screen.findByRole('dialog', { name: 'Order #12' });
    await within(drawer).findByText('mia@example.org');
    expect(within(drawer).getAllByText('Tour glove').length).toBeGreaterThan(0);
    const ledger = within(drawer).getByRole('table', { name: 'Payments and refunds' });
    expect(ledger).toHaveTextContent('Payment · Cash');
    expect(ledger).toHaveTextContent('£63.00');
    expect(within(drawer).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Take payment' })).not.toBeInTheDocument();
  });

  it('shows the server’s limit when a refund asks too much, then refunds some items', async () => {
    api.on('POST', REFUND, apiError(409, 'conflict', 'At most 12.50 can be refunded'));
    const user = userEvent.setup();
    renderPage('/shop/orders?order=12');
    const drawer = await screen.findByRole('dialog', { name: 'Order #12' });
    await user.click(await within(drawer).findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order #12' });
    expect(dialog).toHaveTextContent('At most £63.00 can be refunded.');
    expect(within(dialog).getByRole('textbox', { name: 'Amount to refund' })).toHaveValue('63.00');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong size');
    await user.click(within(dialog).getByRole('button', { name: 'Refund £63.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'At most 12.50 can be refunded',
    );
    expect(api.calls('POST', REFUND)[0]!.body).toEqual({
      amount: 6300,
      reason: 'Wrong size',
      restock: true,
      items: [
        { order_item_id: 101, quantity: 1 },
        { order_item_id: 102, quantity: 2 },
      ],
    });

    // One glove back, not on the shelf: 9.00.
    const refunded: OrderDetails = {
      ...paid,
      status: 'partially_refunded',
      refunded_amount: 900,
      items: [paid.items[0]!, { ...paid.items[1]!, refunded_quantity: 1 }],
      transactions: [
        ...paid.transactions,
        makeTransaction({ id: 502, kind: 'refund', amount: -900, notes: 'Wrong size' }),
      ],
    };
    api.on('POST', REFUND, json(refunded));
    await user.click(within(dialog).getByRole('radio', { name: 'Some items' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Units of Tour glove to refund' }),
      '1',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Amount to refund' })).toHaveValue('9.00');
    await user.click(within(dialog).getByRole('checkbox', { name: /back on the shelf/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund £9.00' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Refund order #12' })).not.toBeInTheDocument(),
    );
    expect(api.calls('POST', REFUND)[1]!.body).toEqual({
      amount: 900,
      reason: 'Wrong size',
      restock: false,
      items: [{ order_item_id: 102, quantity: 1 }],
    });
    expect(within(drawer).getByText('Partly refunded')).toBeInTheDocument();
    expect(within(drawer).getByRole('table', { name: 'Payments and refunds' })).toHaveTextContent(
      'Refund',
    );
    expect(await screen.findByText('£9.00 refunded on order #12')).toBeInTheDocument();
  });

  it('takes the payment of a pending order and can cancel one', async () => {
    api.on(
      'POST',
      '/api/settings/orders/:id/pay',
      json(makePayment({ ...pending, payment_method: 'card' })),
    );
    api.on('PUT', '/api/settings/orders/:id', json(makeOrder({ id: 11, status: 'cancelled' })));
    const user = userEvent.setup();
    renderPage('/shop/orders?order=11');
    const drawer = await screen.findByRole('dialog', { name: 'Order #11' });
    await user.click(await within(drawer).findByRole('button', { name: 'Take payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Take payment for order #11' });
    expect(within(dialog).getByRole('radio', { name: 'Member account' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Order #11 paid: £18.50')).toBeInTheDocument();
    const [pay] = api.calls('POST', '/api/settings/orders/:id/pay');
    expect(pay!.body).toEqual({ payment_method: 'card' });
    expect(pay!.headers['idempotency-key']).toBeTruthy();

    await user.click(within(drawer).getByRole('button', { name: 'Cancel order' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel order #11?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(api.calls('PUT', '/api/settings/orders/:id')[0]!.body).toEqual({
        status: 'cancelled',
      }),
    );
  });

  it('e-mails a walk-in’s receipt to the address typed', async () => {
    api.on('GET', DETAILS, json({ ...paid, user_id: null, user_name: null, user: null }));
    api.on(
      'POST',
      '/api/settings/orders/:id/receipt',
      json({ queued: true, email: 'guest@example.org' }, 202),
    );
    const user = userEvent.setup();
    renderPage('/shop/orders?order=12');
    const drawer = await screen.findByRole('dialog', { name: 'Order #12' });
    const email = await within(drawer).findByRole('textbox', { name: 'E-mail the receipt to' });
    await user.type(email, 'guest@example.org');
    await user.click(within(drawer).getByRole('button', { name: 'E-mail receipt' }));
    expect(await screen.findByText('Receipt sent to guest@example.org')).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/orders/:id/receipt')[0]!.body).toEqual({
      email: 'guest@example.org',
    });
  });

  it('says when there are no orders, and when the list fails, with a retry', async () => {
    api.on('GET', ORDERS, apiError(500, 'internal', 'Something went wrong'));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    api.on('GET', ORDERS, json([], 200, { 'x-total-count': '0' }));
    await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });
});
