import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFormat } from '@fairway/shared-ui';
import type {
  CategoryPerformance,
  ItemPerformance,
  RefundRecord,
  RevenuePoint,
  ShopOverview,
} from '@fairway/shared-api/shop';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { AnalyticsPage } from './components/AnalyticsPage';
import { presetRange } from './utils/ranges';

let api: ApiServer;

const A = '/api/settings/proshop-analytics';
const URL = '/shop/analytics?start=2026-11-01&end=2026-11-03';

const overview = (extra: Partial<ShopOverview> = {}): ShopOverview => ({
  start_date: '2026-11-01',
  end_date: '2026-11-03',
  type: 'both',
  revenue: 128450,
  sales_revenue: 98450,
  rental_revenue: 30000,
  refunds: 4500,
  net_revenue: 123950,
  orders: 37,
  items_sold: 61,
  rentals: 12,
  average_order_value: 2661,
  customers: 21,
  ...extra,
});

const point = (period: string, sales: number, rentals: number, refunds = 0): RevenuePoint => ({
  period,
  sales_revenue: sales,
  rental_revenue: rentals,
  refunds,
  net_revenue: sales + rentals - refunds,
});
const REVENUE = [
  point('2026-11-01', 40000, 10000),
  point('2026-11-02', 28450, 20000, 4500),
  point('2026-11-03', 30000, 0),
];

const category = (extra: Partial<CategoryPerformance> = {}): CategoryPerformance => ({
  category_id: 1,
  category_name: 'Balls',
  items: 4,
  sold: 30,
  sales_revenue: 60000,
  rented: 0,
  rental_revenue: 0,
  ...extra,
});

const itemRow = (extra: Partial<ItemPerformance> = {}): ItemPerformance => ({
  item_id: 1,
  item_name: 'Pro V1 balls',
  brand_name: 'Titleist',
  category_name: 'Balls',
  sold: 20,
  sales_revenue: 90000,
  rented: 0,
  rental_revenue: 0,
  refunds: 4500,
  stock: 14,
  ...extra,
});

const refund: RefundRecord = {
  id: 9,
  order_id: 12,
  rental_id: null,
  amount: 4500,
  reason: 'Wrong size',
  user_name: 'Mia Player',
  created_by_name: 'Sam Staff',
  created_at: '2026-11-02T15:00:00.000Z',
};

function answerEverything() {
  api.on('GET', `${A}/overview`, json(overview()));
  api.on('GET', `${A}/revenue`, json(REVENUE));
  api.on(
    'GET',
    `${A}/top-selling`,
    json([
      {
        item_id: 1,
        item_name: 'Pro V1 balls',
        brand_name: 'Titleist',
        quantity: 20,
        revenue: 90000,
      },
      { item_id: 2, item_name: 'Tour glove', brand_name: null, quantity: 9, revenue: 16650 },
    ]),
  );
  api.on(
    'GET',
    `${A}/top-rented`,
    json([
      { item_id: 5, item_name: 'Pull trolley', brand_name: null, rentals: 12, revenue: 30000 },
    ]),
  );
  api.on(
    'GET',
    `${A}/categories`,
    json([category(), category({ category_id: 2, category_name: 'Gloves', sales_revenue: 16650 })]),
  );
  api.on('GET', `${A}/items`, json([itemRow()], 200, { 'x-total-count': '1' }));
  api.on('GET', `${A}/refunds`, json([refund], 200, { 'x-total-count': '1' }));
  api.on(
    'GET',
    `${A}/refunds/summary`,
    json({ count: 1, total: 4500, average: 4500, last_30_days: 4500 }),
  );
  api.on('GET', '/api/settings/categories', json([], 200, { 'x-total-count': '0' }));
  api.on('GET', '/api/settings/brands', json([], 200, { 'x-total-count': '0' }));
}

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['shop:read']);
  answerEverything();
});

const renderPage = (url = URL) => renderAt(url, <AnalyticsPage />);
const figure = (name: string) => screen.getByRole('group', { name });

describe('shop analytics', () => {
  it('shows the period’s figures, the revenue chart, top items, categories, items and refunds', async () => {
    renderPage();
    await screen.findByRole('group', { name: 'Revenue' });
    expect(figure('Revenue')).toHaveTextContent('£1,284.50');
    expect(figure('Revenue')).toHaveTextContent('£984.50 sales, £300.00 rentals');
    expect(figure('Net revenue')).toHaveTextContent('£1,239.50');
    expect(figure('Orders')).toHaveTextContent('37');
    expect(figure('Orders')).toHaveTextContent('21 customers');
    expect(figure('Items sold')).toHaveTextContent('61');
    expect(figure('Rentals')).toHaveTextContent('12');
    expect(figure('Average order value')).toHaveTextContent('£26.61');
    expect(figure('Refunds')).toHaveTextContent('£45.00');

    // Three days: revenue by day, and the same numbers as a table for screen readers.
    const chart = await screen.findByRole('table', { name: 'Revenue by day' });
    expect(within(chart).getAllByRole('row')).toHaveLength(4);
    expect(chart).toHaveTextContent('£500.00');
    expect(screen.getByRole('table', { name: 'Sales and rentals by day' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Top-selling items' })).toHaveTextContent(
      'Pro V1 balls (Titleist)',
    );
    expect(await screen.findByRole('table', { name: 'Most rented items' })).toHaveTextContent(
      'Pull trolley',
    );
    expect(await screen.findByRole('table', { name: 'Categories' })).toHaveTextContent('Gloves');
    expect(await screen.findByRole('table', { name: 'Item performance' })).toHaveTextContent(
      '£900.00',
    );
    const refunds = await screen.findByRole('table', { name: 'Refunds' });
    expect(await within(refunds).findByText('Wrong size')).toBeInTheDocument();
    expect(figure('Total refunded')).toHaveTextContent('£45.00');

    const query = Object.fromEntries(api.calls('GET', `${A}/overview`)[0]!.query);
    expect(query).toEqual({ start_date: '2026-11-01', end_date: '2026-11-03' });
    expect(api.calls('GET', `${A}/revenue`)[0]!.query.get('group_by')).toBe('day');
    expect(api.calls('GET', `${A}/top-selling`)[0]!.query.get('limit')).toBe('10');
  });

  it('keeps the period and type in the URL and asks for them', async () => {
    const user = userEvent.setup();
    renderPage('/shop/analytics');
    await screen.findByRole('group', { name: 'Revenue' });
    const today = getFormat().today();
    const last30 = presetRange('last30', today);
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('last30');
    expect(Object.fromEntries(api.calls('GET', `${A}/overview`)[0]!.query)).toEqual({
      start_date: last30.start,
      end_date: last30.end,
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'last90');
    const last90 = presetRange('last90', today);
    await waitFor(() =>
      expect(Object.fromEntries(api.calls('GET', `${A}/revenue`).at(-1)!.query)).toEqual({
        start_date: last90.start,
        end_date: last90.end,
        group_by: 'week',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'sale');
    await waitFor(() =>
      expect(api.calls('GET', `${A}/overview`).at(-1)!.query.get('type')).toBe('sale'),
    );
    expect(screen.queryByRole('heading', { name: 'Most rented items' })).not.toBeInTheDocument();
  });

  it('reads the period and type from the URL', async () => {
    renderPage('/shop/analytics?start=2026-01-01&end=2026-06-30&type=rental');
    await screen.findByRole('group', { name: 'Revenue' });
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('custom');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('rental');
    expect(Object.fromEntries(api.calls('GET', `${A}/revenue`)[0]!.query)).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-06-30',
      type: 'rental',
      group_by: 'month',
    });
    expect(api.calls('GET', `${A}/top-selling`)).toHaveLength(0);
  });

  it('says when nothing was sold in the period', async () => {
    api.on(
      'GET',
      `${A}/overview`,
      json(
        overview({
          revenue: 0,
          sales_revenue: 0,
          rental_revenue: 0,
          refunds: 0,
          net_revenue: 0,
          orders: 0,
          items_sold: 0,
          rentals: 0,
          average_order_value: 0,
          customers: 0,
        }),
      ),
    );
    api.on('GET', `${A}/revenue`, json([point('2026-11-01', 0, 0)]));
    api.on('GET', `${A}/top-selling`, json([]));
    api.on('GET', `${A}/top-rented`, json([]));
    renderPage();
    expect(await screen.findByText('No sales in this period')).toBeInTheDocument();
    expect(await screen.findByText('No items sold in this period')).toBeInTheDocument();
    expect(await screen.findByText('No rentals in this period')).toBeInTheDocument();
  });

  it('shows a panel’s loading state, then its failure with a retry, while the others load', async () => {
    api.on('GET', `${A}/revenue`, { ...apiError(500, 'internal', 'Boom'), delayMs: 200 });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Loading the revenue…')).toBeInTheDocument();
    expect(await screen.findByText('The revenue could not be loaded')).toBeInTheDocument();
    expect(figure('Revenue')).toHaveTextContent('£1,284.50');
    api.on('GET', `${A}/revenue`, json(REVENUE));
    const panel = screen.getByRole('region', { name: 'Revenue' });
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Revenue by day' })).toBeInTheDocument();
  });

  it('asks nothing while the end is before the start', async () => {
    renderPage('/shop/analytics?start=2026-11-10&end=2026-11-01');
    expect(await screen.findByText('The end date is before the start date')).toBeInTheDocument();
    expect(api.calls('GET', `${A}/overview`)).toHaveLength(0);
  });
});
