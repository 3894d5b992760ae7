import type { FeatureFlag } from '@fairway/shared-api';
import type { SettingsSectionName } from '@fairway/shared-api/settings';

export type Described = { label: string; hint?: string; unit?: string };

/** The module switches, in words a club manager uses. */
export const MODULE_FLAGS: ReadonlyArray<{ flag: FeatureFlag } & Described> = [
  {
    flag: 'tee_time_management_enabled',
    label: 'Tee times and bookings',
    hint: 'Tee sheet, bookings, courses, opening hours and closures',
  },
  {
    flag: 'pro_shop_management_enabled',
    label: 'Pro shop',
    hint: 'Items, inventory, rentals and pro shop analytics',
  },
  { flag: 'shop_management_enabled', label: 'Shop', hint: 'Basket and orders for members' },
  {
    flag: 'rental_management_enabled',
    label: 'Rentals',
    hint: 'Houses, house rentals and equipment rentals',
  },
  {
    flag: 'training_management_enabled',
    label: 'Academy and training',
    hint: 'Trainers, training plans, schedules and enrolments',
  },
  { flag: 'events_management_enabled', label: 'Events', hint: 'Events, activities and trips' },
  {
    flag: 'subscription_management_enabled',
    label: 'Subscriptions',
    hint: 'Subscriptions and balances of members and tenants',
  },
  { flag: 'restaurant_management_enabled', label: 'Restaurant' },
  { flag: 'wellness_management_enabled', label: 'Wellness' },
  { flag: 'security_management_enabled', label: 'Security', hint: 'Security staff tools' },
];

/** Who may join and what the club sends. */
export const ACCESS_FLAGS: ReadonlyArray<{ flag: FeatureFlag } & Described> = [
  {
    flag: 'registration_enabled',
    label: 'People can register themselves',
    hint: 'Shows “Create an account” on the sign-in page',
  },
  {
    flag: 'unsubscribe_enabled',
    label: 'Members can unsubscribe',
    hint: 'Lets members end their subscriptions themselves',
  },
  {
    flag: 'email_notifications_enabled',
    label: 'Send e-mail notifications',
    hint: 'The master switch for every e-mail the club sends',
  },
];

export const FLAG_LABELS: Record<string, string> = Object.fromEntries(
  [...MODULE_FLAGS, ...ACCESS_FLAGS].map((f) => [f.flag, f.label]),
);

export const SECTION_TITLES: Record<SettingsSectionName, string> = {
  app: 'Display',
  course: 'Course and bookings',
  maintenance: 'Maintenance',
  notifications: 'Notifications',
  security: 'Security',
};

export const SECTION_DESCRIPTIONS: Record<SettingsSectionName, string> = {
  app: 'Language, currency and units the portal shows.',
  course: 'How the tee sheet is laid out and who may book how far ahead.',
  maintenance: 'Defaults and reminders for maintenance jobs.',
  notifications: 'Which e-mails the club sends, when “Send e-mail notifications” is on.',
  security: 'Sessions, passwords and sign-in throttling.',
};

/** Labels, hints and units of every settings field; a field missing here shows its key in words. */
export const FIELD_TEXT: Record<string, Described> = {
  'app.locale': { label: 'Language and region', hint: 'A language tag such as en-GB or nl-NL' },
  'app.currency': { label: 'Currency', hint: 'An ISO 4217 code such as GBP or EUR' },
  'app.date_format': { label: 'Date format' },
  'app.time_format': { label: 'Time format' },
  'app.week_starts_on': {
    label: 'First day of the week',
    hint: '0 is Sunday, 1 Monday … 6 Saturday',
  },
  'app.distance_unit': { label: 'Distances in' },
  'app.temperature_unit': { label: 'Temperatures in' },
  'app.wind_speed_unit': { label: 'Wind speed in' },
  'course.tee_interval_minutes': { label: 'Minutes between tee times', unit: 'min' },
  'course.players_per_slot': { label: 'Players per tee time' },
  'course.max_players_per_booking': {
    label: 'Most players in one booking',
    hint: 'Not more than the players per tee time',
  },
  'course.member_booking_days_ahead': { label: 'Members can book ahead', unit: 'days' },
  'course.guest_booking_days_ahead': { label: 'Guests can book ahead', unit: 'days' },
  'course.guests_allowed': { label: 'Guests may book' },
  'course.one_booking_per_member_per_day': { label: 'One booking per member per day' },
  'course.cancellation_cutoff_hours': {
    label: 'Cancellation deadline',
    hint: 'Hours before the tee time',
    unit: 'h',
  },
  'course.default_round_holes': { label: 'Holes in a round' },
  'maintenance.default_job_priority': { label: 'Priority of new jobs' },
  'maintenance.reminder_days_before': { label: 'Reminder before the due date', unit: 'days' },
  'maintenance.overdue_after_days': { label: 'Overdue after', unit: 'days' },
  'maintenance.notify_tenants_on_status_change': {
    label: 'Tell tenants when a job’s status changes',
  },
  'maintenance.require_completion_notes': { label: 'Require notes to complete a job' },
  'notifications.booking_confirmation_email': { label: 'Booking confirmations' },
  'notifications.booking_reminder_email': { label: 'Booking reminders' },
  'notifications.reminder_hours_before': {
    label: 'Booking reminder before the tee time',
    unit: 'h',
  },
  'notifications.cancellation_email': { label: 'Cancellation e-mails' },
  'notifications.event_reminder_email': { label: 'Event reminders' },
  'notifications.reply_to_email': {
    label: 'Reply-to address',
    hint: 'Where replies to the club’s e-mails go; empty for none',
  },
  'security.session_idle_minutes': {
    label: 'Sign out after inactivity',
    hint: 'The installation’s own limit applies when it is shorter',
    unit: 'min',
  },
  'security.session_absolute_hours': {
    label: 'Sign in again at least every',
    hint: 'The installation’s own limit applies when it is shorter',
    unit: 'h',
  },
  'security.password_min_length': { label: 'Shortest password', unit: 'chars' },
  'security.login_attempts_before_throttle': {
    label: 'Failed sign-ins before blocking',
    hint: 'Per account, within 15 minutes',
  },
  'security.lockout_minutes': {
    label: 'Sign-in blocked for',
    hint: 'After too many failed sign-ins; even the right password waits',
    unit: 'min',
  },
  'security.invitation_expiry_days': { label: 'Invitations expire after', unit: 'days' },
};

/** Option labels for enum values that are not words already. */
export const OPTION_LABELS: Record<string, string> = {
  '24h': '24-hour (14:30)',
  '12h': '12-hour (2:30 pm)',
  kmh: 'km/h',
  mph: 'mph',
  ms: 'm/s',
  celsius: 'Celsius',
  fahrenheit: 'Fahrenheit',
  yards: 'Yards',
  metres: 'Metres',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
  '9': '9 holes',
  '18': '18 holes',
};

export function fieldText(section: string, key: string): Described {
  return (
    FIELD_TEXT[`${section}.${key}`] ?? {
      label: key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
    }
  );
}
