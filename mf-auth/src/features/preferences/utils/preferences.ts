import {
  LANGUAGES,
  isThemeChoice,
  languageOf,
  type SelectOption,
  type ThemeChoice,
  type Translate,
} from '@fairway/shared-ui';
import type { messages } from '../../../i18n/messages';

type T = Translate<keyof (typeof messages)['en']>;

/**
 * The keys the portal keeps in a user's preferences (PUT /users/{id}/preferences stores any JSON
 * object; the spec leaves its fields open). Other keys, written by other parts of the portal, are
 * kept as they are on every save.
 */
export type PortalPreferences = {
  theme: ThemeChoice;
  /** A catalogue language ('en', 'es'), or '' for the club's language. */
  language: string;
  email_notifications: boolean;
  default_landing_page: string;
};

export const DEFAULT_PREFERENCES: PortalPreferences = {
  theme: 'system',
  language: '',
  email_notifications: false,
  default_landing_page: '/',
};

export const themeOptions = (t: T): SelectOption[] => [
  { value: 'system', label: t('themeSystem') },
  { value: 'light', label: t('themeLight') },
  { value: 'dark', label: t('themeDark') },
];

/**
 * The club's language first (the default: '' follows the club, named in its own words), then
 * every language the portal's catalogues are complete in, each in its own words.
 */
export function languageOptions(t: T, clubLocale: string): SelectOption[] {
  const club = LANGUAGES[languageOf(undefined, clubLocale)];
  return [
    { value: '', label: t('clubLanguage', { language: club }) },
    ...Object.entries(LANGUAGES).map(([value, label]) => ({ value, label })),
  ];
}

/** Reads the portal's keys from whatever the server holds, with defaults for missing or odd values. */
export function readPreferences(stored: Record<string, unknown>): PortalPreferences {
  const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);
  const language = typeof stored.language === 'string' ? stored.language.trim() : '';
  const landing = text(stored.default_landing_page, DEFAULT_PREFERENCES.default_landing_page);
  return {
    theme: isThemeChoice(stored.theme) ? stored.theme : DEFAULT_PREFERENCES.theme,
    language,
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
