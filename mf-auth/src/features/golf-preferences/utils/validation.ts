import {
  HANDICAP_MAX,
  HANDICAP_MIN,
  TEE_TIME_SLOTS,
  golfPreferenceInput,
  type GolfPreference,
  type GolfPreferenceInput,
} from '@fairway/shared-api/users';
import type { SelectOption } from '@fairway/shared-ui';
import { formSchema, issuesOf, textOrNull, type FieldErrors } from '../../../shared/utils/schema';

export type GolfValues = {
  handicap: string;
  preferred_tee: string;
  preferred_tee_time: string;
  playing_frequency: string;
  uses_cart: boolean;
  notes: string;
};

export const GOLF_FIELDS = [
  'handicap',
  'preferred_tee',
  'preferred_tee_time',
  'playing_frequency',
  'uses_cart',
  'notes',
] as const;

export const HANDICAP_HINT = `From ${HANDICAP_MIN} (plus handicap) to ${HANDICAP_MAX}, with at most one decimal, e.g. 18.4.`;

export const TEE_OPTIONS: SelectOption[] = [
  { value: 'white', label: 'White' },
  { value: 'yellow', label: 'Yellow' },
  { value: 'blue', label: 'Blue' },
  { value: 'red', label: 'Red' },
  { value: 'black', label: 'Black' },
  { value: 'green', label: 'Green' },
  { value: 'orange', label: 'Orange' },
];

const TEE_TIME_LABELS: Record<(typeof TEE_TIME_SLOTS)[number], string> = {
  early_morning: 'Early morning',
  morning: 'Morning',
  midday: 'Midday',
  afternoon: 'Afternoon',
  evening: 'Evening',
};
export const TEE_TIME_OPTIONS: SelectOption[] = TEE_TIME_SLOTS.map((value) => ({
  value,
  label: TEE_TIME_LABELS[value],
}));

export const FREQUENCY_OPTIONS: SelectOption[] = [
  { value: 'daily', label: 'Almost every day' },
  { value: 'several_per_week', label: 'Several times a week' },
  { value: 'weekly', label: 'About once a week' },
  { value: 'monthly', label: 'A few times a month' },
  { value: 'occasionally', label: 'Now and then' },
];

export function golfValues(saved: GolfPreference | null): GolfValues {
  return {
    handicap:
      saved?.handicap === null || saved?.handicap === undefined ? '' : String(saved.handicap),
    preferred_tee: saved?.preferred_tee ?? '',
    preferred_tee_time: saved?.preferred_tee_time ?? '',
    playing_frequency: saved?.playing_frequency ?? '',
    uses_cart: saved?.uses_cart ?? false,
    notes: saved?.notes ?? '',
  };
}

/** '18,4' is read as 18.4 (a decimal comma); '' is no handicap. */
function parseHandicap(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  return text === '' ? null : Number(text);
}

export function checkGolf(values: GolfValues) {
  const handicap = parseHandicap(values.handicap);
  const own: FieldErrors = {};
  if (handicap !== null && !Number.isFinite(handicap)) own.handicap = 'Handicap must be a number';
  const body: GolfPreferenceInput = {
    handicap: handicap !== null && Number.isFinite(handicap) ? handicap : null,
    preferred_tee: textOrNull(values.preferred_tee),
    preferred_tee_time:
      (textOrNull(values.preferred_tee_time) as GolfPreferenceInput['preferred_tee_time']) ?? null,
    playing_frequency: textOrNull(values.playing_frequency),
    uses_cart: values.uses_cart,
    notes: textOrNull(values.notes),
  };
  const errors = { ...issuesOf(golfPreferenceInput.safeParse(body)), ...own };
  return Object.keys(errors).length
    ? { ok: false as const, errors }
    : { ok: true as const, data: body };
}

export const golfSchema = formSchema(checkGolf);
