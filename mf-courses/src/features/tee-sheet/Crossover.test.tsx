import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingRules, MoveOption, TeeSheetRow } from '@fairway/shared-api/tee-sheet';
import { json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { formatDay, todayIso } from '../../shared/utils/dates';
import { OLD_COURSE } from '../../test/courses';
import { bookedFrom, makeBooking } from '../../test/teeTimes';
import { TeeSheetPage } from './components/TeeSheetPage';
import { useTeeSheetStore } from './stores/teeSheetStore';
import { deskBooking, deskRow, deskSheet, makeOverview, member } from './testing/deskFixtures';

// Crossover (two-tee) starts at the desk: each time has a 1st-tee lane and a 10th-tee lane, each
// with its own "+ Book" and chips; a drop on the other lane moves the booking to that tee.

const STAFF = ['self:use', 'courses:read', 'tee_times:book', 'tee_sheet:manage'];
const SHEET = '/api/settings/tee-times/sheet/:courseId';
const OVERVIEW = '/api/settings/tee-times/overview-data/:courseId';
const BOOKING = '/api/settings/tee-time-bookings/:id';
const BOOK = '/api/settings/tee-time-bookings/book';
const PLAYERS = '/api/settings/users/member-search';
const MOVE_OPTIONS = '/api/settings/tee-times/move-options/:bookingId';
const RULES = '/api/settings/tee-time-bookings/rules';
const RULES_ANSWER: BookingRules = {
  today: todayIso(),
  last_bookable_date: null,
  max_players_per_booking: 4,
  guests_allowed: true,
  one_booking_per_member_per_day: false,
  cancellation_cutoff_hours: 24,
};

let api: ApiServer;
let today: string;
let rows: TeeSheetRow[];

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  useTeeSheetStore.getState().reset();
  signInWith(STAFF, 5);
  today = todayIso();
  const kim = deskBooking({ id: 71, tee_time_id: 901, players: [member(8, 'Kim Lee')] });
  rows = [
    deskRow(today, '09:00', [kim], { id: 901, start_tee: 1 }),
    deskRow(today, '09:00', [], { id: 902, start_tee: 10 }),
    deskRow(today, '09:10', [], { id: 903, start_tee: 1 }),
    deskRow(today, '09:10', [], {
      id: 904,
      start_tee: 10,
      is_blocked: true,
      block_reason: 'Society',
    }),
  ];
  api.on('GET', '/api/settings/courses', json([{ ...OLD_COURSE, crossover_starts: true }]));
  api.on('GET', SHEET, (req) =>
    json(deskSheet(req.query.get('date')!, rows, { crossover_starts: true })),
  );
  api.on('GET', OVERVIEW, (req) =>
    json(makeOverview(req.query.get('start_date')!, [0.5, 0.25, 0.75, 0.1, 0.9, 1, 0.6])),
  );
});

async function openSheet() {
  const user = userEvent.setup();
  renderAt('/courses/tee-sheet', <TeeSheetPage />);
  const table = await screen.findByRole('table', {
    name: `Tee sheet, Old Course, ${formatDay(today)}`,
  });
  return { user, table };
}

const laneOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr')!;

describe('crossover starts on the desk', () => {
  it('shows every time as a 1st-tee lane and a 10th-tee lane, each with its own Book and chips', async () => {
    const { table } = await openSheet();
    const headers = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.getAttribute('aria-label'));
    expect(headers).toEqual([
      '09:00 · 1st tee',
      '09:00 · 10th tee',
      '09:10 · 1st tee',
      '09:10 · 10th tee',
    ]);

    const first = laneOf(table, '09:00 · 1st tee');
    const tenth = laneOf(table, '09:00 · 10th tee');
    expect(within(first).getByRole('listitem', { name: /Kim Lee/ })).toBeInTheDocument();
    expect(within(tenth).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(first).getByRole('button', { name: 'Book 09:00 · 1st tee' })).toBeInTheDocument();
    expect(
      within(tenth).getByRole('button', { name: 'Book 09:00 · 10th tee' }),
    ).toBeInTheDocument();
    // The blocked 10th-tee lane at 09:10 says so and offers no Book; its 1st tee is open.
    const blocked = laneOf(table, '09:10 · 10th tee');
    expect(within(blocked).getByText('Society')).toBeInTheDocument();
    expect(within(blocked).queryByRole('button', { name: /^Book/ })).toBeNull();
    expect(
      within(laneOf(table, '09:10 · 1st tee')).getByRole('button', {
        name: 'Book 09:10 · 1st tee',
      }),
    ).toBeInTheDocument();
  });

  it('books the 10th tee from the 10th-tee lane', async () => {
    api.on(
      'GET',
      PLAYERS,
      json([
        {
          id: 10,
          name: 'Grace Hopper',
          email: 'grace@club.test',
          phone: null,
          member_number: null,
        },
      ]),
    );
    api.on('GET', RULES, json(RULES_ANSWER));
    api.on('POST', BOOK, (req) =>
      json(makeBooking(bookedFrom(req.body, { tee_time_id: 902, start_tee: 10 })), 201),
    );
    const { user, table } = await openSheet();
    await user.click(
      within(laneOf(table, '09:00 · 10th tee')).getByRole('button', {
        name: 'Book 09:00 · 10th tee',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Book 09:00 · 10th tee' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Booking for' }), 'grace');
    await user.click(await within(dialog).findByRole('option', { name: /^Grace Hopper\b/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:00 · 10th tee' }));
    await waitFor(() => expect(api.calls('POST', BOOK)).toHaveLength(1));
    expect(api.calls('POST', BOOK)[0]!.body).toMatchObject({
      start_time: '09:00',
      start_tee: 10,
      user_id: 10,
    });
  });

  it("moves a booking to the other tee when it is dropped on that tee's lane", async () => {
    api.on('PUT', BOOKING, (req) => json({ ...rows[0]!.bookings[0]!, ...(req.body as object) }));
    const { table } = await openSheet();
    const kim = within(laneOf(table, '09:00 · 1st tee')).getByRole('listitem', { name: /Kim Lee/ });
    const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(kim, { dataTransfer });
    // The blocked lane does not take it; the free 10th-tee lane does.
    expect(fireEvent.dragOver(laneOf(table, '09:10 · 10th tee'), { dataTransfer })).toBe(true);
    expect(fireEvent.dragOver(laneOf(table, '09:00 · 10th tee'), { dataTransfer })).toBe(false);
    fireEvent.drop(laneOf(table, '09:00 · 10th tee'), { dataTransfer });
    expect(
      await screen.findAllByText("Kim Lee's booking moved to 09:00 · 10th tee"),
    ).not.toHaveLength(0);
    expect(api.calls('PUT', BOOKING)[0]!.body).toEqual({
      date: today,
      start_time: '09:00',
      start_tee: 10,
    });
  });

  it('offers each free time on each tee in the Move dialog and moves to the chosen tee', async () => {
    const option = (start_time: string, start_tee: 1 | 10, reason: MoveOption['reason']) => ({
      tee_time_id: null,
      start_time,
      start_tee,
      places_left: reason === 'full' ? 0 : 4,
      available: reason === null,
      reason,
      block_reason: null,
    });
    api.on('GET', MOVE_OPTIONS, (req) =>
      json({
        booking_id: 71,
        date: req.query.get('date')!,
        player_count: 1,
        is_open: true,
        crossover_starts: true,
        times: [
          option('09:00', 1, 'current'),
          option('09:00', 10, null),
          option('09:10', 1, 'full'),
          option('09:10', 10, null),
        ],
      }),
    );
    api.on('PUT', BOOKING, (req) => json({ ...rows[0]!.bookings[0]!, ...(req.body as object) }));
    const { user } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Booking actions for Kim Lee at 09:00' }));
    await user.click(screen.getByRole('menuitem', { name: "Move Kim Lee's booking…" }));
    const dialog = screen.getByRole('dialog', { name: "Move Kim Lee's booking" });
    const tenth = await within(dialog).findByRole('radio', { name: '09:00 · 10th tee' });
    expect(within(dialog).getByRole('radio', { name: '09:00 · 1st tee' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: '09:10 · 1st tee' })).toBeDisabled();
    await user.click(tenth);
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    await waitFor(() => expect(api.calls('PUT', BOOKING)).toHaveLength(1));
    expect(api.calls('PUT', BOOKING)[0]!.body).toEqual({
      date: today,
      start_time: '09:00',
      start_tee: 10,
    });
  });
});
