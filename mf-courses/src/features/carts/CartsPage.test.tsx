import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartConfiguration, CartStatus } from '@fairway/shared-api/courses';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { makeCartConfiguration, makeCourse } from '../../test/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { CartsPage } from './components/CartsPage';

let api: ApiServer;

const status = (courseId: number, extra: Partial<CartStatus> = {}): CartStatus => ({
  course_id: courseId,
  date: '2026-06-10',
  fleet_size: 40,
  out_now: 12,
  available_now: 28,
  reserved_today: 31,
  path_only: false,
  ...extra,
});

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['courses:read', 'courses:write']);
  api.on(
    'GET',
    '/api/settings/courses',
    json([
      makeCourse({ id: 1, name: 'North Links' }),
      makeCourse({ id: 2, name: 'Lakes Nine', holes_count: 9 }),
      makeCourse({ id: 3, name: 'Old Course', is_active: false }),
    ]),
  );
  api.on('GET', '/api/settings/cart/status/:id', (req) =>
    req.params.id === '2'
      ? json(
          status(2, {
            fleet_size: 40,
            out_now: 0,
            available_now: 40,
            reserved_today: 2,
            path_only: true,
          }),
        )
      : json(status(Number(req.params.id))),
  );
  api.on('GET', '/api/settings/cart/configuration', json(makeCartConfiguration()));
});

const renderPage = () => renderAt('/courses/carts', <CartsPage />);

describe('carts', () => {
  it('starts from an empty state when there is no configuration, and creates one', async () => {
    api.on(
      'GET',
      '/api/settings/cart/configuration',
      apiError(404, 'not_found', 'Cart configuration not found'),
    );
    api.on('POST', '/api/settings/cart/configuration', (req) =>
      json(
        {
          ...makeCartConfiguration({ id: 5 }),
          ...(req.body as Partial<CartConfiguration>),
          price_per_round: '30.00',
        },
        201,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No cart configuration yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await user.click(screen.getByRole('button', { name: 'Create configuration' }));
    expect(screen.getByRole('spinbutton', { name: /fleet size/i })).toHaveAccessibleDescription(
      /Fleet size is required/,
    );

    await user.type(screen.getByRole('spinbutton', { name: /fleet size/i }), '24');
    await user.type(screen.getByRole('textbox', { name: /price per round/i }), '30');
    await user.type(screen.getByRole('spinbutton', { name: /minimum driver age/i }), '16');
    await user.click(screen.getByRole('checkbox', { name: /path only/i }));
    await user.type(screen.getByRole('textbox', { name: /notes/i }), 'Keys at the pro shop');
    await user.click(screen.getByRole('button', { name: 'Create configuration' }));

    expect(await screen.findByText('The cart configuration is created')).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/cart/configuration')[0]!.body).toEqual({
      fleet_size: 24,
      max_riders_per_cart: 2,
      price_per_round: '30.00',
      price_per_nine: null,
      path_only: true,
      min_driver_age: 16,
      notes: 'Keys at the pro shop',
    });
    expect(screen.getByRole('button', { name: 'Save configuration' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /price per round/i })).toHaveValue('30.00');
  });

  it('updates the configuration with every field, and deletes it', async () => {
    api.on('PUT', '/api/settings/cart/configuration/:id', (req) =>
      json({ ...makeCartConfiguration(), ...(req.body as Partial<CartConfiguration>) }),
    );
    api.on('DELETE', '/api/settings/cart/configuration/:id', { status: 204 });
    const user = userEvent.setup();
    renderPage();
    const fleet = await screen.findByRole('spinbutton', { name: /fleet size/i });
    expect(fleet).toHaveValue(40);
    await user.clear(fleet);
    await user.type(fleet, '44');
    await user.clear(screen.getByRole('textbox', { name: /price per nine/i }));
    await user.click(screen.getByRole('button', { name: 'Save configuration' }));

    expect(await screen.findByText('The cart configuration is saved')).toBeInTheDocument();
    const put = api.calls('PUT', '/api/settings/cart/configuration/:id')[0]!;
    expect(put.params.id).toBe('1');
    expect(put.body).toEqual({
      fleet_size: 44,
      max_riders_per_cart: 2,
      price_per_round: '35.00',
      price_per_nine: null,
      path_only: false,
      min_driver_age: 16,
      notes: null,
    });

    await user.click(screen.getByRole('button', { name: 'Delete configuration' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete the cart configuration?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete configuration' }));
    expect(await screen.findByText('No cart configuration yet')).toBeInTheDocument();
    expect(api.calls('DELETE', '/api/settings/cart/configuration/:id')[0]!.params.id).toBe('1');
  });

  it("shows the server's refusal on the form", async () => {
    api.on(
      'PUT',
      '/api/settings/cart/configuration/:id',
      apiError(
        400,
        'bad_request',
        'body.fleet_size: Fleet size must be a whole number from 0 to 500',
        [{ field: 'body.fleet_size', message: 'Fleet size must be a whole number from 0 to 500' }],
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save configuration' }));
    const field = await screen.findByRole('spinbutton', { name: /fleet size/i });
    // The field is there before the refusal arrives: wait for the server's answer to reach it.
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Fleet size must be a whole number from 0 to 500/),
    );
  });

  it("shows today's carts for each active course", async () => {
    renderPage();
    const north = await screen.findByRole('region', { name: 'North Links' });
    await within(north).findByRole('group', { name: 'Fleet' });
    const tile = (card: HTMLElement, name: string) => within(card).getByRole('group', { name });
    expect(tile(north, 'Fleet')).toHaveTextContent('40');
    expect(tile(north, 'Out now')).toHaveTextContent('12');
    expect(tile(north, 'Available now')).toHaveTextContent('28');
    expect(tile(north, 'Reserved today')).toHaveTextContent('31');
    const lakes = screen.getByRole('region', { name: 'Lakes Nine' });
    await waitFor(() => expect(within(lakes).getByText('Path only')).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Old Course' })).not.toBeInTheDocument();
    expect(
      api
        .calls('GET', '/api/settings/cart/status/:id')
        .map((c) => c.params.id)
        .sort(),
    ).toEqual(['1', '2']);
  });

  it('shows a failed load of the configuration with a retry', async () => {
    api.on(
      'GET',
      '/api/settings/cart/configuration',
      apiError(500, 'internal', 'Something went wrong on our side; it has been logged'),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The cart configuration could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the configuration read-only without courses:write', async () => {
    signInWith(['courses:read']);
    renderPage();
    expect(await screen.findByText('Price per round')).toBeInTheDocument();
    // Money in the club's currency and format (GBP, en-GB by default).
    expect(screen.getByText('£35.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save configuration' })).not.toBeInTheDocument();
  });
});
