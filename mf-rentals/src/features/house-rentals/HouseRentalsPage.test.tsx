import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HouseRental } from '@fairway/shared-api/house-rentals';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { addDays } from '../../shared/utils/dates';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { HouseRentalsPage } from './components/HouseRentalsPage';
import {
  HR,
  clubToday,
  makeBooking,
  makeFeedback,
  makeHouse,
  makeImage,
  makeListing,
  makePeriod,
  serveHouseRentals,
  type HouseRentalsWorld,
} from './testing/fixtures';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const STAFF = ['house_rentals:read', 'house_rentals:write'];

function world(overrides: Partial<HouseRentalsWorld> = {}): HouseRentalsWorld {
  const w: HouseRentalsWorld = { listings: [], bookings: [], nextId: 100, ...overrides };
  serveHouseRentals(api, w);
  return w;
}

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(STAFF);
});

const renderPage = (url = '/rentals/house-rentals') => renderAt(url, <HouseRentalsPage />);

describe('house rentals: listings', () => {
  it('lists the listings with their house, state, prices and rating', async () => {
    world({
      listings: [
        makeListing({
          periods: [
            makePeriod({ id: 31, nightly_rate: 12000 }),
            makePeriod({
              id: 32,
              name: 'Summer',
              start_date: addDays(clubToday(), 201),
              end_date: addDays(clubToday(), 260),
              nightly_rate: 18000,
            }),
          ],
          feedback: [makeFeedback({ rating: 4 }), makeFeedback({ id: 72, rating: 5 })],
        }),
        makeListing({
          id: 2,
          house_id: 12,
          house_name: 'Pine Lodge',
          title: 'Pine Lodge',
          is_active: false,
          periods: [],
        }),
      ],
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Listings' });
    const cottage = await within(table).findByRole('row', { name: /Seaview Cottage by the 9th/ });
    expect(cottage).toHaveTextContent('Active');
    expect(cottage).toHaveTextContent('£120.00 – £180.00 a night');
    expect(cottage).toHaveTextContent('4.5 ★ (2 reviews)');
    const lodge = within(table).getByRole('row', { name: /Pine Lodge/ });
    expect(lodge).toHaveTextContent('Inactive');
    expect(lodge).toHaveTextContent('No periods yet');
    expect(lodge).toHaveTextContent('No feedback yet');
  });

  it('creates a listing for a house not listed yet', async () => {
    const w = world({ listings: [makeListing()] });
    api.on(
      'GET',
      '/api/settings/houses',
      json([makeHouse(), makeHouse({ id: 12, name: 'Pine Lodge', house_type_name: 'Lodge' })]),
    );
    api.on('POST', HR, (req) => {
      const body = req.body as Partial<HouseRental>;
      const created = makeListing({
        ...body,
        id: 2,
        house_name: 'Pine Lodge',
        periods: [],
      });
      w.listings.push(created);
      return json(created, 201);
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('row', { name: /Seaview Cottage by the 9th/ });

    await user.click(screen.getByRole('button', { name: 'New listing' }));
    const dialog = screen.getByRole('dialog', { name: 'New listing' });
    const house = within(dialog).getByRole('combobox', { name: /House/ });
    await waitFor(() => expect(house.querySelector('option[value="12"]')).not.toBeNull());
    // Seaview Cottage has its listing already: it is not offered.
    expect(house.querySelector('option[value="11"]')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create listing' }));
    expect(within(dialog).getByText('Choose the house')).toBeInTheDocument();
    expect(within(dialog).getByText('Give the listing a title')).toBeInTheDocument();

    await user.selectOptions(house, '12');
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Pine Lodge');
    const guests = within(dialog).getByRole('spinbutton', { name: /Most guests/ });
    await user.clear(guests);
    await user.type(guests, '6');
    const fee = within(dialog).getByRole('textbox', { name: /Cleaning fee/ });
    await user.clear(fee);
    await user.type(fee, '55');
    await user.click(within(dialog).getByRole('button', { name: 'Create listing' }));

    expect(await screen.findByText('Pine Lodge listed')).toBeInTheDocument();
    expect(api.calls('POST', HR)[0]!.body).toEqual({
      house_id: 12,
      title: 'Pine Lodge',
      description: null,
      max_guests: 6,
      min_nights: 1,
      check_in_time: '15:00',
      check_out_time: '11:00',
      cleaning_fee: 5500,
      is_active: true,
    });
    expect(await screen.findByRole('row', { name: /Pine Lodge/ })).toBeInTheDocument();
  });

  it('edits and deactivates a listing from its actions', async () => {
    const w = world({ listings: [makeListing()] });
    api.on('GET', '/api/settings/houses', json([makeHouse()]));
    api.on('PUT', `${HR}/:id`, (req) => {
      const updated = { ...w.listings[0]!, ...(req.body as object) };
      w.listings = [updated];
      return json(updated);
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('row', { name: /Seaview Cottage by the 9th/ });

    await user.click(
      screen.getByRole('button', { name: 'Actions for Seaview Cottage by the 9th' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Seaview Cottage by the 9th' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Seaview Cottage');
    await user.click(within(dialog).getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText('Seaview Cottage saved')).toBeInTheDocument();
    expect(api.calls('PUT', `${HR}/1`)[0]!.body).toMatchObject({ title: 'Seaview Cottage' });

    await user.click(await screen.findByRole('button', { name: 'Actions for Seaview Cottage' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    expect(
      await screen.findByText('Seaview Cottage is no longer offered to guests'),
    ).toBeInTheDocument();
    expect(api.calls('PUT', `${HR}/1`)[1]!.body).toEqual({ is_active: false });
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Seaview Cottage/ })).toHaveTextContent('Inactive'),
    );
  });

  it("shows the server's refusal when a listing with bookings is deleted", async () => {
    world({ listings: [makeListing()] });
    api.on(
      'DELETE',
      `${HR}/:id`,
      apiError(409, 'conflict', 'Seaview Cottage by the 9th has bookings and cannot be deleted'),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('row', { name: /Seaview Cottage by the 9th/ });
    await user.click(
      screen.getByRole('button', { name: 'Actions for Seaview Cottage by the 9th' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: /Delete Seaview Cottage by the 9th/ });
    await user.click(within(confirm).getByRole('button', { name: 'Delete listing' }));
    expect(
      await within(confirm).findByText(
        'Seaview Cottage by the 9th has bookings and cannot be deleted',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Seaview Cottage by the 9th/ })).toBeInTheDocument();
  });

  it('says when there are no listings', async () => {
    world();
    renderPage();
    expect(await screen.findByText('No houses are listed yet')).toBeInTheDocument();
  });

  it('shows the failure with a retry, and no changes to staff who may only look', async () => {
    signInWith(['house_rentals:read']);
    world({ listings: [makeListing()] });
    api.on('GET', `${HR}/with-details`, apiError(500, 'internal', 'Database unavailable'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.queryByRole('button', { name: 'New listing' })).not.toBeInTheDocument();
  });
});

describe("house rentals: a listing's page", () => {
  it('adds a period with its nightly rate', async () => {
    const w = world({ listings: [makeListing({ periods: [] })] });
    api.on('POST', `${HR}/periods`, (req) => {
      const period = makePeriod({ ...(req.body as object), id: 33 });
      w.listings = [makeListing({ periods: [period] })];
      return json(period, 201);
    });
    const user = userEvent.setup();
    renderPage('/rentals/house-rentals?listing=1');
    expect(
      await screen.findByText(/Guests can book only the nights of a period/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add period' }));
    const dialog = screen.getByRole('dialog', { name: 'New period' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Winter');
    await user.type(within(dialog).getByLabelText(/First night/), '2027-01-04');
    await user.type(within(dialog).getByLabelText(/Last night/), '2027-02-28');
    await user.type(within(dialog).getByRole('textbox', { name: /Nightly rate/ }), '95.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save period' }));
    expect(await screen.findByText('Winter saved')).toBeInTheDocument();
    expect(api.calls('POST', `${HR}/periods`)[0]!.body).toEqual({
      house_rental_id: 1,
      name: 'Winter',
      start_date: '2027-01-04',
      end_date: '2027-02-28',
      nightly_rate: 9550,
      min_nights: 1,
    });
  });

  it('shows the booked nights with the guest, and the free nights, on the calendar', async () => {
    const month = addDays(clubToday(), 40).slice(0, 7);
    const listing = makeListing();
    world({
      listings: [listing],
      bookings: [
        makeBooking({ id: 41, check_in: `${month}-10`, check_out: `${month}-12` }, listing),
        makeBooking(
          {
            id: 42,
            guest_name: 'Ben Ortiz',
            status: 'cancelled',
            check_in: `${month}-12`,
            check_out: `${month}-14`,
          },
          listing,
        ),
      ],
    });
    const user = userEvent.setup();
    renderPage(`/rentals/house-rentals?listing=1&view=calendar&month=${month}`);

    const grid = await screen.findByRole('grid', { name: /Nights of Seaview Cottage/ });
    const night = (day: string) =>
      within(grid)
        .getAllByRole('gridcell')
        .find((c) => c.dataset.date === `${month}-${day}`)!;
    await waitFor(() => expect(night('10')).toHaveAttribute('data-state', 'booked'));
    expect(night('10')).toHaveTextContent('Ana López');
    expect(night('11')).toHaveAccessibleName(/booked by Ana López/);
    // The check-out morning and the cancelled stay's nights are free.
    await waitFor(() => expect(night('12')).toHaveAttribute('data-state', 'free'));
    expect(night('13')).toHaveAccessibleName(/: free$/);
    expect(within(grid).queryByText('Ben Ortiz')).not.toBeInTheDocument();
    expect(within(grid).getAllByRole('gridcell', { name: /booked by/ })).toHaveLength(2);

    // The month's stays are a table too; a stay opens its booking.
    const stays = screen.getByRole('table', { name: /Stays in/ });
    await user.click(within(stays).getByRole('button', { name: 'Ana López: booking #41' }));
    expect(await screen.findByRole('dialog', { name: 'Booking #41' })).toBeInTheDocument();
  });

  it('moves through the calendar with the keyboard', async () => {
    const listing = makeListing();
    world({ listings: [listing] });
    const user = userEvent.setup();
    renderPage('/rentals/house-rentals?listing=1&view=calendar&month=2027-03');
    const grid = await screen.findByRole('grid', { name: /Nights of Seaview Cottage, March 2027/ });
    const first = within(grid).getByRole('gridcell', { name: /, 1 March 2027:/ });
    expect(first).toHaveAttribute('tabindex', '0');
    await user.click(first);
    await user.keyboard('{ArrowRight}');
    expect(within(grid).getByRole('gridcell', { name: /, 2 March 2027:/ })).toHaveFocus();
    await user.keyboard('{PageDown}');
    const april = await screen.findByRole('grid', { name: /April 2027/ });
    await waitFor(() =>
      expect(within(april).getByRole('gridcell', { name: /, 2 April 2027:/ })).toHaveFocus(),
    );
  });

  it('marks the primary picture and makes another one primary', async () => {
    const images = [
      makeImage({ id: 61, file_id: 501, caption: 'Sea view from the deck', is_primary: true }),
      makeImage({ id: 62, file_id: 502, caption: 'Kitchen', is_primary: false, sort_order: 1 }),
    ];
    world({ listings: [makeListing({ images })] });
    api.on('PUT', `${HR}/:id/images/:imageId/set-primary`, (req) =>
      json(images.map((i) => ({ ...i, is_primary: i.id === Number(req.params.imageId) }))),
    );
    const user = userEvent.setup();
    renderPage('/rentals/house-rentals?listing=1&view=images');
    const gallery = await screen.findByRole('list', { name: /Pictures of/ });
    expect(
      within(gallery).getByRole('listitem', { name: 'Sea view from the deck (primary picture)' }),
    ).toHaveTextContent('Primary');
    const kitchen = within(gallery).getByRole('listitem', { name: 'Kitchen' });
    expect(
      within(gallery).queryByRole('button', {
        name: 'Make Sea view from the deck the primary picture',
      }),
    ).not.toBeInTheDocument();
    await user.click(
      within(kitchen).getByRole('button', { name: 'Make Kitchen the primary picture' }),
    );
    expect(await screen.findByText('Kitchen is now the primary picture')).toBeInTheDocument();
    expect(api.calls('PUT', `${HR}/1/images/62/set-primary`)).toHaveLength(1);
    expect(
      await within(gallery).findByRole('listitem', { name: 'Kitchen (primary picture)' }),
    ).toBeInTheDocument();
    expect(
      within(gallery).getByRole('listitem', { name: 'Sea view from the deck' }),
    ).toBeInTheDocument();
  });

  it('adds a picture from the club’s image files', async () => {
    const w = world({ listings: [makeListing()] });
    api.on(
      'GET',
      '/api/settings/files/type/:t',
      json([
        {
          id: 777,
          category: 'item-images',
          original_name: 'deck.jpg',
          description: null,
          mime_type: 'image/jpeg',
          size: 1000,
          sha256: 'x',
          width: 800,
          height: 600,
          version: 1,
          visibility: 'members',
          uploaded_by: 1,
          download_url: '/api/settings/files/777/download',
          thumbnail_url: null,
          created_at: '2026-11-01T09:00:00.000Z',
          updated_at: '2026-11-01T09:00:00.000Z',
        },
      ]),
    );
    api.on('POST', `${HR}/:id/images`, (req) => {
      const body = req.body as { file_id: number; caption: string; sort_order: number };
      const image = makeImage({ id: 63, ...body, is_primary: true });
      w.listings = [makeListing({ images: [image] })];
      return json(image, 201);
    });
    const user = userEvent.setup();
    renderPage('/rentals/house-rentals?listing=1&view=images');
    expect(await screen.findByText('No pictures yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add picture' }));
    const dialog = screen.getByRole('dialog', { name: /Add a picture/ });
    await user.click(await within(dialog).findByRole('radio', { name: 'deck.jpg' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Caption/ }), 'The deck');
    await user.click(within(dialog).getByRole('button', { name: 'Add picture' }));
    expect(await screen.findByText('Picture added')).toBeInTheDocument();
    expect(api.calls('POST', `${HR}/1/images`)[0]!.body).toEqual({
      file_id: 777,
      caption: 'The deck',
      sort_order: 0,
      is_primary: true,
    });
    expect(
      await screen.findByRole('listitem', { name: 'The deck (primary picture)' }),
    ).toBeInTheDocument();
  });

  it("lists the guests' feedback and writes the office's response", async () => {
    const w = world({ listings: [makeListing({ feedback: [makeFeedback()] })] });
    api.on('PUT', `${HR}/feedback/:id`, (req) => {
      const saved = makeFeedback({ response: (req.body as { response: string }).response });
      w.listings = [makeListing({ feedback: [saved] })];
      return json(saved);
    });
    const user = userEvent.setup();
    renderPage('/rentals/house-rentals?listing=1&view=feedback');
    expect(await screen.findByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Lovely house, noisy road.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Respond to Ana López' }));
    const dialog = screen.getByRole('dialog', { name: 'Respond to Ana López' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Response/ }),
      'Thank you: we are planting a hedge.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save response' }));
    expect(await screen.findByText('Response to Ana López saved')).toBeInTheDocument();
    expect(api.calls('PUT', `${HR}/feedback/71`)[0]!.body).toEqual({
      response: 'Thank you: we are planting a hedge.',
    });
    expect(await screen.findByText('The office’s response')).toBeInTheDocument();
    expect(screen.getByText('Thank you: we are planting a hedge.')).toBeInTheDocument();
  });
});

describe('house rentals: bookings', () => {
  it('filters the bookings by status and payment', async () => {
    const listing = makeListing();
    world({
      listings: [listing],
      bookings: [
        makeBooking({ id: 41 }, listing),
        makeBooking(
          {
            id: 43,
            guest_name: 'Ben Ortiz',
            status: 'confirmed',
            check_in: addDays(clubToday(), 20),
            check_out: addDays(clubToday(), 22),
            amount_paid: 5000,
          },
          listing,
        ),
      ],
    });
    const user = userEvent.setup();
    renderPage('/rentals/house-rentals?tab=bookings');
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const ben = await within(table).findByRole('row', { name: /Ben Ortiz/ });
    expect(ben).toHaveTextContent('Confirmed');
    expect(ben).toHaveTextContent('Part paid');
    expect(ben).toHaveTextContent('£230.00'); // 2 × £120.00 + £40.00 − £50.00
    expect(within(table).getByRole('row', { name: /Ana López/ })).toHaveTextContent('Unpaid');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'partial');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() =>
      expect(api.calls('GET', `${HR}/1/bookings`).at(-1)!.query.get('status')).toBe('pending'),
    );
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /Ben Ortiz/ })).not.toBeInTheDocument(),
    );
  });

  it('confirms, checks in and cancels a booking', async () => {
    const listing = makeListing();
    world({
      listings: [listing],
      bookings: [
        makeBooking({ id: 41 }, listing),
        makeBooking(
          {
            id: 44,
            guest_name: 'Ben Ortiz',
            check_in: addDays(clubToday(), 30),
            check_out: addDays(clubToday(), 33),
          },
          listing,
        ),
      ],
    });
    const user = userEvent.setup();
    renderPage('/rentals/house-rentals?tab=bookings&booking=41');
    const details = await screen.findByRole('dialog', { name: 'Booking #41' });
    expect(await within(details).findByText('Ana López')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Ana López’s stay: Confirmed')).toBeInTheDocument();
    await user.click(await within(details).findByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Ana López’s stay: Checked in')).toBeInTheDocument();
    expect(api.calls('PUT', `${HR}/bookings/41/status`).map((c) => c.body)).toEqual([
      { status: 'confirmed' },
      { status: 'checked_in' },
    ]);
    // A checked-in stay can only be completed.
    expect(
      within(details).queryByRole('button', { name: 'Cancel booking' }),
    ).not.toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Complete' })).toBeInTheDocument();

    await user.click(within(details).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Ben Ortiz: booking #44' }));
    const ben = await screen.findByRole('dialog', { name: 'Booking #44' });
    await user.click(within(ben).getByRole('button', { name: 'Cancel booking' }));
    const confirm = screen.getByRole('alertdialog', { name: /Cancel Ben Ortiz’s stay/ });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText('Ben Ortiz’s stay at Seaview Cottage cancelled'),
    ).toBeInTheDocument();
    expect(api.calls('PUT', `${HR}/bookings/44/status`)[0]!.body).toEqual({ status: 'cancelled' });
  });

  it("records a payment, and shows the server's words when it is more than is due", async () => {
    const listing = makeListing();
    world({
      listings: [listing],
      bookings: [makeBooking({ id: 41, status: 'confirmed' }, listing)],
    });
    const user = userEvent.setup();
    renderPage('/rentals/house-rentals?tab=bookings&booking=41');
    const details = await screen.findByRole('dialog', { name: 'Booking #41' });
    await user.click(await within(details).findByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Payment from Ana López' });
    // 3 nights × £120.00 + £40.00 cleaning.
    expect(within(dialog).getByText('3 nights × £120.00').nextSibling).toHaveTextContent('£360.00');
    expect(within(dialog).getByText('Amount due').nextSibling).toHaveTextContent('£400.00');
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('400.00');
    await user.clear(amount);
    await user.type(amount, '450');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only £400.00 is outstanding',
    );

    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('£150.00 recorded from Ana López')).toBeInTheDocument();
    expect(api.calls('PUT', `${HR}/bookings/41/payment`).map((c) => c.body)).toEqual([
      { amount: 45000, method: 'card' },
      { amount: 15000, method: 'cash' },
    ]);
    await waitFor(() =>
      expect(within(details).getByText('Amount due').nextSibling).toHaveTextContent('£250.00'),
    );
    expect(within(details).getByText('Part paid')).toBeInTheDocument();
  });

  it('books a stay for a guest, the free nights first', async () => {
    const listing = makeListing();
    const w = world({
      listings: [listing],
      bookings: [
        makeBooking(
          { id: 41, check_in: addDays(clubToday(), 2), check_out: addDays(clubToday(), 5) },
          listing,
        ),
      ],
    });
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
    const user = userEvent.setup();
    renderPage('/rentals/house-rentals?tab=bookings');
    await screen.findByRole('row', { name: /Ana López/ });
    await user.click(screen.getByRole('button', { name: 'New booking' }));
    const dialog = screen.getByRole('dialog', { name: 'New booking' });
    await user.type(within(dialog).getByRole('combobox', { name: /Member/ }), 'Car');
    await user.click(await within(dialog).findByRole('option', { name: /Carla Ruiz/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /House/ }), '1');

    // Free: tonight and tomorrow, then from the night of day 5 on.
    const free = await within(dialog).findAllByRole('button', { name: /^Book / });
    expect(free[0]).toHaveAccessibleName(/\(2 nights\)/);
    await user.click(free[1]!);
    expect(within(dialog).getByLabelText(/Check-in/)).toHaveValue(addDays(clubToday(), 5));
    const out = within(dialog).getByLabelText(/Check-out/);
    await user.clear(out);
    await user.type(out, addDays(clubToday(), 8));
    expect(await within(dialog).findByText('3 nights × £120.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('£400.00');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));

    expect(await screen.findByText('Seaview Cottage booked for Carla Ruiz')).toBeInTheDocument();
    expect(api.calls('POST', `${HR}/bookings`)[0]!.body).toEqual({
      house_rental_id: 1,
      period_id: 31,
      check_in: addDays(clubToday(), 5),
      check_out: addDays(clubToday(), 8),
      guests: 1,
      notes: null,
      user_id: 9,
    });
    expect(w.bookings).toHaveLength(2);
    expect(await screen.findByRole('row', { name: /Carla Ruiz/ })).toBeInTheDocument();
  });
});
