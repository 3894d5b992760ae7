import { useId } from 'react';
import {
  Button,
  Dialog,
  Notice,
  TextField,
  errorText,
  fieldErrors,
  notify,
  useForm,
} from '@fairway/shared-ui';
import {
  teeTimeBlockInput,
  type TeeSheetRow,
  type TeeTime,
  type TeeTimeBlockInput,
} from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../../../shared/api/clients';
import styles from './TeeSheet.module.css';

type Values = { reason: string };
const INITIAL: Values = { reason: '' };

export type BlockTeeTimeDialogProps = {
  row: TeeSheetRow;
  /** 'Tuesday 3 March 2026', for the title. */
  day: string;
  onClose: () => void;
  onBlocked: (teeTime: TeeTime) => void;
};

/** Takes a time off the sheet (a competition, maintenance…); members no longer see it. */
export function BlockTeeTimeDialog({ row, day, onClose, onBlocked }: BlockTeeTimeDialogProps) {
  const formId = useId();
  const form = useForm<Values, TeeTimeBlockInput>({
    schema: teeTimeBlockInput,
    initialValues: INITIAL,
    onSubmit: async ({ reason }, helpers) => {
      try {
        const saved = await teeSheetApi().block(row.id, reason);
        notify.success(`${row.start_time} is blocked`);
        onBlocked(saved);
      } catch (err) {
        helpers.setErrors(fieldErrors(err));
        throw new Error(errorText(err));
      }
    },
  });
  const booked = row.bookings.filter((b) => b.status === 'confirmed').length;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Block ${row.start_time}`}
      description={`${day}. Members can no longer book this time.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel="Blocking">
            Block time
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
        {booked > 0 ? (
          <Notice tone="warning" role="none">
            {booked === 1 ? 'One booking stays' : `${booked} bookings stay`} on this time: move or
            cancel {booked === 1 ? 'it' : 'them'} if the players cannot play.
          </Notice>
        ) : null}
        <TextField
          label="Reason"
          required
          maxLength={200}
          autoComplete="off"
          hint="For example: club competition, greens maintenance."
          {...form.register('reason')}
        />
      </form>
    </Dialog>
  );
}
