import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Dialog,
  LiveMessage,
  Notice,
  Select,
  TextArea,
  notify,
  useResource,
} from '@fairway/shared-ui';
import {
  PLAYER_SEARCH_MIN,
  type BookingPlayerOption,
  type TeeSheetRow,
  type TeeTimeBooking,
} from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../../../shared/api/clients';
import { MemberSearch } from '../../../shared/components/MemberSearch';
import { OtherPlayers } from '../../../shared/components/OtherPlayers';
import { useBookingAttempt } from '../../../shared/hooks/useBookingAttempt';
import { useOtherPlayers } from '../../../shared/hooks/useOtherPlayers';
import {
  hasErrors,
  staffBookingRequest,
  validateBooking,
  type BookingFormErrors,
} from '../../../shared/utils/bookingForm';
import styles from './StaffBookingDialog.module.css';

export type StaffBookingDialogProps = {
  /** The tee time to book (the sheet's latest copy: its places left change after a reload). */
  row: TeeSheetRow;
  courseName: string;
  /** 'Tuesday 3 March 2026', for the description. */
  day: string;
  onClose: () => void;
  onBooked: (booking: TeeTimeBooking) => void;
  /** The server refused because the sheet changed (taken, closed): the sheet should reload. */
  onStale: () => void;
};

const NO_ERRORS: BookingFormErrors = { guests: {} };

const OWNER_REQUIRED = 'Choose the member the booking is for';

const placesLeftText = (n: number) => `${n} ${n === 1 ? 'place' : 'places'} left`;

/**
 * A phone or desk booking: staff book a tee time on a member's behalf. The booking's member (its
 * owner, the first player) is chosen by name; other members and named guests fill the places left
 * (and the club's players per booking); carts and notes as members have them.
 * One Idempotency-Key per attempt, as in the member's own booking dialog: it is sent again when
 * the attempt is retried after the server could not be reached (or failed), so a booking that did
 * go through is not made twice; after a definite refusal the next try is a new attempt.
 */
export function StaffBookingDialog({
  row,
  courseName,
  day,
  onClose,
  onBooked,
  onStale,
}: StaffBookingDialogProps) {
  const formId = useId();
  const ownerSearchRef = useRef<HTMLInputElement>(null);
  const changeOwnerRef = useRef<HTMLButtonElement>(null);
  // The club's players per booking and guests rule hold for staff too; until they are known (or
  // when they cannot be loaded) the places left are the limit and the server checks the rest.
  const rules = useResource(() => teeSheetApi().rules(), []).data;
  const [owner, setOwner] = useState<BookingPlayerOption | null>(null);
  const [ownerError, setOwnerError] = useState<string | null>(null);
  const [carts, setCarts] = useState(0);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<BookingFormErrors>(NO_ERRORS);
  const { book, failure, submitting } = useBookingAttempt(onStale);
  const [announcement, setAnnouncement] = useState('');

  const guestsAllowed = rules?.guests_allowed ?? true;
  const otherPlayers = useOtherPlayers({
    placesLeft: row.places_left,
    maxPlayers: rules?.max_players_per_booking ?? row.capacity,
    ownerId: owner?.id,
    // Fewer players: no more carts than players.
    onRemove: (others) => setCarts((c) => Math.min(c, 1 + others)),
  });
  const { members, guests, maxOthers } = otherPlayers;
  // The owner's place counts from the start: the booking cannot be made without them.
  const players = 1 + otherPlayers.others;

  const focusLater = (find: () => HTMLElement | null | undefined) =>
    setTimeout(() => find()?.focus(), 0);

  const handleChooseOwner = (member: BookingPlayerOption) => {
    setOwner(member);
    setOwnerError(null);
    setAnnouncement(`The booking is for ${member.name}`);
    // The search is replaced by the owner's name: focus continues on its "Change" button.
    focusLater(() => changeOwnerRef.current);
  };

  const handleChangeOwner = () => {
    setOwner(null);
    setAnnouncement('');
    focusLater(() => ownerSearchRef.current);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const values = { members, guests, carts, notes };
    const problems = validateBooking(values);
    setErrors(problems);
    setOwnerError(owner ? null : OWNER_REQUIRED);
    // The owner's field comes first: focus goes there when it is missing.
    otherPlayers.showGuestErrors(problems.guests, { focus: Boolean(owner) });
    if (!owner) {
      focusLater(() => ownerSearchRef.current);
      return;
    }
    if (hasErrors(problems)) return;
    const booking = await book(staffBookingRequest(row, owner.id, values));
    if (!booking) return;
    notify.success(`Booked ${owner.name} at ${row.start_time} on ${day}, ${courseName}`);
    onBooked(booking);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Book ${row.start_time}`}
      description={`${courseName}, ${day} · ${placesLeftText(row.places_left)}. A booking on a member's behalf.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={submitting} loadingLabel="Booking">
            {failure?.retryable ? 'Try booking again' : `Book ${row.start_time}`}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles['fw-courses-staff-booking-form']}
        noValidate
        onSubmit={(e) => void handleSubmit(e)}
      >
        <LiveMessage text={announcement} />
        {failure ? (
          <Notice tone="error" role="alert">
            {failure.message}
            {failure.retryable ? (
              <p className={styles['fw-courses-staff-booking-hint']}>
                The booking may not have been saved. Try again: the member will not be booked twice.
              </p>
            ) : null}
          </Notice>
        ) : null}

        <fieldset className={styles['fw-courses-staff-booking-players']}>
          <legend className={styles['fw-courses-staff-booking-legend']}>
            Players ({players} of {1 + maxOthers})
          </legend>

          {owner ? (
            <div className={styles['fw-courses-staff-booking-owner']}>
              <span className={styles['fw-courses-staff-booking-owner-label']}>Booking for</span>
              <span className={styles['fw-courses-staff-booking-name']}>{owner.name}</span>
              <Badge tone="info">Member</Badge>
              <Button
                ref={changeOwnerRef}
                variant="ghost"
                size="sm"
                aria-label={`Change the booking's member, ${owner.name}`}
                onClick={handleChangeOwner}
              >
                Change
              </Button>
            </div>
          ) : (
            <MemberSearch
              ref={ownerSearchRef}
              label="Booking for"
              hint={`The member the booking belongs to: type at least ${PLAYER_SEARCH_MIN} letters of their name`}
              required
              error={ownerError}
              excludeIds={members.map((m) => m.id)}
              onSelect={handleChooseOwner}
            />
          )}

          <OtherPlayers
            players={otherPlayers}
            guestsAllowed={guestsAllowed}
            ownerOnlyText="This time has room for the booking's member only."
          />
        </fieldset>

        <Select
          label="Carts"
          options={Array.from({ length: players + 1 }, (_, n) => ({
            value: String(n),
            label: String(n),
          }))}
          value={String(carts)}
          error={errors.carts}
          onValueChange={(value) => setCarts(Number(value))}
        />
        <TextArea
          label="Notes"
          optionalLabel="optional"
          hint="For example: booked by phone."
          rows={2}
          maxLength={500}
          value={notes}
          error={errors.notes}
          onValueChange={setNotes}
        />
      </form>
    </Dialog>
  );
}
