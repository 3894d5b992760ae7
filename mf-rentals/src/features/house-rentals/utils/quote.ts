import type { HouseRentalDetails, HouseRentalPeriod } from '@fairway/shared-api/house-rentals';
import { isDay } from '../../../shared/utils/dates';
import { nightsOf, stayNights, stayPrice } from './stay';

/** Why a stay cannot be booked as chosen, before asking the server. */
export type QuoteProblem =
  | { kind: 'dates' }
  | { kind: 'order' }
  | { kind: 'past' }
  | { kind: 'noPeriod' }
  | { kind: 'twoPeriods'; period: HouseRentalPeriod }
  | { kind: 'minNights'; min: number }
  | { kind: 'taken'; nights: string[] }
  | { kind: 'guests'; max: number };

/** A stay as the server will price it, or what is wrong with it. */
export type StayQuote = {
  nights: number;
  period: HouseRentalPeriod | null;
  /** nights × nightly_rate + cleaning_fee (minor units); null without a period. */
  total: number | null;
  problems: QuoteProblem[];
};

/**
 * The price of [checkIn, checkOut) at `listing`, exactly as the server fixes it when booking
 * (nights × the period's nightly rate + the listing's cleaning fee), and the rules it checks:
 * check-out after check-in, every night inside one period, at least the larger of the listing's
 * and the period's minimum nights, guests at most max_guests, and (when `free` is known) every
 * night free.
 */
export function quoteStay(
  listing: Pick<HouseRentalDetails, 'periods' | 'min_nights' | 'max_guests' | 'cleaning_fee'>,
  stay: { checkIn: string; checkOut: string; guests: number | null; today: string },
  free: ReadonlySet<string> | null,
): StayQuote {
  const { checkIn, checkOut, guests, today } = stay;
  const problems: QuoteProblem[] = [];
  if (guests !== null && guests > listing.max_guests)
    problems.push({ kind: 'guests', max: listing.max_guests });
  if (!isDay(checkIn) || !isDay(checkOut))
    return { nights: 0, period: null, total: null, problems: [{ kind: 'dates' }, ...problems] };
  if (checkOut <= checkIn)
    return { nights: 0, period: null, total: null, problems: [{ kind: 'order' }, ...problems] };
  if (checkIn < today) problems.push({ kind: 'past' });
  const nights = nightsOf(checkIn, checkOut);
  const period =
    listing.periods.find((p) => p.start_date <= checkIn && checkIn <= p.end_date) ?? null;
  if (!period)
    return { nights, period: null, total: null, problems: [{ kind: 'noPeriod' }, ...problems] };
  const lastNight = stayNights(checkIn, checkOut).at(-1)!;
  if (lastNight > period.end_date) problems.push({ kind: 'twoPeriods', period });
  const min = Math.max(listing.min_nights, period.min_nights);
  if (nights < min) problems.push({ kind: 'minNights', min });
  if (free) {
    const taken = stayNights(checkIn, checkOut).filter((n) => !free.has(n));
    if (taken.length > 0 && !problems.some((p) => p.kind === 'twoPeriods'))
      problems.push({ kind: 'taken', nights: taken });
  }
  return {
    nights,
    period,
    total: stayPrice(nights, period.nightly_rate, listing.cleaning_fee),
    problems,
  };
}
