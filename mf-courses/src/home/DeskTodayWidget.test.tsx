import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { TeeSheetDashboard } from '@fairway/shared-api/tee-sheet';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { resetStores, signInWith } from '../test/render';
import { emitLive } from '../features/tee-sheet/hooks/liveTesting';
import { DeskTodayWidget } from './components/DeskTodayWidget';

const DASHBOARD = '/api/settings/tee-sheet/dashboard';
const STAFF = ['self:use', 'courses:read', 'tee_times:book', 'tee_sheet:manage'];

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

function makeDay(overrides: Partial<TeeSheetDashboard> = {}): TeeSheetDashboard {
  return {
    date: '2026-11-24',
    is_today: true,
    now_minutes: 8 * 60,
    rounds: 42,
    bookings: 13,
    arrivals_due: {
      bookings: 2,
      players: 6,
      next: [
        {
          booking_id: 31,
          course_id: 1,
          course_name: 'Old Course',
          start_time: '08:10',
          user_name: 'Sam Smith',
          player_count: 4,
          due_in_minutes: 10,
        },
        {
          booking_id: 32,
          course_id: 1,
          course_name: 'Old Course',
          start_time: '08:50',
          user_name: 'Ana Ruiz',
          player_count: 2,
          due_in_minutes: 50,
        },
      ],
    },
    checked_in: { bookings: 3, players: 9 },
    no_shows: { bookings: 1, players: 2 },
    places_left: 118,
    utilisation: {
      overall: 0.26,
      bands: [
        { band: 'early', capacity: 40, booked_players: 20, utilisation: 0.5 },
        { band: 'morning', capacity: 60, booked_players: 15, utilisation: 0.25 },
        { band: 'midday', capacity: 60, booked_players: 6, utilisation: 0.1 },
        { band: 'late', capacity: 40, booked_players: 1, utilisation: 0.025 },
      ],
    },
    revenue: { booked_cents: 84000, paid_cents: 30000, unpaid_cents: 54000 },
    currency: 'EUR',
    alerts: [
      {
        kind: 'blocked',
        course_id: 1,
        course_name: 'Old Course',
        start_time: '10:00',
        end_time: '11:30',
        reason: 'Junior competition',
        booking_id: null,
        user_name: null,
        player_count: null,
        amount_cents: null,
      },
      {
        kind: 'unpaid',
        course_id: 1,
        course_name: 'Old Course',
        start_time: '07:30',
        end_time: null,
        reason: null,
        booking_id: 30,
        user_name: 'Lee Park',
        player_count: 3,
        amount_cents: 13500,
      },
    ],
    courses: [
      {
        course_id: 1,
        course_name: 'Old Course',
        is_open: true,
        rounds: 42,
        bookings: 13,
        places_left: 118,
      },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(STAFF, 5);
});

describe('Today at the desk (staff home widget)', () => {
  it("shows the day's figures, utilisation by time band, the next arrivals and the alerts", async () => {
    api.on('GET', DASHBOARD, json(makeDay()));
    render(<DeskTodayWidget />);
    const region = await screen.findByRole('region', { name: 'Today at the desk' });
    const figure = (name: string) => within(region).getByRole('group', { name });
    await waitFor(() => expect(figure('Rounds booked')).toHaveTextContent('42'));
    expect(figure('Rounds booked')).toHaveTextContent('13 bookings');
    expect(figure('Arriving within an hour')).toHaveTextContent('6');
    expect(figure('Arriving within an hour')).toHaveTextContent('2 groups');
    expect(figure('Checked in')).toHaveTextContent('9');
    expect(figure('No-shows')).toHaveTextContent('2');
    expect(figure('Places left')).toHaveTextContent('118');
    expect(figure('Utilisation')).toHaveTextContent('26%');

    const chart = within(region).getByRole('img', { name: /Utilisation by time band/ });
    expect(chart).toBeInTheDocument();
    const table = within(region).getByRole('table', { name: /Utilisation by time band/ });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Time bandUtilisation',
      'Before 09:0050%',
      '09:00–12:0025%',
      '12:00–15:0010%',
      'From 15:003%',
    ]);

    expect(
      within(region).getByText(/08:10 · Sam Smith · Old Course · 4 players/),
    ).toBeInTheDocument();
    expect(within(region).getByText('in 10 min')).toBeInTheDocument();
    const alerts = within(region).getByRole('list', { name: 'Alerts' });
    expect(
      within(alerts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Old Course: 10:00–11:30 is blocked (Junior competition).',
      'Lee Park (07:30, Old Course) checked in and has not paid €135.00.',
    ]);
    expect(within(region).getByRole('link', { name: 'Open today’s tee sheet' })).toHaveAttribute(
      'href',
      '/courses/tee-sheet?date=2026-11-24',
    );
  });

  it('a quiet day: nobody due, nothing to look at', async () => {
    api.on(
      'GET',
      DASHBOARD,
      json(makeDay({ alerts: [], arrivals_due: { bookings: 0, players: 0, next: [] } })),
    );
    render(<DeskTodayWidget />);
    expect(await screen.findByText('No group is due in the next hour.')).toBeInTheDocument();
    expect(screen.getByText('Nothing needs attention.')).toBeInTheDocument();
  });

  it('follows the tee sheet live: a booking made elsewhere today changes the figures', async () => {
    let rounds = 42;
    api.on('GET', DASHBOARD, () => json(makeDay({ rounds })));
    render(<DeskTodayWidget />);
    const figure = async () => screen.findByRole('group', { name: 'Rounds booked' });
    await waitFor(async () => expect(await figure()).toHaveTextContent('42'));

    rounds = 46;
    act(() => emitLive('tee-sheet.changed', { course_id: 1, date: '2026-12-01' }));
    act(() => emitLive('tee-sheet.changed', { course_id: 1, date: '2026-11-24' }));
    await waitFor(async () => expect(await figure()).toHaveTextContent('46'));
    expect(api.calls('GET', DASHBOARD)).toHaveLength(2);
    expect(await screen.findByText('The day at the desk was updated.')).toBeInTheDocument();
  });

  it('says when the day could not be loaded, with a retry', async () => {
    api.on(
      'GET',
      DASHBOARD,
      apiError(500, 'Internal Server Error', 'The dashboard is unavailable'),
    );
    render(<DeskTodayWidget />);
    expect(await screen.findByText('The day at the desk could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
