import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingPlayerOption, BookingRules, TeeSheetRow } from '@fairway/shared-api/tee-sheet';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { bookedFrom as bookedFromRequest } from '../../test/teeTimes';
import {
  deskBooking as makeBooking,
  deskRow as makeRow,
  deskSheet as makeSheet,
  guest,
  makeOverview,
  member,
} from './testing/deskFixtures';
import { formatDay, todayIso } from '../../shared/utils/dates';
import { OLD_COURSE, PARK_COURSE } from '../../test/courses';
import { TeeSheetPage } from './components/TeeSheetPage';
import { useTeeSheetStore } from './stores/teeSheetStore';

const STAFF = ['self:use', 'courses:read', 'tee_times:book', 'tee_sheet:manage'];
const SHEET = '/api/settings/tee-times/sheet/:courseId';
const OVERVIEW = '/api/settings/tee-times/overview-data/:courseId';
// Staff pick members through the staff search: e-mail, phone and member number tell people apart.
const PLAYERS = '/api/settings/users/member-search';
const RULES = '/api/settings/tee-time-bookings/rules';
const BOOK = '/api/settings/tee-time-bookings/book';
/** What the server books of a request, with the desk fields. */
const bookedFrom = (...args: Parameters<typeof bookedFromRequest>) =>
  makeBooking(bookedFromRequest(...args));
const QUOTE = '/api/settings/green-fees/quote';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The club's members, as the server finds them by name. */
const CLUB: BookingPlayerOption[] = [
  { id: 8, name: 'Ada Lovelace' },
  { id: 9, name: 'Adam Scott' },
  { id: 10, name: 'Grace Hopper' },
];

const RULES_ANSWER: BookingRules = {
  today: todayIso(),
  last_bookable_date: null,
  max_players_per_booking: 4,
  guests_allowed: true,
  one_booking_per_member_per_day: false,
  cancellation_cutoff_hours: 24,
};

let api: ApiServer;
let rows: TeeSheetRow[];

/** The server's tee time at `time` changes (it keeps its id). */
const setRow = (time: string, row: TeeSheetRow) => {
  rows = rows.map((r) => (r.start_time === time ? { ...row, id: r.id } : r));
};

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
  rows = [
    // One place left.
    makeRow(today, '09:00', [
      makeBooking({ players: [member(7, 'Sam Smith'), guest('Jo Bloggs'), member(11, 'Kim Lee')] }),
    ]),
    makeRow(today, '09:10', [], { is_blocked: true, block_reason: 'Club competition' }),
    makeRow(today, '09:20'),
    // Full.
    makeRow(today, '09:30', [
      makeBooking({
        players: [member(12, 'Pat Green'), guest('A Guest'), guest('B Guest'), guest('C Guest')],
      }),
    ]),
  ];
  api.on('GET', '/api/settings/courses', json([OLD_COURSE, PARK_COURSE]));
  api.on('GET', SHEET, (req) => json(makeSheet(req.query.get('date')!, rows)));
  api.on('GET', OVERVIEW, (req) =>
    json(makeOverview(req.query.get('start_date')!, [0.5, 0.25, 0.75, 0.1, 0.9, 1, 0.6])),
  );
  api.on('GET', RULES, json(RULES_ANSWER));
  api.on(
    'POST',
    QUOTE,
    json({
      price: {
        currency: 'EUR',
        total_cents: 4600,
        lines: [
          { label: 'Adam Scott', rate_id: 1, rate_name: 'Member 9 holes', amount_cents: 1600 },
          { label: 'Guest', rate_id: 2, rate_name: 'Guest 9 holes', amount_cents: 2500 },
          { label: 'Cart', rate_id: 3, rate_name: 'Cart', amount_cents: 500 },
        ],
      },
    }),
  );
  api.on('GET', PLAYERS, (req) => {
    const q = req.query.get('q')!.toLowerCase();
    return json(
      CLUB.filter((m) => m.name.toLowerCase().includes(q)).map((m) => ({
        ...m,
        email: `${m.name.split(' ')[0]!.toLowerCase()}@club.test`,
        phone: null,
        member_number: null,
      })),
    );
  });
});

async function openSheet() {
  const user = userEvent.setup();
  renderAt('/courses/tee-sheet', <TeeSheetPage />);
  const table = await screen.findByRole('table', {
    name: `Tee sheet, Old Course, ${formatDay(todayIso())}`,
  });
  return { user, table };
}

async function openBooking(time: string) {
  const opened = await openSheet();
  await opened.user.click(screen.getByRole('button', { name: `Book ${time}` }));
  const dialog = screen.getByRole('dialog', { name: `Book ${time}` });
  const owner = within(dialog).getByRole('combobox', { name: 'Booking for' });
  return { ...opened, dialog, owner };
}

const chipsOf = (time: string) =>
  within(
    within(screen.getByRole('table', { name: /Tee sheet/ }))
      .getByRole('rowheader', { name: time })
      .closest('tr')!,
  )
    .queryAllByRole('listitem')
    .map((c) => c.getAttribute('aria-label'));

describe('booking on a member’s behalf from the tee sheet', () => {
  it('offers Book only on times that are not blocked and have places left', async () => {
    const { user } = await openSheet();
    const offered: Record<string, boolean> = {};
    for (const time of ['09:00', '09:10', '09:20', '09:30'])
      offered[time] = screen.queryByRole('button', { name: `Book ${time}` }) !== null;
    expect(offered).toEqual({ '09:00': true, '09:10': false, '09:20': true, '09:30': false });

    // One place left: the booking's member alone.
    await user.click(screen.getByRole('button', { name: 'Book 09:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Book 09:00' });
    expect(dialog).toHaveAccessibleDescription(
      `Old Course, ${formatDay(todayIso())} · 1 place left. A booking on a member's behalf.`,
    );
    expect(
      within(dialog).getByText("This time has room for the booking's member only."),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Add a member' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Add a guest' })).toBeNull();
  });

  it('books for a member chosen with the keyboard, with a guest: user_id names the owner, with an Idempotency-Key', async () => {
    const booked = makeBooking({
      id: 90,
      players: [member(9, 'Adam Scott'), guest('Jo Bloggs')],
      booked_by_user_id: 5,
    });
    api.on('POST', BOOK, () => {
      setRow('09:20', makeRow(todayIso(), '09:20', [booked]));
      return json({ ...booked, start_time: '09:20' }, 201);
    });
    const { user, dialog, owner } = await openBooking('09:20');
    expect(dialog).toHaveAccessibleDescription(
      `Old Course, ${formatDay(todayIso())} · 4 places left. A booking on a member's behalf.`,
    );
    // The owner's search is where focus starts.
    expect(owner).toHaveFocus();
    expect(owner).toBeRequired();

    await user.keyboard('ada');
    await within(dialog).findByRole('listbox', { name: 'Members' });
    const results = within(dialog).getByRole('listbox', { name: 'Members' });
    await waitFor(() =>
      expect(
        within(results)
          .getAllByRole('option')
          .map((o) => o.textContent),
        // Staff see each member's e-mail to tell people with like names apart.
      ).toEqual([
        expect.stringMatching(/^Ada Lovelace.*ada@club\.test/),
        expect.stringMatching(/^Adam Scott.*adam@club\.test/),
      ]),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(owner).toHaveAttribute(
      'aria-activedescendant',
      within(dialog).getByRole('option', { name: /^Adam Scott\b/ }).id,
    );
    await user.keyboard('{Enter}');

    // The search gives way to the chosen member; focus stays on the control that replaced it.
    expect(within(dialog).queryByRole('combobox', { name: 'Booking for' })).toBeNull();
    expect(within(dialog).getByText('Adam Scott')).toBeInTheDocument();
    const change = within(dialog).getByRole('button', {
      name: "Change the booking's member, Adam Scott",
    });
    await waitFor(() => expect(change).toHaveFocus());
    expect(within(dialog).getByText('The booking is for Adam Scott')).toBeInTheDocument();
    expect(api.calls('POST', BOOK)).toHaveLength(0);

    // Other players: the owner is not offered again.
    const others = within(dialog).getByRole('combobox', { name: 'Add a member' });
    await user.type(others, 'ada');
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('listbox', { name: 'Members' }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([expect.stringMatching(/^Ada Lovelace/)]),
    );
    await user.keyboard('{Escape}{Escape}');
    expect(screen.getByRole('dialog', { name: 'Book 09:20' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add a guest' }));
    const guestName = within(dialog).getByRole('textbox', { name: /guest 1 name/i });
    await waitFor(() => expect(guestName).toHaveFocus());
    await user.keyboard('Jo Bloggs');
    expect(within(dialog).getByText('Players (2 of 4)')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Holes' }), '9');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Carts' }), '1');
    // The price while booking: the owner, the guest and the cart for 9 holes.
    const price = await within(dialog).findByRole('region', { name: 'Price' });
    expect(price).toHaveTextContent(/Total.*46\.00/);
    await waitFor(() =>
      expect(api.calls('POST', QUOTE).at(-1)!.body).toEqual({
        course_id: 1,
        date: todayIso(),
        start_time: '09:20',
        holes: 9,
        players: [{ user_id: 9 }, { player_class: 'guest' }],
        carts: 1,
      }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /notes/i }), 'Phoned in');
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:20' }));

    expect(
      await screen.findByText(`Booked Adam Scott at 09:20 on ${formatDay(todayIso())}, Old Course`),
    ).toBeInTheDocument();
    const [post] = api.calls('POST', BOOK);
    expect(post!.body).toEqual({
      course_id: 1,
      date: todayIso(),
      start_time: '09:20',
      user_id: 9,
      players: [{ user_id: 9 }, { guest_name: 'Jo Bloggs' }],
      carts: 1,
      holes: 9,
      notes: 'Phoned in',
    });
    expect(post!.headers['idempotency-key']).toMatch(UUID);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The sheet is reloaded and shows the booking.
    await waitFor(() => expect(chipsOf('09:20')).toEqual(['Adam Scott, 2 players, 18 holes']));
  });

  it("shows a taken time's 409 and a closed day's 400 in the dialog, and reloads the sheet", async () => {
    const answers = [
      apiError(409, 'conflict', 'Selected tee time is not available'),
      apiError(400, 'bad_request', 'Course is closed on the selected date'),
    ];
    api.on('POST', BOOK, () => {
      // Someone else booked three places meanwhile.
      setRow(
        '09:20',
        makeRow(todayIso(), '09:20', [
          makeBooking({ players: [member(20, 'Lee Park'), guest('X Guest'), guest('Y Guest')] }),
        ]),
      );
      return answers.shift()!;
    });
    const { user, dialog, owner } = await openBooking('09:20');
    await user.type(owner, 'grace');
    await user.click(await within(dialog).findByRole('option', { name: /^Grace Hopper\b/ }));
    const sheetLoads = api.calls('GET', SHEET).length;
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:20' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Selected tee time is not available',
    );
    await waitFor(() => expect(api.calls('GET', SHEET).length).toBe(sheetLoads + 1));
    // The dialog stays open with the places that are really left now.
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        `Old Course, ${formatDay(todayIso())} · 1 place left. A booking on a member's behalf.`,
      ),
    );
    expect(chipsOf('09:20')).toEqual(['Lee Park, 3 players, 18 holes']);

    // A definite refusal: the next try is a new attempt with a new key.
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:20' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Course is closed on the selected date',
      ),
    );
    await waitFor(() => expect(api.calls('GET', SHEET).length).toBe(sheetLoads + 2));
    const [first, second] = api.calls('POST', BOOK);
    expect(first!.body).toMatchObject({ user_id: 10, players: [{ user_id: 10 }] });
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('retries after a server failure with the same Idempotency-Key', async () => {
    let fail = true;
    api.on('POST', BOOK, (req) =>
      fail
        ? apiError(503, 'unavailable', 'The service is unavailable')
        : json(bookedFrom(req.body, { players: [member(8, 'Ada Lovelace')] }), 201),
    );
    const { user, dialog, owner } = await openBooking('09:20');
    await user.type(owner, 'lovelace');
    await user.click(await within(dialog).findByRole('option', { name: /^Ada Lovelace\b/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:20' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The booking may not have been saved. Try again: the member will not be booked twice.',
    );

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try booking again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = api.calls('POST', BOOK);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });

  it('requires the booking’s member', async () => {
    api.on('POST', BOOK, (req) => json(bookedFrom(req.body), 201));
    const { user, dialog, owner } = await openBooking('09:20');
    await user.click(within(dialog).getByRole('button', { name: 'Add a guest' }));
    await user.type(within(dialog).getByRole('textbox', { name: /guest 1 name/i }), 'Jo Bloggs');
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:20' }));

    expect(owner).toHaveAccessibleDescription(/Choose the member the booking is for/);
    expect(owner).toBeInvalid();
    await waitFor(() => expect(owner).toHaveFocus());
    expect(api.calls('POST', BOOK)).toHaveLength(0);

    await user.type(owner, 'hopper');
    await within(dialog).findByRole('option', { name: /^Grace Hopper\b/ });
    await user.keyboard('{ArrowDown}{Enter}');
    // Changing the member brings the search back, without the message.
    await user.click(
      within(dialog).getByRole('button', { name: "Change the booking's member, Grace Hopper" }),
    );
    const again = within(dialog).getByRole('combobox', { name: 'Booking for' });
    await waitFor(() => expect(again).toHaveFocus());
    expect(again).not.toHaveAccessibleDescription(/Choose the member/);
    await user.type(again, 'hopper');
    await within(dialog).findByRole('option', { name: /^Grace Hopper\b/ });
    await user.keyboard('{ArrowDown}{Enter}');

    await user.click(within(dialog).getByRole('button', { name: 'Book 09:20' }));
    await waitFor(() => expect(api.calls('POST', BOOK)).toHaveLength(1));
    expect(api.calls('POST', BOOK)[0]!.body).toMatchObject({
      user_id: 10,
      players: [{ user_id: 10 }, { guest_name: 'Jo Bloggs' }],
    });
  });

  it("keeps to the club's players per booking and guests rule", async () => {
    api.on(
      'GET',
      RULES,
      json({ ...RULES_ANSWER, max_players_per_booking: 2, guests_allowed: false }),
    );
    const { dialog } = await openBooking('09:20');
    await waitFor(() => expect(within(dialog).getByText('Players (1 of 2)')).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: 'Add a guest' })).toBeNull();
    expect(
      within(dialog).getByText(
        'Up to 1 more player. The club does not take guests: only members can be added.',
      ),
    ).toBeInTheDocument();
  });
});
