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
    expect(screen.getByRole('button', { name: '09:10, Full' })).toBeDisabled();
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
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [post] = api.calls('POST', BOOK);
    expect(post!.body).toEqual({
      course_id: 1,
      date: todayIso(),
      start_time: '09:00',
      players: [{ user_id: 1 }, { guest_name: 'Jo Bloggs' }],
      carts: 1,
      notes: 'Left-handed',
    });
    expect(post!.headers['idempotency-key']).toMatch(UUID);
    await waitFor(() => expect(api.calls('GET', AVAILABLE)).toHaveLength(2));
  });

  it('checks guest names before sending and offers no more players than places left', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: '09:20, 2 places left, your booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Book 09:20' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a guest' }));
    expect(within(dialog).getByRole('button', { name: 'Add a guest' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /guest 1 name/i }), 'J');
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:20' }));
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
    expect(await screen.findByRole('button', { name: '09:00, Full' })).toBeDisabled();
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
    const flaky: Server = createServer((req) => {
      dropped.push(String(req.headers['idempotency-key']));
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
      expect(await screen.findByText(/^Booked: 09:00/)).toBeInTheDocument();
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
  it('offers dates only up to the last bookable date', async () => {
    api.on('GET', RULES, json(rules({ last_bookable_date: addDays(todayIso(), 2) })));
    const user = await openPage();
    const next = screen.getByRole('button', { name: /^Next day/ });
    await user.click(next);
    await user.click(next);
    await screen.findByRole('heading', {
      name: `Tee times on ${formatDay(addDays(todayIso(), 2))}`,
    });
    expect(next).toBeDisabled();
    expect(screen.getByLabelText(/^Date/)).toHaveAttribute('max', addDays(todayIso(), 2));
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
