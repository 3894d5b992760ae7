// The club's display settings as every screen needs them at first paint: part of the root entry,
// because GET /api/auth/session carries them. Writing them is the settings domain's `app` section,
// whose fields take their values and defaults from here.
import { z } from 'zod';

export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const TIME_FORMATS = ['24h', '12h'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];
export const DISTANCE_UNITS = ['yards', 'metres'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const TEMPERATURE_UNITS = ['celsius', 'fahrenheit'] as const;
export const WIND_SPEED_UNITS = ['kmh', 'mph', 'ms'] as const;

/** The club's display settings (the `app` section) and its time zone (the organization's). */
export const displaySettings = z.object({
  /** A language tag such as en-GB or es-ES: the language of the portal and of Intl's words. */
  locale: z.string(),
  /** ISO 4217, e.g. GBP. */
  currency: z.string(),
  date_format: z.enum(DATE_FORMATS),
  time_format: z.enum(TIME_FORMATS),
  /** 0 = Sunday. */
  week_starts_on: z.number().int().min(0).max(6),
  distance_unit: z.enum(DISTANCE_UNITS),
  temperature_unit: z.enum(TEMPERATURE_UNITS),
  wind_speed_unit: z.enum(WIND_SPEED_UNITS),
  /** IANA time zone, e.g. Europe/London. */
  time_zone: z.string(),
});
export type DisplaySettingsInfo = z.infer<typeof displaySettings>;

/** What a new club shows (and the portal before anyone signs in). */
export const DISPLAY_DEFAULTS: DisplaySettingsInfo = {
  locale: 'en-GB',
  currency: 'GBP',
  date_format: 'DD/MM/YYYY',
  time_format: '24h',
  week_starts_on: 1,
  distance_unit: 'yards',
  temperature_unit: 'celsius',
  wind_speed_unit: 'kmh',
  time_zone: 'Europe/London',
};
