/**
 * The bad values the fuzz walk sends: a fixed table (the cases an outside fuzz run found) plus a
 * few fast-check draws per operation from a fixed seed, and their encodings for paths, query
 * strings and headers.
 */
import fc from 'fast-check';
import { kindOf, type JsonSchema } from './schema';

/** A value to send and how a failure report names it. */
export type Bad = { label: string; value: unknown };

const bad = (label: string, value: unknown): Bad => ({ label, value });

export const NUMBERS: Bad[] = [
  bad('0', 0),
  bad('-1', -1),
  bad('2^31', 2 ** 31),
  bad('2^53-1', Number.MAX_SAFE_INTEGER),
  bad('1e308', 1e308),
  bad('1.5', 1.5),
];

export const STRINGS: Bad[] = [
  bad("'abc'", 'abc'),
  bad("''", ''),
  bad('"a\\u0000b" (NUL byte)', 'a\u0000b'),
  bad('"\\uD800" (lone surrogate)', '\uD800'),
  bad('10,000 characters', 'x'.repeat(10_000)),
];

export const DATES: Bad[] = [
  bad("'0000-01-01'", '0000-01-01'),
  bad("'9999-12-31'", '9999-12-31'),
  bad("'2026-02-30'", '2026-02-30'),
  bad("'not-a-date'", 'not-a-date'),
];

export const TIMES: Bad[] = [bad("'25:99'", '25:99'), bad("'24:00'", '24:00')];

export const WRONG_TYPES: Bad[] = [
  bad('null', null),
  bad('an object', { a: 1 }),
  bad('an array', [1]),
  bad('true', true),
];

export const ALL_BAD: Bad[] = [...NUMBERS, ...STRINGS, ...DATES, ...TIMES, ...WRONG_TYPES];

const DATE_HINT = /(^|_)date($|_)|^from$|^to$|birth/;
const TIME_HINT = /(^|_)time$/;

/** The values that pass the field's type check, and so reach the handler, come first. */
function firstFor(s: JsonSchema, name: string): Bad[] {
  switch (kindOf(s)) {
    case 'integer':
    case 'number':
      return NUMBERS;
    case 'string':
      if (DATE_HINT.test(name) || s.format === 'date' || /\\d\{4\}/.test(s.pattern ?? ''))
        return [...DATES, ...STRINGS, ...TIMES];
      if (TIME_HINT.test(name)) return [...TIMES, ...STRINGS, ...DATES];
      return [...STRINGS, ...DATES, ...TIMES];
    default:
      return [];
  }
}

/** Every bad value for one field, most telling first (the walk caps how many it sends). */
export function badValuesFor(s: JsonSchema, name: string): Bad[] {
  const seen = new Set<string>();
  return [...firstFor(s, name), ...WRONG_TYPES, ...ALL_BAD].filter(
    (b) => !seen.has(b.label) && Boolean(seen.add(b.label)),
  );
}

const preview = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** `count` random JSON values (strings with any code point, extreme numbers, nested JSON). */
export function fastCheckValues(seed: number, count: number): Bad[] {
  const anything = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.double(),
    fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
    fc.jsonValue({ maxDepth: 3 }),
  );
  return fc
    .sample(anything, { seed, numRuns: count })
    .map((value, i) => bad(`fast-check seed ${seed} #${i}: ${preview(value)}`, value));
}

/** A lone UTF-16 surrogate has no UTF-8 form: send its WTF-8 bytes, which are invalid UTF-8. */
function encodeLoneSurrogate(unit: number): string {
  const bytes = [0xed, 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
  return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
}

function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (ch) => {
      const unit = ch.charCodeAt(0);
      return unit >= 0xd800 && unit <= 0xdfff ? encodeLoneSurrogate(unit) : encodeURIComponent(ch);
    }).join('');
  }
}

/** A value as it travels in a path segment or query string (percent-encoded). */
export function wire(value: unknown): string {
  if (typeof value === 'string') return encodeText(value);
  if (typeof value === 'object' && value !== null) return encodeText(JSON.stringify(value));
  return encodeText(String(value));
}

/** Header values must be visible ASCII on the wire; anything else cannot be sent at all. */
export function headerValue(value: unknown): string | null {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /^[\x20-\x7e]*$/.test(text) ? text : null;
}

const DEPTH = 5000;

/** Hand-built nested JSON: a recursive JSON.stringify is what such bodies are meant to break. */
export const DEEP_ARRAY = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
export const DEEP_OBJECT = '{"a":'.repeat(DEPTH) + '{}' + '}'.repeat(DEPTH);
