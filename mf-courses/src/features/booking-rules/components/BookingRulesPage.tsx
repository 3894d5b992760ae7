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
  pageStyles as page,
} from '@fairway/shared-ui';
import { PERMISSIONS } from '@fairway/shared-api';
import { SECTION_NAME } from '../../../app/sections';
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

/** /courses/booking-rules: how the tee sheet is laid out and who may book, how far ahead. */
export function BookingRulesPage() {
  useDocumentTitle('Booking rules', SECTION_NAME);
  const rules = useBookingRules();
  const canWrite = usePermission(PERMISSIONS.settingsWrite);
  return (
    <div className={page['fw-ui-page']}>
      <PageHeader
        title="Booking rules"
        description="How the tee sheet is laid out and who may book tee times, how far ahead. They apply to every course unless a course sets its own tee interval or players per tee time."
      />
      <ResourceStatus
        resource={rules}
        loadingLabel="Loading the booking rules…"
        errorTitle="The booking rules could not be loaded"
      />
      {rules.status === 'ready' ? (
        <BookingRulesForm rules={rules.data} canWrite={canWrite} onSaved={rules.setData} />
      ) : null}
    </div>
  );
}

const HOLES_OPTIONS = [
  { value: '18', label: '18 holes' },
  { value: '9', label: '9 holes' },
];

type BookingRulesFormProps = {
  rules: BookingRules;
  canWrite: boolean;
  onSaved: (rules: BookingRules) => void;
};

function BookingRulesForm({ rules, canWrite, onSaved }: BookingRulesFormProps) {
  const ids = { sheet: useId(), bookings: useId(), cancel: useId() };
  const form = useForm<BookingRulesValues, BookingRulesInput>({
    schema: bookingRulesSchema,
    initialValues: bookingRulesValues(rules),
    onSubmit: async (data, helpers) => {
      try {
        // The PUT replaces the whole section: every field is in `data`.
        const saved = await settingsApi().updateSection('course', data);
        notify.success('The booking rules are saved');
        helpers.reset(bookingRulesValues(saved));
        onSaved(saved);
      } catch (err) {
        const fields = fieldErrors(err);
        helpers.setErrors(
          Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, ruleMessage(m)])),
        );
        throw new Error(errorText(err));
      }
    },
  });
  const disabled = !canWrite;

  return (
    <form className={styles['fw-rules-form']} {...form.formProps}>
      {canWrite ? null : (
        <Notice tone="info" title="You can read these rules">
          Changing them needs the settings:write permission.
        </Notice>
      )}
      {form.formError ? (
        <Notice tone="error" title="The booking rules were not saved">
          {form.formError}
        </Notice>
      ) : null}

      <fieldset className={styles['fw-rules-group']} aria-describedby={`${ids.sheet}-d`}>
        <legend className={styles['fw-rules-legend']}>Tee sheet</legend>
        <p id={`${ids.sheet}-d`} className={page['fw-ui-page-muted']}>
          How the day&apos;s tee times are laid out.
        </p>
        <div className={page['fw-ui-page-fields']}>
          <NumberField
            label="Minutes between tee times"
            required
            unit="min"
            min={5}
            max={30}
            step={1}
            hint="5–30. A course can set its own interval."
            disabled={disabled}
            {...form.register('tee_interval_minutes')}
          />
          <NumberField
            label="Players per tee time"
            required
            min={1}
            max={6}
            step={1}
            hint="1–6 golfers start together. A course can set its own number."
            disabled={disabled}
            {...form.register('players_per_slot')}
          />
        </div>
        <RadioGroup
          label="Holes in a round"
          orientation="horizontal"
          options={HOLES_OPTIONS}
          hint="What a booking is for unless the golfer chooses otherwise."
          disabled={disabled}
          {...form.register('default_round_holes')}
        />
      </fieldset>

      <fieldset className={styles['fw-rules-group']} aria-describedby={`${ids.bookings}-d`}>
        <legend className={styles['fw-rules-legend']}>Who can book, and how far ahead</legend>
        <p id={`${ids.bookings}-d`} className={page['fw-ui-page-muted']}>
          Days ahead count from today: 0 allows bookings for today only.
        </p>
        <div className={page['fw-ui-page-fields']}>
          <NumberField
            label="Most players in one booking"
            required
            min={1}
            max={6}
            step={1}
            hint="1–6, and not more than the players per tee time."
            disabled={disabled}
            {...form.register('max_players_per_booking')}
          />
          <NumberField
            label="Members can book ahead"
            required
            unit="days"
            min={0}
            max={365}
            step={1}
            hint="0–365 days."
            disabled={disabled}
            {...form.register('member_booking_days_ahead')}
          />
          <NumberField
            label="Guests can book ahead"
            required
            unit="days"
            min={0}
            max={365}
            step={1}
            hint="0–365 days. Used only when guests may book."
            disabled={disabled}
            {...form.register('guest_booking_days_ahead')}
          />
        </div>
        <Checkbox
          label="Guests may book"
          hint="Tee times can be booked for guests as well as members."
          disabled={disabled}
          {...form.registerCheckbox('guests_allowed')}
        />
        <Checkbox
          label="One booking per member per day"
          hint="A member cannot hold two tee times on the same day."
          disabled={disabled}
          {...form.registerCheckbox('one_booking_per_member_per_day')}
        />
      </fieldset>

      <fieldset className={styles['fw-rules-group']} aria-describedby={`${ids.cancel}-d`}>
        <legend className={styles['fw-rules-legend']}>Cancellations</legend>
        <p id={`${ids.cancel}-d`} className={page['fw-ui-page-muted']}>
          How long before the tee time a golfer can still cancel a booking.
        </p>
        <NumberField
          label="Cancellation deadline"
          required
          unit="hours before the tee time"
          min={0}
          max={168}
          step={1}
          hint="0–168 hours. 0: golfers can cancel until the tee time."
          disabled={disabled}
          className={styles['fw-rules-narrow-field']}
          {...form.register('cancellation_cutoff_hours')}
        />
      </fieldset>

      {canWrite ? (
        <div className={page['fw-ui-page-actions']}>
          <Button type="submit" loading={form.submitting} loadingLabel="Saving">
            Save booking rules
          </Button>
        </div>
      ) : null}
    </form>
  );
}
