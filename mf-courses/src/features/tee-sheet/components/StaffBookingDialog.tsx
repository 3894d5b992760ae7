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
  useFormat,
  useResource,
  useT,
} from '@fairway/shared-ui';
import {
  PLAYER_SEARCH_MIN,
  type BookingPlayerOption,
  type TeeSheetRow,
  type TeeTimeBooking,
} from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../../../shared/api/clients';
import { MemberSearch } from '../../../shared/components/MemberSearch';
import { PriceSummary } from '../../../shared/components/PriceSummary';
import { OtherPlayers } from '../../../shared/components/OtherPlayers';
import { useBookingAttempt } from '../../../shared/hooks/useBookingAttempt';
import { useOtherPlayers } from '../../../shared/hooks/useOtherPlayers';
import {
  hasErrors,
  staffBookingRequest,
  validateBooking,
  type BookingFormErrors,
} from '../../../shared/utils/bookingForm';
import { deskMessages } from '../i18n';
import { timeOnTee } from '../utils/tee';
import styles from './StaffBookingDialog.module.css';
import { messages } from '../../../i18n/messages';

export type StaffBookingDialogProps = {
  /** The tee time to book (the sheet's latest copy: its places left change after a reload). */
  row: TeeSheetRow;
  courseName: string;
  /** 'Tuesday 3 March 2026', for the description. */
  day: string;
  /** The course runs crossover starts: the time is named with its tee ('09:00 · 1st tee'). */
  crossover?: boolean;
  onClose: () => void;
  onBooked: (booking: TeeTimeBooking) => void;
  /** The server refused because the sheet changed (taken, closed): the sheet should reload. */
  onStale: () => void;
};

const NO_ERRORS: BookingFormErrors = { guests: {} };

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
  crossover = false,
  onClose,
  onBooked,
  onStale,
}: StaffBookingDialogProps) {
  const formId = useId();
  const t = useT(messages);
  const d = useT(deskMessages);
  const f = useFormat();
  const time = timeOnTee(f.time(row.start_time), row.start_tee, crossover, d);
  const ownerSearchRef = useRef<HTMLInputElement>(null);
  const changeOwnerRef = useRef<HTMLButtonElement>(null);
  // The club's players per booking and guests rule hold for staff too; until they are known (or
  // when they cannot be loaded) the places left are the limit and the server checks the rest.
  const rules = useResource(() => teeSheetApi().rules(), []).data;
  const [owner, setOwner] = useState<BookingPlayerOption | null>(null);
  const [ownerError, setOwnerError] = useState<string | null>(null);
  const [carts, setCarts] = useState(0);
  const [holes, setHoles] = useState<9 | 18>(18);
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
    setAnnouncement(t('bookingIsFor', { name: member.name }));
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
    const problems = validateBooking(values, t);
    setErrors(problems);
    setOwnerError(owner ? null : t('chooseOwner'));
    // The owner's field comes first: focus goes there when it is missing.
    otherPlayers.showGuestErrors(problems.guests, { focus: Boolean(owner) });
    if (!owner) {
      focusLater(() => ownerSearchRef.current);
      return;
    }
    if (hasErrors(problems)) return;
    // The 10th-tee lane of a crossover sheet books the 10th tee; the 1st tee is the default.
    const tee = row.start_tee === 10 ? { start_tee: 10 as const } : {};
    const booking = await book({ ...staffBookingRequest(row, owner.id, values), ...tee, holes });
    if (!booking) return;
    notify.success(t('staffBookedToast', { name: owner.name, time, day, course: courseName }));
    onBooked(booking);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('bookTime', { time })}
      description={t('staffBookingDescription', {
        course: courseName,
        day,
        places: t('placesLeft', { count: row.places_left }),
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
                {t('staffBookingMayNotBeSaved')}
              </p>
            ) : null}
          </Notice>
        ) : null}

        <fieldset className={styles['fw-courses-staff-booking-players']}>
          <legend className={styles['fw-courses-staff-booking-legend']}>
            {t('playersOf', { players, max: 1 + maxOthers })}
          </legend>

          {owner ? (
            <div className={styles['fw-courses-staff-booking-owner']}>
              <span className={styles['fw-courses-staff-booking-owner-label']}>
                {t('bookingFor')}
              </span>
              <span className={styles['fw-courses-staff-booking-name']}>{owner.name}</span>
              <Badge tone="info">{t('member')}</Badge>
              <Button
                ref={changeOwnerRef}
                variant="ghost"
                size="sm"
                aria-label={t('changeOwner', { name: owner.name })}
                onClick={handleChangeOwner}
              >
                {t('change')}
              </Button>
            </div>
          ) : (
            <MemberSearch
              ref={ownerSearchRef}
              label={t('bookingFor')}
              hint={t('ownerSearchHint', { count: PLAYER_SEARCH_MIN })}
              audience="staff"
              required
              error={ownerError}
              excludeIds={members.map((m) => m.id)}
              onSelect={handleChooseOwner}
            />
          )}

          <OtherPlayers
            players={otherPlayers}
            guestsAllowed={guestsAllowed}
            ownerOnlyText={t('roomForOwnerOnly')}
            memberSearchAudience="staff"
          />
        </fieldset>

        <Select
          label={d('holes')}
          options={[
            { value: '18', label: d('holesOption', { count: 18 }) },
            { value: '9', label: d('holesOption', { count: 9 }) },
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
          hint={t('staffNotesHint')}
          rows={2}
          maxLength={500}
          value={notes}
          error={errors.notes}
          onValueChange={setNotes}
        />
        <PriceSummary
          courseId={row.course_id}
          date={row.date}
          startTime={row.start_time}
          holes={holes}
          players={[
            ...(owner ? [{ user_id: owner.id }] : []),
            ...members.map((m) => ({ user_id: m.id })),
            ...guests.map(() => ({ player_class: 'guest' as const })),
          ]}
          carts={carts}
        />
      </form>
    </Dialog>
  );
}
