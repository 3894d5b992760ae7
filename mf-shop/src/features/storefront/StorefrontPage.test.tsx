import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Basket, BasketLine, BasketLineInput } from '@fairway/shared-api/shop';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import {
  makeBasket,
  makeBasketLine,
  makeImage,
  makeInventory,
  makeItemWithImages,
  makeOrderDetails,
  makePayment,
} from '../../shared/test/shopFixtures';
import { LocationProbe } from '../../shared/test/LocationProbe';
import { StorefrontPage } from './components/StorefrontPage';

let api: ApiServer;

const S = '/api/settings';
const ITEMS = [
  makeItemWithImages({ id: 1, images: [makeImage()] }),
  makeItemWithImages({
    id: 2,
    name: 'Tour glove',
    description: null,
    brand_id: 2,
    brand_name: 'FootJoy',
    category_id: 2,
    category_name: 'Gloves',
    sale_price: 1850,
    sku: 'GL-1',
  }),
  makeItemWithImages({
    id: 3,
    name: 'Rain umbrella',
    description: null,
    brand_id: 2,
    brand_name: 'FootJoy',
    category_id: 3,
    category_name: 'Accessories',
    sale_price: 2500,
    sku: 'UM-1',
  }),
];
const STOCK = [
  makeInventory({ id: 11, item_id: 1, quantity: 20 }),
  makeInventory({
    id: 12,
    item_id: 2,
    item_name: 'Tour glove',
    quantity: 2,
    low_stock: true,
    low_stock_threshold: 3,
  }),
];
const PRICES: Record<number, { item_id: number; name: string; price: number }> = {
  11: { item_id: 1, name: 'Pro V1 balls', price: 4999 },
  12: { item_id: 2, name: 'Tour glove', price: 1850 },
};

/** A basket that behaves like the server's: POST sets a line's quantity, DELETE removes it. */
function serveBasket(initial: BasketLine[] = []) {
  let lines = initial;
  const current = (): Basket => makeBasket(lines);
  api.on('GET', `${S}/basket/:userId`, () => json(current()));
  api.on('POST', `${S}/basket`, (req) => {
    const { inventory_id, quantity } = req.body as BasketLineInput;
    const known = PRICES[inventory_id]!;
    lines = lines.filter((l) => l.inventory_id !== inventory_id);
    if (quantity > 0)
      lines = [
        ...lines,
        makeBasketLine({
          inventory_id,
          item_id: known.item_id,
          item_name: known.name,
          unit_price: known.price,
          quantity,
        }),
      ];
    return json(current());
  });
  api.on('DELETE', `${S}/basket`, (req) => {
    lines = lines.filter((l) => String(l.inventory_id) !== req.query.get('inventory_id'));
    return json(current());
  });
  return { empty: () => (lines = []) };
}

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['shop:buy']);
  api.on('GET', `${S}/items/with-images`, json(ITEMS));
  api.on('GET', `${S}/inventory/for-sale`, json(STOCK));
});

const renderPage = (url = '/shop') =>
  renderAt(
    url,
    <>
      <StorefrontPage />
      <LocationProbe />
    </>,
  );
const card = (name: string) => screen.getByRole('article', { name });

describe('the shop', () => {
  it('shows the catalogue as cards: picture, brand, price, low and out of stock', async () => {
    serveBasket();
    renderPage();
    const balls = await screen.findByRole('article', { name: 'Pro V1 balls' });
    expect(balls).toHaveTextContent('Titleist');
    expect(balls).toHaveTextContent('£49.99');
    expect(balls).toHaveTextContent('In stock');
    expect(balls.querySelector('img')).toHaveAttribute('src', '/api/settings/files/50/thumbnail');
    expect(card('Tour glove')).toHaveTextContent('Only 2 left');
    const umbrella = card('Rain umbrella');
    expect(umbrella).toHaveTextContent('Out of stock');
    expect(
      within(umbrella).queryByRole('button', { name: /add .* to basket/i }),
    ).not.toBeInTheDocument();
    expect(api.calls('GET', `${S}/items/with-images`)[0]!.query.get('active')).toBe('true');
  });

  it('narrows the grid with the chips and the search, and keeps them in the URL', async () => {
    serveBasket();
    const user = userEvent.setup();
    renderPage('/shop?brand=2');
    await screen.findByRole('article', { name: 'Tour glove' });
    expect(screen.queryByRole('article', { name: 'Pro V1 balls' })).not.toBeInTheDocument();
    const brands = screen.getByRole('group', { name: 'Brands' });
    expect(within(brands).getByRole('button', { name: 'FootJoy' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const categories = screen.getByRole('group', { name: 'Categories' });
    await user.click(within(categories).getByRole('button', { name: 'Gloves' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('brand=2');
    expect(screen.getByTestId('location')).toHaveTextContent('category=2');

    await user.click(within(categories).getByRole('button', { name: 'All categories' }));
    await user.click(within(brands).getByRole('button', { name: 'All brands' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the shop' }), 'umbrella');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=umbrella'));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Rain umbrella')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search the shop' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the shop' }), 'nothing like it');
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
  });

  it('adds two items, places the order and pays it on account, then confirms', async () => {
    serveBasket();
    api.on('POST', `${S}/orders`, json(makeOrderDetails({ id: 12, total: 11848 }), 201));
    api.on('POST', `${S}/orders/:id/pay`, json(makePayment({ id: 12, total: 11848 })));
    const user = userEvent.setup();
    renderPage();

    const balls = await screen.findByRole('article', { name: 'Pro V1 balls' });
    await user.click(within(balls).getByRole('button', { name: 'One more Pro V1 balls' }));
    await user.click(within(balls).getByRole('button', { name: 'Add Pro V1 balls to basket' }));
    expect(await within(balls).findByText(/2 in your basket/)).toBeInTheDocument();
    await user.click(
      within(card('Tour glove')).getByRole('button', { name: 'Add Tour glove to basket' }),
    );
    expect(await screen.findByRole('button', { name: 'Basket, 3 items' })).toBeInTheDocument();
    expect(api.calls('POST', `${S}/basket`).map((c) => c.body)).toEqual([
      { inventory_id: 11, quantity: 2 },
      { inventory_id: 12, quantity: 1 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Basket, 3 items' }));
    expect(screen.getByTestId('location')).toHaveTextContent('view=basket');
    const lines = await screen.findByRole('list', { name: 'Items in your basket' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Total').parentElement).toHaveTextContent('£118.48');

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText('Order #12 — paid, charged to your member account'),
    ).toBeInTheDocument();
    expect(api.calls('POST', `${S}/orders`)[0]!.body).toEqual({ from_basket: true });
    const pay = api.calls('POST', `${S}/orders/:id/pay`)[0]!;
    expect(pay.params.id).toBe('12');
    expect(pay.body).toEqual({ payment_method: 'account' });
    expect(pay.headers['idempotency-key']).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/shop/my-orders?order=12',
    );
  });

  it("shows the server's 409 on the basket and keeps the basket", async () => {
    serveBasket([
      makeBasketLine({
        inventory_id: 12,
        item_id: 2,
        item_name: 'Tour glove',
        unit_price: 1850,
        quantity: 2,
        available: 1,
      }),
    ]);
    api.on('POST', `${S}/orders`, apiError(409, 'conflict', 'Only 1 left of Tour glove'));
    const user = userEvent.setup();
    renderPage('/shop?view=basket');
    await screen.findByRole('heading', { name: 'Your basket' });
    expect(screen.getByText('Only 1 available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only 1 left of Tour glove');
    expect(screen.getByRole('heading', { name: 'Tour glove' })).toBeInTheDocument();
    expect(api.calls('POST', `${S}/orders/:id/pay`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();

    // Lower the quantity to what is left, and remove the line.
    await user.click(screen.getByRole('button', { name: 'One fewer Tour glove' }));
    await waitFor(() =>
      expect(api.calls('POST', `${S}/basket`).at(-1)!.body).toEqual({
        inventory_id: 12,
        quantity: 1,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Tour glove' }));
    expect(await screen.findByText('Your basket is empty')).toBeInTheDocument();
  });

  it('says when the order is placed but the payment failed, and pays it on retry', async () => {
    serveBasket([makeBasketLine()]);
    api.on('POST', `${S}/orders`, json(makeOrderDetails({ id: 14 }), 201));
    api.on('POST', `${S}/orders/:id/pay`, apiError(503, 'unavailable', 'Try again shortly'));
    const user = userEvent.setup();
    renderPage('/shop?view=basket');
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order #14 is placed but not paid')).toBeInTheDocument();
    api.on('POST', `${S}/orders/:id/pay`, json(makePayment({ id: 14 })));
    await user.click(screen.getByRole('button', { name: 'Try paying again' }));
    expect(
      await screen.findByText('Order #14 — paid, charged to your member account'),
    ).toBeInTheDocument();
    const [first, second] = api.calls('POST', `${S}/orders/:id/pay`);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });

  it('has an empty and a failed state', async () => {
    serveBasket();
    api.on('GET', `${S}/items/with-images`, json([]));
    const { unmount } = renderPage();
    expect(await screen.findByText('The shop is empty for now')).toBeInTheDocument();
    unmount();
    api.on('GET', `${S}/items/with-images`, apiError(500, 'internal', 'Something went wrong'));
    renderPage();
    expect(await screen.findByText('The shop could not be loaded')).toBeInTheDocument();
  });
});
