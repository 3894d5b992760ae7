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
  makeStatistics,
} from '../../shared/testing/fixtures';
import { addDays, monthBounds } from '../../shared/utils/dates';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { RentalsDeskPage } from './components/RentalsDeskPage';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const STAFF = ['rentals:read', 'rentals:write', 'tee_sheet:manage'];

/** Today's desk: a request and a confirmed rental starting today, one out ending today. */
function deskFixture() {
  const today = clubToday();
  const pending = makeRental({ id: 11, status: 'pending', user_name: 'Ana López' });
  const confirmed = makeRental({
    id: 12,
    status: 'confirmed',
    user_id: 8,
    user_name: 'Ben Ortiz',
    item_name: 'Junior clubs',
    confirmed_at: '2026-11-02T10:00:00.000Z',
    confirmed_by: 1,
  });
  const out = makeRental({
    id: 13,
    status: 'active',
    user_id: 9,
    user_name: 'Carla Ruiz',
    start: addDays(today, -2),
    end: today,
    paid_amount: 1500,
    picked_up_at: '2026-11-03T10:00:00.000Z',
    picked_up_by: 1,
  });
  return { today, pending, confirmed, out };
}

function serve(rentals: EquipmentRentalDetails[]) {
  const today = clubToday();
  api.on('GET', RENTALS, (req) => {
    const status = req.query.get('status');
    const from = req.query.get('from');
    const to = req.query.get('to');
    const rows = rentals.filter(
      (r) =>
        (!status || r.status === status) &&
        (!from || r.rental_end_date.slice(0, 10) >= from) &&
        (!to || r.rental_start_date.slice(0, 10) <= to),
    );
    return json(rows, 200, { 'x-total-count': String(rows.length) });
  });
  api.on('GET', `${RENTALS}/:id`, (req) => {
    const found = rentals.find((r) => r.id === Number(req.params.id));
    return found ? json(found) : apiError(404, 'not_found', 'Rental not found');
  });
  api.on('GET', `${RENTALS}/statistics`, json(makeStatistics()));
  api.on(
    'GET',
    POOLS,
    json([makePool(), makePool({ inventory_id: 4, item_name: 'Junior clubs', units: 2 })]),
  );
  api.on('GET', `${RENTALS}/availability/:inventoryId`, (req) =>
    json(
      makeAvailability(req.query.get('start_date')!, req.query.get('end_date')!, (day) =>
        day === today ? 3 : day === addDays(today, 1) ? 4 : 0,
      ),
    ),
  );
}

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(STAFF);
});

const renderDesk = (url = '/rentals') => renderAt(url, <RentalsDeskPage />);

describe('the rentals desk', () => {
  it("lists today's pickups and returns, with the figures at the top", async () => {
    const { pending, confirmed, out } = deskFixture();
    serve([pending, confirmed, out]);
    renderDesk();

    const pickups = await screen.findByRole('table', { name: 'Pickups today' });
    const ana = await within(pickups).findByRole('row', { name: /Ana López/ });
    expect(ana).toHaveTextContent('Pull trolley');
    expect(ana).toHaveTextContent('3 days');
    expect(ana).toHaveTextContent('£15.00');
    expect(within(ana).getByRole('button', { name: /^Confirm: Ana López/ })).toBeInTheDocument();
    const ben = within(pickups).getByRole('row', { name: /Ben Ortiz/ });
    expect(within(ben).getByRole('button', { name: /^Hand over/ })).toBeInTheDocument();
    expect(within(pickups).queryByRole('row', { name: /Carla Ruiz/ })).not.toBeInTheDocument();

    const returns = screen.getByRole('table', { name: 'Returns today' });
    const carla = within(returns).getByRole('row', { name: /Carla Ruiz/ });
    expect(carla).toHaveTextContent('Out');
    expect(within(carla).getByRole('button', { name: /^Take back/ })).toBeInTheDocument();

    const tiles = screen.getByRole('region', { name: 'Rentals at a glance' });
    await waitFor(() =>
      expect(within(tiles).getByRole('group', { name: /Pickups today/ })).toHaveTextContent('2'),
    );
    expect(within(tiles).getByRole('group', { name: /Net takings/ })).toHaveTextContent('£175.00');
  });

  it('confirms and hands over from the list', async () => {
    const { pending } = deskFixture();
    serve([pending]);
    api.on('PUT', `${RENTALS}/:id/confirm`, json({ ...pending, status: 'confirmed' }));
    api.on('PUT', `${RENTALS}/:id/pickup`, json({ ...pending, status: 'active' }));
    const user = userEvent.setup();
    renderDesk();

    const pickups = await screen.findByRole('table', { name: 'Pickups today' });
    await user.click(await within(pickups).findByRole('button', { name: /^Confirm/ }));
    expect(await screen.findByText('Pull trolley for Ana López confirmed')).toBeInTheDocument();
    expect(api.calls('PUT', `${RENTALS}/11/confirm`)).toHaveLength(1);
    await user.click(within(pickups).getByRole('button', { name: /^Hand over/ }));
    expect(await screen.findByText('Pull trolley handed over to Ana López')).toBeInTheDocument();
    expect(within(pickups).getByRole('row', { name: /Ana López/ })).toHaveTextContent('Out');
  });

  it('takes a rental back with a damage fee, then takes the payment due', async () => {
    const { out } = deskFixture();
    serve([out]);
    api.on('PUT', `${RENTALS}/:id/return`, (req) => {
      const body = req.body as { damage_fee: number; damage_assessment: string };
      return json({
        ...out,
        status: 'returned',
        damage_assessment: body.damage_assessment,
        damage_fee: body.damage_fee,
        amount_due: out.total_amount + body.damage_fee - out.paid_amount,
        returned_at: new Date().toISOString(),
        returned_by: 1,
      });
    });
    api.on('POST', `${RENTALS}/:id/payment`, (req) => {
      const { payment_amount } = req.body as { payment_amount: number };
      return json({
        ...out,
        status: 'returned',
        damage_fee: 1500,
        paid_amount: out.paid_amount + payment_amount,
        amount_due: 0,
      });
    });
    const user = userEvent.setup();
    renderDesk();

    const returns = await screen.findByRole('table', { name: 'Returns today' });
    await user.click(await within(returns).findByRole('button', { name: /^Take back/ }));
    const dialog = screen.getByRole('dialog', { name: 'Take back Pull trolley from Carla Ruiz' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Damage(?! fee)/ }),
      'Scratched shaft',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Damage fee/ }), '15');
    // The amount due as it will be: £15.00 total − £15.00 paid + £15.00 fee.
    expect(within(dialog).getByText('Amount due').nextSibling).toHaveTextContent('£15.00');
    await user.click(within(dialog).getByRole('button', { name: 'Take back' }));

    const done = await screen.findByRole('dialog', { name: 'Pull trolley is back' });
    expect(within(done).getByText('£15.00 is due.')).toBeInTheDocument();
    expect(api.calls('PUT', `${RENTALS}/13/return`)[0]!.body).toEqual({
      damage_assessment: 'Scratched shaft',
      damage_fee: 1500,
    });
    const row = within(returns).getByRole('row', { name: /Carla Ruiz/ });
    expect(row).toHaveTextContent('Returned');
    expect(row).toHaveTextContent('£15.00');

    await user.click(within(done).getByRole('button', { name: 'Take payment' }));
    const pay = screen.getByRole('dialog', { name: 'Take payment from Carla Ruiz' });
    expect(within(pay).getByRole('textbox', { name: /Amount/ })).toHaveValue('15.00');
    await user.click(within(pay).getByRole('radio', { name: 'Cash' }));
    await user.click(within(pay).getByRole('button', { name: 'Take payment' }));
    expect(await screen.findByText('£15.00 taken from Carla Ruiz')).toBeInTheDocument();
    expect(api.calls('POST', `${RENTALS}/13/payment`)[0]!.body).toEqual({
      payment_amount: 1500,
      payment_method: 'cash',
    });
    await waitFor(() =>
      expect(within(returns).getByRole('row', { name: /Carla Ruiz/ })).toHaveTextContent('£0.00'),
    );
  });

  it('shows a rental with its history and cancels it with the default reason', async () => {
    const { confirmed } = deskFixture();
    serve([confirmed]);
    api.on('PUT', `${RENTALS}/:id/cancel`, (req) =>
      json({
        ...confirmed,
        status: 'cancelled',
        cancel_reason: (req.body as { reason: string }).reason,
        cancelled_at: '2026-11-04T10:00:00.000Z',
        cancelled_by: 1,
        amount_due: 0,
      }),
    );
    const user = userEvent.setup();
    renderDesk('/rentals?rental=12');

    const details = await screen.findByRole('dialog', { name: 'Rental #12' });
    expect(await within(details).findByText('Junior clubs')).toBeInTheDocument();
    const history = within(details).getByRole('list');
    expect(history).toHaveTextContent('Requested');
    expect(history).toHaveTextContent('Confirmed');
    expect(history).toHaveTextContent('by you');
    expect(within(details).getByText('Amount due').nextSibling).toHaveTextContent('£15.00');

    await user.click(within(details).getByRole('button', { name: 'Cancel rental' }));
    const confirm = screen.getByRole('alertdialog', { name: /Cancel Junior clubs for Ben Ortiz/ });
    expect(within(confirm).getByRole('textbox', { name: 'Reason' })).toHaveValue(
      'Cancelled by staff',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel rental' }));
    expect(await screen.findByText('Junior clubs for Ben Ortiz cancelled')).toBeInTheDocument();
    expect(api.calls('PUT', `${RENTALS}/12/cancel`)[0]!.body).toEqual({
      reason: 'Cancelled by staff',
    });
    expect(await within(details).findByText('Cancelled by staff')).toBeInTheDocument();
  });

  it('shows booked and free units per day for a rental pool, also as a table', async () => {
    const { today } = deskFixture();
    serve([]);
    const user = userEvent.setup();
    renderDesk('/rentals?tab=calendar&pool=3');

    const month = today.slice(0, 7);
    const grid = await screen.findByRole('table', { name: /Pull trolley, / });
    const day = Number(today.slice(8, 10));
    const cell = within(grid)
      .getAllByRole('cell')
      .find((c) => c.textContent?.startsWith(`${day}`) && c.textContent.includes('booked'));
    expect(cell).toHaveTextContent('3 booked, 1 free');
    const { start, end } = monthBounds(month);
    expect(api.calls('GET', `${RENTALS}/availability/3`).at(-1)!.query.toString()).toBe(
      `start_date=${start}&end_date=${end}`,
    );

    await user.click(screen.getByRole('switch', { name: 'Show as a table' }));
    const table = await screen.findByRole('table', { name: /Pull trolley, / });
    const rows = within(table).getAllByRole('row');
    const todayRow = rows.find(
      (r) => r.textContent?.includes(String(day)) && r.textContent.includes('3'),
    );
    expect(todayRow).toBeDefined();

    const equipment = screen.getByRole('combobox', { name: 'Equipment' });
    await waitFor(() => expect(equipment.querySelector('option[value="4"]')).not.toBeNull());
    await user.selectOptions(equipment, '4');
    await waitFor(() => expect(api.calls('GET', `${RENTALS}/availability/4`)).not.toHaveLength(0));
  });

  it('says when there is nothing today, and offers a retry when the lists fail', async () => {
    serve([]);
    renderDesk();
    expect(await screen.findByText('No pickups today')).toBeInTheDocument();
    expect(screen.getByText('Nothing to take back today')).toBeInTheDocument();

    api.on('GET', RENTALS, apiError(500, 'internal', 'Database unavailable'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'All rentals' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('lists every rental by status, a page at a time', async () => {
    const { pending, confirmed, out } = deskFixture();
    serve([pending, confirmed, out]);
    const user = userEvent.setup();
    renderDesk('/rentals?tab=all');
    const table = await screen.findByRole('table', { name: 'All rentals' });
    await within(table).findByRole('row', { name: /Carla Ruiz/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(api.calls('GET', RENTALS).at(-1)!.query.get('status')).toBe('active');
    expect(api.calls('GET', RENTALS).at(-1)!.query.get('limit')).toBe('25');
  });

  it('rents equipment for a member, showing availability and the price first', async () => {
    const rentals: EquipmentRentalDetails[] = [];
    serve(rentals);
    api.on(
      'GET',
      '/api/settings/users/member-search',
      json([
        {
          id: 9,
          name: 'Carla Ruiz',
          email: 'carla@example.org',
          phone: null,
          member_number: 'M-9',
        },
      ]),
    );
    api.on('POST', RENTALS, () => {
      const created = makeRental({ id: 40, user_id: 9, user_name: 'Carla Ruiz' });
      rentals.push(created);
      return json(created, 201);
    });
    const user = userEvent.setup();
    renderDesk();
    expect(await screen.findByText('No pickups today')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New rental' }));
    const dialog = screen.getByRole('dialog', { name: 'New rental' });
    await user.type(within(dialog).getByRole('combobox', { name: /Member/ }), 'Car');
    await user.click(await within(dialog).findByRole('option', { name: /Carla Ruiz/ }));
    expect(within(dialog).getByText('carla@example.org')).toBeInTheDocument();
    const equipment = within(dialog).getByRole('combobox', { name: /Equipment/ });
    await waitFor(() => expect(equipment.querySelector('option[value="3"]')).not.toBeNull());
    await user.selectOptions(equipment, '3');
    // Today 3 of 4 units are out, tomorrow all 4: the dialog says so before anything is sent.
    const last = within(dialog).getByLabelText(/Last day/);
    await user.clear(last);
    await user.type(last, addDays(clubToday(), 1));
    expect(
      await within(dialog).findByText(/Pull trolley is not available for these dates/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('2 days × £5.00 = £10.00')).toBeInTheDocument();
    await user.clear(last);
    await user.type(last, clubToday());
    expect(await within(dialog).findByText('1 of 4 available for these dates')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create rental' }));
    expect(await screen.findByText('Pull trolley rented to Carla Ruiz')).toBeInTheDocument();
    expect(api.calls('POST', RENTALS)[0]!.body).toEqual({
      user_id: 9,
      inventory_id: 3,
      rental_start_date: `${clubToday()}T00:00:00.000Z`,
      rental_end_date: `${clubToday()}T23:59:59.999Z`,
      daily_rate: 0,
      special_requests: null,
      notes: null,
    });
    // The lists load again: the new rental is among today's pickups.
    const pickups = await screen.findByRole('table', { name: 'Pickups today' });
    expect(await within(pickups).findByRole('row', { name: /Carla Ruiz/ })).toBeInTheDocument();
  });

  it('refunds part of what was paid, with a reason', async () => {
    const { out } = deskFixture();
    const returned = { ...out, status: 'returned' as const, amount_due: 0 };
    serve([returned]);
    api.on('POST', `${RENTALS}/:id/refund`, (req) =>
      json({
        ...returned,
        refunded_amount: (req.body as { refund_amount: number }).refund_amount,
      }),
    );
    const user = userEvent.setup();
    renderDesk('/rentals?rental=13');
    const details = await screen.findByRole('dialog', { name: 'Rental #13' });
    await user.click(await within(details).findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund Carla Ruiz' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('15.00');
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most £15.00 can be refunded')).toBeInTheDocument();
    expect(within(dialog).getByText('Say why the money is given back')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Trolley battery flat',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('£5.00 refunded to Carla Ruiz')).toBeInTheDocument();
    expect(api.calls('POST', `${RENTALS}/13/refund`)[0]!.body).toEqual({
      refund_amount: 500,
      reason: 'Trolley battery flat',
    });
    expect(within(details).getByText('Refunded').nextSibling).toHaveTextContent('£5.00');
  });

  it('marks a rental overdue through a status change', async () => {
    const { out } = deskFixture();
    serve([out]);
    api.on('PUT', `${RENTALS}/status`, (req) =>
      json({ ...out, status: (req.body as { new_status: 'overdue' }).new_status }),
    );
    const user = userEvent.setup();
    renderDesk('/rentals?rental=13');
    const details = await screen.findByRole('dialog', { name: 'Rental #13' });
    await user.click(await within(details).findByRole('button', { name: 'Change status' }));
    const dialog = screen.getByRole('dialog', { name: /Change the status/ });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'New status' }),
      'overdue',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Notes/ }), 'Phoned twice');
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Pull trolley for Carla Ruiz: Overdue')).toBeInTheDocument();
    expect(api.calls('PUT', `${RENTALS}/status`)[0]!.body).toEqual({
      rental_id: 13,
      new_status: 'overdue',
      notes: 'Phoned twice',
    });
  });

  it('shows only the lists to staff who may not change rentals', async () => {
    const { pending } = deskFixture();
    serve([pending]);
    signInWith(['rentals:read']);
    renderDesk();
    const pickups = await screen.findByRole('table', { name: 'Pickups today' });
    await within(pickups).findByRole('row', { name: /Ana López/ });
    expect(within(pickups).queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New rental' })).not.toBeInTheDocument();
  });
});
