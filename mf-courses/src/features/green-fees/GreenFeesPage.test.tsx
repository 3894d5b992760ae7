import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GreenFeeRate, GreenFeeRateInput } from '@fairway/shared-api/tee-sheet';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { makeCourse } from '../../test/fixtures';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { GreenFeesPage } from './components/GreenFeesPage';

let api: ApiServer;

const rate = (overrides: Partial<GreenFeeRate> = {}): GreenFeeRate => ({
  id: 1,
  name: 'Member 18 holes',
  applies_to: 'member',
  holes: 18,
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  from_time: '00:00',
  to_time: '24:00',
  course_id: null,
  price_cents: 2500,
  active: true,
  ...overrides,
});

const RATES = '/api/settings/green-fees/rates';

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['courses:read', 'courses:write', 'tee_times:book']);
  api.on('GET', '/api/settings/courses', json([makeCourse({ id: 1, name: 'North Links' })]));
  api.on('POST', RATES, (req) =>
    json(rate({ id: 9, ...(req.body as GreenFeeRateInput) } as GreenFeeRate), 201),
  );
  api.on('POST', '/api/settings/green-fees/quote', json({ price: null }));
});

const renderPage = () => renderAt('/courses/green-fees', <GreenFeesPage />);

describe('green fees', () => {
  it('explains what rates are when there are none, and adds the first one', async () => {
    api.on('GET', RATES, json({ currency: 'GBP', rates: [] }));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No green-fee rates yet')).toBeInTheDocument();
    expect(
      screen.getByText(/A rate sets the green fee for one kind of player/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a rate' });
    await user.type(within(dialog).getByRole('textbox', { name: /name/i }), 'Guest weekend');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /applies to/i }),
      'guest',
    );
    await user.click(within(dialog).getByRole('radio', { name: '9 holes' }));
    // Weekends only: untick Monday to Friday.
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(within(dialog).getByRole('checkbox', { name: day }));
    await user.type(within(dialog).getByRole('textbox', { name: /price \(GBP\)/i }), '45,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));

    expect(await screen.findByText('Guest weekend added')).toBeInTheDocument();
    expect(api.calls('POST', RATES)[0]!.body).toEqual({
      name: 'Guest weekend',
      applies_to: 'guest',
      holes: 9,
      weekdays: [0, 6],
      from_time: '00:00',
      to_time: '24:00',
      course_id: null,
      price_cents: 4550,
      active: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const guests = screen.getByRole('table', { name: 'Rates for Guests' });
    const row = within(guests).getByRole('row', { name: /Guest weekend/ });
    expect(row).toHaveTextContent('9 holes');
    expect(row).toHaveTextContent('Weekends');
    expect(row).toHaveTextContent('All day');
    expect(row).toHaveTextContent('£45.50');
  });

  it('groups rates by class with their days, band and price; refuses a band that ends before it starts', async () => {
    api.on(
      'GET',
      RATES,
      json({
        currency: 'GBP',
        rates: [
          rate(),
          rate({
            id: 2,
            name: 'Member twilight',
            from_time: '15:00',
            to_time: '24:00',
            price_cents: 1800,
          }),
          rate({
            id: 3,
            name: 'Cart 18',
            applies_to: 'cart',
            weekdays: [1, 2, 3, 4, 5],
            price_cents: 3000,
            course_id: 1,
          }),
        ],
      }),
    );
    api.on('PUT', `${RATES}/:id`, (req) =>
      json(rate({ id: 2, ...(req.body as GreenFeeRateInput) } as GreenFeeRate)),
    );
    const user = userEvent.setup();
    renderPage();

    const members = await screen.findByRole('table', { name: 'Rates for Members' });
    expect(screen.getByRole('heading', { level: 2, name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Carts (per cart)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guests' })).not.toBeInTheDocument();
    const twilight = within(members).getByRole('row', { name: /Member twilight/ });
    expect(twilight).toHaveTextContent('15:00 – midnight');
    expect(twilight).toHaveTextContent('Every day');
    expect(twilight).toHaveTextContent('£18.00');
    const cart = within(
      screen.getByRole('table', { name: 'Rates for Carts (per cart)' }),
    ).getByRole('row', { name: /Cart 18/ });
    expect(cart).toHaveTextContent('Monday to Friday');
    expect(cart).toHaveTextContent('North Links');

    await user.click(screen.getByRole('button', { name: 'Edit Member twilight' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Member twilight' });
    const until = within(dialog).getByLabelText(/until/i);
    await user.clear(until);
    await user.type(until, '14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(
      await within(dialog).findByText('The band must end after it starts'),
    ).toBeInTheDocument();
    expect(api.calls('PUT', `${RATES}/:id`)).toHaveLength(0);

    await user.clear(until);
    await user.type(until, '20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Member twilight saved')).toBeInTheDocument();
    expect(api.calls('PUT', `${RATES}/:id`)[0]!.body).toMatchObject({
      from_time: '15:00',
      to_time: '20:00',
    });
    expect(within(members).getByRole('row', { name: /Member twilight/ })).toHaveTextContent(
      '15:00 – 20:00',
    );
  });

  it('deletes a rate after asking', async () => {
    api.on(
      'GET',
      RATES,
      json({ currency: 'GBP', rates: [rate(), rate({ id: 2, name: 'Member 9 holes', holes: 9 })] }),
    );
    api.on('DELETE', `${RATES}/:id`, { status: 204 });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Member 9 holes' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Member 9 holes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete rate' }));
    expect(await screen.findByText('Member 9 holes deleted')).toBeInTheDocument();
    expect(api.calls('DELETE', `${RATES}/:id`)[0]!.params.id).toBe('2');
    expect(screen.queryByRole('row', { name: /Member 9 holes/ })).not.toBeInTheDocument();
  });

  it('tries a price: members and guests by class, the lines and the total', async () => {
    api.on('GET', RATES, json({ currency: 'GBP', rates: [rate()] }));
    api.on(
      'POST',
      '/api/settings/green-fees/quote',
      json({
        price: {
          currency: 'GBP',
          total_cents: 11500,
          lines: [
            { label: 'Member 1', rate_id: 1, rate_name: 'Member 18 holes', amount_cents: 2500 },
            { label: 'Member 2', rate_id: 1, rate_name: 'Member 18 holes', amount_cents: 2500 },
            { label: 'Guest 1', rate_id: 4, rate_name: 'Guest 18 holes', amount_cents: 6500 },
          ],
        },
      }),
    );
    renderPage();
    const box = await screen.findByRole('region', { name: 'Try a price' });
    const price = await within(box).findByRole('region', { name: 'Price' });
    expect(within(price).getAllByRole('listitem')).toHaveLength(3);
    expect(price).toHaveTextContent('Guest 1Guest 18 holes£65.00');
    expect(price).toHaveTextContent('Total£115.00');
    const body = api.calls('POST', '/api/settings/green-fees/quote').at(-1)!.body;
    expect(body).toMatchObject({
      course_id: 1,
      start_time: '10:00',
      holes: 18,
      carts: 0,
      players: [{ player_class: 'member' }, { player_class: 'member' }, { player_class: 'guest' }],
    });
  });

  it('says when the rates cannot be loaded', async () => {
    api.on('GET', RATES, apiError(500, 'internal', 'Something went wrong'));
    renderPage();
    expect(await screen.findByText('The rates could not be loaded')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('No green-fee rates yet')).not.toBeInTheDocument(),
    );
  });
});
