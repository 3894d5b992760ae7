import { getT, type SchemaIssue, type ValidationSchema } from '@fairway/shared-ui';
import {
  courseSettings,
  type SettingsSection,
  type SettingsSectionInput,
} from '@fairway/shared-api/settings';
import { messages, type CoursesT } from '../../../i18n/messages';

export type BookingRules = SettingsSection<'course'>;
export type BookingRulesInput = SettingsSectionInput<'course'>;

/** What the form's inputs hold, named as the section's fields. */
export type BookingRulesValues = {
  tee_interval_minutes: string;
  players_per_slot: string;
  max_players_per_booking: string;
  member_booking_days_ahead: string;
  guest_booking_days_ahead: string;
  guests_allowed: boolean;
  one_booking_per_member_per_day: boolean;
  cancellation_cutoff_hours: string;
  default_round_holes: string;
  waitlist_offer_minutes: string;
};

/** Every field of the section: a PUT replaces the whole section, so each one is sent. */
export const BOOKING_RULE_FIELDS = [
  'tee_interval_minutes',
  'players_per_slot',
  'max_players_per_booking',
  'member_booking_days_ahead',
  'guest_booking_days_ahead',
  'guests_allowed',
  'one_booking_per_member_per_day',
  'cancellation_cutoff_hours',
  'default_round_holes',
  'waitlist_offer_minutes',
] as const satisfies ReadonlyArray<keyof BookingRules>;

export function bookingRulesValues(r: BookingRules): BookingRulesValues {
  return {
    tee_interval_minutes: String(r.tee_interval_minutes),
    players_per_slot: String(r.players_per_slot),
    max_players_per_booking: String(r.max_players_per_booking),
    member_booking_days_ahead: String(r.member_booking_days_ahead),
    guest_booking_days_ahead: String(r.guest_booking_days_ahead),
    guests_allowed: r.guests_allowed,
    one_booking_per_member_per_day: r.one_booking_per_member_per_day,
    cancellation_cutoff_hours: String(r.cancellation_cutoff_hours),
    default_round_holes: String(r.default_round_holes),
    waitlist_offer_minutes: String(r.waitlist_offer_minutes),
  };
}

/** An empty number input stays in the body as NaN, so the contract names it instead of defaulting it. */
const num = (text: string) => (text.trim() ? Number(text) : Number.NaN);

/** The whole section as the PUT body. */
export function bookingRulesBody(v: BookingRulesValues): BookingRulesInput {
  return {
    tee_interval_minutes: num(v.tee_interval_minutes),
    players_per_slot: num(v.players_per_slot),
    max_players_per_booking: num(v.max_players_per_booking),
    member_booking_days_ahead: num(v.member_booking_days_ahead),
    guest_booking_days_ahead: num(v.guest_booking_days_ahead),
    guests_allowed: v.guests_allowed,
    one_booking_per_member_per_day: v.one_booking_per_member_per_day,
    cancellation_cutoff_hours: num(v.cancellation_cutoff_hours),
    default_round_holes: Number(v.default_round_holes) as 9 | 18,
    waitlist_offer_minutes: num(v.waitlist_offer_minutes),
  };
}

/** The contract's short messages ('must be a whole number from 5 to 30') as sentences. */
export function ruleMessage(message: string, t: CoursesT = getT(messages)): string {
  if (message === 'must not exceed players_per_slot') return t('notMoreThanPlayersPerSlot');
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** useForm's schema: the section's contract, with its messages as sentences. */
export const bookingRulesSchema: ValidationSchema<BookingRulesInput> = {
  safeParse(data: unknown) {
    const v = data as BookingRulesValues;
    const t = getT(messages);
    const issues: SchemaIssue[] = [];
    for (const field of BOOKING_RULE_FIELDS) {
      const value = v[field];
      if (typeof value === 'string' && !value.trim())
        issues.push({ path: [field], message: t('enterANumber') });
    }
    const result = courseSettings.safeParse(bookingRulesBody(v));
    if (!result.success)
      issues.push(
        ...result.error.issues.map((i) => ({ path: i.path, message: ruleMessage(i.message, t) })),
      );
    if (issues.length > 0 || !result.success) return { success: false, error: { issues } };
    return { success: true, data: result.data };
  },
};
