import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  DateField,
  Dialog,
  Notice,
  Select,
  TextArea,
  TextField,
  errorText,
  fieldErrorsOf,
  minorUnits,
  notify,
  pageStyles as page,
  useFormat,
  useT,
} from '@fairway/shared-ui';
import type { Schedule } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';
import { useScheduleOptions } from '../hooks/useScheduleOptions';
import { officeMessages } from '../i18n';
import {
  readScheduleForm,
  scheduleFormValues,
  type ScheduleFormProblems,
  type ScheduleFormValues,
} from '../utils/scheduleForm';

const FIELDS = [
  'name',
  'description',
  'training_plan_id',
  'trainer_id',
  'start_date',
  'end_date',
  'max_participants',
  'total_sessions',
  'price',
  'member_price',
  'location',
] as const;

export type ScheduleDialogProps = {
  /** null: a new draft. */
  schedule: Schedule | null;
  onClose: () => void;
  onSaved: (schedule: Schedule) => void;
};

/** Creating a draft schedule or changing one; prices typed in the club's currency. */
export function ScheduleDialog({ schedule, onClose, onSaved }: ScheduleDialogProps) {
  const t = useT(officeMessages);
  const f = useFormat();
  const formId = useId();
  const currency = f.settings.currency;
  const options = useScheduleOptions();
  const [values, setValues] = useState<ScheduleFormValues>(() =>
    scheduleFormValues(schedule, minorUnits(currency)),
  );
  const [problems, setProblems] = useState<ScheduleFormProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (key: keyof ScheduleFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  const handlePlan = (id: string) => {
    const plan = options.data?.plans.find((p) => String(p.id) === id);
    setValues((v) => ({
      ...v,
      training_plan_id: id,
      // A new schedule takes the plan's usual number of sessions.
      total_sessions: v.total_sessions || (plan ? String(plan.total_sessions) : ''),
      name: v.name || plan?.name || '',
    }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const read = readScheduleForm(values, currency, {
      nameRequired: t('nameRequired'),
      planRequired: t('planRequired'),
      trainerRequired: t('trainerRequired'),
      dateRequired: t('dateRequired'),
      endBeforeStart: t('endBeforeStart'),
      wholeNumber: (min, max) => t('wholeNumber', { min, max }),
      notMoney: t('notMoney'),
    });
    setProblems(read.problems ?? {});
    if (!read.body) return;
    setError(null);
    setSubmitting(true);
    try {
      const api = academyApi();
      const saved = schedule
        ? await api.schedules.update(schedule.id, read.body)
        : await api.schedules.create(read.body);
      notify.success(t(schedule ? 'scheduleSaved' : 'scheduleCreated', { name: saved.name }));
      onSaved(saved);
    } catch (err) {
      setProblems(fieldErrorsOf(err, FIELDS));
      setError(errorText(err));
      setSubmitting(false);
    }
  };

  // A plan or trainer no longer active stays choosable on an existing schedule.
  const plans = options.data?.plans ?? [];
  const trainers = options.data?.trainers ?? [];
  const planOptions = plans.map((p) => ({ value: String(p.id), label: p.name }));
  if (schedule && !plans.some((p) => p.id === schedule.training_plan_id))
    planOptions.unshift({
      value: String(schedule.training_plan_id),
      label: schedule.training_plan_name,
    });
  const trainerOptions = trainers.map((tr) => ({ value: String(tr.id), label: tr.name }));
  if (schedule && !trainers.some((tr) => tr.id === schedule.trainer_id))
    trainerOptions.unshift({ value: String(schedule.trainer_id), label: schedule.trainer_name });

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={schedule ? t('editSchedule', { name: schedule.name }) : t('newSchedule')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting} loadingLabel={t('saving')}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={page['fw-ui-page-form']}
        onSubmit={(e) => void handleSubmit(e)}
      >
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        {options.status === 'error' ? (
          <Notice tone="error">{t('optionsError', { error: options.error })}</Notice>
        ) : null}
        <div className={page['fw-ui-page-fields']}>
          <Select
            label={t('plan')}
            required
            placeholder={t('choosePlan')}
            options={planOptions}
            value={values.training_plan_id}
            error={problems.training_plan_id}
            onValueChange={handlePlan}
          />
          <Select
            label={t('trainer')}
            required
            placeholder={t('chooseTrainer')}
            options={trainerOptions}
            value={values.trainer_id}
            error={problems.trainer_id}
            onValueChange={set('trainer_id')}
          />
        </div>
        <TextField
          label={t('scheduleName')}
          required
          maxLength={120}
          autoComplete="off"
          value={values.name}
          error={problems.name}
          onValueChange={set('name')}
        />
        <div className={page['fw-ui-page-fields']}>
          <DateField
            label={t('startDate')}
            required
            value={values.start_date}
            error={problems.start_date}
            onValueChange={(v) => {
              set('start_date')(v);
              if (v && (!values.end_date || values.end_date < v)) set('end_date')(v);
            }}
          />
          <DateField
            label={t('endDate')}
            required
            min={values.start_date || undefined}
            value={values.end_date}
            error={problems.end_date}
            onValueChange={set('end_date')}
          />
          <TextField
            label={t('maxParticipants')}
            required
            inputMode="numeric"
            maxLength={3}
            value={values.max_participants}
            error={problems.max_participants}
            onValueChange={set('max_participants')}
          />
          <TextField
            label={t('totalSessions')}
            required
            inputMode="numeric"
            maxLength={3}
            value={values.total_sessions}
            error={problems.total_sessions}
            onValueChange={set('total_sessions')}
          />
          <TextField
            label={t('price')}
            required
            inputMode="decimal"
            maxLength={12}
            hint={t('priceHint', { currency })}
            value={values.price}
            error={problems.price}
            onValueChange={set('price')}
          />
          <TextField
            label={t('memberPrice')}
            required
            inputMode="decimal"
            maxLength={12}
            hint={t('memberPriceHint', { currency })}
            value={values.member_price}
            error={problems.member_price}
            onValueChange={set('member_price')}
          />
        </div>
        <TextField
          label={t('location')}
          optionalLabel={t('optional')}
          maxLength={200}
          value={values.location}
          error={problems.location}
          onValueChange={set('location')}
        />
        <TextArea
          label={t('scheduleDescription')}
          optionalLabel={t('optional')}
          maxLength={4000}
          rows={3}
          value={values.description}
          error={problems.description}
          onValueChange={set('description')}
        />
      </form>
    </Dialog>
  );
}
