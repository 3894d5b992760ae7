import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ShopInventory,
  ShopInventoryInput,
  ShopTransactionTypeInput,
} from '@fairway/shared-api/shop';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { LocationProbe } from '../../shared/test/LocationProbe';
import {
  makeInventory,
  makeItem,
  makeTransaction,
  makeTransactionType,
} from '../../shared/test/shopFixtures';
import { StockPage } from './components/StockPage';

let api: ApiServer;
const S = '/api/settings';

const STOCK: ShopInventory[] = [
  makeInventory({ id: 11, quantity: 20, low_stock_threshold: 5, location: 'Shelf A' }),
  makeInventory({
    id: 12,
    item_id: 2,
    item_name: 'Tour glove',
    brand_name: 'FootJoy',
    quantity: 2,
    low_stock_threshold: 3,
    low_stock: true,
    location: 'Shelf B',
  }),
  makeInventory({
    id: 13,
    item_id: 3,
    item_name: 'Pull trolley',
    brand_name: null,
    purpose: 'rental',
    quantity: 6,
    low_stock_threshold: 1,
    location: 'Cart barn',
  }),
];

/** GET /inventory as the server answers it: low_stock and purpose filters, paging, X-Total-Count. */
function serveStock(rows: ShopInventory[]) {
  api.on('GET', `${S}/inventory`, (req) => {
    let list = rows;
    if (req.query.get('low_stock') === 'true') list = list.filter((r) => r.low_stock);
    const purpose = req.query.get('purpose');
    if (purpose) list = list.filter((r) => r.purpose === purpose);
    const limit = Number(req.query.get('limit') ?? 100);
    const offset = Number(req.query.get('offset') ?? 0);
    return json(list.slice(offset, offset + limit), 200, { 'x-total-count': String(list.length) });
  });
}

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['shop:read', 'shop:write']);
  serveStock(STOCK);
});

const renderPage = (url = '/shop/stock') =>
  renderAt(
    url,
    <>
      <StockPage />
      <LocationProbe />
    </>,
  );

describe('stock', () => {
  it('flags low stock in words, counts it in the header, and filters to it (in the URL)', async () => {
    const user = userEvent.setup();
    renderPage();
    const glove = await screen.findByRole('row', { name: /Tour glove/ });
    expect(glove).toHaveTextContent('Low stock');
    expect(screen.getByRole('row', { name: /Pro V1 balls/ })).toHaveTextContent('OK');
    expect(screen.getByRole('row', { name: /Pull trolley/ })).toHaveTextContent('Rental pool');
    expect(await screen.findByText('1 item low on stock')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Low stock only' }));
    expect(screen.getByTestId('location')).toHaveTextContent('low=1');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Pro V1 balls/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('row', { name: /Tour glove/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Pull trolley/ })).not.toBeInTheDocument();
  });

  it('restocks a row and shows the new quantity', async () => {
    api.on('POST', `${S}/transactions`, (req) =>
      json(
        makeTransaction({ id: 40, ...(req.body as { quantity: number }), inventory_id: 12 }),
        201,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Restock Tour glove (Sale)' }));
    const dialog = screen.getByRole('dialog', { name: 'Tour glove (Sale)' });
    await user.type(within(dialog).getByRole('textbox', { name: /Units arriving/ }), '10');
    expect(within(dialog).getByText('New quantity: 12')).toBeInTheDocument();
    serveStock([STOCK[0]!, { ...STOCK[1]!, quantity: 12, low_stock: false }, STOCK[2]!]);
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Tour glove: 12 in stock')).toBeInTheDocument();
    expect(api.calls('POST', `${S}/transactions`)[0]!.body).toEqual({
      kind: 'restock',
      inventory_id: 12,
      quantity: 10,
    });
    const row = screen.getByRole('row', { name: /Tour glove/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('12');
    expect(row).toHaveTextContent('OK');
    expect(await screen.findByText('Nothing is low')).toBeInTheDocument();
  });

  it('refuses an adjustment below zero, and shows the server refusing one', async () => {
    api.on(
      'POST',
      `${S}/transactions`,
      apiError(409, 'conflict', 'Only 2 of Tour glove are in stock'),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Adjust Tour glove (Sale)' }));
    const dialog = screen.getByRole('dialog', { name: 'Tour glove (Sale)' });
    const field = within(dialog).getByRole('textbox', { name: /Change in units/ });
    await user.type(field, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      await within(dialog).findByText('That would take the stock below zero'),
    ).toBeInTheDocument();
    expect(api.calls('POST', `${S}/transactions`)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '-2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Stock count');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      await within(dialog).findByText(/Only 2 of Tour glove are in stock/),
    ).toBeInTheDocument();
    expect(api.calls('POST', `${S}/transactions`)[0]!.body).toEqual({
      kind: 'adjustment',
      inventory_id: 12,
      quantity: -2,
      notes: 'Stock count',
    });
  });

  it('adds stock for an item, and edits a threshold and location', async () => {
    api.on(
      'GET',
      `${S}/items`,
      json([makeItem({ id: 4, name: 'Tees' })], 200, { 'x-total-count': '1' }),
    );
    api.on('POST', `${S}/inventory`, (req) => {
      const body = req.body as ShopInventoryInput;
      return json(
        makeInventory({
          id: 14,
          item_id: 4,
          item_name: 'Tees',
          quantity: body.quantity ?? 0,
          low_stock_threshold: body.low_stock_threshold ?? 0,
          location: body.location ?? null,
        }),
        201,
      );
    });
    api.on('PUT', `${S}/inventory/:id`, (req) =>
      json({ ...STOCK[0]!, ...(req.body as object), low_stock: false }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('row', { name: /Tour glove/ });
    await user.click(screen.getByRole('button', { name: 'Add stock' }));
    const dialog = screen.getByRole('dialog', { name: 'Add stock' });
    await within(dialog).findByRole('option', { name: 'Tees · Titleist' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Item/ }),
      'Tees · Titleist',
    );
    const opening = within(dialog).getByRole('textbox', { name: /Opening quantity/ });
    await user.clear(opening);
    await user.type(opening, '100');
    const threshold = within(dialog).getByRole('textbox', { name: /Low-stock threshold/ });
    await user.clear(threshold);
    await user.type(threshold, '20');
    await user.type(within(dialog).getByRole('textbox', { name: /Location/ }), 'Counter');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stock added for Tees')).toBeInTheDocument();
    expect(api.calls('POST', `${S}/inventory`)[0]!.body).toEqual({
      item_id: 4,
      purpose: 'sale',
      quantity: 100,
      low_stock_threshold: 20,
      location: 'Counter',
    });
    expect(screen.getByRole('row', { name: /Tees/ })).toHaveTextContent('Counter');

    await user.click(screen.getByRole('button', { name: 'Edit Pro V1 balls (Sale)' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Pro V1 balls (Sale)' });
    const location = within(edit).getByRole('textbox', { name: /Location/ });
    await user.clear(location);
    await user.type(location, 'Window');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pro V1 balls saved')).toBeInTheDocument();
    expect(api.calls('PUT', `${S}/inventory/:id`)[0]!.body).toEqual({
      low_stock_threshold: 5,
      location: 'Window',
    });
  });

  it('shows the ledger newest first, filtered by kind', async () => {
    api.on('GET', `${S}/transactions`, (req) =>
      json(
        req.query.get('kind') === 'restock'
          ? [makeTransaction({ id: 1, notes: 'Delivery' })]
          : [
              makeTransaction({ id: 1, notes: 'Delivery' }),
              makeTransaction({
                id: 2,
                kind: 'sale',
                inventory_id: 12,
                quantity: -2,
                amount: 3700,
                order_id: 12,
                created_at: '2026-11-21T10:00:00.000Z',
              }),
            ],
        200,
        { 'x-total-count': req.query.get('kind') ? '1' : '2' },
      ),
    );
    const user = userEvent.setup();
    renderPage('/shop/stock?tab=movements');
    const sale = await screen.findByRole('row', { name: /#12/ });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toBe(sale);
    await waitFor(() => expect(sale).toHaveTextContent('Tour glove (Sale)'));
    expect(sale).toHaveTextContent('−2');
    expect(sale).toHaveTextContent('£37.00');
    expect(sale).toHaveTextContent('#12');
    expect(rows[1]).toHaveTextContent('+10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Restock');
    await waitFor(() => expect(screen.queryByRole('row', { name: /#12/ })).not.toBeInTheDocument());
    expect(api.calls('GET', `${S}/transactions`).at(-1)!.query.get('kind')).toBe('restock');
  });

  it('adds and deletes transaction types', async () => {
    api.on('GET', `${S}/inventory/transaction-types`, json([makeTransactionType()]));
    api.on('POST', `${S}/inventory/transaction-types`, (req) =>
      json(
        makeTransactionType({
          id: 2,
          ...(req.body as ShopTransactionTypeInput),
          inventory_item_name: 'Pull trolley',
          description: null,
        } as never),
        201,
      ),
    );
    api.on('DELETE', `${S}/inventory/transaction-types/:id`, { status: 204 });
    const user = userEvent.setup();
    renderPage('/shop/stock?tab=types');
    expect(await screen.findByRole('row', { name: /Delivery/ })).toHaveTextContent('Any stock');
    await user.click(screen.getByRole('button', { name: 'Add a transaction type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a transaction type' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Trolley rental');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'Rental');
    await within(dialog).findByRole('option', { name: 'Pull trolley (Rental pool)' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Stock' }),
      'Pull trolley (Rental pool)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Trolley rental added')).toBeInTheDocument();
    expect(api.calls('POST', `${S}/inventory/transaction-types`)[0]!.body).toEqual({
      name: 'Trolley rental',
      kind: 'rental',
      inventory_id: 13,
      description: '',
    });
    await user.click(screen.getByRole('button', { name: 'Delete Delivery' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete Delivery?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Delivery deleted')).toBeInTheDocument();
  });

  it('is read-only without shop:write, and says when the stock cannot be loaded', async () => {
    signInWith(['shop:read']);
    const { unmount } = renderPage();
    await screen.findByRole('row', { name: /Tour glove/ });
    expect(screen.queryByRole('button', { name: /Restock/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add stock' })).not.toBeInTheDocument();
    unmount();
    api.on('GET', `${S}/inventory`, apiError(500, 'internal', 'Something went wrong'));
    renderPage();
    expect(await screen.findByText(/The stock could not be loaded/)).toBeInTheDocument();
  });
});
