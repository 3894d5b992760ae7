import { useId } from 'react';
import {
  Button,
  DateField,
  Dialog,
  Notice,
  TextField,
  errorText,
  fieldErrors,
  notify,
  useForm,
  useFormat,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import {
  specialClosureInput,
  type SpecialClosure,
  type SpecialClosureInput,
} from '@fairway/shared-api/courses';
import { coursesApi } from '../../../shared/api/clients';
import { formatLongDate } from '../utils/closures';
import { contractSchema, textOrNull } from '../utils/forms';
import { messages } from '../../../i18n/messages';

type Values = { date: string; reason: string };

export type AddClosureDialogProps = {
  courseId: number;
  courseName: string;
  /** The date picked on the calendar; null lets the date be typed. */
  date: string | null;
  /** The earliest date offered (today). */
  min: string;
  onClose: () => void;
  onSaved: (closure: SpecialClosure) => void;
};

/** Closes the course on one date, with an optional reason members see. */
export function AddClosureDialog({
  courseId,
  courseName,
  date,
  min,
  onClose,
  onSaved,
}: AddClosureDialogProps) {
  const formId = useId();
  const t = useT(messages);
  const f = useFormat();
  const form = useForm<Values, SpecialClosureInput>({
    schema: contractSchema<Values, SpecialClosureInput>(specialClosureInput, (v) => ({
      course_id: courseId,
      date: v.date,
      reason: textOrNull(v.reason),
    })),
    initialValues: { date: date ?? '', reason: '' },
    onSubmit: async (data, helpers) => {
      try {
        const saved = await coursesApi().createClosure(data);
        notify.success(
          t('closedOnToast', { name: courseName, day: formatLongDate(saved.date, f) }),
        );
        onSaved(saved);
      } catch (err) {
        helpers.setErrors(fieldErrors(err));
        throw new Error(errorText(err));
      }
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={date ? t('closeOnQuestion', { day: formatLongDate(date, f) }) : t('newClosure')}
      description={t('closedAllDay', { name: courseName })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel={t('saving')}>
            {t('addClosure')}
          </Button>
        </>
      }
    >
      <form id={formId} className={page['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        {date ? null : (
          <DateField label={t('date')} required min={min} {...form.register('date')} />
        )}
        <TextField
          label={t('reason')}
          optionalLabel={t('optional')}
          maxLength={200}
          autoComplete="off"
          hint={t('closureReasonHint')}
          {...form.register('reason')}
        />
      </form>
    </Dialog>
  );
}
