import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { guest, makeBooking, member } from '../../test/teeTimes';
import { MyBookingsPage } from './components/MyBookingsPage';
import { addDays, formatDay, relativeDay, todayIso } from '../../shared/utils/dates';

const MEMBER = ['self:use', 'courses:read', 'tee_times:book'];
const BY_USER = '/api/settings/tee-time-bookings/user/:id';
const CANCEL = '/api/settings/tee-time-bookings/:id';
const CUTOFF = 'Bookings can be cancelled up to 24 hours before the tee time';

let api: ApiServer;
let bookings: TeeTimeBooking[];

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(MEMBER, 1);
  const soon = addDays(todayIso(), 2);
  bookings = [
    makeBooking({
      id: 41,
      date: soon,
      start_time: '09:10',
      players: [member(1, 'Alex Admin'), guest('Jo Bloggs')],
      player_count: 2,
      carts: 1,
    }),
    makeBooking({ id: 42, date: addDays(todayIso(), 5), start_time: '14:20' }),
  ];
  api.on('GET', BY_USER, () => json(bookings));
  api.on('GET', '/api/settings/tee-time-bookings/current-tee-time', json(null));
});

describe('my bookings', () => {
  it('lists upcoming bookings with course, players, carts and status', async () => {
    renderAt('/courses/my-bookings', <MyBookingsPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      `09:10 ${relativeDay(addDays(todayIso(), 2), todayIso())}`,
      `14:20 ${relativeDay(addDays(todayIso(), 5), todayIso())}`,
    ]);
    const card = cards[0]!;
    // The club's date format (DD/MM/YYYY by default), whatever the browser's locale.
    const [y, m, d] = addDays(todayIso(), 2).split('-');
    expect(within(card).getByText(`${d}/${m}/${y}`)).toBeInTheDocument();
    expect(within(card).getByText('Old Course')).toBeInTheDocument();
    expect(within(card).getByText('Alex Admin, Jo Bloggs (guest)')).toBeInTheDocument();
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    const [call] = api.calls('GET', BY_USER);
    expect(call!.params.id).toBe('1');
    expect(call!.query.get('scope')).toBe('upcoming');
  });

  it('shows all bookings, past and cancelled included, on request', async () => {
    const user = userEvent.setup();
    renderAt('/courses/my-bookings', <MyBookingsPage />);
    await screen.findAllByRole('article');
    bookings = [
      makeBooking({ id: 40, date: addDays(todayIso(), -3), status: 'cancelled' }),
      ...bookings,
    ];
    await user.click(screen.getByRole('radio', { name: 'All, including past and cancelled' }));
    await waitFor(() => expect(api.calls('GET', BY_USER)).toHaveLength(2));
    expect(api.calls('GET', BY_USER)[1]!.query.get('scope')).toBe('all');
    expect(await screen.findByRole('heading', { name: 'All bookings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    // The most recent first; a cancelled or past booking cannot be cancelled.
    const last = screen.getAllByRole('article')[2]!;
    expect(within(last).getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(within(last).queryByRole('button')).not.toBeInTheDocument();
  });

  it("cancels after confirming; the server's cut-off refusal stays in the dialog", async () => {
    let refuse = true;
    api.on('DELETE', CANCEL, (req) =>
      refuse
        ? apiError(409, 'conflict', CUTOFF)
        : json({ ...bookings[0]!, id: Number(req.params.id), status: 'cancelled' }),
    );
    const user = userEvent.setup();
    renderAt('/courses/my-bookings', <MyBookingsPage />);
    const day = formatDay(addDays(todayIso(), 2));
    await user.click(
      await screen.findByRole('button', { name: `Cancel the booking at 09:10 on ${day}` }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(confirm).toHaveAccessibleDescription(
      `09:10 on ${day}, Old Course, for 2 players. The places are freed for other members.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(confirm).findByText(CUTOFF)).toBeInTheDocument();
    expect(api.calls('DELETE', CANCEL)[0]!.params.id).toBe('41');

    refuse = false;
    bookings = bookings.slice(1);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText(`Your booking at 09:10 on ${day} is cancelled`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the booking when the member changes their mind', async () => {
    const user = userEvent.setup();
    renderAt('/courses/my-bookings', <MyBookingsPage />);
    const day = formatDay(addDays(todayIso(), 2));
    await user.click(
      await screen.findByRole('button', { name: `Cancel the booking at 09:10 on ${day}` }),
    );
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE', CANCEL)).toHaveLength(0);
  });

  it('shows an empty state with a way to book', async () => {
    bookings = [];
    const user = userEvent.setup();
    renderAt('/courses/my-bookings', <MyBookingsPage />);
    expect(await screen.findByText('No upcoming bookings')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Book a tee time' });
    expect(links.at(-1)).toHaveAttribute('href', '/courses');
    await user.click(links.at(-1)!);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('shows the round under way or the next one today on top', async () => {
    api.on(
      'GET',
      '/api/settings/tee-time-bookings/current-tee-time',
      json({ booking: makeBooking({ date: todayIso(), start_time: '14:20' }), state: 'upcoming' }),
    );
    renderAt('/courses/my-bookings', <MyBookingsPage />);
    expect(await screen.findByText('Next: today 14:20')).toBeInTheDocument();
    expect(
      api.calls('GET', '/api/settings/tee-time-bookings/current-tee-time')[0]!.query.get('user_id'),
    ).toBe('1');
  });

  it('says why the bookings could not be loaded', async () => {
    api.on('GET', BY_USER, apiError(500, 'internal', 'Something went wrong on our side'));
    renderAt('/courses/my-bookings', <MyBookingsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your bookings could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
