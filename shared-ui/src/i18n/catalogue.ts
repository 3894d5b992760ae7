import { FALLBACK_LANGUAGE, isLanguage, type Language } from './languages';

/**
 * One message: a text with `{name}` placeholders, or a plural, chosen by the `count` value with
 * the language's plural rules (Intl.PluralRules): `{ one: '{count} booking', other: '{count}
 * bookings' }`. `zero`, when given, is used for a count of 0 in every language.
 */
export type PluralMessage = {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
};
export type Message = string | PluralMessage;

/** Values for a message's placeholders: numbers are written the language's way (1,234 / 1.234). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A package's messages: English, and every other catalogue language with the same keys. */
export type Messages<K extends string = string> = {
  readonly [L in Language]: Readonly<Record<K, Message>>;
};

/** The keys of a catalogue. */
export type MessageKey<M> = M extends Messages<infer K> ? K : never;

/**
 * A package's message catalogue (its `src/i18n/messages.ts`). English declares the keys; every
 * other language must have each of them: a missing one does not typecheck.
 *
 * ```ts
 * export const messages = defineMessages({
 *   en: { title: 'My bookings', count: { one: '{count} booking', other: '{count} bookings' } },
 *   es: { title: 'Mis reservas', count: { one: '{count} reserva', other: '{count} reservas' } },
 * });
 * ```
 */
export function defineMessages<const E extends Readonly<Record<string, Message>>>(
  catalogue: { en: E } & {
    [L in Exclude<Language, 'en'>]: NoInfer<{ readonly [K in keyof E]: Message }>;
  },
): Messages<keyof E & string> {
  return catalogue as unknown as Messages<keyof E & string>;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const cached = <T>(map: Map<string, T>, key: string, make: () => T): T => {
  let value = map.get(key);
  if (!value) {
    value = make();
    map.set(key, value);
  }
  return value;
};

function pick(message: Message, language: string, values: MessageValues | undefined): string {
  if (typeof message === 'string') return message;
  const count = Number(values?.count ?? 0);
  if (count === 0 && message.zero !== undefined) return message.zero;
  const rule = cached(pluralRules, language, () => new Intl.PluralRules(language)).select(count);
  return message[rule] ?? message.other;
}

/**
 * The text of `key` in `language` (English when the language is not in the catalogue or, at run
 * time, lacks the key), with its placeholders filled; `locale` writes the numbers.
 */
export function translate<K extends string>(
  messages: Messages<K>,
  key: K,
  values?: MessageValues,
  language: string = FALLBACK_LANGUAGE,
  locale: string = language,
): string {
  const lang = isLanguage(language) ? language : FALLBACK_LANGUAGE;
  const message = messages[lang][key] ?? messages[FALLBACK_LANGUAGE][key] ?? key;
  const text = pick(message, lang, values);
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (typeof value === 'string') return value;
    return cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value);
  });
}

/** What `useT` answers: `t(key, values)`, and the language it speaks. */
export type Translate<K extends string> = ((key: K, values?: MessageValues) => string) & {
  language: Language;
};
