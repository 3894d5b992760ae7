import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeeSheet, TeeSheetRow } from '@fairway/shared-api/tee-sheet';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { guest, makeBooking, makeOverview, makeRow, makeSheet, member } from '../../test/teeTimes';
import { formatDay, mondayOf, todayIso } from '../../shared/utils/dates';
import { OLD_COURSE, PARK_COURSE } from '../../test/courses';
import { TeeSheetPage } from './components/TeeSheetPage';
import { useTeeSheetStore } from './stores/teeSheetStore';

const STAFF = ['self:use', 'courses:read', 'tee_times:book', 'tee_sheet:manage'];
const SHEET = '/api/settings/tee-times/sheet/:courseId';
const OVERVIEW = '/api/settings/tee-times/overview-data/:courseId';
const BLOCK = '/api/settings/tee-times/:id/block';
const BOOKING = '/api/settings/tee-time-bookings/:id';

let api: ApiServer;
let rows: { early: TeeSheetRow; blocked: TeeSheetRow; free: TeeSheetRow };

function sheetFor(date: string): TeeSheet {
  return makeSheet(date, [rows.early, rows.blocked, rows.free]);
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
  const today = todayIso();
  rows = {
    early: makeRow(today, '09:00', [
      makeBooking({
        id: 61,
        players: [member(7, 'Sam Smith'), guest('Jo Bloggs')],
        player_count: 2,
        created_at: '2026-03-01T08:00:00.000Z',
      }),
      makeBooking({
        id: 62,
        players: [member(8, 'Kim Lee')],
        created_at: '2026-03-02T08:00:00.000Z',
      }),
    ]),
    blocked: makeRow(today, '09:10', [], { is_blocked: true, block_reason: 'Club competition' }),
    free: makeRow(today, '09:20'),
  };
  api.on('GET', '/api/settings/courses', json([OLD_COURSE, PARK_COURSE]));
  api.on('GET', SHEET, (req) => json(sheetFor(req.query.get('date')!)));
  api.on('GET', OVERVIEW, (req) =>
    json(makeOverview(req.query.get('start_date')!, [0.5, 0.25, 0.75, 0.1, 0.9, 1, 0.6])),
  );
});

async function openSheet() {
  const user = userEvent.setup();
  renderAt('/courses/tee-sheet', <TeeSheetPage />);
  const table = await screen.findByRole('table', {
    name: `Tee sheet, Old Course, ${formatDay(todayIso())}`,
  });
  return { user, table };
}

const cellsOf = (table: HTMLElement, time: string) =>
  within(within(table).getByRole('rowheader', { name: time }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('tee sheet', () => {
  it('shows each time with its players by place, guests marked, and blocked times with their reason', async () => {
    const { table } = await openSheet();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Time', 'Place 1', 'Place 2', 'Place 3', 'Place 4', 'Actions']);
    expect(cellsOf(table, '09:00').slice(0, 4)).toEqual([
      'Sam Smith',
      'Jo Bloggs Guest',
      'Kim Lee',
      'Open',
    ]);
    expect(cellsOf(table, '09:10')[0]).toBe('Blocked Club competition');
    expect(cellsOf(table, '09:20').slice(0, 4)).toEqual(['Open', 'Open', 'Open', 'Open']);
    expect(
      screen.getByText('3 of 8 places booked · 38% utilisation · 1 time blocked'),
    ).toBeVisible();

    const [sheetCall] = api.calls('GET', SHEET);
    expect(sheetCall!.params.courseId).toBe('1');
    expect(sheetCall!.query.get('date')).toBe(todayIso());
  });

  it("charts the week's utilisation from Monday to Sunday", async () => {
    await openSheet();
    expect(await screen.findByRole('img', { name: /Utilisation this week/ })).toBeInTheDocument();
    const [call] = api.calls('GET', OVERVIEW);
    const monday = mondayOf(todayIso());
    expect(call!.query.get('start_date')).toBe(monday);
    expect(call!.query.get('end_date')).toBe(
      new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10),
    );
    // The screen-reader table of the chart holds the figures.
    expect(screen.getByRole('cell', { name: '90%' })).toBeInTheDocument();
  });

  it('blocks a time: the reason is required (at least 3 characters) and sent', async () => {
    api.on('PUT', BLOCK, (req) =>
      json({ ...rows.free, bookings: undefined, is_blocked: true, ...(req.body as object) }),
    );
    const { user } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Actions for 09:20' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block…' }));
    const dialog = screen.getByRole('dialog', { name: 'Block 09:20' });
    const reason = within(dialog).getByRole('textbox', { name: /reason/i });
    await user.type(reason, 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Block time' }));
    expect(reason).toHaveAccessibleDescription(/Reason must be at least 3 characters/);
    expect(api.calls('PUT', BLOCK)).toHaveLength(0);

    rows.free = { ...rows.free, is_blocked: true, block_reason: 'Greens maintenance' };
    await user.type(reason, 'c greens');
    await user.click(within(dialog).getByRole('button', { name: 'Block time' }));
    expect(await screen.findAllByText('09:20 is blocked')).not.toHaveLength(0);
    const [put] = api.calls('PUT', BLOCK);
    expect(put!.params.id).toBe(String(rows.free.id));
    expect(put!.body).toEqual({ reason: 'abc greens' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(cellsOf(screen.getByRole('table', { name: /Tee sheet/ }), '09:20')[0]).toBe(
        'Blocked Greens maintenance',
      ),
    );
  });

  it('unblocks a blocked time', async () => {
    api.on('DELETE', BLOCK, () => json({ ...rows.blocked, is_blocked: false, block_reason: null }));
    const { user } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Actions for 09:10' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unblock' }));
    expect(await screen.findByText('09:10 is open for booking again')).toBeInTheDocument();
    expect(api.calls('DELETE', BLOCK)[0]!.params.id).toBe(String(rows.blocked.id));
  });

  it("moves a booking; a taken time's 409 is shown in the dialog", async () => {
    let refuse = true;
    api.on('PUT', BOOKING, (req) =>
      refuse
        ? apiError(409, 'conflict', 'Selected tee time is not available')
        : json({ ...rows.early.bookings[0]!, ...(req.body as object) }),
    );
    const { user } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Actions for 09:00' }));
    await user.click(screen.getByRole('menuitem', { name: "Move Sam Smith's booking…" }));
    const dialog = screen.getByRole('dialog', { name: "Move Sam Smith's booking" });
    const time = within(dialog).getByLabelText(/start time/i);
    await user.clear(time);
    await user.type(time, '10:20');
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Selected tee time is not available',
    );
    const [put] = api.calls('PUT', BOOKING);
    expect(put!.params.id).toBe('61');
    expect(put!.body).toEqual({ date: todayIso(), start_time: '10:20' });

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(
      await screen.findByText(`Sam Smith's booking is moved to 10:20 on ${formatDay(todayIso())}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels a booking after confirming', async () => {
    api.on('DELETE', BOOKING, (req) =>
      json({ ...rows.early.bookings[1]!, id: Number(req.params.id), status: 'cancelled' }),
    );
    const { user } = await openSheet();
    await user.click(screen.getByRole('button', { name: 'Actions for 09:00' }));
    await user.click(screen.getByRole('menuitem', { name: "Cancel Kim Lee's booking…" }));
    const confirm = screen.getByRole('alertdialog', { name: "Cancel Kim Lee's booking at 09:00?" });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findAllByText("Kim Lee's booking at 09:00 is cancelled")).not.toHaveLength(
      0,
    );
    expect(api.calls('DELETE', BOOKING)[0]!.params.id).toBe('62');
  });

  it('shows a closed day with its reason', async () => {
    api.on('GET', SHEET, (req) =>
      json(
        makeSheet(req.query.get('date')!, [], {
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

  it('changes course and day', async () => {
    const { user } = await openSheet();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'Park Course');
    await waitFor(() => expect(api.calls('GET', SHEET).at(-1)!.params.courseId).toBe('2'));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(api.calls('GET', SHEET)).toHaveLength(3));
    expect(api.calls('GET', SHEET).at(-1)!.query.get('date')).not.toBe(todayIso());
  });

  it('says why the sheet could not be loaded', async () => {
    api.on('GET', SHEET, apiError(500, 'internal', 'Something went wrong on our side'));
    renderAt('/courses/tee-sheet', <TeeSheetPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The tee sheet could not be loaded');
  });
});
