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
  type ValidationSchema,
} from '@fairway/shared-ui';
import type { TeeTimeBooking } from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../../../shared/api/clients';
import { formatDay } from '../../../shared/utils/dates';
import { moveSchema, type MoveValues } from '../utils/moveForm';
import styles from './TeeSheet.module.css';

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
  const form = useForm<MoveValues, MoveValues>({
    schema,
    initialValues: { date: booking.date, start_time: booking.start_time },
    onSubmit: async (values) => {
      if (values.date === booking.date && values.start_time === booking.start_time) {
        throw new Error('Choose another day or time to move the booking to.');
      }
      try {
        const moved = await teeSheetApi().update(booking.id, values);
        notify.success(
          `${booking.user_name}'s booking is moved to ${moved.start_time} on ${formatDay(moved.date)}`,
        );
        onMoved(moved);
      } catch (err) {
        throw new Error(errorText(err));
      }
    },
  });
  const players = `${booking.player_count} ${booking.player_count === 1 ? 'player' : 'players'}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Move ${booking.user_name}'s booking`}
      description={`Now ${booking.start_time} on ${formatDay(booking.date)}, ${players}.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel="Moving">
            Move booking
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
          <DateField label="Date" required {...form.register('date')} />
          <TimeField
            label="Start time"
            required
            stepMinutes={intervalMinutes}
            {...form.register('start_time')}
          />
        </div>
      </form>
    </Dialog>
  );
}
