import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingPlayerOption } from '@fairway/shared-api/tee-sheet';
import { apiError, json, startApiServer, type ApiServer } from '@fairway/shared-api/testing';
import { renderAt, resetStores, signInWith } from '../../test/render';
import { bookedFrom, makeAvailable } from '../../test/teeTimes';
import { PLAYER_SEARCH_DELAY_MS } from '../../shared/hooks/usePlayerSearch';
import { BookTeeTimeDialog } from './components/BookTeeTimeDialog';

const MEMBER = ['self:use', 'courses:read', 'tee_times:book'];
const PLAYERS = '/api/settings/tee-time-bookings/players';
const BOOK = '/api/settings/tee-time-bookings/book';
const QUOTE = '/api/settings/green-fees/quote';
const WORKING_OUT = 'Working out the price…';
const DATE = '2026-06-12';

/** The club's other members, as the server finds them by name. */
const CLUB: BookingPlayerOption[] = [
  { id: 8, name: 'Ada Lovelace' },
  { id: 9, name: 'Adam Scott' },
  { id: 10, name: 'Grace Hopper' },
];

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  resetStores();
  signInWith(MEMBER, 1);
  api.on('GET', PLAYERS, (req) => {
    const q = req.query.get('q')!.toLowerCase();
    return json(CLUB.filter((m) => m.name.toLowerCase().includes(q)));
  });
  api.on('POST', BOOK, (req) => json(bookedFrom(req.body), 201));
  // The club has no green-fee rates: no price is shown.
  api.on('POST', QUOTE, json({ price: null }));
});

type Open = { placesLeft?: number; maxPlayers?: number };

function openDialog({ placesLeft = 3, maxPlayers = 4 }: Open = {}) {
  const user = userEvent.setup();
  const onClose = jest.fn();
  const onBooked = jest.fn();
  renderAt(
    '/courses',
    <BookTeeTimeDialog
      teeTime={makeAvailable(DATE, '09:00', { booked_players: 4 - placesLeft })}
      courseName="Old Course"
      userId={1}
      userName="Morgan Member"
      maxPlayers={maxPlayers}
      onClose={onClose}
      onBooked={onBooked}
      onStale={() => undefined}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Book 09:00' });
  const search = within(dialog).getByRole('combobox', { name: 'Add a member' });
  return { user, dialog, search, onClose, onBooked };
}

/** The players fieldset: the member search's live status is there (the price has its own). */
const playersOf = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: /^Players/ });

const optionNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('listbox', { name: 'Members' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('adding a member to a booking', () => {
  it('searches once typing pauses and lists the members found', async () => {
    const { user, dialog, search } = openDialog();
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveAccessibleDescription("Type at least 2 letters of a member's name");

    await user.type(search, 'a');
    // One letter is not searched (waited for inside act: the price is answered meanwhile).
    await act(() => new Promise((resolve) => setTimeout(resolve, PLAYER_SEARCH_DELAY_MS + 150)));
    expect(api.calls('GET', PLAYERS)).toHaveLength(0);

    await user.type(search, 'da');
    const listbox = await within(dialog).findByRole('listbox', { name: 'Members' });
    expect(optionNames(dialog)).toEqual(['Ada Lovelace', 'Adam Scott']);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(search).toHaveAttribute('aria-controls', listbox.id);
    expect(search).not.toHaveAttribute('aria-activedescendant');
    expect(within(playersOf(dialog)).getByRole('status')).toHaveTextContent('2 members found');
    // Typed fast: one request, for the whole text.
    expect(api.calls('GET', PLAYERS).map((c) => c.query.get('q'))).toEqual(['ada']);

    await user.clear(search);
    await user.type(search, 'zz');
    await waitFor(() =>
      expect(within(playersOf(dialog)).getByRole('status')).toHaveTextContent(
        'No members match “zz”',
      ),
    );
    // Shown under the input as well as announced.
    expect(within(dialog).getAllByText('No members match “zz”')).toHaveLength(2);
    expect(search).toHaveAttribute('aria-expanded', 'false');
  });

  it('is used with the keyboard: arrows highlight, Enter adds, Escape closes the list only', async () => {
    const { user, dialog, search, onClose } = openDialog();
    await user.type(search, 'ada');
    await within(dialog).findByRole('listbox', { name: 'Members' });

    await user.keyboard('{ArrowDown}');
    const [ada, adam] = within(dialog).getAllByRole('option');
    expect(search).toHaveAttribute('aria-activedescendant', ada!.id);
    expect(ada).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', adam!.id);
    expect(ada).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', ada!.id);
    await user.keyboard('{ArrowUp}');
    expect(search).toHaveAttribute('aria-activedescendant', adam!.id);
    await user.keyboard('{ArrowUp}{Enter}');

    const playing = within(dialog).getByRole('list', { name: 'Members playing' });
    expect(within(playing).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(playing).getByText('Member')).toBeInTheDocument();
    expect(within(playing).getByRole('button', { name: 'Remove Ada Lovelace' })).toBeEnabled();
    expect(search).toHaveValue('');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveFocus();
    // Enter in the search adds the member; it never sends the booking.
    expect(api.calls('POST', BOOK)).toHaveLength(0);
    expect(within(dialog).getByText('Players (2 of 3)')).toBeInTheDocument();
    expect(within(playersOf(dialog)).getByRole('status')).toHaveTextContent(
      'Ada Lovelace added to the players',
    );

    // Not offered twice.
    await user.type(search, 'ada');
    await waitFor(() => expect(optionNames(dialog)).toEqual(['Adam Scott']));

    await user.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveValue('ada');
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('adds a member chosen with the pointer, and removes one', async () => {
    const { user, dialog, search } = openDialog();
    await user.type(search, 'grace');
    await user.click(await within(dialog).findByRole('option', { name: 'Grace Hopper' }));
    expect(within(dialog).getByRole('button', { name: 'Remove Grace Hopper' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove Grace Hopper' }));
    expect(within(dialog).queryByRole('list', { name: 'Members playing' })).not.toBeInTheDocument();
    await waitFor(() => expect(search).toHaveFocus());
  });

  it('counts members and guests against the places left', async () => {
    // 2 places left: the member and one more.
    const { user, dialog, search } = openDialog({ placesLeft: 2 });
    expect(within(dialog).getByText('Up to 1 more player.')).toBeInTheDocument();
    await user.type(search, 'lovelace');
    await user.click(await within(dialog).findByRole('option', { name: 'Ada Lovelace' }));

    expect(within(dialog).getByText('This booking is full.')).toBeInTheDocument();
    expect(search).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Add a guest' })).toBeDisabled();
    // The search is disabled: focus continues from the member's row.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Remove Ada Lovelace' })).toHaveFocus(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Remove Ada Lovelace' }));
    expect(search).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add a guest' }));
    expect(search).toBeDisabled();
  });

  it("counts them against the club's players per booking too", async () => {
    const { user, dialog, search } = openDialog({ placesLeft: 3, maxPlayers: 3 });
    await user.click(within(dialog).getByRole('button', { name: 'Add a guest' }));
    await user.type(search, 'ada');
    await user.click(await within(dialog).findByRole('option', { name: 'Adam Scott' }));
    expect(within(dialog).getByText('Players (3 of 3)')).toBeInTheDocument();
    expect(search).toBeDisabled();
  });

  it('books with the member as a player by user_id', async () => {
    const { user, dialog, search, onBooked } = openDialog();
    // The club answers that it has no rates: no price, and it is not asked again.
    await waitFor(() => expect(api.calls('POST', QUOTE)).toHaveLength(1));
    await waitFor(() => expect(within(dialog).queryByText(WORKING_OUT)).not.toBeInTheDocument());
    await user.type(search, 'adam');
    await within(dialog).findByRole('option', { name: 'Adam Scott' });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add a guest' }));
    await user.type(within(dialog).getByRole('textbox', { name: /guest 1 name/i }), 'Jo Bloggs');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Carts' }), '3');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Holes' }), '9 holes');
    expect(within(dialog).queryByText(WORKING_OUT)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Price' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book 09:00' }));

    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(api.calls('POST', QUOTE)).toHaveLength(1);
    expect(api.calls('POST', BOOK)[0]!.body).toEqual({
      course_id: 1,
      date: DATE,
      start_time: '09:00',
      players: [{ user_id: 1 }, { user_id: 9 }, { guest_name: 'Jo Bloggs' }],
      carts: 3,
      holes: 9,
      notes: null,
    });
  });

  it('says when the search failed and tries again', async () => {
    api.on('GET', PLAYERS, apiError(500, 'internal', 'Something went wrong on our side'));
    const { user, dialog, search } = openDialog();
    await user.type(search, 'ada');
    const failed = 'Members could not be searched: Something went wrong on our side';
    await waitFor(() =>
      expect(within(playersOf(dialog)).getByRole('status')).toHaveTextContent(failed),
    );
    expect(within(dialog).getAllByText(failed)).toHaveLength(2);

    api.on('GET', PLAYERS, json(CLUB.slice(0, 1)));
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('option', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(api.calls('GET', PLAYERS)).toHaveLength(2);
  });

  it('never offers the member booking', async () => {
    api.on('GET', PLAYERS, json([{ id: 1, name: 'Morgan Member' }, ...CLUB]));
    const { user, dialog, search } = openDialog();
    await user.type(search, 'mem');
    await within(dialog).findByRole('listbox', { name: 'Members' });
    expect(optionNames(dialog)).not.toContain('Morgan Member');
  });
});
