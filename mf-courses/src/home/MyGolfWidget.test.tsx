import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { resetStores, signInWith } from '../test/render';
import { OLD_COURSE, PARK_COURSE, makeCourse, makeStatus } from '../test/courses';
import { makeBooking, member } from '../test/teeTimes';
import { addDays, todayIso } from '../shared/utils/dates';
import { emitLive } from '../features/tee-sheet/hooks/liveTesting';
import { MyGolfWidget } from './components/MyGolfWidget';

const MEMBER = ['self:use', 'courses:read', 'tee_times:book', 'course_services:request'];
const MINE = '/api/settings/tee-time-bookings/user/:userId';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

/** A booking as the server answers it now (every field of the contract). */
const booking = (overrides: Partial<TeeTimeBooking>): TeeTimeBooking => ({
  ...makeBooking({ players: [member(7, 'Ana Ruiz'), member(8, 'Lee Park')] }),
  booked_by_name: 'Ana Ruiz',
  holes: 18,
  price: null,
  checked_in_at: null,
  paid_at: null,
  payment_method: null,
  no_show_at: null,
  ...overrides,
});

let today: string;
beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(MEMBER, 7);
  today = todayIso();
  api.on('GET', '/api/settings/courses', json([OLD_COURSE, PARK_COURSE]));
  api.on('GET', '/api/settings/courses/1/status', json(makeStatus(1)));
  api.on(
    'GET',
    '/api/settings/courses/2/status',
    json(makeStatus(2, { is_open_now: false, message: 'The course is currently closed.' })),
  );
});

describe('My golf (member home widget)', () => {
  it('names the 10th tee when my next tee time starts there (crossover starts)', async () => {
    const next = booking({ id: 92, date: addDays(today, 1), start_time: '08:30', start_tee: 10 });
    api.on('GET', MINE, json([next]));
    render(<MyGolfWidget />);
    const region = await screen.findByRole('region', { name: 'Your next tee time' });
    expect(await within(region).findByText('Tomorrow at 08:30 · 10th tee')).toBeInTheDocument();
  });

  it('shows my next tee time with a link to add it to my calendar, and whether each course is open', async () => {
    const later = booking({ id: 90, date: addDays(today, 5), start_time: '10:00' });
    const next = booking({ id: 91, date: addDays(today, 1), start_time: '08:30' });
    api.on('GET', MINE, json([later, next]));
    render(<MyGolfWidget />);

    const region = await screen.findByRole('region', { name: 'Your next tee time' });
    expect(await within(region).findByText('Tomorrow at 08:30')).toBeInTheDocument();
    expect(within(region).getByText(/Old Course · 2 players · 18 holes/)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/settings/tee-time-bookings/91/calendar.ics',
    );
    expect(within(region).getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/courses/my-bookings',
    );
    expect(api.calls('GET', MINE)[0]!.query.get('scope')).toBe('upcoming');

    const status = screen.getByRole('region', { name: 'Course status' });
    expect(
      await within(status).findByText('The course is currently open until 18:00.'),
    ).toBeInTheDocument();
    expect(await within(status).findByText('The course is currently closed.')).toBeInTheDocument();
    // The club's news does not exist yet: nothing stands in for it.
    expect(screen.queryByText(/news/i)).not.toBeInTheDocument();
  });

  it('with nothing booked: "Book a tee time", which goes to the booking page without a reload', async () => {
    api.on(
      'GET',
      MINE,
      json([booking({ id: 92, status: 'cancelled', cancelled_at: '2026-03-02T10:00:00.000Z' })]),
    );
    render(<MyGolfWidget />);
    expect(await screen.findByText('You have no tee time booked.')).toBeInTheDocument();
    const book = screen.getByRole('link', { name: 'Book a tee time' });
    expect(book).toHaveAttribute('href', '/courses');
    act(() => book.click());
    expect(window.location.pathname).toBe('/courses');
    window.history.pushState(null, '', '/');
  });

  it('follows the desk live: a booking made for me shows without a reload', async () => {
    let mine: TeeTimeBooking[] = [];
    api.on('GET', MINE, () => json(mine));
    render(<MyGolfWidget />);
    expect(await screen.findByText('You have no tee time booked.')).toBeInTheDocument();
    mine = [booking({ id: 93, date: today, start_time: '16:20' })];
    act(() => emitLive('tee-sheet.changed', { course_id: 1, date: today }));
    expect(await screen.findByText('Today at 16:20')).toBeInTheDocument();
  });

  it('shows nothing about courses while the club has none', async () => {
    api.on('GET', '/api/settings/courses', json([makeCourse(3, 'Closed', { is_active: false })]));
    api.on('GET', MINE, json([]));
    render(<MyGolfWidget />);
    expect(await screen.findByText('You have no tee time booked.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/api/settings/courses')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Course status' })).not.toBeInTheDocument();
  });
});
