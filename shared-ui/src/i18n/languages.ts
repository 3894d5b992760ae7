/**
 * The languages every message catalogue of the portal is complete in (`defineMessages` makes a
 * missing message a type error), each with its own name. English is the fallback.
 */
export const LANGUAGES = { en: 'English', es: 'Español' } as const;
export type Language = keyof typeof LANGUAGES;
export const FALLBACK_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGES, value);

/** The primary language of a tag ('es-ES' → 'es'), or '' when it is not a tag. */
function primary(tag: string | undefined): string {
  if (!tag) return '';
  try {
    return new Intl.Locale(tag).language;
  } catch {
    return '';
  }
}

/**
 * The catalogue language: the person's preference when the catalogue has it, else the club's
 * locale's language when it has that, else English.
 */
export function languageOf(preference: string | undefined, clubLocale: string): Language {
  const chosen = primary(preference);
  if (isLanguage(chosen)) return chosen;
  const club = primary(clubLocale);
  return isLanguage(club) ? club : FALLBACK_LANGUAGE;
}
