import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { guest, makeBooking, member } from '../../test/teeTimes';
import { makeEntry } from './testing/waitlist';
import { clubWallClock } from './utils/clock';
import { MyBookingsPage } from './components/MyBookingsPage';
import { addDays, formatDay, relativeDay, todayIso } from '../../shared/utils/dates';

const MEMBER = ['self:use', 'courses:read', 'tee_times:book'];
const BY_USER = '/api/settings/tee-time-bookings/user/:id';
const CANCEL = '/api/settings/tee-time-bookings/:id';
const CUTOFF = 'Bookings can be cancelled up to 24 hours before the tee time';
const RULES = '/api/settings/tee-time-bookings/rules';
const WAITLIST = '/api/settings/tee-time-waitlist';

function rules(overrides: Record<string, unknown> = {}) {
  return {
    today: todayIso(),
    last_bookable_date: addDays(todayIso(), 14),
    max_players_per_booking: 4,
    guests_allowed: true,
    one_booking_per_member_per_day: false,
    cancellation_cutoff_hours: 24,
    ...overrides,
  };
}

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
  api.on('GET', RULES, json(rules()));
  api.on('GET', WAITLIST, json([]));
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

describe('the cancellation cut-off (defect 3)', () => {
  it('offers Cancel only outside the cut-off and says why not inside it', async () => {
    api.on('GET', RULES, json(rules({ cancellation_cutoff_hours: 48 })));
    // Tomorrow at this very minute on the club's clock: 24 hours away, inside a 48-hour cut-off.
    const now = clubWallClock(new Date(), 'UTC');
    const hhmm = `${String(Math.floor(now.minutes / 60)).padStart(2, '0')}:${String(now.minutes % 60).padStart(2, '0')}`;
    const tomorrow = addDays(now.date, 1);
    bookings = [
      makeBooking({ id: 51, date: tomorrow, start_time: hhmm }),
      makeBooking({ id: 52, date: addDays(now.date, 5), start_time: '14:20' }),
    ];
    renderAt('/courses/my-bookings', <MyBookingsPage />);
    const soon = await screen.findByRole(
      'article',
      {
        name: new RegExp(`^${hhmm}`),
      },
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(
        within(soon).getByText(
          'Can no longer be cancelled online (within 48 hours) — call the pro shop',
        ),
      ).toBeInTheDocument(),
    );
    expect(within(soon).queryByRole('button', { name: /Cancel the booking/ })).toBeNull();
    const later = screen.getByRole('article', { name: /^14:20/ });
    expect(
      within(later).getByRole('button', {
        name: `Cancel the booking at 14:20 on ${formatDay(addDays(now.date, 5))}`,
      }),
    ).toBeEnabled();
    expect(api.calls('DELETE', CANCEL)).toHaveLength(0);
  });
});

describe('calendar', () => {
  it('offers each upcoming booking as a calendar file', async () => {
    renderAt('/courses/my-bookings', <MyBookingsPage />);
    const day = formatDay(addDays(todayIso(), 2));
    expect(
      await screen.findByRole('link', { name: `Add to calendar: 09:10 on ${day}` }),
    ).toHaveAttribute('href', '/api/settings/tee-time-bookings/41/calendar.ics');
  });

  it('makes the personal calendar feed the first time and shows its address', async () => {
    api.on('GET', '/api/settings/tee-time-bookings/calendar-feed', json(null));
    api.on(
      'POST',
      '/api/settings/tee-time-bookings/calendar-feed',
      json({ url: '/api/calendar/1.abcdefghijklmnopqrstuvwxyz.ics' }, 201),
    );
    const user = userEvent.setup();
    renderAt('/courses/my-bookings', <MyBookingsPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Subscribe to my bookings calendar' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Your bookings calendar' });
    expect(await within(dialog).findByRole('textbox', { name: 'Calendar address' })).toHaveValue(
      `${window.location.origin}/api/calendar/1.abcdefghijklmnopqrstuvwxyz.ics`,
    );
    expect(api.calls('POST', '/api/settings/tee-time-bookings/calendar-feed')).toHaveLength(1);
  });
});

describe('my waitlist', () => {
  const day = addDays(todayIso(), 3);

  it('lists the entries and leaves one', async () => {
    let entries = [
      makeEntry({ id: 7, date: day, from_time: '08:00', to_time: '10:00', player_count: 2 }),
    ];
    api.on('GET', WAITLIST, () => json(entries));
    api.on('DELETE', `${WAITLIST}/:id`, () => {
      const left = { ...entries[0]!, status: 'left' as const, position: null };
      entries = [];
      return json(left);
    });
    const user = userEvent.setup();
    renderAt('/courses/my-bookings', <MyBookingsPage />);
    const entry = await screen.findByRole('article', {
      name: `08:00–10:00, ${formatDay(day)}, Old Course`,
    });
    expect(within(entry).getByText(/for 2 players/)).toBeInTheDocument();
    await user.click(
      within(entry).getByRole('button', {
        name: `Leave the waitlist for 08:00–10:00 on ${formatDay(day)}`,
      }),
    );
    expect(
      await screen.findByText(`You left the waitlist for 08:00–10:00 on ${formatDay(day)}`),
    ).toBeInTheDocument();
    expect(await screen.findByText('You are not on any waitlist.')).toBeInTheDocument();
    expect(api.calls('DELETE', `${WAITLIST}/:id`)[0]!.params.id).toBe('7');
  });

  it('shows an offer with the time it is held until, and accepting books it', async () => {
    const expires = new Date(Date.now() + 15 * 60_000).toISOString();
    let entries = [
      makeEntry({
        id: 8,
        date: day,
        status: 'offered',
        position: null,
        offer: { tee_time_id: 3, start_time: '09:10', start_tee: 1, expires_at: expires },
      }),
    ];
    api.on('GET', WAITLIST, () => json(entries));
    api.on('POST', `${WAITLIST}/:id/accept`, () => {
      const booking = makeBooking({ id: 60, date: day, start_time: '09:10' });
      bookings = [...bookings, booking];
      entries = [];
      return json(booking, 201);
    });
    const user = userEvent.setup();
    renderAt('/courses/my-bookings', <MyBookingsPage />);
    const offer = await screen.findByRole('article', {
      name: `A place is free: 09:10 on ${formatDay(day)}`,
    });
    const held = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).format(new Date(expires));
    expect(within(offer).getByText(`Held for you until ${held}`)).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Accept the offer' }));
    expect(
      await screen.findByText(`Booked from the waitlist: 09:10 on ${formatDay(day)}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(api.calls('POST', `${WAITLIST}/:id/accept`)[0]!.params.id).toBe('8');
  });

  it('declines an offer, and an expired one cannot be accepted', async () => {
    const entries = [
      makeEntry({
        id: 9,
        date: day,
        status: 'offered',
        position: null,
        offer: {
          tee_time_id: 3,
          start_time: '09:10',
          start_tee: 1,
          expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
        },
      }),
      makeEntry({
        id: 10,
        date: day,
        from_time: '11:00',
        to_time: '11:00',
        status: 'offered',
        position: null,
        offer: {
          tee_time_id: 4,
          start_time: '11:00',
          start_tee: 1,
          expires_at: new Date(Date.now() - 60_000).toISOString(),
        },
      }),
    ];
    api.on('GET', WAITLIST, () => json(entries));
    api.on('POST', `${WAITLIST}/:id/decline`, () =>
      json({ ...entries[0]!, status: 'declined', offer: null }),
    );
    const user = userEvent.setup();
    renderAt('/courses/my-bookings', <MyBookingsPage />);
    const expired = await screen.findByRole('article', {
      name: `A place is free: 11:00 on ${formatDay(day)}`,
    });
    expect(within(expired).getByText('The offer has expired')).toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: 'Accept the offer' })).toBeNull();
    const live = screen.getByRole('article', {
      name: `A place is free: 09:10 on ${formatDay(day)}`,
    });
    await user.click(within(live).getByRole('button', { name: 'Decline the offer' }));
    expect(await screen.findByText('Offer declined: the next in line is told')).toBeInTheDocument();
    expect(api.calls('POST', `${WAITLIST}/:id/decline`)[0]!.params.id).toBe('9');
  });
});
