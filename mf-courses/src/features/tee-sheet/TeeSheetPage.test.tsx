import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MoveOptions, TeeSheetRow } from '@fairway/shared-api/tee-sheet';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { addDays, formatDay, mondayOf, todayIso } from '../../shared/utils/dates';
import { OLD_COURSE, PARK_COURSE } from '../../test/courses';
import { TeeSheetPage } from './components/TeeSheetPage';
import { useTeeSheetStore } from './stores/teeSheetStore';
import {
  deskBooking,
  deskRow,
  deskSheet,
  guest,
  makeOverview,
  member,
} from './testing/deskFixtures';

const STAFF = ['self:use', 'courses:read', 'tee_times:book', 'tee_sheet:manage'];
const SHEET = '/api/settings/tee-times/sheet/:courseId';
const OVERVIEW = '/api/settings/tee-times/overview-data/:courseId';
const BLOCK = '/api/settings/tee-times/:id/block';
const BOOKING = '/api/settings/tee-time-bookings/:id';
const CHECK_IN = '/api/settings/tee-time-bookings/:id/check-in';
const PAYMENT = '/api/settings/tee-time-bookings/:id/payment';
const NO_SHOW = '/api/settings/tee-time-bookings/:id/no-show';
const MOVE_OPTIONS = '/api/settings/tee-times/move-options/:bookingId';
const RANGE = '/api/settings/tee-times/blocks';

let api: ApiServer;
let today: string;
let rows: { early: TeeSheetRow; blocked: TeeSheetRow; free: TeeSheetRow };
/** The club's clock in the sheet: minutes since midnight of today. */
let nowMinutes: number;

function sheetFor(date: string, courseId = 1) {
  return deskSheet(date, [rows.early, rows.blocked, rows.free], {
    course_id: courseId,
    now: { date: today, minutes: nowMinutes },
  });
}

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
  nowMinutes = 0;
  rows = {
    early: deskRow(today, '09:00', [
      deskBooking({
        id: 61,
        players: [member(7, 'Sam Smith'), guest('Jo Bloggs')],
        player_count: 2,
        carts: 1,
        notes: 'Bringing a trolley',
        booked_by_user_id: 5,
        booked_by_name: 'Desk Staff',
        created_at: '2026-03-01T08:00:00.000Z',
      }),
      deskBooking({
        id: 62,
        players: [member(8, 'Kim Lee')],
        holes: 9,
        checked_in_at: '2026-03-01T08:40:00.000Z',
        paid_at: '2026-03-01T08:40:00.000Z',
        payment_method: 'card',
        created_at: '2026-03-02T08:00:00.000Z',
      }),
    ]),
    blocked: deskRow(today, '09:10', [], { is_blocked: true, block_reason: 'Club competition' }),
    free: deskRow(today, '09:20'),
  };
  api.on('GET', '/api/settings/courses', json([OLD_COURSE, PARK_COURSE]));
  api.on('GET', SHEET, (req) =>
    json(sheetFor(req.query.get('date')!, Number(req.params.courseId))),
  );
  api.on('GET', OVERVIEW, (req) =>
    json(makeOverview(req.query.get('start_date')!, [0.5, 0.25, 0.75, 0.1, 0.9, 1, 0.6])),
  );
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** Where the page is, and the browser's Back button. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

async function openSheet(url = '/courses/tee-sheet', day = today) {
  const user = userEvent.setup();
  renderAt(
    url,
    <>
      <TeeSheetPage />
      <LocationProbe />
    </>,
  );
  const table = await screen.findByRole('table', {
    name: `Tee sheet, Old Course, ${formatDay(day)}`,
  });
  return { user, table };
}

const rowOf = (table: HTMLElement, time: string) =>
  within(table).getByRole('rowheader', { name: time }).closest('tr')!;

const chipsOf = (table: HTMLElement, time: string) =>
  within(rowOf(table, time))
    .queryAllByRole('listitem')
    .map((chip) => chip.getAttribute('aria-label'));

describe('the desk tee sheet', () => {
  it('shows each booking as a distinct chip with its players, holes, carts, notes, booked-by and desk state; empty places are one quiet "+ Book"', async () => {
    const { user, table } = await openSheet();
    // The day shown is in the URL from the start, so the link can be shared.
    expect(screen.getByTestId('location')).toHaveTextContent(`/courses/tee-sheet?date=${today}`);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Bookings', 'Free', 'Time']);
    expect(chipsOf(table, '09:00')).toEqual([
      'Sam Smith, 2 players, 18 holes',
      'Kim Lee, 1 player, 9 holes, checked in, paid',
    ]);
    const sam = within(rowOf(table, '09:00')).getByRole('listitem', { name: /Sam Smith/ });
    expect(sam).toHaveTextContent('with Jo Bloggs (guest)');
    expect(sam).toHaveTextContent('1 cart');
    expect(sam).toHaveTextContent('Notes: Bringing a trolley');
    expect(sam).toHaveTextContent('booked by Desk Staff');
    const kim = within(rowOf(table, '09:00')).getByRole('listitem', { name: /Kim Lee/ });
    expect(kim).toHaveTextContent('Checked in');
    expect(kim).toHaveTextContent('Paid · Card');
    expect(kim).not.toHaveTextContent('booked by');

    // No "Open" repeated: a time with places shows one Book button and how many are free.
    expect(within(table).queryByText('Open')).toBeNull();
    expect(within(rowOf(table, '09:00')).getByRole('button', { name: 'Book 09:00' })).toBeVisible();
    expect(rowOf(table, '09:20')).toHaveTextContent('4 free');
    expect(within(rowOf(table, '09:10')).queryByRole('button', { name: /^Book/ })).toBeNull();
    expect(rowOf(table, '09:10')).toHaveTextContent('Blocked Club competition');

    const legend = screen.getByRole('list', { name: 'Legend' });
    for (const words of ['Booked', 'Checked in', 'No-show', 'Paid'])
      expect(within(legend).getByText(words)).toBeInTheDocument();
    expect(
      screen.getByText('3/8 places · 38% · 1 time blocked · 1 group checked in'),
    ).toBeVisible();

    // Each booking's menu names its owner: the two menus do not repeat the same labels.
    await user.click(
      screen.getByRole('button', { name: 'Booking actions for Sam Smith at 09:00' }),
    );
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Check in Sam Smith',
      'Mark Sam Smith paid…',
      'Notes for Sam Smith…',
      "Move Sam Smith's booking…",
      "Cancel Sam Smith's booking…",
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Booking actions for Kim Lee at 09:00' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Undo check-in of Kim Lee',
      'Undo payment of Kim Lee',
      'Notes for Kim Lee…',
      "Move Kim Lee's booking…",
      "Cancel Kim Lee's booking…",
    ]);
  });

  it('shows one loading state and never "No tee times" while the sheet loads', async () => {
    api.on('GET', SHEET, (req) => ({ ...json(sheetFor(req.query.get('date')!)), delayMs: 300 }));
    renderAt('/courses/tee-sheet', <TeeSheetPage />);
    await waitFor(() => expect(api.calls('GET', SHEET)).toHaveLength(1));
    const loading = screen
      .getAllByRole('status')
      .filter((s) => /Loading/.test(s.textContent ?? ''));
    expect(loading).toHaveLength(1);
    expect(screen.queryByText(/No tee times/)).toBeNull();
    expect(screen.queryByText(/Loading the week/i)).toBeNull();
    await screen.findByRole('table', { name: /Tee sheet/ });
    expect(
      screen.getAllByRole('status').filter((s) => /Loading/.test(s.textContent ?? '')),
    ).toHaveLength(0);
  });

  it("charts the week's utilisation on a fixed 0–100 % axis", async () => {
    api.on('GET', OVERVIEW, (req) =>
      json(makeOverview(req.query.get('start_date')!, [0.01, 0, 0, 0, 0, 0, 0])),
    );
    await openSheet();
    const chart = await screen.findByRole('img', { name: /Utilisation this week/ });
    const axis = Array.from(chart.querySelectorAll('text[text-anchor="end"]')).map(
      (t) => t.textContent,
    );
    expect(axis).toEqual(['0%', '25%', '50%', '75%', '100%']);
    const [call] = api.calls('GET', OVERVIEW);
    expect(call!.query.get('start_date')).toBe(mondayOf(today));
    expect(screen.getByRole('cell', { name: '1%' })).toBeInTheDocument();
  });

  it('keeps the day and the courses in the URL: a shared link opens that day, Back goes to the previous day', async () => {
    // Never today, so that T (today) has somewhere to go.
    const day = addDays(today, -3);
    const next = addDays(day, 1);
    const { user } = await openSheet(`/courses/tee-sheet?date=${day}`, day);
    expect(api.calls('GET', SHEET).at(-1)!.query.get('date')).toBe(day);

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await screen.findByRole('table', { name: `Tee sheet, Old Course, ${formatDay(next)}` });
    expect(screen.getByTestId('location')).toHaveTextContent(`/courses/tee-sheet?date=${next}`);

    // The keyboard: ] the next day, [ the previous one, T today.
    await user.keyboard(']');
    await screen.findByRole('table', {
      name: `Tee sheet, Old Course, ${formatDay(addDays(day, 2))}`,
    });

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByRole('table', { name: `Tee sheet, Old Course, ${formatDay(next)}` });
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByRole('table', { name: `Tee sheet, Old Course, ${formatDay(day)}` });

    // Two courses side by side; the URL says which.
    await user.click(screen.getByRole('checkbox', { name: 'Park Course' }));
    await screen.findByRole('table', { name: `Tee sheet, Park Course, ${formatDay(day)}` });
    expect(
      screen.getByRole('table', { name: `Tee sheet, Old Course, ${formatDay(day)}` }),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/courses/tee-sheet?date=${day}&courses=1%2C2`,
    );
    // The keys are not taken from a field (the checkbox just clicked): leave it first.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('t');
    await screen.findByRole('table', { name: `Tee sheet, Park Course, ${formatDay(today)}` });
  });

  it('loads again when the window gets focus back and every 30 s, keeping an open dialog', async () => {
    const intervals: Array<{ run: () => void; ms: number }> = [];
    const realSetInterval = window.setInterval.bind(window);
    jest.spyOn(window, 'setInterval').mockImplementation(((fn: () => void, ms?: number) => {
      intervals.push({ run: fn, ms: ms ?? 0 });
      return realSetInterval(() => undefined, 1_000_000);
    }) as typeof window.setInterval);
    const { user, table } = await openSheet();
    await user.click(within(rowOf(table, '09:20')).getByRole('button', { name: 'Book 09:20' }));
    const dialog = screen.getByRole('dialog', { name: 'Book 09:20' });

    // Someone books 09:20 from a phone; the desk's window gets focus back.
    rows.free = deskRow(today, '09:20', [deskBooking({ players: [member(9, 'Ann Phone')] })], {
      id: rows.free.id,
    });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(chipsOf(table, '09:20')).toEqual(['Ann Phone, 1 player, 18 holes']));
    expect(screen.getByRole('dialog', { name: 'Book 09:20' })).toBe(dialog);
    expect(dialog).toHaveAccessibleDescription(/3 places left/);

    // 30 s later, without any event.
    rows.blocked = deskRow(today, '09:10', [], { id: rows.blocked.id });
    const poll = intervals.find((i) => i.ms === 30_000);
    expect(poll).toBeDefined();
    const before = api.calls('GET', SHEET).length;
    act(() => poll!.run());
    await waitFor(() => expect(api.calls('GET', SHEET).length).toBe(before + 1));
    await waitFor(() => expect(rowOf(table, '09:10')).toHaveTextContent('4 free'));
    expect(screen.getByRole('dialog', { name: 'Book 09:20' })).toBe(dialog);
  });

  it('opens today at the current time with a now line; started times are dimmed and can be marked no-show', async () => {
    nowMinutes = 9 * 60 + 5;
    const scrollTo = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
      configurable: true,
      value: scrollTo,
    });
    api.on('PUT', NO_SHOW, () =>
      json({ ...rows.early.bookings[0]!, no_show_at: '2026-03-03T09:20:00Z' }),
    );
    const { user, table } = await openSheet();
    expect(rowOf(table, '09:00')).toHaveAttribute('data-past', 'true');
    expect(rowOf(table, '09:10')).toHaveAttribute('data-now', 'true');
    expect(within(rowOf(table, '09:10')).getByText('Now 09:05')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '09:10' })).toHaveAttribute(
      'aria-current',
      'time',
    );
    expect(rowOf(table, '09:20')).not.toHaveAttribute('data-past');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;

    await user.click(
      screen.getByRole('button', { name: 'Booking actions for Sam Smith at 09:00' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Mark Sam Smith no-show' }));
    expect(await screen.findAllByText('Sam Smith marked no-show at 09:00')).not.toHaveLength(0);
    const [put] = api.calls('PUT', NO_SHOW);
    expect(put!.params.id).toBe('61');
    expect(put!.body).toEqual({ no_show: true });
  });

  it('offers check-in from the day of play on, and no-show only once the time has started', async () => {
    const tomorrow = addDays(today, 1);
    const { user } = await openSheet(`/courses/tee-sheet?date=${tomorrow}`, tomorrow);
    await user.click(
      screen.getByRole('button', { name: 'Booking actions for Sam Smith at 09:00' }),
    );
    const items = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).not.toContain('Check in Sam Smith');
    expect(items).not.toContain('Mark Sam Smith no-show');
    expect(items).toContain('Mark Sam Smith paid…');
  });

  it('checks a group in and marks a booking paid with its method', async () => {
    api.on('PUT', CHECK_IN, () =>
      json({ ...rows.early.bookings[0]!, checked_in_at: '2026-03-03T08:50:00Z' }),
    );
    api.on('PUT', PAYMENT, () =>
      json({
        ...rows.early.bookings[0]!,
        paid_at: '2026-03-03T08:50:00Z',
        payment_method: 'cash',
      }),
    );
    const { user } = await openSheet();
    await user.click(
      screen.getByRole('button', { name: 'Booking actions for Sam Smith at 09:00' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Check in Sam Smith' }));
    expect(await screen.findAllByText('Sam Smith checked in at 09:00')).not.toHaveLength(0);
    expect(api.calls('PUT', CHECK_IN)[0]!.body).toEqual({ checked_in: true });

    await user.click(
      screen.getByRole('button', { name: 'Booking actions for Sam Smith at 09:00' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Mark Sam Smith paid…' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Sam Smith paid' });
    await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findAllByText('Sam Smith paid by Cash')).not.toHaveLength(0);
    expect(api.calls('PUT', PAYMENT)[0]!.body).toEqual({ paid: true, method: 'cash' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves a booking by dragging it to another time; a refusal is shown', async () => {
    let refuse = true;
    api.on('PUT', BOOKING, (req) =>
      refuse
        ? apiError(409, 'conflict', 'Selected tee time is not available')
        : json({ ...rows.early.bookings[1]!, ...(req.body as object) }),
    );
    const { table } = await openSheet();
    const drag = () => {
      const kim = within(rowOf(table, '09:00')).getByRole('listitem', { name: /Kim Lee/ });
      expect(kim).toHaveAttribute('draggable', 'true');
      const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '' };
      fireEvent.dragStart(kim, { dataTransfer });
      // A blocked time does not take it.
      expect(fireEvent.dragOver(rowOf(table, '09:10'), { dataTransfer })).toBe(true);
      expect(fireEvent.dragOver(rowOf(table, '09:20'), { dataTransfer })).toBe(false);
      fireEvent.drop(rowOf(table, '09:20'), { dataTransfer });
    };
    drag();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Kim Lee's booking could not move to 09:20: Selected tee time is not available",
    );
    const [put] = api.calls('PUT', BOOKING);
    expect(put!.params.id).toBe('62');
    expect(put!.body).toEqual({ date: today, start_time: '09:20' });

    refuse = false;
    drag();
    expect(await screen.findAllByText("Kim Lee's booking moved to 09:20")).not.toHaveLength(0);
  });

  it('moves a booking to one of the free times of the chosen day, saying why the others cannot be used', async () => {
    const options = (date: string): MoveOptions => ({
      booking_id: 61,
      date,
      player_count: 2,
      is_open: true,
      crossover_starts: false,
      times: [
        {
          tee_time_id: 1,
          start_time: '08:50',
          start_tee: 1,
          places_left: 4,
          available: false,
          reason: 'started',
          block_reason: null,
        },
        {
          tee_time_id: 2,
          start_time: '09:00',
          start_tee: 1,
          places_left: 1,
          available: false,
          reason: 'current',
          block_reason: null,
        },
        {
          tee_time_id: 3,
          start_time: '09:10',
          start_tee: 1,
          places_left: 4,
          available: false,
          reason: 'blocked',
          block_reason: 'Club competition',
        },
        {
          tee_time_id: 4,
          start_time: '09:20',
          start_tee: 1,
          places_left: 1,
          available: false,
          reason: 'full',
          block_reason: null,
        },
        {
          tee_time_id: 5,
          start_time: '09:30',
          start_tee: 1,
          places_left: 4,
          available: true,
          reason: null,
          block_reason: null,
        },
      ],
    });
    api.on('GET', MOVE_OPTIONS, (req) => json(options(req.query.get('date')!)));
    api.on('PUT', BOOKING, (req) => json({ ...rows.early.bookings[0]!, ...(req.body as object) }));
    const { user } = await openSheet();
    await user.click(
      screen.getByRole('button', { name: 'Booking actions for Sam Smith at 09:00' }),
    );
    await user.click(screen.getByRole('menuitem', { name: "Move Sam Smith's booking…" }));
    const dialog = screen.getByRole('dialog', { name: "Move Sam Smith's booking" });
    const free = await within(dialog).findByRole('radio', { name: '09:30' });
    expect(free).toBeEnabled();
    // Started times are summed up in one line, not offered.
    expect(within(dialog).queryByRole('radio', { name: '08:50' })).toBeNull();
    expect(within(dialog).getByText('Times up to 08:50 have already started.')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: '09:00' })).toHaveAccessibleDescription(
      'the booking’s time now',
    );
    expect(within(dialog).getByRole('radio', { name: '09:10' })).toHaveAccessibleDescription(
      'blocked: Club competition',
    );
    expect(within(dialog).getByRole('radio', { name: '09:20' })).toHaveAccessibleDescription(
      'not enough places (1 left)',
    );
    expect(api.calls('GET', MOVE_OPTIONS)[0]!.query.get('date')).toBe(today);

    // Another day loads that day's times.
    const tomorrow = addDays(today, 1);
    const dayField = within(dialog).getByLabelText(/^Day/);
    fireEvent.change(dayField, { target: { value: tomorrow } });
    await waitFor(() =>
      expect(api.calls('GET', MOVE_OPTIONS).at(-1)!.query.get('date')).toBe(tomorrow),
    );
    await user.click(await within(dialog).findByRole('radio', { name: '09:30' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(
      await screen.findByText(`Sam Smith's booking is moved to 09:30 on ${formatDay(tomorrow)}`),
    ).toBeInTheDocument();
    expect(api.calls('PUT', BOOKING)[0]!.body).toEqual({ date: tomorrow, start_time: '09:30' });
  });

  it('blocks the whole morning for a competition, weekly', async () => {
    api.on('POST', RANGE, () => json({ dates: [today], blocked: 3, with_bookings: 1 }));
    const { user } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Block a range… (Old Course)' }));
    const dialog = screen.getByRole('dialog', { name: 'Block or open a range at Old Course' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Whole morning (until 12:00)' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Club cup');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Repeat every week on the same day' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Block times' }));
    expect(
      await screen.findAllByText('3 times blocked; bookings there stay: move or cancel them'),
    ).not.toHaveLength(0);
    expect(api.calls('POST', RANGE)[0]!.body).toEqual({
      course_id: 1,
      date: today,
      from: '09:00',
      to: '09:20',
      reason: 'Club cup',
      repeat_weekly_until: addDays(today, 28),
    });

    // The same range opened again (no reason needed).
    api.on('POST', `${RANGE}/remove`, () => json({ dates: [today], blocked: 1, with_bookings: 0 }));
    await user.click(screen.getByRole('button', { name: 'Actions for 09:20' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block a range from 09:20…' }));
    const again = screen.getByRole('dialog', { name: 'Block or open a range at Old Course' });
    await user.click(within(again).getByRole('radio', { name: 'Open again' }));
    expect(within(again).queryByRole('textbox', { name: /Reason/ })).toBeNull();
    await user.click(within(again).getByRole('button', { name: 'Open times again' }));
    expect(await screen.findAllByText('1 time open for booking again')).not.toHaveLength(0);
    expect(api.calls('POST', `${RANGE}/remove`)[0]!.body).toEqual({
      course_id: 1,
      date: today,
      from: '09:20',
      to: '09:20',
    });
  });

  it('blocks and unblocks one time from its menu', async () => {
    api.on('PUT', BLOCK, (req) =>
      json({ ...rows.free, bookings: undefined, is_blocked: true, ...(req.body as object) }),
    );
    api.on('DELETE', BLOCK, () =>
      json({ ...rows.blocked, bookings: undefined, is_blocked: false, block_reason: null }),
    );
    const { user, table } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Actions for 09:20' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block 09:20…' }));
    const dialog = screen.getByRole('dialog', { name: 'Block 09:20' });
    const reason = within(dialog).getByRole('textbox', { name: /reason/i });
    await user.type(reason, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Block time' }));
    expect(reason).toHaveAccessibleDescription(/Reason must be at least 3 characters/);
    rows.free = { ...rows.free, is_blocked: true, block_reason: 'Greens maintenance' };
    await user.type(reason, 'c greens');
    await user.click(within(dialog).getByRole('button', { name: 'Block time' }));
    expect(await screen.findAllByText('09:20 is blocked')).not.toHaveLength(0);
    expect(api.calls('PUT', BLOCK)[0]!.body).toEqual({ reason: 'abc greens' });
    await waitFor(() =>
      expect(rowOf(table, '09:20')).toHaveTextContent('Blocked Greens maintenance'),
    );

    await user.click(screen.getByRole('button', { name: 'Actions for 09:10' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unblock 09:10' }));
    expect(await screen.findByText('09:10 is open for booking again')).toBeInTheDocument();
    expect(api.calls('DELETE', BLOCK)[0]!.params.id).toBe(String(rows.blocked.id));
  });

  it('cancels a booking after confirming', async () => {
    api.on('DELETE', BOOKING, (req) =>
      json({ ...rows.early.bookings[1]!, id: Number(req.params.id), status: 'cancelled' }),
    );
    const { user } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Booking actions for Kim Lee at 09:00' }));
    await user.click(screen.getByRole('menuitem', { name: "Cancel Kim Lee's booking…" }));
    const confirm = screen.getByRole('alertdialog', { name: "Cancel Kim Lee's booking at 09:00?" });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findAllByText("Kim Lee's booking at 09:00 is cancelled")).not.toHaveLength(
      0,
    );
    expect(api.calls('DELETE', BOOKING)[0]!.params.id).toBe('62');
  });

  it('edits the notes of a booking', async () => {
    api.on('PUT', BOOKING, (req) => json({ ...rows.early.bookings[0]!, ...(req.body as object) }));
    const { user } = await openSheet();
    await user.click(
      screen.getByRole('button', { name: 'Booking actions for Sam Smith at 09:00' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Notes for Sam Smith…' }));
    const dialog = screen.getByRole('dialog', { name: 'Notes for Sam Smith at 09:00' });
    const notes = within(dialog).getByRole('textbox', { name: /Notes/ });
    expect(notes).toHaveValue('Bringing a trolley');
    await user.clear(notes);
    await user.type(notes, 'Two trolleys');
    await user.click(within(dialog).getByRole('button', { name: 'Save notes' }));
    expect(await screen.findAllByText("Sam Smith's notes are saved")).not.toHaveLength(0);
    expect(api.calls('PUT', BOOKING)[0]!.body).toEqual({ notes: 'Two trolleys' });
  });

  it('prints the day', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows a closed day with its reason', async () => {
    api.on('GET', SHEET, (req) =>
      json(
        deskSheet(req.query.get('date')!, [], {
          is_open: false,
          closed_reason: 'Hollow tining of the greens',
        }),
      ),
    );
    renderAt('/courses/tee-sheet', <TeeSheetPage />);
    expect(await screen.findByText('The course is closed on this date')).toBeInTheDocument();
    expect(screen.getByText('Hollow tining of the greens')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Tee sheet/ })).not.toBeInTheDocument();
  });

  it('says why the sheet could not be loaded', async () => {
    api.on('GET', SHEET, apiError(500, 'internal', 'Something went wrong on our side'));
    renderAt('/courses/tee-sheet', <TeeSheetPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The tee sheet could not be loaded');
  });
});
