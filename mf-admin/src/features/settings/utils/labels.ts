import type { FeatureFlag } from '@fairway/shared-api';
import type { SettingsSectionName } from '@fairway/shared-api/settings';
import { getT } from '@fairway/shared-ui';
import { messages, type AdminMessage, type AdminT } from '../../../i18n/messages';

export type Described = { label: string; hint?: string; unit?: string };
type DescribedKeys = { label: AdminMessage; hint?: AdminMessage; unit?: AdminMessage };
export type FlagText = { flag: FeatureFlag } & DescribedKeys;

/** The module switches, in words a club manager uses. */
export const MODULE_FLAGS: readonly FlagText[] = [
  { flag: 'tee_time_management_enabled', label: 'flagTeeTimes', hint: 'flagTeeTimesHint' },
  { flag: 'pro_shop_management_enabled', label: 'flagProShop', hint: 'flagProShopHint' },
  { flag: 'shop_management_enabled', label: 'flagShop', hint: 'flagShopHint' },
  { flag: 'rental_management_enabled', label: 'flagRentals', hint: 'flagRentalsHint' },
  { flag: 'training_management_enabled', label: 'flagTraining', hint: 'flagTrainingHint' },
  { flag: 'events_management_enabled', label: 'flagEvents', hint: 'flagEventsHint' },
  {
    flag: 'subscription_management_enabled',
    label: 'flagSubscriptions',
    hint: 'flagSubscriptionsHint',
  },
  { flag: 'restaurant_management_enabled', label: 'flagRestaurant' },
  { flag: 'wellness_management_enabled', label: 'flagWellness' },
  { flag: 'security_management_enabled', label: 'flagSecurity', hint: 'flagSecurityHint' },
];

/** Who may join and what the club sends. */
export const ACCESS_FLAGS: readonly FlagText[] = [
  { flag: 'registration_enabled', label: 'flagRegistration', hint: 'flagRegistrationHint' },
  { flag: 'unsubscribe_enabled', label: 'flagUnsubscribe', hint: 'flagUnsubscribeHint' },
  { flag: 'email_notifications_enabled', label: 'flagEmail', hint: 'flagEmailHint' },
];

const FLAG_KEYS: Readonly<Record<string, AdminMessage>> = Object.fromEntries(
  [...MODULE_FLAGS, ...ACCESS_FLAGS].map((f) => [f.flag, f.label]),
);

const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** A flag's switch label ('Tee times and bookings'); the flag itself when it has none. */
export const flagLabel = (flag: string, t: AdminT = getT(messages)): string =>
  has(FLAG_KEYS, flag) ? t(FLAG_KEYS[flag]!) : flag;

const SECTION_KEYS: Readonly<
  Record<SettingsSectionName, { title: AdminMessage; description: AdminMessage }>
> = {
  app: { title: 'sectionApp', description: 'sectionAppDescription' },
  course: { title: 'sectionCourse', description: 'sectionCourseDescription' },
  maintenance: { title: 'sectionMaintenance', description: 'sectionMaintenanceDescription' },
  notifications: { title: 'sectionNotifications', description: 'sectionNotificationsDescription' },
  security: { title: 'sectionSecurity', description: 'sectionSecurityDescription' },
};

/** A settings section's tab title ('Course and bookings'); the name itself when unknown. */
export const sectionTitle = (name: string, t: AdminT = getT(messages)): string =>
  has(SECTION_KEYS, name) ? t(SECTION_KEYS[name as SettingsSectionName].title) : name;

export const sectionDescription = (name: SettingsSectionName, t: AdminT = getT(messages)) =>
  t(SECTION_KEYS[name].description);

/** Labels, hints and units of every settings field; a field missing here shows its key in words. */
const FIELD_KEYS: Readonly<Record<string, DescribedKeys>> = {
  'app.locale': { label: 'fieldLocale', hint: 'fieldLocaleHint' },
  'app.currency': { label: 'fieldCurrency', hint: 'fieldCurrencyHint' },
  'app.date_format': { label: 'fieldDateFormat' },
  'app.time_format': { label: 'fieldTimeFormat' },
  'app.week_starts_on': { label: 'fieldWeekStartsOn' },
  'app.distance_unit': { label: 'fieldDistanceUnit' },
  'app.temperature_unit': { label: 'fieldTemperatureUnit' },
  'app.wind_speed_unit': { label: 'fieldWindSpeedUnit' },
  'course.tee_interval_minutes': { label: 'fieldTeeInterval', unit: 'unitMinutes' },
  'course.players_per_slot': { label: 'fieldPlayersPerSlot' },
  'course.max_players_per_booking': {
    label: 'fieldMaxPlayersPerBooking',
    hint: 'fieldMaxPlayersPerBookingHint',
  },
  'course.member_booking_days_ahead': { label: 'fieldMemberDaysAhead', unit: 'unitDays' },
  'course.guest_booking_days_ahead': { label: 'fieldGuestDaysAhead', unit: 'unitDays' },
  'course.guests_allowed': { label: 'fieldGuestsAllowed' },
  'course.one_booking_per_member_per_day': { label: 'fieldOneBookingPerDay' },
  'course.cancellation_cutoff_hours': {
    label: 'fieldCancellationCutoff',
    hint: 'fieldCancellationCutoffHint',
    unit: 'unitHours',
  },
  'course.default_round_holes': { label: 'fieldRoundHoles' },
  'maintenance.default_job_priority': { label: 'fieldJobPriority' },
  'maintenance.reminder_days_before': { label: 'fieldReminderDaysBefore', unit: 'unitDays' },
  'maintenance.overdue_after_days': { label: 'fieldOverdueAfter', unit: 'unitDays' },
  'maintenance.notify_tenants_on_status_change': { label: 'fieldNotifyTenants' },
  'maintenance.require_completion_notes': { label: 'fieldCompletionNotes' },
  'notifications.booking_confirmation_email': { label: 'fieldBookingConfirmation' },
  'notifications.booking_reminder_email': { label: 'fieldBookingReminder' },
  'notifications.reminder_hours_before': { label: 'fieldReminderHoursBefore', unit: 'unitHours' },
  'notifications.cancellation_email': { label: 'fieldCancellationEmail' },
  'notifications.event_reminder_email': { label: 'fieldEventReminder' },
  'notifications.reply_to_email': { label: 'fieldReplyTo', hint: 'fieldReplyToHint' },
  'security.session_idle_minutes': {
    label: 'fieldSessionIdle',
    hint: 'fieldSessionLimitHint',
    unit: 'unitMinutes',
  },
  'security.session_absolute_hours': {
    label: 'fieldSessionAbsolute',
    hint: 'fieldSessionLimitHint',
    unit: 'unitHours',
  },
  'security.password_min_length': { label: 'fieldPasswordMinLength', unit: 'unitCharacters' },
  'security.login_attempts_before_throttle': {
    label: 'fieldLoginAttempts',
    hint: 'fieldLoginAttemptsHint',
  },
  'security.lockout_minutes': {
    label: 'fieldLockout',
    hint: 'fieldLockoutHint',
    unit: 'unitMinutes',
  },
  'security.invitation_expiry_days': { label: 'fieldInvitationExpiry', unit: 'unitDays' },
};

/** Option labels for enum values that are not words already; units keep their symbols. */
const OPTION_KEYS: Readonly<Record<string, AdminMessage>> = {
  '24h': 'option24h',
  '12h': 'option12h',
  'DD/MM/YYYY': 'optionDayMonthYear',
  'MM/DD/YYYY': 'optionMonthDayYear',
  'YYYY-MM-DD': 'optionYearMonthDay',
  celsius: 'optionCelsius',
  fahrenheit: 'optionFahrenheit',
  yards: 'optionYards',
  metres: 'optionMetres',
  low: 'optionLow',
  medium: 'optionMedium',
  high: 'optionHigh',
  urgent: 'optionUrgent',
};
const UNIT_SYMBOLS: Readonly<Record<string, string>> = { kmh: 'km/h', mph: 'mph', ms: 'm/s' };
const HOLES = new Set(['9', '18']);

export function optionLabel(value: string, t: AdminT = getT(messages)): string {
  if (has(OPTION_KEYS, value)) return t(OPTION_KEYS[value]!);
  if (HOLES.has(value)) return t('optionHoles', { count: Number(value) });
  return has(UNIT_SYMBOLS, value) ? UNIT_SYMBOLS[value]! : value;
}

export function fieldText(section: string, key: string, t: AdminT = getT(messages)): Described {
  const keys = FIELD_KEYS[`${section}.${key}`];
  if (!keys) return { label: key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()) };
  return {
    label: t(keys.label),
    ...(keys.hint ? { hint: t(keys.hint) } : {}),
    ...(keys.unit ? { unit: t(keys.unit) } : {}),
  };
}
