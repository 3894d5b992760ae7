import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPLAY_DEFAULTS, configureHttp, displayStore } from '@fairway/shared-api';
import { type AvailableTeeTime } from '@fairway/shared-api/tee-sheet';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { OLD_COURSE, PARK_COURSE, makeStatus } from '../../test/courses';
import { bookedFrom, guest, makeAvailable, makeBooking, member } from '../../test/teeTimes';
import { makeEntry } from './testing/waitlist';
import { useLocation, useNavigate } from 'react-router-dom';
import { BookTeeTimePage } from './components/BookTeeTimePage';
import { useBookingStore } from './stores/bookingStore';
import { addDays, formatDay, todayIso } from '../../shared/utils/dates';

const MEMBER = ['self:use', 'courses:read', 'tee_times:book', 'course_services:request'];
const AVAILABLE = '/api/settings/tee-times/available-with-booking-info/:courseId';
const BOOK = '/api/settings/tee-time-bookings/book';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const RULES = '/api/settings/tee-time-bookings/rules';

let api: ApiServer;

/** The club's rules as the server answers them for a member (the defaults: 14 days ahead). */
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

/** The free times of a day, as the server answers them for `date`. */
function day(date: string, courseId = 1): AvailableTeeTime[] {
  return [
    makeAvailable(date, '09:00', { course_id: courseId, booked_players: 1 }),
    makeAvailable(date, '09:10', { course_id: courseId, booked_players: 4 }),
    makeAvailable(date, '09:20', { course_id: courseId, booked_players: 2, my_booking_id: 77 }),
  ];
}

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  localStorage.clear();
  useBookingStore.setState({ courseId: null });
  signInWith(MEMBER, 1);
  api.on('GET', '/api/settings/courses', json([PARK_COURSE, OLD_COURSE]));
  api.on('GET', '/api/settings/courses/:id/status', (req) =>
    json(makeStatus(Number(req.params.id))),
  );
  api.on('GET', AVAILABLE, (req) => json(day(req.query.get('date')!, Number(req.params.courseId))));
  api.on('GET', '/api/settings/tee-time-bookings/current-tee-time', json(null));
  api.on('GET', '/api/settings/tee-time-bookings/user/:id', json([]));
  api.on('GET', RULES, json(rules()));
  api.on('POST', '/api/settings/green-fees/quote', json({ price: null }));
});

async function openPage() {
  const user = userEvent.setup();
  renderAt('/courses', <BookTeeTimePage />);
  // The first render of a run also compiles the page: allow it more than the default second.
  await screen.findByRole('button', { name: '09:00, 3 places left' }, { timeout: 5000 });
  return user;
}

describe('booking a tee time', () => {
  it("shows today's free times on the first course with the places left and the course status", async () => {
    await openPage();
    const today = todayIso();
    expect(screen.getByRole('heading', { name: `Tee times on ${formatDay(today)}` })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Course' })).toHaveDisplayValue('Old Course');
    expect(screen.getByText('The course is currently open until 18:00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '09:10, Full, join the waitlist' })).toBeEnabled();
    expect(
      screen.getByRole('button', { name: '09:20, 2 places left, your booking' }),
    ).toBeEnabled();
    expect(screen.getByText('Your booking')).toBeInTheDocument();
    expect(screen.getByText(`3 tee times on ${formatDay(today)}`)).toBeInTheDocument();
    const calls = api.calls('GET', AVAILABLE);
    expect(calls[0]!.params.courseId).toBe('1');
    expect(calls[0]!.query.get('date')).toBe(today);
  });

  it('books a time for the member and a guest with one Idempotency-Key, then refreshes', async () => {
    api.on('POST', BOOK, (req) =>
      json(
        bookedFrom(req.body, {
          players: [member(1, 'Alex Admin'), guest('Jo Bloggs')],
        }),
        201,
      ),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: '09:00, 3 places left' }));
    const dialog = screen.getByRole('dialog', { name: 'Book 09:00' });
    expect(within(dialog).getByText('You (Morgan Member)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add a guest' }));
    await user.type(within(dialog).getByRole('textbox', { name: /guest 1 name/i }), 'Jo Bloggs');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Carts' }), '1');
    await user.type(within(dialog).getByRole('textbox', { name: /notes/i }), 'Left-handed');
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:00' }));

    expect(
      await screen.findByText(`Booked: 09:00 on ${formatDay(todayIso())}, Old Course`),
    ).toBeInTheDocument();
    // Not only a toast: the page shows the confirmation, and its heading has the focus.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const done = await screen.findByRole('region', { name: 'You are booked' });
    await waitFor(() =>
      expect(within(done).getByRole('heading', { name: 'You are booked' })).toHaveFocus(),
    );
    expect(
      within(done).getByText(`09:00 on ${formatDay(todayIso())}, Old Course`),
    ).toBeInTheDocument();
    expect(within(done).getByText('Alex Admin, Jo Bloggs (guest)')).toBeInTheDocument();
    expect(
      within(done).getByRole('link', {
        name: `Add to calendar: 09:00 on ${formatDay(todayIso())}`,
      }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/settings\/tee-time-bookings\/\d+\/calendar\.ics$/),
    );
    expect(within(done).getByRole('link', { name: 'View my bookings' })).toHaveAttribute(
      'href',
      '/courses/my-bookings',
    );
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'You are booked' })).not.toBeInTheDocument();
    const [post] = api.calls('POST', BOOK);
    expect(post!.body).toEqual({
      course_id: 1,
      date: todayIso(),
      start_time: '09:00',
      players: [{ user_id: 1 }, { guest_name: 'Jo Bloggs' }],
      carts: 1,
      holes: 18,
      notes: 'Left-handed',
    });
    expect(post!.headers['idempotency-key']).toMatch(UUID);
    await waitFor(() => expect(api.calls('GET', AVAILABLE)).toHaveLength(2));
  });

  it('checks guest names before sending and offers no more players than places left', async () => {
    api.on('GET', AVAILABLE, (req) =>
      json([makeAvailable(req.query.get('date')!, '09:30', { booked_players: 2 })]),
    );
    const user = userEvent.setup();
    renderAt('/courses', <BookTeeTimePage />);
    await user.click(
      await screen.findByRole('button', { name: '09:30, 2 places left' }, { timeout: 5000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Book 09:30' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a guest' }));
    expect(within(dialog).getByRole('button', { name: 'Add a guest' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /guest 1 name/i }), 'J');
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:30' }));
    const name = within(dialog).getByRole('textbox', { name: /guest 1 name/i });
    expect(name).toHaveAccessibleDescription('Guest name must be at least 2 characters');
    await waitFor(() => expect(name).toHaveFocus());
    expect(api.calls('POST', BOOK)).toHaveLength(0);
  });

  it("shows a 409's 'Selected tee time is not available' in the dialog and refreshes the times", async () => {
    api.on('POST', BOOK, apiError(409, 'conflict', 'Selected tee time is not available'));
    const user = await openPage();
    api.on('GET', AVAILABLE, (req) =>
      json([makeAvailable(req.query.get('date')!, '09:00', { booked_players: 4 })]),
    );
    await user.click(screen.getByRole('button', { name: '09:00, 3 places left' }));
    const dialog = screen.getByRole('dialog', { name: 'Book 09:00' });
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:00' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/^Selected tee time is not available$/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByRole('button', { name: '09:00, Full, join the waitlist' }),
    ).toBeInTheDocument();
  });

  it("shows 'Course is closed on the selected date' from a 400 the same way", async () => {
    api.on('POST', BOOK, apiError(400, 'bad_request', 'Course is closed on the selected date'));
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: '09:00, 3 places left' }));
    const dialog = screen.getByRole('dialog', { name: 'Book 09:00' });
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Course is closed on the selected date$/,
    );
    await waitFor(() => expect(api.calls('GET', AVAILABLE)).toHaveLength(2));
  });

  it('retries after a network failure with the same Idempotency-Key', async () => {
    // A server that takes the request and drops the connection: the booking may or may not exist.
    const dropped: string[] = [];
    // Only the booking attempt counts: a background read that reaches it meanwhile (the page's
    // own refresh, on a slow machine) is dropped too but is not a booking.
    const flaky: Server = createServer((req) => {
      if (req.method === 'POST') dropped.push(String(req.headers['idempotency-key']));
      req.socket.destroy();
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    api.on('POST', BOOK, (req) => json(bookedFrom(req.body), 201));
    try {
      const user = await openPage();
      await user.click(screen.getByRole('button', { name: '09:00, 3 places left' }));
      const dialog = screen.getByRole('dialog', { name: 'Book 09:00' });

      configureHttp({ baseUrl: `http://127.0.0.1:${(flaky.address() as AddressInfo).port}/api` });
      await user.click(within(dialog).getByRole('button', { name: 'Book 09:00' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Could not reach the server; check your connection',
      );
      expect(within(dialog).getByRole('alert')).toHaveTextContent('you will not be booked twice');

      configureHttp({ baseUrl: `${api.url}/api` });
      await user.click(within(dialog).getByRole('button', { name: 'Try booking again' }));
      expect(await screen.findByRole('region', { name: 'You are booked' })).toBeInTheDocument();
      expect(dropped).toHaveLength(1);
      expect(dropped[0]).toMatch(UUID);
      expect(api.calls('POST', BOOK)[0]!.headers['idempotency-key']).toBe(dropped[0]);
    } finally {
      configureHttp({ baseUrl: `${api.url}/api` });
      flaky.closeAllConnections();
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
    }
  });

  it('uses a new Idempotency-Key for a new attempt after a refusal', async () => {
    api.on('POST', BOOK, apiError(409, 'conflict', 'Selected tee time is not available'));
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: '09:00, 3 places left' }));
    const dialog = screen.getByRole('dialog', { name: 'Book 09:00' });
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:00' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:00' }));
    await waitFor(() => expect(api.calls('POST', BOOK)).toHaveLength(2));
    const [first, second] = api.calls('POST', BOOK);
    expect(first!.headers['idempotency-key']).not.toBe(second!.headers['idempotency-key']);
    // Each refusal reloads the times.
    await waitFor(() => expect(api.calls('GET', AVAILABLE)).toHaveLength(3));
  });

  it('shows an empty state and the status message on a closed day', async () => {
    api.on('GET', AVAILABLE, json([]));
    api.on(
      'GET',
      '/api/settings/courses/:id/status',
      json(
        makeStatus(1, {
          is_open_now: false,
          message: 'The course is closed today. It opens again tomorrow at 07:00.',
        }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/courses', <BookTeeTimePage />);
    expect(await screen.findByText('No tee times on this date')).toBeInTheDocument();
    expect(
      await screen.findByText('The course is closed today. It opens again tomorrow at 07:00.'),
    ).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Next day' })[0]!);
    await waitFor(() =>
      expect(api.calls('GET', AVAILABLE).map((c) => c.query.get('date'))).toEqual([
        todayIso(),
        addDays(todayIso(), 1),
      ]),
    );
  });

  it('does not go back before today, and moves day by day', async () => {
    const user = await openPage();
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(api.calls('GET', AVAILABLE)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeEnabled();
  });

  it("marks the member's booked days on the calendar and opens a day chosen there", async () => {
    const booked = addDays(todayIso(), 3);
    api.on(
      'GET',
      '/api/settings/tee-time-bookings/user/:id',
      json([makeBooking({ date: booked, start_time: '11:00' })]),
    );
    const user = await openPage();
    expect(screen.getByRole('grid', { name: /booking date/i })).toBeInTheDocument();
    if (booked.slice(0, 7) !== todayIso().slice(0, 7)) {
      await user.click(screen.getByRole('button', { name: 'Next month' }));
    }
    await user.click(await screen.findByRole('button', { name: /you have a booking/ }));
    expect(
      await screen.findByRole('heading', { name: `Tee times on ${formatDay(booked)}` }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('GET', AVAILABLE).map((c) => c.query.get('date'))).toContain(booked),
    );
  });

  it('remembers the chosen course', async () => {
    const user = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'Park Course');
    await waitFor(() => expect(api.calls('GET', AVAILABLE).at(-1)!.params.courseId).toBe('2'));
    expect(useBookingStore.getState().courseId).toBe(2);
    expect(JSON.parse(localStorage.getItem('fairway.courses.booking')!).state).toEqual({
      courseId: 2,
    });
  });

  it('says why the times could not be loaded, with a retry', async () => {
    api.on('GET', AVAILABLE, apiError(500, 'internal', 'Something went wrong on our side'));
    renderAt('/courses', <BookTeeTimePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The tee times could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

/** The page with what a browser adds: its address and a Back button. */
function PageInBrowser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <BookTeeTimePage />
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

describe('the day in the address (defect 8)', () => {
  it('opens the day named in the address, as after a reload or from a shared link', async () => {
    const day2 = addDays(todayIso(), 2);
    renderAt(`/courses?date=${day2}`, <BookTeeTimePage />);
    expect(
      await screen.findByRole(
        'heading',
        { name: `Tee times on ${formatDay(day2)}` },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await screen.findByRole('button', { name: '09:00, 3 places left' });
    expect(api.calls('GET', AVAILABLE).map((c) => c.query.get('date'))).toEqual([day2]);
  });

  it('puts each day chosen in the address, and Back returns to the previous day', async () => {
    const user = userEvent.setup();
    renderAt('/courses', <PageInBrowser />);
    await screen.findByRole('button', { name: '09:00, 3 places left' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    const day2 = addDays(todayIso(), 2);
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      `/courses?date=${day2}`,
    );
    expect(
      await screen.findByRole('heading', { name: `Tee times on ${formatDay(day2)}` }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    const day1 = addDays(todayIso(), 1);
    expect(
      await screen.findByRole('heading', { name: `Tee times on ${formatDay(day1)}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      `/courses?date=${day1}`,
    );
  });

  it('shows today for a past or malformed date in the address', async () => {
    renderAt(`/courses?date=${addDays(todayIso(), -3)}`, <BookTeeTimePage />);
    expect(
      await screen.findByRole(
        'heading',
        { name: `Tee times on ${formatDay(todayIso())}` },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('the member page (defect 11)', () => {
  it("says whether the course is open now only on today's page", async () => {
    const user = await openPage();
    expect(screen.getByText('The course is currently open until 18:00.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await screen.findByRole('heading', {
      name: `Tee times on ${formatDay(addDays(todayIso(), 1))}`,
    });
    expect(screen.queryByText('The course is currently open until 18:00.')).not.toBeInTheDocument();
  });

  it('opens the booking dialog on the member, not on the member search (no phone keyboard)', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: '09:00, 3 places left' }));
    const dialog = screen.getByRole('dialog', { name: 'Book 09:00' });
    await waitFor(() => expect(within(dialog).getByText('You (Morgan Member)')).toHaveFocus());
    expect(within(dialog).getByRole('combobox', { name: 'Add a member' })).not.toHaveFocus();
  });
});

describe('her own time (defect 1)', () => {
  const mine = () =>
    makeBooking({
      id: 77,
      date: todayIso(),
      start_time: '09:20',
      players: [member(1, 'Morgan Member'), guest('Jo Bloggs')],
      player_count: 2,
    });

  it('opens her booking, never a new booking dialog', async () => {
    api.on('GET', '/api/settings/tee-time-bookings/user/:id', () => json([mine()]));
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: '09:20, 2 places left, your booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your booking at 09:20' });
    expect(screen.queryByRole('dialog', { name: /^Book / })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Morgan Member, Jo Bloggs (guest)')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/settings/tee-time-bookings/77/calendar.ics',
    );
    expect(within(dialog).queryByRole('button', { name: 'Book 09:20' })).not.toBeInTheDocument();
    // Today is inside the club's 24-hour cut-off.
    expect(
      within(dialog).getByText(
        'Can no longer be cancelled online (within 24 hours) — call the pro shop',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(api.calls('POST', BOOK)).toHaveLength(0);
  });

  it('cancels her booking from her time, outside the cut-off', async () => {
    const later = addDays(todayIso(), 4);
    api.on('GET', '/api/settings/tee-time-bookings/user/:id', () =>
      json([{ ...mine(), date: later }]),
    );
    api.on('DELETE', '/api/settings/tee-time-bookings/:id', () =>
      json({ ...mine(), date: later, status: 'cancelled' }),
    );
    const user = userEvent.setup();
    renderAt(`/courses?date=${later}`, <BookTeeTimePage />);
    await user.click(
      await screen.findByRole(
        'button',
        { name: '09:20, 2 places left, your booking' },
        { timeout: 5000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your booking at 09:20' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel booking' }));
    expect(
      within(dialog).getByText(/09:20 on .*, Old Course, for 2 players\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText(`Your booking at 09:20 on ${formatDay(later)} is cancelled`),
    ).toBeInTheDocument();
    expect(api.calls('DELETE', '/api/settings/tee-time-bookings/:id')[0]!.params.id).toBe('77');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens her booking even when her time is full, and changes its carts', async () => {
    api.on('GET', '/api/settings/tee-time-bookings/user/:id', () => json([mine()]));
    api.on('GET', AVAILABLE, (req) =>
      json([
        makeAvailable(req.query.get('date')!, '09:20', { booked_players: 4, my_booking_id: 77 }),
      ]),
    );
    api.on('PUT', '/api/settings/tee-time-bookings/:id', (req) =>
      json({ ...mine(), ...(req.body as object) }),
    );
    const user = userEvent.setup();
    renderAt('/courses', <BookTeeTimePage />);
    await user.click(
      await screen.findByRole('button', { name: '09:20, Full, your booking' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your booking at 09:20' });
    await user.click(within(dialog).getByRole('button', { name: 'Change carts or notes' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Carts' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.calls('PUT', '/api/settings/tee-time-bookings/:id')).toHaveLength(1),
    );
    const [put] = api.calls('PUT', '/api/settings/tee-time-bookings/:id');
    expect(put!.params.id).toBe('77');
    expect(put!.body).toEqual({ carts: 1, notes: null });
  });
});

describe('the waitlist', () => {
  it('joins the waitlist for a full time', async () => {
    api.on('POST', '/api/settings/tee-time-waitlist', (req) =>
      json(makeEntry({ ...(req.body as object), to_time: '09:10', date: todayIso() }), 201),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: '09:10, Full, join the waitlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Join the waitlist' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Players' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(
      await screen.findByText(`You are on the waitlist for 09:10 on ${formatDay(todayIso())}`),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/tee-time-waitlist')[0]!.body).toEqual({
      course_id: 1,
      date: todayIso(),
      from_time: '09:10',
      player_count: 2,
    });
  });

  it('asks to be told when anything frees in a window', async () => {
    api.on('GET', AVAILABLE, (req) => {
      const date = req.query.get('date')!;
      return json(
        ['07:50', '08:00', '09:00', '10:00', '10:10'].map((time) =>
          makeAvailable(date, time, { booked_players: 4 }),
        ),
      );
    });
    api.on('POST', '/api/settings/tee-time-waitlist', (req) =>
      json(makeEntry({ ...(req.body as object), date: todayIso() }), 201),
    );
    const user = userEvent.setup();
    renderAt('/courses', <BookTeeTimePage />);
    await user.click(
      await screen.findByRole('button', { name: 'Tell me if anything frees' }, { timeout: 5000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Join the waitlist' });
    expect(within(dialog).getByRole('combobox', { name: 'From' })).toHaveDisplayValue('08:00');
    expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveDisplayValue('10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/settings/tee-time-waitlist')).toHaveLength(1),
    );
    expect(api.calls('POST', '/api/settings/tee-time-waitlist')[0]!.body).toEqual({
      course_id: 1,
      date: todayIso(),
      from_time: '08:00',
      to_time: '10:00',
      player_count: 1,
    });
  });
});

describe('requesting an on-course service', () => {
  beforeEach(() => {
    api.on(
      'GET',
      '/api/settings/tee-time-bookings/current-tee-time',
      json({ booking: makeBooking({ start_time: '09:10' }), state: 'in_progress' }),
    );
  });

  it('is offered during the round and sends the request', async () => {
    api.on('POST', '/api/settings/on-course-services', (req) =>
      json(
        {
          id: 1,
          ...(req.body as object),
          requested_by_user_id: 1,
          requested_by_name: 'Alex Admin',
          is_resolved: false,
          resolved_by_user_id: null,
          resolved_at: null,
          created_at: new Date().toISOString(),
        },
        201,
      ),
    );
    const user = await openPage();
    expect(screen.getByText('Your round at 09:10 on Old Course is under way')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a service' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a service' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByRole('combobox', { name: /service/i })).toHaveAccessibleDescription(
      'Choose a service',
    );

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /service/i }),
      'First aid',
    );
    await user.type(within(dialog).getByRole('spinbutton', { name: /hole number/i }), '19');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      within(dialog).getByRole('spinbutton', { name: /hole number/i }),
    ).toHaveAccessibleDescription(/Hole number must be a whole number from 1 to 18/);

    await user.clear(within(dialog).getByRole('spinbutton', { name: /hole number/i }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /hole number/i }), '7');
    await user.type(within(dialog).getByRole('textbox', { name: /description/i }), 'A player fell');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(
      await screen.findByText('First aid requested: the staff have been told'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/settings/on-course-services')[0]!.body).toEqual({
      course_id: 1,
      service_type: 'first_aid',
      hole_number: 7,
      description: 'A player fell',
    });
  });

  it('is not offered without course_services:request', async () => {
    signInWith(['self:use', 'courses:read', 'tee_times:book'], 1);
    await openPage();
    expect(screen.getByText('Your round at 09:10 on Old Course is under way')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a service' })).not.toBeInTheDocument();
  });
});

describe("the club's booking rules", () => {
  it('says when a day past the window opens, instead of moving back to the last bookable day', async () => {
    api.on('GET', RULES, json(rules({ last_bookable_date: addDays(todayIso(), 2) })));
    const far = addDays(todayIso(), 5);
    renderAt(`/courses?date=${far}`, <BookTeeTimePage />);
    expect(
      await screen.findByRole(
        'heading',
        { name: `Tee times on ${formatDay(far)}` },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        `Bookings for ${formatDay(far)} open on ${formatDay(addDays(todayIso(), 3))}`,
      ),
    ).toBeInTheDocument();
    // Nothing is asked of a day that cannot be booked yet, and no times are offered.
    expect(api.calls('GET', AVAILABLE)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /places left/ })).not.toBeInTheDocument();
    // A day past the window on the calendar says when it opens; a past day is only unavailable.
    const calendar = screen.getByRole('grid', { name: /booking date/i });
    const opening = within(calendar).getByRole('button', {
      name: new RegExp(`bookings open on ${formatDay(addDays(todayIso(), 3))}`),
    });
    expect(opening).not.toHaveAttribute('aria-disabled');
  });

  it('goes from a day past the window to the last bookable day', async () => {
    api.on('GET', RULES, json(rules({ last_bookable_date: addDays(todayIso(), 2) })));
    const user = userEvent.setup();
    renderAt(`/courses?date=${addDays(todayIso(), 9)}`, <BookTeeTimePage />);
    const last = formatDay(addDays(todayIso(), 2));
    await user.click(
      await screen.findByRole('button', { name: `Go to ${last}` }, { timeout: 5000 }),
    );
    expect(
      await screen.findByRole('heading', { name: `Tee times on ${last}` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '09:00, 3 places left' })).toBeEnabled();
  });

  it('offers no guests when the club does not take them', async () => {
    api.on('GET', RULES, json(rules({ guests_allowed: false })));
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: '09:00, 3 places left' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book 09:00' });
    await within(dialog).findByText(/The club does not take guests/);
    expect(within(dialog).queryByRole('button', { name: 'Add a guest' })).toBeNull();
  });
});

describe("in the club's language and formats", () => {
  it('speaks Spanish with DD/MM/YYYY dates and 24-hour times', async () => {
    displayStore.setState({
      club: { ...DISPLAY_DEFAULTS, locale: 'es-ES', date_format: 'DD/MM/YYYY', time_format: '24h' },
      language: '',
    });
    renderAt('/courses', <BookTeeTimePage />);
    expect(
      await screen.findByRole('button', { name: '09:00, Quedan 3 plazas' }, { timeout: 5000 }),
    ).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Reservar una salida', level: 1 })).toBeVisible();
    expect(
      screen.getByRole('button', { name: '09:20, Quedan 2 plazas, su reserva' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Campo' })).toBeVisible();
    // The day as the club writes it, next to the date field.
    const [y, m, d] = todayIso().split('-');
    expect(screen.getByText(`${d}/${m}/${y}`)).toBeInTheDocument();
  });

  it("writes the times on a 12-hour club's clock", async () => {
    displayStore.setState({
      club: { ...DISPLAY_DEFAULTS, locale: 'en-US', date_format: 'MM/DD/YYYY', time_format: '12h' },
      language: '',
    });
    renderAt('/courses', <BookTeeTimePage />);
    expect(
      await screen.findByRole('button', { name: '9:00 AM, 3 places left' }, { timeout: 5000 }),
    ).toBeEnabled();
    const [y, m, d] = todayIso().split('-');
    expect(screen.getByText(`${m}/${d}/${y}`)).toBeInTheDocument();
  });
});
