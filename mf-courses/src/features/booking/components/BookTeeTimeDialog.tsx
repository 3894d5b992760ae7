import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Dialog,
  Notice,
  Select,
  TextArea,
  TextField,
  errorText,
  notify,
  statusOf,
} from '@fairway/shared-ui';
import {
  newIdempotencyKey,
  type AvailableTeeTime,
  type BookingPlayerOption,
  type TeeTimeBooking,
} from '@fairway/shared-api';
import { teeSheetApi } from '../../../shared/api/clients';
import {
  bookingRequest,
  hasErrors,
  isRetryableBookingFailure,
  maxOtherPlayers,
  validateBooking,
  type BookingFormErrors,
} from '../../../shared/utils/bookingForm';
import { formatDay } from '../../../shared/utils/dates';
import { MemberSearch } from '../../../shared/components/MemberSearch';
import { placesText } from './TeeTimeList';
import styles from './BookTeeTimeDialog.module.css';

export type BookTeeTimeDialogProps = {
  teeTime: AvailableTeeTime;
  courseName: string;
  /** The signed-in member: the booking's first player. */
  userId: number;
  userName: string;
  /** The club's players per booking (the member included). */
  maxPlayers: number;
  /** Whether the club lets members bring guests; without it only members can be added. */
  guestsAllowed?: boolean;
  onClose: () => void;
  onBooked: (booking: TeeTimeBooking) => void;
  /** The server refused because the times changed (taken, closed): the list should reload. */
  onStale: () => void;
};

type Failure = { message: string; retryable: boolean };

const NO_ERRORS: BookingFormErrors = { guests: {} };

/**
 * Books one tee time: the member plus other club members (found by name) and named guests, carts
 * and notes; members and guests together fit the places left and the club's players per booking.
 * One Idempotency-Key per attempt: it is made when the dialog opens and sent again when the member
 * retries after the server could not be reached (or failed), so a booking that did go through is
 * not made twice. After a definite refusal (409 taken, 400 closed…) the next try is a new attempt
 * with a new key.
 */
export function BookTeeTimeDialog({
  teeTime,
  courseName,
  userId,
  userName,
  maxPlayers,
  guestsAllowed = true,
  onClose,
  onBooked,
  onStale,
}: BookTeeTimeDialogProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const addGuestRef = useRef<HTMLButtonElement>(null);
  const memberSearchRef = useRef<HTMLInputElement>(null);
  const [firstKey] = useState(newIdempotencyKey);
  const key = useRef(firstKey);
  const [members, setMembers] = useState<BookingPlayerOption[]>([]);
  const [guests, setGuests] = useState<string[]>([]);
  const [carts, setCarts] = useState(0);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<BookingFormErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const maxOthers = maxOtherPlayers(teeTime.places_left, maxPlayers);
  const others = members.length + guests.length;
  const full = others >= maxOthers;
  const players = 1 + others;
  const day = formatDay(teeTime.date);

  const focusGuest = (index: number) =>
    setTimeout(
      () => formRef.current?.querySelector<HTMLInputElement>(`[name="guest-${index}"]`)?.focus(),
      0,
    );

  const handleAddMember = (member: BookingPlayerOption) => {
    if (full || member.id === userId || members.some((m) => m.id === member.id)) return;
    setMembers([...members, member]);
    // The search is disabled once the booking is full: focus continues from the member's row.
    if (others + 1 >= maxOthers)
      setTimeout(
        () =>
          formRef.current
            ?.querySelector<HTMLButtonElement>(`[data-remove-member="${member.id}"]`)
            ?.focus(),
        0,
      );
  };

  const handleRemoveMember = (id: number) => {
    const next = members.filter((m) => m.id !== id);
    setMembers(next);
    setCarts((c) => Math.min(c, 1 + next.length + guests.length));
    // The removed row's button is gone: continue from "Add a member".
    setTimeout(() => memberSearchRef.current?.focus(), 0);
  };

  const handleAddGuest = () => {
    if (full) return;
    setGuests([...guests, '']);
    focusGuest(guests.length);
  };

  const handleRemoveGuest = (index: number) => {
    const next = guests.filter((_, i) => i !== index);
    setGuests(next);
    setCarts((c) => Math.min(c, 1 + members.length + next.length));
    setErrors(NO_ERRORS);
    // The removed row's button is gone: continue from "Add a guest".
    setTimeout(() => addGuestRef.current?.focus(), 0);
  };

  const handleGuestChange = (index: number, name: string) => {
    const next = guests.map((g, i) => (i === index ? name : g));
    setGuests(next);
    if (errors.guests[index]) setErrors(validateBooking({ members, guests: next, carts, notes }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const values = { members, guests, carts, notes };
    const problems = validateBooking(values);
    setErrors(problems);
    if (hasErrors(problems)) {
      const firstGuest = Object.keys(problems.guests)
        .map(Number)
        .sort((a, b) => a - b)[0];
      if (firstGuest !== undefined) focusGuest(firstGuest);
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      const booking = await teeSheetApi().book(
        bookingRequest(teeTime, userId, values),
        key.current,
      );
      notify.success(`Booked: ${teeTime.start_time} on ${day}, ${courseName}`);
      onBooked(booking);
    } catch (err) {
      const status = statusOf(err);
      // Not reached, timed out or failed on the server: the booking may exist; retry the same attempt.
      const retryable = isRetryableBookingFailure(status);
      if (!retryable) key.current = newIdempotencyKey();
      setFailure({ message: errorText(err), retryable });
      if (status === 409 || status === 400) onStale();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Book ${teeTime.start_time}`}
      description={`${courseName}, ${day} · ${placesText(teeTime)}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={submitting} loadingLabel="Booking">
            {failure?.retryable ? 'Try booking again' : `Book ${teeTime.start_time}`}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        className={styles['fw-courses-booking-form']}
        noValidate
        onSubmit={(e) => void handleSubmit(e)}
      >
        {failure ? (
          <Notice tone="error" role="alert">
            {failure.message}
            {failure.retryable ? (
              <p className={styles['fw-courses-booking-hint']}>
                Your booking may not have been saved. Try again: you will not be booked twice.
              </p>
            ) : null}
          </Notice>
        ) : null}

        <fieldset className={styles['fw-courses-booking-players']}>
          <legend className={styles['fw-courses-booking-legend']}>
            Players ({players} of {1 + maxOthers})
          </legend>
          <p className={styles['fw-courses-booking-you']}>You ({userName})</p>
          {members.length > 0 ? (
            <ul className={styles['fw-courses-booking-members']} aria-label="Members playing">
              {members.map((m) => (
                <li key={m.id} className={styles['fw-courses-booking-member']}>
                  <span className={styles['fw-courses-booking-member-name']}>{m.name}</span>
                  <Badge tone="info">Member</Badge>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${m.name}`}
                    data-remove-member={m.id}
                    onClick={() => handleRemoveMember(m.id)}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {guests.map((name, index) => (
            <div key={index} className={styles['fw-courses-booking-guest']}>
              <TextField
                label={`Guest ${index + 1} name`}
                name={`guest-${index}`}
                required
                autoComplete="off"
                maxLength={80}
                value={name}
                error={errors.guests[index]}
                onValueChange={(value) => handleGuestChange(index, value)}
              />
              <Button
                variant="ghost"
                aria-label={`Remove guest ${index + 1}`}
                onClick={() => handleRemoveGuest(index)}
              >
                Remove
              </Button>
            </div>
          ))}
          {maxOthers > 0 ? (
            <div>
              <div className={styles['fw-courses-booking-add']}>
                <MemberSearch
                  ref={memberSearchRef}
                  excludeIds={[userId, ...members.map((m) => m.id)]}
                  disabled={full}
                  onSelect={handleAddMember}
                />
                {guestsAllowed ? (
                  <Button
                    ref={addGuestRef}
                    variant="secondary"
                    disabled={full}
                    onClick={handleAddGuest}
                  >
                    Add a guest
                  </Button>
                ) : null}
              </div>
              <p className={styles['fw-courses-booking-hint']}>
                {full
                  ? 'This booking is full.'
                  : `Up to ${maxOthers - others} more ${
                      maxOthers - others === 1 ? 'player' : 'players'
                    }.`}
                {guestsAllowed ? '' : ' The club does not take guests: only members can be added.'}
              </p>
            </div>
          ) : (
            <p className={styles['fw-courses-booking-hint']}>This time has room for you only.</p>
          )}
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
