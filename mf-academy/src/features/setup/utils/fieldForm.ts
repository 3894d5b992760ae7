import { parseMoney, type SelectOption } from '@fairway/shared-ui';

/** One field of a set-up form; its value is kept as text and read into the body by `readForm`. */
export type FieldSpec = {
  name: string;
  label: string;
  kind:
    'text' | 'email' | 'textarea' | 'select' | 'date' | 'money' | 'integer' | 'decimal' | 'member';
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  options?: readonly SelectOption[];
  hint?: string;
  /** A select whose value is an id (sent as a number). */
  numeric?: boolean;
};

export type FormValues = Record<string, string>;
export type FormProblems = Record<string, string>;

export type FormWords = {
  required: string;
  wholeNumber: (min: number, max: number) => string;
  decimal: (min: number, max: number) => string;
  notMoney: string;
};

/**
 * The body of a set-up form: text trimmed (empty optional text → null), numbers and ids as
 * numbers, money as minor units; or the problems to show beside the fields.
 */
export function readForm(
  fields: readonly FieldSpec[],
  values: FormValues,
  currency: string,
  words: FormWords,
): { body: Record<string, unknown>; problems: null } | { body: null; problems: FormProblems } {
  const body: Record<string, unknown> = {};
  const problems: FormProblems = {};
  for (const field of fields) {
    const raw = (values[field.name] ?? '').trim();
    if (!raw) {
      if (field.required) problems[field.name] = words.required;
      else body[field.name] = null;
      continue;
    }
    const min = field.min ?? 0;
    const max = field.max ?? Number.MAX_SAFE_INTEGER;
    switch (field.kind) {
      case 'integer': {
        const n = Number(raw);
        if (!/^-?\d+$/.test(raw) || n < min || n > max)
          problems[field.name] = words.wholeNumber(min, max);
        else body[field.name] = n;
        break;
      }
      case 'decimal': {
        const n = Number(raw.replace(',', '.'));
        if (!/^-?\d+([.,]\d)?$/.test(raw) || n < min || n > max)
          problems[field.name] = words.decimal(min, max);
        else body[field.name] = n;
        break;
      }
      case 'money': {
        const minor = parseMoney(raw, currency);
        if (minor === null) problems[field.name] = words.notMoney;
        else body[field.name] = minor;
        break;
      }
      case 'member':
        body[field.name] = Number(raw);
        break;
      case 'select':
        body[field.name] = field.numeric ? Number(raw) : raw;
        break;
      default:
        body[field.name] = raw;
    }
  }
  return Object.keys(problems).length > 0 ? { body: null, problems } : { body, problems: null };
}

/** Minor units as the form shows them: 6000 → '60.00'. */
export function moneyText(minor: number, units: number): string {
  return (minor / units).toFixed(Math.round(Math.log10(units)));
}
