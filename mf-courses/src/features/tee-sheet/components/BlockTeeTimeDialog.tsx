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
  useFormat,
  useT,
} from '@fairway/shared-ui';
import {
  teeTimeBlockInput,
  type TeeSheetRow,
  type TeeTime,
  type TeeTimeBlockInput,
} from '@fairway/shared-api/tee-sheet';
import { teeSheetApi } from '../../../shared/api/clients';
import styles from './TeeSheet.module.css';
import { messages } from '../../../i18n/messages';

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
  const t = useT(messages);
  const f = useFormat();
  const time = f.time(row.start_time);
  const form = useForm<Values, TeeTimeBlockInput>({
    schema: teeTimeBlockInput,
    initialValues: INITIAL,
    onSubmit: async ({ reason }, helpers) => {
      try {
        const saved = await teeSheetApi().block(row.id, reason);
        notify.success(t('blocked', { time }));
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
      title={t('blockTitle', { time })}
      description={t('blockDescription', { day })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={form.submitting}
            loadingLabel={t('blocking')}
          >
            {t('blockTime')}
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
            {t('bookingsStay', { count: booked })}
          </Notice>
        ) : null}
        <TextField
          label={t('reason')}
          required
          maxLength={200}
          autoComplete="off"
          hint={t('reasonHint')}
          {...form.register('reason')}
        />
      </form>
    </Dialog>
  );
}
