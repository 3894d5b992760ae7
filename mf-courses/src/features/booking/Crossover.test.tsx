import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailableTeeTime, TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { OLD_COURSE, makeCourse, makeStatus } from '../../test/courses';
import { bookedFrom, makeAvailable, makeBooking } from '../../test/teeTimes';
import { makeEntry } from './testing/waitlist';
import { BookTeeTimePage } from './components/BookTeeTimePage';
import { MyBookingsPage } from './components/MyBookingsPage';
import { useBookingStore } from './stores/bookingStore';
import { addDays, formatDay, relativeDay, todayIso } from '../../shared/utils/dates';

/**
 * Crossover starts (1st and 10th tee) on the member's screens: every time comes for both tees and
 * says which; a 10th-tee pick books the 10th tee; the waitlist offers each time once; My bookings
 * and My waitlist name the 10th tee.
 */

const MEMBER = ['self:use', 'courses:read', 'tee_times:book'];
const AVAILABLE = '/api/settings/tee-times/available-with-booking-info/:courseId';
const BOOK = '/api/settings/tee-time-bookings/book';
const WAITLIST = '/api/settings/tee-time-waitlist';
const CROSSOVER_COURSE = makeCourse(1, 'Old Course', { crossover_starts: true });

let api: ApiServer;

function rules() {
  return {
    today: todayIso(),
    last_bookable_date: addDays(todayIso(), 14),
    max_players_per_booking: 4,
    guests_allowed: true,
    one_booking_per_member_per_day: false,
    cancellation_cutoff_hours: 24,
  };
}

/** A crossover day as the server answers it: each time for the 1st, then the 10th tee. */
function crossoverDay(date: string): AvailableTeeTime[] {
  return [
    makeAvailable(date, '09:00', { start_tee: 1, booked_players: 1 }),
    makeAvailable(date, '09:00', { start_tee: 10, booked_players: 4 }),
    makeAvailable(date, '09:10', { start_tee: 1, booked_players: 4 }),
    makeAvailable(date, '09:10', { start_tee: 10 }),
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
  api.on('GET', '/api/settings/courses', json([CROSSOVER_COURSE]));
  api.on('GET', '/api/settings/courses/:id/status', (req) =>
    json(makeStatus(Number(req.params.id))),
  );
  api.on('GET', AVAILABLE, (req) => json(crossoverDay(req.query.get('date')!)));
  api.on('GET', '/api/settings/tee-time-bookings/current-tee-time', json(null));
  api.on('GET', '/api/settings/tee-time-bookings/user/:id', json([]));
  api.on('GET', '/api/settings/tee-time-bookings/rules', json(rules()));
  api.on('GET', WAITLIST, json([]));
  api.on('POST', '/api/settings/green-fees/quote', json({ price: null }));
});

async function openPage() {
  const user = userEvent.setup();
  renderAt('/courses', <BookTeeTimePage />);
  await screen.findByRole('button', { name: '09:00 · 1st tee, 3 places left' }, { timeout: 5000 });
  return user;
}

describe('booking on a course with crossover starts', () => {
  it('lists every time for the 1st and the 10th tee, each named with its tee', async () => {
    await openPage();
    const list = screen.getByRole('list', { name: `Tee times on ${formatDay(todayIso())}` });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      '09:00 · 1st tee, 3 places left',
      '09:00 · 10th tee, Full, join the waitlist',
      '09:10 · 1st tee, Full, join the waitlist',
      '09:10 · 10th tee, 4 places left',
    ]);
    expect(within(list).getAllByText('10th tee')).toHaveLength(2);
  });

  it("names the tee of the member's next round today when it is the 10th", async () => {
    api.on(
      'GET',
      '/api/settings/tee-time-bookings/current-tee-time',
      json({ booking: makeBooking({ start_time: '09:10', start_tee: 10 }), state: 'upcoming' }),
    );
    await openPage();
    expect(await screen.findByText('Next: today 09:10 · 10th tee')).toBeInTheDocument();
  });

  it('books the 10th tee when the member picks a 10th-tee time, and the confirmation says so', async () => {
    api.on('POST', BOOK, (req) => json(bookedFrom(req.body), 201));
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: '09:10 · 10th tee, 4 places left' }));
    const dialog = screen.getByRole('dialog', { name: 'Book 09:10 · 10th tee' });
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:10 · 10th tee' }));

    const done = await screen.findByRole('region', { name: 'You are booked' });
    const day = formatDay(todayIso());
    expect(within(done).getByText(`09:10 · 10th tee on ${day}, Old Course`)).toBeInTheDocument();
    const [post] = api.calls('POST', BOOK);
    expect(post!.body).toMatchObject({ start_time: '09:10', start_tee: 10 });
  });

  it('books the 1st tee without naming a tee in the request (the server default)', async () => {
    api.on('POST', BOOK, (req) => json(bookedFrom(req.body), 201));
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: '09:00 · 1st tee, 3 places left' }));
    const dialog = screen.getByRole('dialog', { name: 'Book 09:00 · 1st tee' });
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:00 · 1st tee' }));
    await screen.findByRole('region', { name: 'You are booked' });
    const [post] = api.calls('POST', BOOK);
    expect(post!.body).toMatchObject({ start_time: '09:00' });
    expect(post!.body).not.toHaveProperty('start_tee');
  });

  it("offers each time once in the waitlist's window (the waitlist is by time)", async () => {
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Tell me if anything frees' }));
    const dialog = screen.getByRole('dialog', { name: 'Join the waitlist' });
    const from = within(dialog).getByRole('combobox', { name: 'From' });
    expect(
      within(from)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['09:00', '09:10']);
  });
});

describe('a course without crossover starts', () => {
  it('names no tee', async () => {
    api.on('GET', '/api/settings/courses', json([OLD_COURSE]));
    api.on('GET', AVAILABLE, (req) => {
      const date = req.query.get('date')!;
      return json([makeAvailable(date, '09:00'), makeAvailable(date, '09:10')]);
    });
    renderAt('/courses', <BookTeeTimePage />);
    await screen.findByRole('button', { name: '09:00, 4 places left' }, { timeout: 5000 });
    expect(screen.queryByText(/1st tee|10th tee/)).not.toBeInTheDocument();
  });
});

describe('my bookings and my waitlist on the 10th tee', () => {
  it('names the 10th tee on a booking and on an offer, and not the 1st', async () => {
    const soon = addDays(todayIso(), 2);
    const bookings: TeeTimeBooking[] = [
      makeBooking({ id: 41, date: soon, start_time: '09:10', start_tee: 10 }),
      makeBooking({ id: 42, date: soon, start_time: '14:20', start_tee: 1 }),
    ];
    api.on('GET', '/api/settings/tee-time-bookings/user/:id', () => json(bookings));
    const expires = new Date(Date.now() + 15 * 60_000).toISOString();
    api.on(
      'GET',
      WAITLIST,
      json([
        makeEntry({
          id: 8,
          date: soon,
          status: 'offered',
          position: null,
          offer: { tee_time_id: 3, start_time: '08:30', start_tee: 10, expires_at: expires },
        }),
      ]),
    );
    renderAt('/courses/my-bookings', <MyBookingsPage />);
    const day = formatDay(soon);
    expect(
      await screen.findByRole('article', { name: `A place is free: 08:30 · 10th tee on ${day}` }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('article')
          .slice(0, 2)
          .map((c) => within(c).getAllByRole('heading')[0]!.textContent),
      ).toEqual([
        `09:10 · 10th tee ${relativeDay(soon, todayIso())}`,
        `14:20 ${relativeDay(soon, todayIso())}`,
      ]),
    );
    expect(
      screen.getByRole('button', { name: `Cancel the booking at 09:10 · 10th tee on ${day}` }),
    ).toBeInTheDocument();
  });
});
