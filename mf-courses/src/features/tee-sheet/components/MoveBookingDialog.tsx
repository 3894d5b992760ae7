import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  DateField,
  Dialog,
  LoadingState,
  Notice,
  RadioGroup,
  errorText,
  isIsoDate,
  notify,
  useFormat,
  useResource,
  useT,
  type RadioOption,
} from '@fairway/shared-ui';
import type { MoveOption, TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { deskApi, teeSheetApi } from '../../../shared/api/clients';
import { formatDay } from '../../../shared/utils/dates';
import { deskMessages, type DeskT } from '../i18n';
import { teeChange, timeOnTee } from '../utils/tee';
import styles from './TeeSheet.module.css';

export type MoveBookingDialogProps = {
  booking: TeeTimeBooking;
  onClose: () => void;
  onMoved: (booking: TeeTimeBooking) => void;
};

/** Why a booking cannot move to a time, in words. */
export function moveReason(option: MoveOption, t: DeskT): string {
  switch (option.reason) {
    case 'blocked':
      return option.block_reason
        ? t('reason_blockedWith', { reason: option.block_reason })
        : t('reason_blocked');
    case 'full':
      return t('reason_full', { count: option.places_left });
    case 'started':
      return t('reason_started');
    case 'current':
      return t('reason_current');
    default:
      return '';
  }
}

/**
 * Moves a booking to another time or day: the chosen day's times from the server's move options,
 * the free ones to pick and the others disabled with the reason (blocked and why, not enough
 * places, already started, the booking's own time). A refusal (taken meanwhile) is shown here and
 * the times load again.
 */
export function MoveBookingDialog({ booking, onClose, onMoved }: MoveBookingDialogProps) {
  const formId = useId();
  const t = useT(deskMessages);
  const f = useFormat();
  const [date, setDate] = useState(booking.date);
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const options = useResource(() => deskApi().moveOptions(booking.id, date), [booking.id, date]);
  const shown = options.data && options.data.date === date ? options.data : null;
  const crossover = shown?.crossover_starts === true;

  const handleDate = (value: string) => {
    if (!isIsoDate(value)) return;
    setDate(value);
    setTime('');
    setError(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!time) {
      setError(t('moveChoose'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      // With crossover starts the choice is a time on a tee: 'HH:MM|10'.
      const [startTime = time, tee] = time.split('|');
      const update = {
        date,
        start_time: startTime,
        ...(tee ? teeChange(booking.start_tee, Number(tee)) : {}),
      };
      const moved = await teeSheetApi().update(booking.id, update);
      notify.success(
        t('movedTo', {
          name: booking.user_name,
          time: timeOnTee(f.time(moved.start_time), moved.start_tee, crossover, t),
          day: formatDay(moved.date, f),
        }),
      );
      onMoved(moved);
    } catch (err) {
      setError(errorText(err));
      setTime('');
      void options.reload();
    } finally {
      setSubmitting(false);
    }
  };

  // Times that have started cannot take anyone: one line instead of a row each.
  const started = (shown?.times ?? []).filter((o) => o.reason === 'started');
  const lastStarted = started[started.length - 1];
  const radioOptions: RadioOption[] = (shown?.times ?? [])
    .filter((o) => o.reason !== 'started')
    .map((o) => ({
      value: crossover ? `${o.start_time}|${o.start_tee}` : o.start_time,
      label: timeOnTee(f.time(o.start_time), o.start_tee, crossover, t),
      hint: o.available ? t('placesFree', { count: o.places_left }) : moveReason(o, t),
      disabled: !o.available,
    }));
  const anyFree = radioOptions.some((o) => !o.disabled);
  const day = formatDay(date, f);

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('moveTitle', { name: booking.user_name })}
      description={t('moveDescription', {
        time: timeOnTee(f.time(booking.start_time), booking.start_tee, crossover, t),
        day: formatDay(booking.date, f),
        players: t('players', { count: booking.player_count }),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting} loadingLabel={t('moving')}>
            {t('moveBooking')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles['fw-courses-sheet-form']}
        noValidate
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <DateField label={t('moveDay')} required value={date} onValueChange={handleDate} />
        {shown === null && options.status === 'error' ? (
          <Notice tone="error" role="none">
            {t('moveOptionsNotLoaded', { error: options.error ?? '' })}
          </Notice>
        ) : shown === null ? (
          <LoadingState label={t('moveLoading')} />
        ) : !shown.is_open ? (
          <Notice tone="warning" role="none">
            {t('moveClosed')}
          </Notice>
        ) : (
          <>
            {!anyFree ? (
              <Notice tone="warning" role="none">
                {t('moveNone')}
              </Notice>
            ) : null}
            {lastStarted ? (
              <p className={styles['fw-courses-move-started']}>
                {t('startedNote', { time: f.time(lastStarted.start_time) })}
              </p>
            ) : null}
            <RadioGroup
              className={styles['fw-courses-move-times']}
              label={t('moveTimes', { day })}
              options={radioOptions}
              value={time}
              onChange={(value) => {
                setTime(value);
                setError(null);
              }}
            />
          </>
        )}
      </form>
    </Dialog>
  );
}
