import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { addDays } from '../../shared/utils/dates';
import { renderAt, resetStores, signInWith } from '../../test/render';
import {
  HR,
  clubToday,
  makeBooking,
  makeImage,
  makeListing,
  makeMembership,
  serveHouseRentals,
  type HouseRentalsWorld,
} from '../house-rentals/testing/fixtures';
import { BookHousePage } from './components/BookHousePage';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

/** Ana López, a member who books houses. */
const ANA = 7;
const MEMBER = ['house_rentals:book'];

function world(overrides: Partial<HouseRentalsWorld> = {}): HouseRentalsWorld {
  const w: HouseRentalsWorld = { listings: [], bookings: [], nextId: 100, ...overrides };
  serveHouseRentals(api, w, ANA);
  return w;
}

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(MEMBER, ANA);
});

const renderPage = (url = '/rentals/houses') => renderAt(url, <BookHousePage />);

/** Clicks a day of the booking calendar, turning its pages forward until the day shows. */
async function clickDay(user: ReturnType<typeof userEvent.setup>, date: string) {
  for (let i = 0; i < 13; i++) {
    const day = screen.getByRole('grid').querySelector<HTMLElement>(`[data-date="${date}"]`);
    if (day) return user.click(day);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
  }
  throw new Error(`${date} is not on the calendar`);
}

describe('book a house', () => {
  it('shows the houses to stay in as cards', async () => {
    world({
      listings: [
        makeListing({ images: [makeImage()] }),
        makeListing({
          id: 2,
          house_id: 12,
          house_name: 'Pine Lodge',
          title: 'Pine Lodge',
          is_active: false,
        }),
      ],
    });
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Houses to stay in' });
    const card = within(cards).getByRole('listitem', { name: 'Seaview Cottage by the 9th' });
    expect(card).toHaveTextContent('Cottage · Seaview Cottage');
    expect(card).toHaveTextContent('At most 4 guests');
    expect(card).toHaveTextContent('from £120.00 a night');
    expect(card.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('/settings/files/501/download'),
    );
    expect(within(cards).queryByText('Pine Lodge')).not.toBeInTheDocument();
  });

  it('says when there is nothing to book, and when the houses fail to load', async () => {
    world();
    renderPage();
    expect(await screen.findByText('No houses to book just now')).toBeInTheDocument();
    api.on('GET', `${HR}/with-details`, apiError(500, 'internal', 'Database unavailable'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('books a stay chosen on the calendar, with the price first', async () => {
    const listing = makeListing();
    const w = world({ listings: [listing] });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Choose dates at Seaview Cottage by the 9th' }),
    );
    expect(await screen.findByText(/201 free nights in this period/)).toBeInTheDocument();

    const checkIn = addDays(clubToday(), 10);
    const checkOut = addDays(clubToday(), 13);
    await clickDay(user, checkIn);
    expect(screen.getByText('Now choose the morning you leave.')).toBeInTheDocument();
    await clickDay(user, checkOut);
    expect(screen.getByLabelText(/Check-in/)).toHaveValue(checkIn);
    expect(screen.getByLabelText(/Check-out/)).toHaveValue(checkOut);
    // 3 nights × £120.00 + £40.00 cleaning, as the server will charge it.
    expect(screen.getByText('3 nights × £120.00').nextSibling).toHaveTextContent('£360.00');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('£400.00');

    await user.click(screen.getByRole('button', { name: 'Book for £400.00' }));
    expect(await screen.findByText('Seaview Cottage is booked')).toBeInTheDocument();
    expect(screen.getByText(/3 nights, £400.00 in all\. Status: Pending\./)).toBeInTheDocument();
    expect(api.calls('POST', `${HR}/bookings`)[0]!.body).toEqual({
      house_rental_id: 1,
      period_id: 31,
      check_in: checkIn,
      check_out: checkOut,
      guests: 1,
      notes: null,
    });
    expect(w.bookings).toHaveLength(1);
    // The nights just booked are no longer free.
    expect(await screen.findByText(/198 free nights in this period/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'See my stays' }));
    const stays = await screen.findByRole('list', { name: 'My stays' });
    expect(
      await within(stays).findByRole('listitem', { name: 'Seaview Cottage by the 9th' }),
    ).toHaveTextContent('£400.00 due');
  });

  it("says what is wrong before booking, and shows the server's words when someone was faster", async () => {
    const listing = makeListing();
    const w = world({ listings: [listing] });
    const user = userEvent.setup();
    renderPage('/rentals/houses?listing=1');
    expect(await screen.findByText(/201 free nights in this period/)).toBeInTheDocument();

    const checkIn = addDays(clubToday(), 10);
    await user.type(screen.getByLabelText(/Check-in/), checkIn);
    await user.type(screen.getByLabelText(/Check-out/), addDays(checkIn, 1));
    expect(await screen.findByText('Stay at least 2 nights')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Check-out/));
    await user.type(screen.getByLabelText(/Check-out/), addDays(checkIn, 4));
    expect(screen.queryByText('Stay at least 2 nights')).not.toBeInTheDocument();

    // Meanwhile another guest books two of those nights.
    w.bookings.push(
      makeBooking(
        { id: 90, user_id: 8, check_in: addDays(checkIn, 2), check_out: addDays(checkIn, 6) },
        listing,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Book for £520.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seaview Cottage is already booked for some of those nights',
    );
    // The free nights are asked again: those nights now show as taken.
    expect(await screen.findByText(/197 free nights in this period/)).toBeInTheDocument();
    expect(await screen.findByText(/Already booked on 2 of those nights/)).toBeInTheDocument();
    expect(w.bookings).toHaveLength(1);
  });

  it('books in the household’s name when the household allows it', async () => {
    signInWith([...MEMBER, 'property:reside'], ANA);
    const listing = makeListing();
    world({
      listings: [listing],
      bookings: [
        makeBooking(
          { id: 45, user_id: 8, guest_name: 'Luis López', tenant_id: 5, status: 'confirmed' },
          listing,
        ),
      ],
    });
    api.on('GET', '/api/settings/tenants/user/:userId', json(makeMembership(ANA)));
    const user = userEvent.setup();
    renderPage('/rentals/houses?listing=1');
    const bookFor = await screen.findByRole('group', { name: 'Book in the name of' });
    await user.click(within(bookFor).getByRole('radio', { name: /The López household/ }));
    await user.type(screen.getByLabelText(/Check-in/), addDays(clubToday(), 20));
    await user.type(screen.getByLabelText(/Check-out/), addDays(clubToday(), 22));
    await user.click(screen.getByRole('button', { name: 'Book for £280.00' }));
    expect(await screen.findByText('Seaview Cottage is booked')).toBeInTheDocument();
    expect(api.calls('POST', `${HR}/bookings`)[0]!.body).toMatchObject({ tenant_id: 5 });

    // My stays shows the household's stays too.
    await user.click(screen.getByRole('button', { name: 'See my stays' }));
    const stays = await screen.findByRole('list', { name: 'My stays' });
    await waitFor(() => expect(within(stays).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByText('With the stays booked for The López household.')).toBeInTheDocument();
    const luis = within(stays)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('booked by Luis López'))!;
    // Someone else's stay: no cancelling it from here.
    expect(within(luis).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('lists my stays, cancels a pending one and rates a completed one', async () => {
    const listing = makeListing();
    world({
      listings: [listing],
      bookings: [
        makeBooking({ id: 41, user_id: ANA }, listing),
        makeBooking(
          {
            id: 46,
            user_id: ANA,
            status: 'completed',
            check_in: addDays(clubToday(), -10),
            check_out: addDays(clubToday(), -7),
            amount_paid: 40000,
          },
          listing,
        ),
      ],
    });
    const user = userEvent.setup();
    renderPage('/rentals/houses?tab=stays');
    const stays = await screen.findByRole('list', { name: 'My stays' });
    const [coming, past] = await within(stays).findAllByRole('listitem');
    expect(coming).toHaveTextContent('Pending');
    expect(coming).toHaveTextContent('£400.00 due');
    expect(within(coming!).queryByRole('button', { name: /Rate/ })).not.toBeInTheDocument();
    expect(past).toHaveTextContent('Completed');
    expect(past).toHaveTextContent('Paid');
    expect(within(past!).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();

    await user.click(
      within(coming!).getByRole('button', { name: 'Cancel the stay at Seaview Cottage' }),
    );
    const confirm = screen.getByRole('alertdialog', {
      name: 'Cancel your stay at Seaview Cottage?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel stay' }));
    expect(
      await screen.findByText('Your stay at Seaview Cottage is cancelled'),
    ).toBeInTheDocument();
    expect(api.calls('PUT', `${HR}/bookings/41/status`)[0]!.body).toEqual({ status: 'cancelled' });
    await waitFor(() => expect(coming).toHaveTextContent('Cancelled'));

    await user.click(
      within(past!).getByRole('button', { name: 'Rate your stay at Seaview Cottage' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'How was your stay at Seaview Cottage?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByText('Choose a rating')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '5 – Excellent' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Wonderful week.');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you: your feedback is sent')).toBeInTheDocument();
    expect(api.calls('POST', `${HR}/feedback`)[0]!.body).toEqual({
      booking_id: 46,
      rating: 5,
      comment: 'Wonderful week.',
    });
    expect(await within(stays).findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(within(stays).queryByRole('button', { name: /Rate/ })).not.toBeInTheDocument();
  });

  it('says when I have no stays yet', async () => {
    world({ listings: [makeListing()] });
    renderPage('/rentals/houses?tab=stays');
    expect(await screen.findByText('No stays yet')).toBeInTheDocument();
  });
});
