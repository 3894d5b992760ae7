import {
  HANDICAP_MAX,
  HANDICAP_MIN,
  TEE_TIME_SLOTS,
  golfPreferenceInput,
  type GolfPreference,
  type GolfPreferenceInput,
} from '@fairway/shared-api/users';
import { getT, type SelectOption } from '@fairway/shared-ui';
import { messages, type AuthTranslate } from '../../../i18n/messages';
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

/** The handicap's range in words; numbers are written the language's way ('18,4'). */
export const handicapHint = (t: AuthTranslate) =>
  t('handicapHint', { min: HANDICAP_MIN, max: HANDICAP_MAX, example: 18.4 });

export const teeOptions = (t: AuthTranslate): SelectOption[] => [
  { value: 'white', label: t('teeWhite') },
  { value: 'yellow', label: t('teeYellow') },
  { value: 'blue', label: t('teeBlue') },
  { value: 'red', label: t('teeRed') },
  { value: 'black', label: t('teeBlack') },
  { value: 'green', label: t('teeGreen') },
  { value: 'orange', label: t('teeOrange') },
];

const TEE_TIME_KEYS = {
  early_morning: 'slotEarlyMorning',
  morning: 'slotMorning',
  midday: 'slotMidday',
  afternoon: 'slotAfternoon',
  evening: 'slotEvening',
} as const satisfies Record<(typeof TEE_TIME_SLOTS)[number], string>;
export const teeTimeOptions = (t: AuthTranslate): SelectOption[] =>
  TEE_TIME_SLOTS.map((value) => ({ value, label: t(TEE_TIME_KEYS[value]) }));

export const frequencyOptions = (t: AuthTranslate): SelectOption[] => [
  { value: 'daily', label: t('playsDaily') },
  { value: 'several_per_week', label: t('playsSeveralPerWeek') },
  { value: 'weekly', label: t('playsWeekly') },
  { value: 'monthly', label: t('playsMonthly') },
  { value: 'occasionally', label: t('playsOccasionally') },
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

/** The contract's handicap rules in the portal's words. */
function handicapProblem(handicap: number | null, t: AuthTranslate): string | null {
  if (handicap === null) return null;
  if (!Number.isFinite(handicap)) return t('handicapNotNumber');
  if (handicap < HANDICAP_MIN || handicap > HANDICAP_MAX)
    return t('handicapRange', { min: HANDICAP_MIN, max: HANDICAP_MAX });
  if (Math.abs(handicap * 10 - Math.round(handicap * 10)) >= 1e-9) return t('handicapDecimals');
  return null;
}

export function checkGolf(values: GolfValues) {
  const handicap = parseHandicap(values.handicap);
  const own: FieldErrors = {};
  const problem = handicapProblem(handicap, getT(messages));
  if (problem) own.handicap = problem;
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
