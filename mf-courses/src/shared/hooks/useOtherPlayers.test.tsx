import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtherPlayers } from '../components/OtherPlayers';
import { validateBooking } from '../utils/bookingForm';
import {
  useOtherPlayers,
  type OtherPlayersState,
  type UseOtherPlayersOptions,
} from './useOtherPlayers';

const ADA = { id: 8, name: 'Ada Lovelace' };
const GRACE = { id: 10, name: 'Grace Hopper' };
const OWNER = { id: 1, name: 'Morgan Member' };

/** The hook with its section, as a booking dialog has them; `players()` is the latest state. */
function renderPlayers(options: Partial<UseOtherPlayersOptions> = {}, guestsAllowed = true) {
  let state: OtherPlayersState | undefined;
  const onRemove = jest.fn();
  function Harness(props: Partial<UseOtherPlayersOptions>) {
    state = useOtherPlayers({
      placesLeft: 3,
      maxPlayers: 4,
      ownerId: OWNER.id,
      onRemove,
      ...props,
    });
    return <OtherPlayers players={state} guestsAllowed={guestsAllowed} ownerOnlyText="Only you." />;
  }
  const view = render(<Harness {...options} />);
  return {
    user: userEvent.setup(),
    onRemove,
    players: () => state!,
    rerender: (props: Partial<UseOtherPlayersOptions>) =>
      view.rerender(<Harness {...options} {...props} />),
  };
}

describe('useOtherPlayers', () => {
  it("never adds the booking's member, nor a member twice, nor anyone once full", () => {
    const { players } = renderPlayers({ placesLeft: 3 });
    expect(players().excludeIds).toEqual([OWNER.id]);
    act(() => players().addMember(OWNER));
    act(() => players().addMember(ADA));
    act(() => players().addMember(ADA));
    expect(players().members).toEqual([ADA]);
    expect(players().excludeIds).toEqual([OWNER.id, ADA.id]);
    act(() => players().addMember(GRACE));
    expect(players().full).toBe(true);
    act(() => players().addMember({ id: 11, name: 'Alan Turing' }));
    act(() => players().addGuest());
    expect(players().others).toBe(2);
    expect(screen.getByText('This booking is full.')).toBeInTheDocument();
  });

  it("moves focus to a new guest's name and, after a removal, to 'Add a guest'; guests are renumbered", async () => {
    const { user, onRemove } = renderPlayers();
    const addGuest = screen.getByRole('button', { name: 'Add a guest' });
    await user.click(addGuest);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Guest 1 name' })).toHaveFocus(),
    );
    await user.keyboard('Jane Doe');
    await user.click(addGuest);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Guest 2 name' })).toHaveFocus(),
    );
    await user.keyboard('John Roe');

    await user.click(screen.getByRole('button', { name: 'Remove guest 1' }));
    await waitFor(() => expect(addGuest).toHaveFocus());
    expect(onRemove).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('textbox', { name: 'Guest 1 name' })).toHaveValue('John Roe');
    expect(screen.queryByRole('textbox', { name: 'Guest 2 name' })).not.toBeInTheDocument();
    expect(screen.getByText('Up to 1 more player.')).toBeInTheDocument();
  });

  it("focuses the first guest's message and drops it once the name is given", async () => {
    const { user, players } = renderPlayers();
    act(() => players().addGuest());
    act(() => players().addGuest());
    // The contract's own message, as the dialogs get it from validateBooking.
    const errors = validateBooking({ members: [], guests: ['', ''], carts: 0, notes: '' }).guests;
    const message = errors[0]!;
    act(() => players().showGuestErrors(errors));
    const first = screen.getByRole('textbox', { name: 'Guest 1 name' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getAllByText(message)).toHaveLength(2);

    await user.type(first, 'Jane Doe');
    expect(screen.getAllByText(message)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove guest 1' }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('says how many players are too many when the places left drop', () => {
    const { players, rerender } = renderPlayers({ placesLeft: 3 });
    act(() => players().addMember(ADA));
    act(() => players().addGuest());
    rerender({ placesLeft: 2 });
    expect(
      screen.getByText('Too many players for the places left: remove 1 player.'),
    ).toBeInTheDocument();
  });

  it('says when only the booking’s member fits, and when the club takes no guests', () => {
    const { rerender } = renderPlayers({ placesLeft: 1 }, false);
    expect(screen.getByText('Only you.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Add a member' })).not.toBeInTheDocument();
    rerender({ placesLeft: 3 });
    expect(
      screen.getByText(
        'Up to 2 more players. The club does not take guests: only members can be added.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a guest' })).not.toBeInTheDocument();
  });
});
