import { act, screen, waitFor, within } from '@testing-library/react';
import { LiveMessage } from '@fairway/shared-ui';
import type { TeeSheetRow } from '@fairway/shared-api/tee-sheet';
import { json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../../test/render';
import { OLD_COURSE, PARK_COURSE, makeStatus } from '../../../test/courses';
import { makeAvailable } from '../../../test/teeTimes';
import {
  deskBooking as makeBooking,
  deskRow as makeRow,
  deskSheet as makeSheet,
  makeOverview,
  member,
} from '../testing/deskFixtures';
import { addDays, formatDay, mondayOf, todayIso } from '../../../shared/utils/dates';
import { BookTeeTimePage } from '../../booking/components/BookTeeTimePage';
import { useBookingStore } from '../../booking/stores/bookingStore';
import { TeeSheetPage } from '../components/TeeSheetPage';
import { useTeeSheetStore } from '../stores/teeSheetStore';
import { useTeeSheet } from './useTeeSheet';
import { emitLive, reconnectLive } from './liveTesting';

const STAFF = ['self:use', 'courses:read', 'tee_times:book', 'tee_sheet:manage'];
const MEMBER = ['self:use', 'courses:read', 'tee_times:book'];
const SHEET = '/api/settings/tee-times/sheet/:courseId';
const OVERVIEW = '/api/settings/tee-times/overview-data/:courseId';
const AVAILABLE = '/api/settings/tee-times/available-with-booking-info/:courseId';

let api: ApiServer;
let nine: TeeSheetRow;
let today: string;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  useTeeSheetStore.getState().reset();
  useBookingStore.setState({ courseId: null });
  today = todayIso();
  nine = makeRow(today, '09:00');
  api.on('GET', '/api/settings/courses', json([OLD_COURSE, PARK_COURSE]));
  api.on('GET', SHEET, (req) => json(makeSheet(req.query.get('date')!, [nine])));
  api.on('GET', OVERVIEW, (req) =>
    json(makeOverview(req.query.get('start_date')!, [0.5, 0.25, 0.75, 0.1, 0.9, 1, 0.6])),
  );
});

/** Somebody else books 09:00 for Sam Smith. */
function bookedElsewhere() {
  nine = makeRow(today, '09:00', [makeBooking({ players: [member(7, 'Sam Smith')] })]);
}

async function openSheet() {
  signInWith(STAFF, 5);
  renderAt('/courses/tee-sheet', <TeeSheetPage />);
  return screen.findByRole('table', { name: `Tee sheet, Old Course, ${formatDay(today)}` });
}

describe("the staff tee sheet follows others' changes", () => {
  it('reloads once for a burst of changes to the day shown, keeping the sheet on screen', async () => {
    const table = await openSheet();
    await waitFor(() => expect(api.calls('GET', OVERVIEW)).toHaveLength(1));
    expect(within(table).queryByText('Sam Smith')).not.toBeInTheDocument();

    bookedElsewhere();
    api.on('GET', SHEET, (req) => ({
      ...json(makeSheet(req.query.get('date')!, [nine])),
      delayMs: 300,
    }));
    act(() => {
      for (let i = 0; i < 3; i++) emitLive('tee-sheet.changed', { course_id: 1, date: today });
    });
    await waitFor(() => expect(api.calls('GET', SHEET)).toHaveLength(2));
    // While the new answer is on its way the old sheet stays (no spinner, no flicker).
    expect(screen.getByRole('table', { name: /Tee sheet/ })).toBe(table);
    expect(await within(table).findByText('Sam Smith')).toBeInTheDocument();
    expect(api.calls('GET', SHEET)).toHaveLength(2);
    // The week's chart counts today's new booking too.
    await waitFor(() => expect(api.calls('GET', OVERVIEW)).toHaveLength(2));
  });

  it("ignores another course and another week; another day of the week reloads only the week's chart", async () => {
    await openSheet();
    await waitFor(() => expect(api.calls('GET', OVERVIEW)).toHaveLength(1));
    const sameWeek = mondayOf(today) === today ? addDays(today, 1) : mondayOf(today);
    act(() => {
      emitLive('tee-sheet.changed', { course_id: 2, date: today });
      emitLive('tee-sheet.changed', { course_id: 1, date: addDays(today, 14) });
    });
    act(() => emitLive('tee-sheet.changed', { course_id: 1, date: sameWeek }));
    await waitFor(() => expect(api.calls('GET', OVERVIEW)).toHaveLength(2));
    expect(api.calls('GET', SHEET)).toHaveLength(1);
    expect(api.calls('GET', OVERVIEW)[1]!.query.get('start_date')).toBe(mondayOf(today));
  });

  it('loads the sheet and the week again after the live stream reconnects', async () => {
    const table = await openSheet();
    await waitFor(() => expect(api.calls('GET', OVERVIEW)).toHaveLength(1));
    bookedElsewhere();
    act(() => reconnectLive());
    expect(await within(table).findByText('Sam Smith')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', OVERVIEW)).toHaveLength(2));
  });
});

/** What the sheet's screen renders with the hook: the grid's state and the polite announcement. */
function SheetProbe() {
  const sheet = useTeeSheet(1, today);
  const players = sheet.data?.rows.flatMap((r) => r.bookings.map((b) => b.user_name)) ?? [];
  return (
    <>
      <LiveMessage text={sheet.liveAnnouncement} />
      <p>Players: {players.join(', ') || 'none'}</p>
      <p>{sheet.loading ? 'Loading' : 'Loaded'}</p>
    </>
  );
}

describe('the announcement', () => {
  it('says "Tee sheet updated" when a change brought something new, and again for the next one', async () => {
    signInWith(STAFF, 5);
    renderAt('/probe', <SheetProbe />);
    await screen.findByText('Players: none');
    const status = screen.getByRole('status');

    // An echo of a change this screen already shows is not announced.
    act(() => emitLive('tee-sheet.changed', { course_id: 1, date: today }));
    await waitFor(() => expect(api.calls('GET', SHEET)).toHaveLength(2));
    await screen.findByText('Loaded');
    await act(async () => undefined);
    expect(status).toHaveTextContent(/^$/);

    bookedElsewhere();
    act(() => emitLive('tee-sheet.changed', { course_id: 1, date: today }));
    await screen.findByText('Players: Sam Smith');
    await waitFor(() => expect(status).toHaveTextContent('Tee sheet updated'));
    const first = status.textContent;

    nine = makeRow(today, '09:00', [
      makeBooking({ players: [member(7, 'Sam Smith')] }),
      makeBooking({ players: [member(8, 'Kim Lee')] }),
    ]);
    act(() => emitLive('tee-sheet.changed', { course_id: 1, date: today }));
    await screen.findByText('Players: Sam Smith, Kim Lee');
    // A different string, so screen readers read the same words out again.
    await waitFor(() => expect(status.textContent).not.toBe(first));
    expect(status).toHaveTextContent('Tee sheet updated');
  });
});

describe("the member's tee times follow others' bookings", () => {
  it('reloads the free times of the course and day shown', async () => {
    signInWith(MEMBER, 1);
    let placesTaken = 1;
    api.on('GET', '/api/settings/courses/:id/status', (req) =>
      json(makeStatus(Number(req.params.id))),
    );
    api.on('GET', AVAILABLE, (req) =>
      json([
        makeAvailable(req.query.get('date')!, '09:00', {
          course_id: Number(req.params.courseId),
          booked_players: placesTaken,
        }),
      ]),
    );
    api.on('GET', '/api/settings/tee-time-bookings/current-tee-time', json(null));
    api.on('GET', '/api/settings/tee-time-bookings/user/:id', json([]));
    api.on(
      'GET',
      '/api/settings/tee-time-bookings/rules',
      json({
        today,
        last_bookable_date: addDays(today, 14),
        max_players_per_booking: 4,
        guests_allowed: true,
        one_booking_per_member_per_day: false,
        cancellation_cutoff_hours: 24,
      }),
    );
    renderAt('/courses', <BookTeeTimePage />);
    await screen.findByRole('button', { name: '09:00, 3 places left' }, { timeout: 5000 });

    placesTaken = 3;
    act(() => emitLive('tee-sheet.changed', { course_id: 2, date: today }));
    act(() => emitLive('tee-sheet.changed', { course_id: 1, date: today }));
    expect(await screen.findByRole('button', { name: '09:00, 1 place left' })).toBeVisible();
    expect(api.calls('GET', AVAILABLE)).toHaveLength(2);
  });
});
