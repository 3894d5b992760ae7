import { z } from 'zod';
import {
  DATE_FORMATS,
  DISPLAY_DEFAULTS,
  DISTANCE_UNITS,
  FEATURE_SCHEMAS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  features,
  siteNameValue,
  TEMPERATURE_UNITS,
  TIME_FORMATS,
  WIND_SPEED_UNITS,
  timestamp,
  type FeatureKey,
} from '@fairway/shared-api/core';

/**
 * Where each feature value is read (GET) and written (PUT), relative to /api.
 * The server's routes and the client's calls both come from this table.
 */
export const FEATURE_PATHS: Record<FeatureKey, string> = {
  registration_enabled: 'registration-enabled',
  unsubscribe_enabled: 'settings/settings/unsubscriptions-enabled',
  email_notifications_enabled: 'settings/settings/email-notifications-enabled',
  restaurant_management_enabled: 'settings/settings/restaurant-management-enabled',
  wellness_management_enabled: 'settings/settings/wellness-management-enabled',
  tee_time_management_enabled: 'settings/settings/tee-time-management-enabled',
  pro_shop_management_enabled: 'settings/settings/pro-shop-management-enabled',
  shop_management_enabled: 'settings/settings/shop-management-enabled',
  rental_management_enabled: 'settings/settings/rental-management-enabled',
  training_management_enabled: 'settings/settings/training-management-enabled',
  events_management_enabled: 'settings/settings/events-management-enabled',
  subscription_management_enabled: 'settings/settings/subscription-management-enabled',
  security_management_enabled: 'settings/settings/security-management-enabled',
  site_name: 'settings/settings/site-name',
};

/** Flag reads that answer false when the call fails (spec section 8). */
export const FLAGS_FALSE_ON_FAILURE: readonly FeatureKey[] = [
  'registration_enabled',
  'unsubscribe_enabled',
  'email_notifications_enabled',
];

/** The body of PUT and the answer of GET on a feature path: { "<key>": value }. */
export const featureValue = (key: FeatureKey) => z.strictObject({ [key]: FEATURE_SCHEMAS[key] });

export const siteName = z.strictObject({ site_name: siteNameValue });

// ---- Settings sections: one document per organization and section, every field with its default.

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

const flag = (fallback: boolean) => z.boolean({ error: 'must be true or false' }).default(fallback);

/** The language-and-region tags a club may choose: regions of the portal's catalogue languages (en, es). */
export const CLUB_LOCALES = [
  'en-GB',
  'en-IE',
  'en-US',
  'en-CA',
  'en-AU',
  'en-NZ',
  'en-ZA',
  'es-ES',
  'es-MX',
  'es-AR',
  'es-CL',
  'es-CO',
  'es-US',
] as const;

/** The currencies (ISO 4217) a club may keep its prices in. */
export const CLUB_CURRENCIES = [
  'GBP',
  'EUR',
  'USD',
  'CAD',
  'AUD',
  'NZD',
  'ZAR',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'AED',
  'MXN',
  'ARS',
  'CLP',
  'COP',
  'BRL',
  'JPY',
  'SGD',
  'HKD',
  'INR',
] as const;

const locale = z.enum(CLUB_LOCALES, {
  error: `must be one of the portal's languages and regions: ${CLUB_LOCALES.join(', ')}`,
});
const currency = z.enum(CLUB_CURRENCIES, {
  error: `must be one of the currencies a club can use: ${CLUB_CURRENCIES.join(', ')}`,
});

/** Presentation for the whole club. The time zone is the organization's own field, not repeated here. */
export const appSettings = z.strictObject({
  locale: locale.default('en-GB'),
  currency: currency.default('GBP'),
  date_format: oneOf(DATE_FORMATS).default(DISPLAY_DEFAULTS.date_format),
  time_format: oneOf(TIME_FORMATS).default(DISPLAY_DEFAULTS.time_format),
  /** 0 = Sunday, as the spec's day_of_week. */
  week_starts_on: wholeNumber(0, 6).default(DISPLAY_DEFAULTS.week_starts_on),
  distance_unit: oneOf(DISTANCE_UNITS).default(DISPLAY_DEFAULTS.distance_unit),
  temperature_unit: oneOf(TEMPERATURE_UNITS).default(DISPLAY_DEFAULTS.temperature_unit),
  wind_speed_unit: oneOf(WIND_SPEED_UNITS).default(DISPLAY_DEFAULTS.wind_speed_unit),
});

/** Tee sheet and booking rules. */
export const courseSettings = z
  .strictObject({
    tee_interval_minutes: wholeNumber(5, 30).default(10),
    players_per_slot: wholeNumber(1, 6).default(4),
    max_players_per_booking: wholeNumber(1, 6).default(4),
    member_booking_days_ahead: wholeNumber(0, 365).default(14),
    guest_booking_days_ahead: wholeNumber(0, 365).default(7),
    guests_allowed: flag(true),
    one_booking_per_member_per_day: flag(false),
    cancellation_cutoff_hours: wholeNumber(0, 168).default(24),
    default_round_holes: z
      .union([z.literal(9), z.literal(18)], { error: 'must be 9 or 18' })
      .default(18),
    /** How long freed places are held for the first on the waitlist. */
    waitlist_offer_minutes: wholeNumber(5, 240).default(15),
  })
  .refine((c) => c.max_players_per_booking <= c.players_per_slot, {
    path: ['max_players_per_booking'],
    error: 'must not exceed players_per_slot',
  });

export const maintenanceSettings = z.strictObject({
  default_job_priority: oneOf(['low', 'medium', 'high', 'urgent']).default('medium'),
  reminder_days_before: wholeNumber(0, 60).default(3),
  overdue_after_days: wholeNumber(1, 365).default(14),
  notify_tenants_on_status_change: flag(true),
  require_completion_notes: flag(false),
});

/** What the club e-mails, when email_notifications_enabled (the master switch, a feature flag) is on. */
export const notificationSettings = z.strictObject({
  booking_confirmation_email: flag(true),
  booking_reminder_email: flag(true),
  reminder_hours_before: wholeNumber(1, 168).default(24),
  cancellation_email: flag(true),
  event_reminder_email: flag(true),
  reply_to_email: z.email('must be an e-mail address').nullable().default(null),
});

/**
 * Enforced by the server for the club's accounts. Defaults are the server's out-of-the-box
 * behaviour; the installation's SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS cap the session
 * lengths (a club may choose shorter sessions, never longer ones).
 */
export const securitySettings = z.strictObject({
  session_idle_minutes: wholeNumber(5, 1440).default(120),
  session_absolute_hours: wholeNumber(1, 720).default(168),
  password_min_length: wholeNumber(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH).default(
    PASSWORD_MIN_LENGTH,
  ),
  /** Failed sign-ins (within 15 minutes) that block the account for lockout_minutes. */
  login_attempts_before_throttle: wholeNumber(3, 50).default(10),
  lockout_minutes: wholeNumber(1, 1440).default(15),
  invitation_expiry_days: wholeNumber(1, 30).default(7),
});

/** Section name → schema. A PUT body is the whole section: fields it leaves out take their defaults. */
export const SETTINGS_SECTIONS = {
  app: appSettings,
  course: courseSettings,
  maintenance: maintenanceSettings,
  notifications: notificationSettings,
  security: securitySettings,
};
export type SettingsSectionName = keyof typeof SETTINGS_SECTIONS;
export const SETTINGS_SECTION_NAMES = Object.keys(SETTINGS_SECTIONS) as SettingsSectionName[];
export type SettingsSection<N extends SettingsSectionName> = z.output<
  (typeof SETTINGS_SECTIONS)[N]
>;
export type SettingsSectionInput<N extends SettingsSectionName> = z.input<
  (typeof SETTINGS_SECTIONS)[N]
>;

export const SETTINGS_DEFAULTS = Object.fromEntries(
  SETTINGS_SECTION_NAMES.map((name) => [name, SETTINGS_SECTIONS[name].parse({})]),
) as { [N in SettingsSectionName]: SettingsSection<N> };

export const settingsSectionParam = z.object({ section: z.string() });

/** Any one section (the answer of POST /api/settings/{section}/reset). */
export const anySettingsSection = z.union([
  appSettings,
  courseSettings,
  maintenanceSettings,
  notificationSettings,
  securitySettings,
]);

export const settingsSections = z.strictObject(SETTINGS_SECTIONS);
export type SettingsSections = z.infer<typeof settingsSections>;

/** GET /api/settings/all and the answer of an import. */
export const allSettings = z.object({ sections: settingsSections, features });
export type AllSettings = z.infer<typeof allSettings>;

export const SETTINGS_DOCUMENT_FORMAT = 'fairway-settings';
export const SETTINGS_DOCUMENT_VERSION = 1;

/** GET /api/settings/export: a versioned document another club (or this one, later) can import. */
export const settingsExport = allSettings.extend({
  format: z.literal(SETTINGS_DOCUMENT_FORMAT),
  version: z.literal(SETTINGS_DOCUMENT_VERSION),
  exported_at: timestamp,
  organization: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
});
export type SettingsExport = z.infer<typeof settingsExport>;

/**
 * POST /api/settings/import. Sections present replace the stored ones (fields left out take their
 * defaults); sections absent stay as they are; features present are merged in. The organization
 * and exported_at of an export are informational: a document may be imported into another club.
 */
export const settingsImport = z.strictObject({
  format: z.literal(SETTINGS_DOCUMENT_FORMAT, { error: `must be "${SETTINGS_DOCUMENT_FORMAT}"` }),
  version: z.literal(SETTINGS_DOCUMENT_VERSION, {
    error: `must be ${SETTINGS_DOCUMENT_VERSION}: this server reads version 1 documents`,
  }),
  exported_at: z.string().optional(),
  organization: z.looseObject({}).optional(),
  sections: settingsSections.partial().default({}),
  features: z.strictObject(FEATURE_SCHEMAS).partial().default({}),
});
export type SettingsImport = z.input<typeof settingsImport>;
export type SettingsImportDocument = z.output<typeof settingsImport>;
