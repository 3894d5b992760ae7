import { useId } from 'react';
import {
  Button,
  DateField,
  Dialog,
  Notice,
  TimeField,
  errorText,
  notify,
  useForm,
  useFormat,
  useT,
  type ValidationSchema,
} from '@fairway/shared-ui';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../../../shared/api/clients';
import { formatDay } from '../../../shared/utils/dates';
import { moveSchema, type MoveValues } from '../utils/moveForm';
import styles from './TeeSheet.module.css';
import { messages } from '../../../i18n/messages';

export type MoveBookingDialogProps = {
  booking: TeeTimeBooking;
  /** Minutes between tee times, the time field's step. */
  intervalMinutes: number;
  onClose: () => void;
  onMoved: (booking: TeeTimeBooking) => void;
};

const schema: ValidationSchema<MoveValues> = moveSchema;

/** Moves a booking to another time or day; a taken or closed time is refused by the server (shown here). */
export function MoveBookingDialog({
  booking,
  intervalMinutes,
  onClose,
  onMoved,
}: MoveBookingDialogProps) {
  const formId = useId();
  const t = useT(messages);
  const f = useFormat();
  const form = useForm<MoveValues, MoveValues>({
    schema,
    initialValues: { date: booking.date, start_time: booking.start_time },
    onSubmit: async (values) => {
      if (values.date === booking.date && values.start_time === booking.start_time) {
        throw new Error(t('chooseAnotherTime'));
      }
      try {
        const moved = await teeSheetApi().update(booking.id, values);
        notify.success(
          t('movedTo', {
            name: booking.user_name,
            time: f.time(moved.start_time),
            day: formatDay(moved.date, f),
          }),
        );
        onMoved(moved);
      } catch (err) {
        throw new Error(errorText(err));
      }
    },
  });
  const players = t('players', { count: booking.player_count });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('moveTitle', { name: booking.user_name })}
      description={t('moveDescription', {
        time: f.time(booking.start_time),
        day: formatDay(booking.date, f),
        players,
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel={t('moving')}>
            {t('moveBooking')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles['fw-courses-sheet-form']} {...form.formProps}>
        {form.formError ? (
          <Notice tone="error" role="alert">
            {form.formError}
          </Notice>
        ) : null}
        <div className={styles['fw-courses-sheet-fields']}>
          <DateField label={t('date')} required {...form.register('date')} />
          <TimeField
            label={t('startTime')}
            required
            stepMinutes={intervalMinutes}
            {...form.register('start_time')}
          />
        </div>
      </form>
    </Dialog>
  );
}
