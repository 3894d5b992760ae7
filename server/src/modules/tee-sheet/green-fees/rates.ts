/**
 * The green-fee rules as pure functions: which rate prices a player or a cart, and which class a
 * player is in. No database, no clock.
 */
import {
  JUNIOR_UNDER_AGE,
  SENIOR_FROM_AGE,
  type PlayerClass,
  type RateAppliesTo,
} from '@fairway/shared-api/contract';

/** What the matching needs of a rate (a RateRow fits). */
export type Rate = {
  id: number;
  name: string;
  applies_to: RateAppliesTo;
  holes: number;
  weekday_mask: number;
  from_minute: number;
  to_minute: number;
  course_id: number | null;
  price_cents: number;
  active: boolean;
};

export type Slot = {
  course_id: number;
  holes: 9 | 18;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes after midnight of the start time. */
  minute: number;
};

export const maskOf = (weekdays: readonly number[]): number =>
  weekdays.reduce((mask, d) => mask | (1 << d), 0);

export const weekdaysOf = (mask: number): number[] =>
  [0, 1, 2, 3, 4, 5, 6].filter((d) => (mask & (1 << d)) !== 0);

const dayCount = (mask: number) => weekdaysOf(mask).length;

export const timeOf = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Does an active rate for `appliesTo` cover this slot (holes, weekday, band, course)? */
export function covers(rate: Rate, appliesTo: RateAppliesTo, slot: Slot): boolean {
  return (
    rate.active &&
    rate.applies_to === appliesTo &&
    rate.holes === slot.holes &&
    (rate.weekday_mask & (1 << slot.weekday)) !== 0 &&
    rate.from_minute <= slot.minute &&
    slot.minute < rate.to_minute &&
    (rate.course_id === null || rate.course_id === slot.course_id)
  );
}

/**
 * The most specific of two rates that both apply comes first: the narrowest time band (a
 * twilight band inside an all-day one wins), then the fewest weekdays (a weekend rate beats an
 * every-day one), then a rate for this course before a rate for all courses, then the lowest id
 * (the older rate), so the choice never depends on the order rows come in.
 */
export function moreSpecific(a: Rate, b: Rate): number {
  return (
    a.to_minute - a.from_minute - (b.to_minute - b.from_minute) ||
    dayCount(a.weekday_mask) - dayCount(b.weekday_mask) ||
    (a.course_id === null ? 1 : 0) - (b.course_id === null ? 1 : 0) ||
    a.id - b.id
  );
}

/** The rate that prices one `appliesTo` on this slot, or null when none applies. */
export function rateFor(rates: readonly Rate[], appliesTo: RateAppliesTo, slot: Slot): Rate | null {
  const matching = rates.filter((r) => covers(r, appliesTo, slot)).sort(moreSpecific);
  return matching[0] ?? null;
}

/** Whole years from `birth` to `on` (both YYYY-MM-DD); a 29 February birthday counts on 1 March. */
export function ageOn(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
  return on.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** A member's class by age on the day of play: junior under 18, senior at 65 or over. */
export function memberClass(birth: string | null, playDate: string): PlayerClass {
  if (!birth) return 'member';
  const age = ageOn(birth, playDate);
  if (age < JUNIOR_UNDER_AGE) return 'junior';
  if (age >= SENIOR_FROM_AGE) return 'senior';
  return 'member';
}

/**
 * The rate for a player of `cls`. A guest pays guest rates only. A junior or a senior pays their
 * class's rate when one applies to this slot, else the member rate (a club without a junior rate
 * for 9 holes, or without any senior rate, charges its members' price).
 */
export function playerRate(
  rates: readonly Rate[],
  cls: PlayerClass,
  slot: Slot,
): { rate: Rate | null; cls: PlayerClass } {
  const own = rateFor(rates, cls, slot);
  if (own || cls === 'guest' || cls === 'member') return { rate: own, cls };
  const member = rateFor(rates, 'member', slot);
  return member ? { rate: member, cls: 'member' } : { rate: null, cls };
}
