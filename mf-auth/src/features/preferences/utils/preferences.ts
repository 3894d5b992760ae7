import type { SelectOption } from '@fairway/shared-ui';
import { isThemeChoice, type ThemeChoice } from '@fairway/shared-ui';

/**
 * The keys the portal keeps in a user's preferences (PUT /users/{id}/preferences stores any JSON
 * object; the spec leaves its fields open). Other keys, written by other parts of the portal, are
 * kept as they are on every save.
 */
export type PortalPreferences = {
  theme: ThemeChoice;
  language: string;
  email_notifications: boolean;
  default_landing_page: string;
};

export const DEFAULT_PREFERENCES: PortalPreferences = {
  theme: 'system',
  language: 'en',
  email_notifications: false,
  default_landing_page: '/',
};

export const THEME_OPTIONS = [
  { value: 'system', label: 'Same as this device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export const LANGUAGE_OPTIONS: SelectOption[] = [
  { value: 'en', label: 'English' },
  { value: 'nl', label: 'Nederlands' },
  { value: 'de', label: 'Deutsch' },
  { value: 'fr', label: 'Français' },
  { value: 'es', label: 'Español' },
];

/** Reads the portal's keys from whatever the server holds, with defaults for missing or odd values. */
export function readPreferences(stored: Record<string, unknown>): PortalPreferences {
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);
  const landing = text(stored.default_landing_page, DEFAULT_PREFERENCES.default_landing_page);
  return {
    theme: isThemeChoice(stored.theme) ? stored.theme : DEFAULT_PREFERENCES.theme,
    language: text(stored.language, DEFAULT_PREFERENCES.language),
    email_notifications: stored.email_notifications === true,
    default_landing_page: isSitePath(landing) ? landing : DEFAULT_PREFERENCES.default_landing_page,
  };
}

/** '/tee-times', never '//other.example' or an absolute URL. */
export function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** True when none of the portal's keys has been saved yet. */
export function isUnset(stored: Record<string, unknown>): boolean {
  return !(['theme', 'language', 'email_notifications', 'default_landing_page'] as const).some(
    (k) => k in stored,
  );
}
