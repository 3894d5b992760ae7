import { useId } from 'react';
import {
  Button,
  Checkbox,
  Notice,
  NumberField,
  PageHeader,
  RadioGroup,
  ResourceStatus,
  errorText,
  fieldErrors,
  notify,
  useDocumentTitle,
  useForm,
  usePermission,
  useT,
  pageStyles as page,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { settingsApi } from '../../../shared/api/clients';
import { useBookingRules } from '../hooks/useBookingRules';
import {
  bookingRulesSchema,
  bookingRulesValues,
  ruleMessage,
  type BookingRules,
  type BookingRulesInput,
  type BookingRulesValues,
} from '../utils/bookingRules';
import styles from './BookingRules.module.css';
import { messages } from '../../../i18n/messages';
import { bookingRulesMessages } from '../i18n';

/** /courses/booking-rules: how the tee sheet is laid out and who may book, how far ahead. */
export function BookingRulesPage() {
  const t = useT(messages);
  useDocumentTitle(t('bookingRulesTitle'), t('sectionName'));
  const rules = useBookingRules();
  const canWrite = usePermission(PERMISSIONS.settingsWrite);
  return (
    <div className={page['fw-ui-page']}>
      <PageHeader title={t('bookingRulesTitle')} description={t('bookingRulesDescription')} />
      <ResourceStatus
        resource={rules}
        loadingLabel={t('loadingBookingRules')}
        errorTitle={t('bookingRulesNotLoaded')}
      />
      {rules.status === 'ready' ? (
        <BookingRulesForm rules={rules.data} canWrite={canWrite} onSaved={rules.setData} />
      ) : null}
    </div>
  );
}

type BookingRulesFormProps = {
  rules: BookingRules;
  canWrite: boolean;
  onSaved: (rules: BookingRules) => void;
};

function BookingRulesForm({ rules, canWrite, onSaved }: BookingRulesFormProps) {
  const ids = { sheet: useId(), bookings: useId(), cancel: useId(), waitlist: useId() };
  const t = useT(messages);
  const tr = useT(bookingRulesMessages);
  const holesOptions = [18, 9].map((n) => ({
    value: String(n),
    label: t('holesCount', { count: n }),
  }));
  const form = useForm<BookingRulesValues, BookingRulesInput>({
    schema: bookingRulesSchema,
    initialValues: bookingRulesValues(rules),
    onSubmit: async (data, helpers) => {
      try {
        // The PUT replaces the whole section: every field is in `data`.
        const saved = await settingsApi().updateSection('course', data);
        notify.success(t('bookingRulesSaved'));
        helpers.reset(bookingRulesValues(saved));
        onSaved(saved);
      } catch (err) {
        const fields = fieldErrors(err);
        helpers.setErrors(
          Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, ruleMessage(m, t)])),
        );
        throw new Error(errorText(err));
      }
    },
  });
  const disabled = !canWrite;

  return (
    <form className={styles['fw-rules-form']} {...form.formProps}>
      {canWrite ? null : (
        <Notice tone="info" title={t('canReadRules')}>
          {t('needsSettingsWrite')}
        </Notice>
      )}
      {form.formError ? (
        <Notice tone="error" title={t('bookingRulesNotSaved')}>
          {form.formError}
        </Notice>
      ) : null}

      <fieldset className={styles['fw-rules-group']} aria-describedby={`${ids.sheet}-d`}>
        <legend className={styles['fw-rules-legend']}>{t('teeSheetTitle')}</legend>
        <p id={`${ids.sheet}-d`} className={page['fw-ui-page-muted']}>
          {t('teeSheetRulesIntro')}
        </p>
        <div className={page['fw-ui-page-fields']}>
          <NumberField
            label={t('minutesBetweenTeeTimes')}
            required
            unit={t('minutesUnit')}
            min={5}
            max={30}
            step={1}
            hint={t('minutesBetweenTeeTimesHint')}
            disabled={disabled}
            {...form.register('tee_interval_minutes')}
          />
          <NumberField
            label={t('playersPerTeeTime')}
            required
            min={1}
            max={6}
            step={1}
            hint={t('playersPerTeeTimeRulesHint')}
            disabled={disabled}
            {...form.register('players_per_slot')}
          />
        </div>
        <RadioGroup
          label={t('holesInRound')}
          orientation="horizontal"
          options={holesOptions}
          hint={t('holesInRoundHint')}
          disabled={disabled}
          {...form.register('default_round_holes')}
        />
      </fieldset>

      <fieldset className={styles['fw-rules-group']} aria-describedby={`${ids.bookings}-d`}>
        <legend className={styles['fw-rules-legend']}>{t('whoCanBook')}</legend>
        <p id={`${ids.bookings}-d`} className={page['fw-ui-page-muted']}>
          {t('whoCanBookIntro')}
        </p>
        <div className={page['fw-ui-page-fields']}>
          <NumberField
            label={t('maxPlayersPerBooking')}
            required
            min={1}
            max={6}
            step={1}
            hint={t('maxPlayersPerBookingHint')}
            disabled={disabled}
            {...form.register('max_players_per_booking')}
          />
          <NumberField
            label={t('membersBookAhead')}
            required
            unit={t('daysUnit')}
            min={0}
            max={365}
            step={1}
            hint={t('membersBookAheadHint')}
            disabled={disabled}
            {...form.register('member_booking_days_ahead')}
          />
          <NumberField
            label={t('guestsBookAhead')}
            required
            unit={t('daysUnit')}
            min={0}
            max={365}
            step={1}
            hint={t('guestsBookAheadHint')}
            disabled={disabled}
            {...form.register('guest_booking_days_ahead')}
          />
        </div>
        <Checkbox
          label={t('guestsMayBook')}
          hint={t('guestsMayBookHint')}
          disabled={disabled}
          {...form.registerCheckbox('guests_allowed')}
        />
        <Checkbox
          label={t('oneBookingPerDay')}
          hint={t('oneBookingPerDayHint')}
          disabled={disabled}
          {...form.registerCheckbox('one_booking_per_member_per_day')}
        />
      </fieldset>

      <fieldset className={styles['fw-rules-group']} aria-describedby={`${ids.cancel}-d`}>
        <legend className={styles['fw-rules-legend']}>{t('cancellations')}</legend>
        <p id={`${ids.cancel}-d`} className={page['fw-ui-page-muted']}>
          {t('cancellationsIntro')}
        </p>
        <NumberField
          label={t('cancellationDeadline')}
          required
          unit={t('hoursBeforeUnit')}
          min={0}
          max={168}
          step={1}
          hint={t('cancellationDeadlineHint')}
          disabled={disabled}
          className={styles['fw-rules-narrow-field']}
          {...form.register('cancellation_cutoff_hours')}
        />
      </fieldset>

      <fieldset className={styles['fw-rules-group']} aria-describedby={`${ids.waitlist}-d`}>
        <legend className={styles['fw-rules-legend']}>{tr('waitlist')}</legend>
        <p id={`${ids.waitlist}-d`} className={page['fw-ui-page-muted']}>
          {tr('waitlistIntro')}
        </p>
        <NumberField
          label={tr('offerHeldFor')}
          required
          unit={t('minutesUnit')}
          min={5}
          max={240}
          step={1}
          hint={tr('offerHeldForHint')}
          disabled={disabled}
          className={styles['fw-rules-narrow-field']}
          {...form.register('waitlist_offer_minutes')}
        />
      </fieldset>

      {canWrite ? (
        <div className={page['fw-ui-page-actions']}>
          <Button type="submit" loading={form.submitting} loadingLabel={t('saving')}>
            {t('saveBookingRules')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
