import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  Dialog,
  LoadingState,
  Notice,
  Select,
  TextArea,
  buttonClassName,
  errorText,
  icons,
  notify,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { BookingRules, TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { teeSheetApi, waitlistApi } from '../../../shared/api/clients';
import { formatDay } from '../../../shared/utils/dates';
import { messages } from '../../../i18n/messages';
import { bookingMessages } from '../i18n';
import { cancelState } from '../utils/clock';
import { useCancelBooking } from '../hooks/useCancelBooking';
import { useClubClock } from '../hooks/useClubClock';
import { BookingDetails } from './BookingDetails';
import styles from './BookingDetails.module.css';

export type MyBookingDialogProps = {
  /** The member's booking on that time; undefined while their bookings load, null when gone. */
  booking: TeeTimeBooking | null | undefined;
  /** Its time as the list names it ('09:00', or '09:00 · 10th tee' with crossover starts). */
  time: string;
  /** The course runs crossover starts: the details name the tee. */
  crossover?: boolean;
  rules: BookingRules | null;
  onClose: () => void;
  /** Changed or cancelled: the day and the member's bookings reload. */
  onChanged: () => void;
};

type Step = 'view' | 'change' | 'cancel';

/**
 * The member's own slot ("Your booking"): her booking, never a new one. She sees it, adds it to
 * her calendar, changes its carts or notes, or cancels it (outside the club's cut-off; inside it
 * the dialog says to call the pro shop).
 */
export function MyBookingDialog({
  booking,
  time,
  crossover = false,
  rules,
  onClose,
  onChanged,
}: MyBookingDialogProps) {
  const t = useT(messages);
  const b = useT(bookingMessages);
  const f = useFormat();
  const formId = useId();
  const { clock } = useClubClock();
  const [step, setStep] = useState<Step>('view');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [carts, setCarts] = useState(booking?.carts ?? 0);
  const [notes, setNotes] = useState(booking?.notes ?? '');
  const cancel = useCancelBooking(() => {
    onChanged();
    onClose();
  });

  const title = b('yourBookingAt', { time });
  if (booking === undefined || booking === null) {
    return (
      <Dialog open onClose={onClose} title={title}>
        {booking === undefined ? (
          <LoadingState label={t('loadingBookings')} />
        ) : (
          <Notice tone="warning" role="none">
            {b('bookingNotFound')}
          </Notice>
        )}
      </Dialog>
    );
  }

  const day = formatDay(booking.date, f);
  const state = cancelState(booking, rules, clock);
  const cutoff = rules?.cancellation_cutoff_hours ?? 0;

  const run = async (action: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await action();
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const handleCancel = () => run(() => cancel(booking));

  const handleSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const trimmed = notes.trim();
      await teeSheetApi().update(booking.id, { carts, notes: trimmed ? trimmed : null });
      notify.success(b('bookingUpdated', { time, day }));
      onChanged();
      setStep('view');
    });
  };

  const footer =
    step === 'cancel' ? (
      <>
        <Button variant="secondary" onClick={() => setStep('view')}>
          {t('keepBooking')}
        </Button>
        <Button
          variant="danger"
          loading={busy}
          loadingLabel={t('cancelBooking')}
          onClick={() => void handleCancel()}
        >
          {t('cancelBooking')}
        </Button>
      </>
    ) : step === 'change' ? (
      <>
        <Button variant="secondary" onClick={() => setStep('view')}>
          {t('cancel')}
        </Button>
        <Button type="submit" form={formId} loading={busy} loadingLabel={t('saving')}>
          {b('saveChanges')}
        </Button>
      </>
    ) : (
      <Button variant="secondary" onClick={onClose}>
        {b('close')}
      </Button>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={b('yourBookingDescription', { course: booking.course_name, day })}
      footer={footer}
    >
      <div className={styles['fw-courses-details-stack']}>
        {failure ? (
          <Notice tone="error" role="alert">
            {failure}
          </Notice>
        ) : null}
        {step === 'change' ? (
          <form
            id={formId}
            noValidate
            className={styles['fw-courses-details-stack']}
            onSubmit={handleSave}
          >
            <Select
              label={t('cartsLabel')}
              options={Array.from({ length: booking.player_count + 1 }, (_, n) => ({
                value: String(n),
                label: f.number(n),
              }))}
              value={String(carts)}
              onValueChange={(value) => setCarts(Number(value))}
            />
            <TextArea
              label={t('notes')}
              optionalLabel={t('optional')}
              rows={2}
              maxLength={500}
              value={notes}
              onValueChange={setNotes}
            />
          </form>
        ) : step === 'cancel' ? (
          <p className={styles['fw-courses-details-summary']}>
            {t('cancelThisBookingMessage', {
              time,
              day,
              course: booking.course_name,
              players: t('players', { count: booking.player_count }),
            })}
          </p>
        ) : (
          <>
            <BookingDetails booking={booking} crossover={crossover} />
            {state === 'cutoff' ? (
              <p className={styles['fw-courses-details-note']}>
                {b('cannotCancelOnline', { count: cutoff })}
              </p>
            ) : null}
            <div className={styles['fw-courses-details-links']}>
              {state !== 'no' ? (
                <Button variant="secondary" onClick={() => setStep('change')}>
                  {b('changeBooking')}
                </Button>
              ) : null}
              {state === 'yes' ? (
                <Button variant="danger" onClick={() => setStep('cancel')}>
                  {t('cancelBooking')}
                </Button>
              ) : null}
              <a
                href={waitlistApi().bookingCalendarUrl(booking.id)}
                download
                className={buttonClassName('secondary')}
              >
                <icons.DownloadIcon />
                {b('addToCalendar')}
              </a>
              <Link to="/courses/my-bookings" className={buttonClassName('ghost')}>
                {b('viewMyBookings')}
              </Link>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
