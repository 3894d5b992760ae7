import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Notice,
  Select,
  TextArea,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { AvailableTeeTime, TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import {
  bookingRequest,
  hasErrors,
  validateBooking,
  type BookingFormErrors,
} from '../../../shared/utils/bookingForm';
import { formatDay } from '../../../shared/utils/dates';
import { OtherPlayers } from '../../../shared/components/OtherPlayers';
import { PriceSummary } from '../../../shared/components/PriceSummary';
import { useBookingAttempt } from '../../../shared/hooks/useBookingAttempt';
import { useOtherPlayers } from '../../../shared/hooks/useOtherPlayers';
import { placesText } from './TeeTimeList';
import styles from './BookTeeTimeDialog.module.css';
import { messages } from '../../../i18n/messages';
import { bookingMessages } from '../i18n';
import { timeOnTee } from '../utils/tee';

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
  /** The course runs crossover starts: the time is named with its tee ('09:00 · 1st tee'). */
  crossover?: boolean;
  onClose: () => void;
  /** The booking is made: the page closes the dialog and shows the confirmation. */
  onBooked: (booking: TeeTimeBooking) => void;
  /** The server refused because the times changed (taken, closed): the list should reload. */
  onStale: () => void;
};

const NO_ERRORS: BookingFormErrors = { guests: {} };

/**
 * Books one tee time: the member plus other club members (found by name) and named guests, carts
 * and notes; members and guests together fit the places left and the club's players per booking.
 * One Idempotency-Key per attempt: it is made when the dialog opens and sent again when the member
 * retries after the server could not be reached (or failed), so a booking that did go through is
 * not made twice. After a definite refusal (409 taken, 400 closed…) the next try is a new attempt
 * with a new key. It opens on the member's own line, not on the member search, so a phone does
 * not pop its keyboard up before the member asks for it.
 */
export function BookTeeTimeDialog({
  teeTime,
  courseName,
  userId,
  userName,
  maxPlayers,
  guestsAllowed = true,
  crossover = false,
  onClose,
  onBooked,
  onStale,
}: BookTeeTimeDialogProps) {
  const formId = useId();
  const t = useT(messages);
  const b = useT(bookingMessages);
  const f = useFormat();
  const youRef = useRef<HTMLParagraphElement>(null);
  const [carts, setCarts] = useState(0);
  const [holes, setHoles] = useState<9 | 18>(18);
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<BookingFormErrors>(NO_ERRORS);
  const { book, failure, submitting } = useBookingAttempt(onStale);
  const otherPlayers = useOtherPlayers({
    placesLeft: teeTime.places_left,
    maxPlayers,
    ownerId: userId,
    // Fewer players: no more carts than players.
    onRemove: (others) => setCarts((c) => Math.min(c, 1 + others)),
  });
  const { members, guests, maxOthers } = otherPlayers;

  const players = 1 + otherPlayers.others;
  const day = formatDay(teeTime.date, f);
  const time = timeOnTee(f.time(teeTime.start_time), teeTime.start_tee, crossover, b);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const values = { members, guests, carts, notes, holes };
    const problems = validateBooking(values, t);
    setErrors(problems);
    otherPlayers.showGuestErrors(problems.guests);
    if (hasErrors(problems)) return;
    const booking = await book(bookingRequest(teeTime, userId, values));
    if (!booking) return;
    notify.success(t('bookedToast', { time, day, course: courseName }));
    onBooked(booking);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      initialFocusRef={youRef}
      title={t('bookTime', { time })}
      description={t('bookingDescription', {
        course: courseName,
        day,
        places: placesText(teeTime, t),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting} loadingLabel={t('booking')}>
            {failure?.retryable ? t('tryBookingAgain') : t('bookTime', { time })}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles['fw-courses-booking-form']}
        noValidate
        onSubmit={(e) => void handleSubmit(e)}
      >
        {failure ? (
          <Notice tone="error" role="alert">
            {failure.message}
            {failure.retryable ? (
              <p className={styles['fw-courses-booking-hint']}>{t('bookingMayNotBeSaved')}</p>
            ) : null}
          </Notice>
        ) : null}

        <fieldset className={styles['fw-courses-booking-players']}>
          <legend className={styles['fw-courses-booking-legend']}>
            {t('playersOf', { players, max: 1 + maxOthers })}
          </legend>
          <p ref={youRef} tabIndex={-1} className={styles['fw-courses-booking-you']}>
            {t('you', { name: userName })}
          </p>
          <OtherPlayers
            players={otherPlayers}
            guestsAllowed={guestsAllowed}
            ownerOnlyText={t('roomForYouOnly')}
          />
        </fieldset>

        <Select
          label={b('holes')}
          options={[
            { value: '18', label: b('holesCount', { count: 18 }) },
            { value: '9', label: b('holesCount', { count: 9 }) },
          ]}
          value={String(holes)}
          onValueChange={(value) => setHoles(value === '9' ? 9 : 18)}
        />
        <Select
          label={t('cartsLabel')}
          options={Array.from({ length: players + 1 }, (_, n) => ({
            value: String(n),
            label: f.number(n),
          }))}
          value={String(carts)}
          error={errors.carts}
          onValueChange={(value) => setCarts(Number(value))}
        />
        <TextArea
          label={t('notes')}
          optionalLabel={t('optional')}
          rows={2}
          maxLength={500}
          value={notes}
          error={errors.notes}
          onValueChange={setNotes}
        />
        <PriceSummary
          courseId={teeTime.course_id}
          date={teeTime.date}
          startTime={teeTime.start_time}
          players={[
            { user_id: userId },
            ...members.map((m) => ({ user_id: m.id })),
            ...guests.map(() => ({ player_class: 'guest' as const })),
          ]}
          carts={carts}
          holes={holes}
        />
      </form>
    </Dialog>
  );
}
