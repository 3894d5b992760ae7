import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EquipmentRentalDetails } from '@fairway/shared-api/rentals';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import {
  POOLS,
  RENTALS,
  clubToday,
  makeAvailability,
  makePool,
  makeRental,
} from '../../shared/testing/fixtures';
import { addDays } from '../../shared/utils/dates';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { MyRentalsPage } from './components/MyRentalsPage';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const ME = 7;
const MINE = `${RENTALS}/user/${ME}`;
const trolley = makePool();
const clubs = makePool({
  inventory_id: 4,
  item_id: 40,
  item_name: 'Junior clubs',
  units: 1,
  rental_price: 1200,
});

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(['rentals:request', 'shop:buy'], ME);
  api.on('GET', POOLS, json([trolley, clubs]));
  api.on('GET', `${RENTALS}/availability/:inventoryId`, (req) =>
    json(
      makeAvailability(
        req.query.get('start_date')!,
        req.query.get('end_date')!,
        () => 1,
        req.params.inventoryId === '4' ? clubs : trolley,
      ),
    ),
  );
});

const renderPage = () => renderAt('/rentals/mine', <MyRentalsPage />);

async function chooseDates(user: ReturnType<typeof userEvent.setup>, start: string, end: string) {
  const first = screen.getByLabelText(/First day/);
  const last = screen.getByLabelText(/Last day/);
  await user.clear(last);
  await user.type(last, end);
  await user.clear(first);
  await user.type(first, start);
}

describe('renting equipment', () => {
  it('shows the price and availability, then requests whole days in UTC at the item rate', async () => {
    api.on('GET', MINE, json([]));
    const start = addDays(clubToday(), 2);
    const end = addDays(clubToday(), 4);
    api.on('POST', RENTALS, (req) => {
      const body = req.body as { special_requests: string };
      return json(
        makeRental({
          id: 21,
          status: 'pending',
          start,
          end,
          special_requests: body.special_requests,
        }),
        201,
      );
    });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('No rentals yet')).toBeInTheDocument();
    const equipment = await screen.findByRole('group', { name: 'Choose equipment' });
    expect(within(equipment).getByText('PowaKaddy · £5.00 a day')).toBeInTheDocument();
    await user.click(within(equipment).getByRole('radio', { name: 'Pull trolley' }));
    await chooseDates(user, start, end);

    expect(await screen.findByText('3 days × £5.00 = £15.00')).toBeInTheDocument();
    expect(await screen.findByText('3 of 4 available for these dates')).toBeInTheDocument();
    expect(api.calls('GET', `${RENTALS}/availability/3`).at(-1)!.query.toString()).toBe(
      `start_date=${start}&end_date=${end}`,
    );
    await user.type(screen.getByRole('textbox', { name: /Special requests/ }), 'Left-handed');
    await user.click(screen.getByRole('button', { name: 'Request rental' }));

    expect(await screen.findByText(/Pull trolley requested for/)).toBeInTheDocument();
    expect(api.calls('POST', RENTALS)[0]!.body).toEqual({
      inventory_id: 3,
      rental_start_date: `${start}T00:00:00.000Z`,
      rental_end_date: `${end}T23:59:59.999Z`,
      daily_rate: 0,
      special_requests: 'Left-handed',
    });
    const mine = screen.getByRole('list', { name: 'My rentals' });
    expect(within(mine).getByText('Pull trolley')).toBeInTheDocument();
    expect(mine).toHaveTextContent('Requested');
    expect(mine).toHaveTextContent('£15.00');
  });

  it('shows the server’s reason when the equipment was taken meanwhile (409)', async () => {
    api.on('GET', MINE, json([]));
    api.on(
      'POST',
      RENTALS,
      apiError(409, 'conflict', 'Junior clubs is not available from 25 Nov to 27 Nov'),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Junior clubs' }));
    await user.click(screen.getByRole('button', { name: 'Request rental' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Junior clubs is not available from 25 Nov to 27 Nov',
    );
  });

  it('says which days are fully booked, and checks the form before sending', async () => {
    api.on('GET', MINE, json([]));
    api.on('GET', `${RENTALS}/availability/:inventoryId`, (req) =>
      json(
        makeAvailability(req.query.get('start_date')!, req.query.get('end_date')!, () => 1, clubs),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('group', { name: 'Choose equipment' });
    await user.click(screen.getByRole('button', { name: 'Request rental' }));
    expect(await screen.findByText('Choose the equipment first')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Junior clubs' }));
    expect(
      await screen.findByText(/Junior clubs is not available for these dates/),
    ).toBeInTheDocument();
    const last = screen.getByLabelText(/Last day/);
    await user.clear(last);
    await user.type(last, addDays(clubToday(), -1));
    await user.click(screen.getByRole('button', { name: 'Request rental' }));
    expect(
      await screen.findByText('The last day must be on or after the first day'),
    ).toBeInTheDocument();
    expect(api.calls('POST', RENTALS)).toHaveLength(0);
  });

  it('lists the member’s rentals and cancels a pending request', async () => {
    const pending: EquipmentRentalDetails = makeRental({ id: 31, status: 'pending' });
    const returned = makeRental({
      id: 30,
      status: 'returned',
      item_name: 'Junior clubs',
      start: addDays(clubToday(), -10),
      end: addDays(clubToday(), -9),
      damage_fee: 1500,
      damage_assessment: 'Scratched shaft',
      paid_amount: 1000,
    });
    api.on('GET', MINE, json([pending, returned]));
    api.on('PUT', `${RENTALS}/:id/cancel`, (req) =>
      json({
        ...pending,
        status: 'cancelled',
        amount_due: 0,
        cancel_reason: (req.body as { reason: string }).reason,
      }),
    );
    const user = userEvent.setup();
    renderPage();

    const list = await screen.findByRole('list', { name: 'My rentals' });
    expect(list).toHaveTextContent('Damage: Scratched shaft');
    expect(list).toHaveTextContent('£15.00 due');
    expect(within(list).getAllByRole('button', { name: /Cancel request/ })).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: /Cancel request for Pull trolley/ }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Cancel your request for Pull trolley?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(
      await screen.findByText('Your request for Pull trolley is cancelled'),
    ).toBeInTheDocument();
    expect(api.calls('PUT', `${RENTALS}/31/cancel`)[0]!.body).toEqual({
      reason: 'Cancelled by member',
    });
    await waitFor(() => expect(list).toHaveTextContent('Cancelled: Cancelled by member'));
    expect(within(list).queryByRole('button', { name: /Cancel request/ })).not.toBeInTheDocument();
  });

  it('shows loading, then an error with a retry, and an empty shop', async () => {
    api.on('GET', MINE, { ...json([]), delayMs: 200 });
    api.on('GET', POOLS, json([]));
    renderPage();
    expect(screen.getByText('Loading your rentals…')).toBeInTheDocument();
    expect(await screen.findByText('Nothing to rent just now')).toBeInTheDocument();
    expect(await screen.findByText('No rentals yet')).toBeInTheDocument();
  });

  it('offers to try again when the rentals cannot be loaded', async () => {
    api.on('GET', MINE, apiError(500, 'internal', 'Database unavailable'));
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your rentals could not be loaded');
    api.on('GET', MINE, json([]));
    await user.click(within(alert).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('No rentals yet')).toBeInTheDocument();
  });
});
