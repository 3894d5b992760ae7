import { useId } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  Notice,
  RadioGroup,
  Select,
  TextField,
  TimeField,
  errorText,
  fieldErrors,
  notify,
  useForm,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import type { GreenFeeRate, GreenFeeRateInput } from '@fairway/shared-api/tee-sheet';
import { greenFeesApi } from '../../../shared/api/clients';
import { greenFeeMessages } from '../i18n';
import {
  EMPTY_RATE_FORM,
  GROUPS,
  appliesName,
  rateFormSchema,
  rateFormValues,
  type RateFormValues,
} from '../utils/rateForm';
import { WeekdayChips } from './WeekdayChips';

export type RateDialogProps = {
  /** The rate to change; null adds one. */
  rate: GreenFeeRate | null;
  courses: readonly Course[];
  currency: string;
  onClose: () => void;
  onSaved: (rate: GreenFeeRate) => void;
};

/** Add or change one rate: who, holes, days, band, course, price, in use. */
export function RateDialog({ rate, courses, currency, onClose, onSaved }: RateDialogProps) {
  const t = useT(greenFeeMessages);
  const formId = useId();
  const form = useForm<RateFormValues, GreenFeeRateInput>({
    schema: rateFormSchema,
    initialValues: rate ? rateFormValues(rate) : EMPTY_RATE_FORM,
    onSubmit: async (data, helpers) => {
      try {
        const saved = rate
          ? await greenFeesApi().updateRate(rate.id, data)
          : await greenFeesApi().createRate(data);
        notify.success(t(rate ? 'rateSaved' : 'rateCreated', { name: saved.name }));
        onSaved(saved);
      } catch (err) {
        const errors = fieldErrors(err) as Record<string, string>;
        if (errors.price_cents) errors.price = errors.price_cents;
        helpers.setErrors(errors);
        throw new Error(errorText(err));
      }
    },
  });

  const courseOptions = [
    { value: '', label: t('allCourses') },
    ...courses.map((c) => ({ value: String(c.id), label: c.name })),
  ];

  return (
    <Dialog
      open
      onClose={onClose}
      title={rate ? t('editRateNamed', { name: rate.name }) : t('addRate')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.submitting} loadingLabel={t('saving')}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form id={formId} className={page['fw-ui-page-form']} {...form.formProps}>
        {form.formError ? <Notice tone="error">{form.formError}</Notice> : null}
        <TextField
          label={t('rateName')}
          hint={t('rateNameHint')}
          required
          maxLength={80}
          autoComplete="off"
          {...form.register('name')}
        />
        <div className={page['fw-ui-page-fields']}>
          <Select
            label={t('appliesTo')}
            required
            options={GROUPS.map((a) => ({ value: a, label: appliesName(t, a) }))}
            {...form.register('applies_to')}
          />
          <RadioGroup
            label={t('holes')}
            orientation="horizontal"
            options={[
              { value: '18', label: t('holes18') },
              { value: '9', label: t('holes9') },
            ]}
            {...form.register('holes')}
          />
        </div>
        <WeekdayChips
          legend={t('days')}
          hint={t('daysHint')}
          value={form.values.weekdays}
          onChange={(days) => form.setValue('weekdays', days)}
          error={form.errors.weekdays}
        />
        <div className={page['fw-ui-page-fields']}>
          <TimeField label={t('from')} required {...form.register('from_time')} />
          <TimeField label={t('to')} hint={t('bandHint')} required {...form.register('to_time')} />
        </div>
        <div className={page['fw-ui-page-fields']}>
          <Select label={t('course')} options={courseOptions} {...form.register('course_id')} />
          <TextField
            label={t('priceIn', { currency })}
            hint={t('priceHint')}
            required
            inputMode="decimal"
            autoComplete="off"
            {...form.register('price')}
          />
        </div>
        <Checkbox
          label={t('activeRate')}
          hint={t('activeRateHint')}
          {...form.registerCheckbox('active')}
        />
      </form>
    </Dialog>
  );
}
