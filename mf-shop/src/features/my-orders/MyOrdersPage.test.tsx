import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import {
  makeOrder,
  makeOrderDetails,
  makeOrderItem,
  makeOrderTransaction,
  makePayment,
} from '../../shared/test/shopFixtures';
import { LocationProbe } from '../../shared/test/LocationProbe';
import { MyOrdersPage } from './components/MyOrdersPage';

let api: ApiServer;
const S = '/api/settings';

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['shop:buy'], 7);
});

const renderPage = (url = '/shop/my-orders') =>
  renderAt(
    url,
    <>
      <MyOrdersPage />
      <LocationProbe />
    </>,
  );

describe('my orders', () => {
  it('lists my orders newest first with their status, and opens one in the URL', async () => {
    api.on(
      'GET',
      `${S}/orders/user/:id`,
      json([
        makeOrder({
          id: 3,
          status: 'paid',
          created_at: '2026-11-01T10:00:00.000Z',
          paid_amount: 4999,
        }),
        makeOrder({
          id: 8,
          status: 'pending',
          total: 1850,
          created_at: '2026-11-20T10:00:00.000Z',
        }),
      ]),
    );
    api.on(
      'GET',
      `${S}/orders/:id/details`,
      json(
        makeOrderDetails({
          id: 3,
          status: 'partially_refunded',
          paid_amount: 9998,
          refunded_amount: 4999,
          total: 9998,
          items: [
            makeOrderItem({ order_id: 3, quantity: 2, line_total: 9998, refunded_quantity: 1 }),
          ],
          transactions: [
            makeOrderTransaction({ id: 1, order_id: 3, amount: 9998 }),
            makeOrderTransaction({
              id: 2,
              order_id: 3,
              kind: 'refund',
              amount: -4999,
              notes: 'Wrong size',
            }),
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Order #8', 'Order #3']);
    expect(api.calls('GET', `${S}/orders/user/:id`)[0]!.params.id).toBe('7');
    const items = within(screen.getByRole('list', { name: 'My orders' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Awaiting payment');
    expect(items[1]).toHaveTextContent('Paid');

    await user.click(screen.getByRole('button', { name: 'Show details of order #3' }));
    expect(screen.getByTestId('location')).toHaveTextContent('order=3');
    const table = await screen.findByRole('table', { name: 'Items' });
    expect(within(table).getByRole('row', { name: /Pro V1 balls/ })).toHaveTextContent(
      '1 refunded',
    );
    expect(screen.getByText(/£99.98 · Member account/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Refunds' })).toBeInTheDocument();
    expect(screen.getByText(/£49.99 · .* · Wrong size/)).toBeInTheDocument();
  });

  it('pays a pending order on my member account', async () => {
    api.on('GET', `${S}/orders/user/:id`, json([makeOrder({ id: 8, status: 'pending' })]));
    api.on('POST', `${S}/orders/:id/pay`, json(makePayment({ id: 8 })));
    api.on('GET', `${S}/orders/:id/details`, json(makeOrderDetails({ id: 8 })));
    const user = userEvent.setup();
    renderPage('/shop/my-orders?order=8');
    await user.click(
      await screen.findByRole('button', { name: 'Pay order #8 on my member account' }),
    );
    expect(
      await screen.findByText('Order #8 paid, charged to your member account'),
    ).toBeInTheDocument();
    expect(api.calls('POST', `${S}/orders/:id/pay`)[0]!.body).toEqual({
      payment_method: 'account',
    });
    const list = screen.getByRole('list', { name: 'My orders' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Paid');
    expect(
      screen.queryByRole('button', { name: 'Pay order #8 on my member account' }),
    ).not.toBeInTheDocument();
  });

  it("shows the server's refusal when paying fails", async () => {
    api.on('GET', `${S}/orders/user/:id`, json([makeOrder({ id: 8 })]));
    api.on('POST', `${S}/orders/:id/pay`, apiError(409, 'conflict', 'Order #8 is already paid'));
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Pay order #8 on my member account' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Order #8 is already paid');
  });

  it('has an empty state that leads to the shop, and a failed one', async () => {
    api.on('GET', `${S}/orders/user/:id`, json([]));
    const { unmount } = renderPage();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
    unmount();
    api.on('GET', `${S}/orders/user/:id`, apiError(500, 'internal', 'Something went wrong'));
    renderPage();
    expect(await screen.findByText('Your orders could not be loaded')).toBeInTheDocument();
  });
});
