import { useRef, useState, type RefObject } from 'react';
import type { BookingPlayerOption } from '@fairway/shared-api/tee-sheet';
import { maxOtherPlayers, validateBooking } from '../utils/bookingForm';

export type UseOtherPlayersOptions = {
  /** The places left at the tee time (the booking's member included). */
  placesLeft: number;
  /** The club's players per booking (the booking's member included). */
  maxPlayers: number;
  /** The booking's member (its owner, the first player): never added again as another player. */
  ownerId?: number | null;
  /** After a member or a guest is removed, with how many others are left (e.g. to lower the carts). */
  onRemove?: (others: number) => void;
};

export type GuestErrors = Record<number, string>;

/** The other players of a booking (members and named guests) and what the section needs to edit them. */
export type OtherPlayersState = {
  members: BookingPlayerOption[];
  guests: string[];
  /** Index of the guest → message, shown under that guest's name. */
  guestErrors: GuestErrors;
  /** How many others may join the booking's member. */
  maxOthers: number;
  /** How many others there are (members and guests). */
  others: number;
  /** Nobody more fits. */
  full: boolean;
  /** Members the "Add a member" search does not offer: the owner and those already added. */
  excludeIds: number[];
  addMember: (member: BookingPlayerOption) => void;
  removeMember: (id: number) => void;
  addGuest: () => void;
  changeGuest: (index: number, name: string) => void;
  removeGuest: (index: number) => void;
  /** Shows the guests' messages (from validateBooking); focuses the first one unless told not to. */
  showGuestErrors: (errors: GuestErrors, options?: { focus?: boolean }) => void;
  /** For OtherPlayers: the section's root, the "Add a member" input and the "Add a guest" button. */
  rootRef: RefObject<HTMLDivElement | null>;
  memberSearchRef: RefObject<HTMLInputElement | null>;
  addGuestRef: RefObject<HTMLButtonElement | null>;
};

const NO_GUEST_ERRORS: GuestErrors = {};

const focusLater = (find: () => HTMLElement | null | undefined) =>
  setTimeout(() => find()?.focus(), 0);

/**
 * The other players of a booking, shared by the member's and the staff's booking dialogs: other
 * club members (found by name) and named guests, within the places left and the club's players per
 * booking. Focus moves as rows come and go: to a new guest's name; to the member's "Remove" once
 * the booking is full (the search is disabled then); back to "Add a member" / "Add a guest" when a
 * row is removed. Render it with OtherPlayers.
 */
export function useOtherPlayers({
  placesLeft,
  maxPlayers,
  ownerId = null,
  onRemove,
}: UseOtherPlayersOptions): OtherPlayersState {
  const rootRef = useRef<HTMLDivElement>(null);
  const memberSearchRef = useRef<HTMLInputElement>(null);
  const addGuestRef = useRef<HTMLButtonElement>(null);
  const [members, setMembers] = useState<BookingPlayerOption[]>([]);
  const [guests, setGuests] = useState<string[]>([]);
  const [guestErrors, setGuestErrors] = useState<GuestErrors>(NO_GUEST_ERRORS);

  const maxOthers = maxOtherPlayers(placesLeft, maxPlayers);
  const others = members.length + guests.length;
  const full = others >= maxOthers;

  const focusGuest = (index: number) =>
    focusLater(() => rootRef.current?.querySelector<HTMLInputElement>(`[name="guest-${index}"]`));

  const addMember = (member: BookingPlayerOption) => {
    if (full || member.id === ownerId || members.some((m) => m.id === member.id)) return;
    setMembers([...members, member]);
    // The search is disabled once the booking is full: focus continues from the member's row.
    if (others + 1 >= maxOthers)
      focusLater(() =>
        rootRef.current?.querySelector<HTMLButtonElement>(`[data-remove-member="${member.id}"]`),
      );
  };

  const removeMember = (id: number) => {
    const next = members.filter((m) => m.id !== id);
    setMembers(next);
    onRemove?.(next.length + guests.length);
    // The removed row's button is gone: continue from "Add a member".
    focusLater(() => memberSearchRef.current);
  };

  const addGuest = () => {
    if (full) return;
    setGuests([...guests, '']);
    focusGuest(guests.length);
  };

  const changeGuest = (index: number, name: string) => {
    const next = guests.map((g, i) => (i === index ? name : g));
    setGuests(next);
    // A message under this guest goes as soon as the name is right.
    if (guestErrors[index])
      setGuestErrors(validateBooking({ members, guests: next, carts: 0, notes: '' }).guests);
  };

  const removeGuest = (index: number) => {
    const next = guests.filter((_, i) => i !== index);
    setGuests(next);
    // The messages were for the old numbering.
    setGuestErrors(NO_GUEST_ERRORS);
    onRemove?.(members.length + next.length);
    // The removed row's button is gone: continue from "Add a guest".
    focusLater(() => addGuestRef.current);
  };

  const showGuestErrors = (errors: GuestErrors, { focus = true } = {}) => {
    setGuestErrors(errors);
    const first = Object.keys(errors)
      .map(Number)
      .sort((a, b) => a - b)[0];
    if (focus && first !== undefined) focusGuest(first);
  };

  return {
    members,
    guests,
    guestErrors,
    maxOthers,
    others,
    full,
    excludeIds: [...(ownerId === null ? [] : [ownerId]), ...members.map((m) => m.id)],
    addMember,
    removeMember,
    addGuest,
    changeGuest,
    removeGuest,
    showGuestErrors,
    rootRef,
    memberSearchRef,
    addGuestRef,
  };
}
