// Test fixtures for the rentals screens, shaped as the contract says (CONTRACT_RESPONSES checks them).
import type {
  EquipmentRentalDetails,
  RentalPool,
  RentalStatistics,
} from '@fairway/shared-api/rentals';
import { getFormat } from '@fairway/shared-ui';
import { addDays, daysInclusive, endOfDayUtc, startOfDayUtc } from '../utils/dates';

export const RENTALS = '/api/settings/equipment-rentals';
/** GET …/pools: what can be rented. */
export const POOLS = `${RENTALS}/pools`;

/** Today on the club's clock (the screens' "today"). */
export const clubToday = () => getFormat().today();

const STAMP = '2026-11-01T09:00:00.000Z';

/** A rental of `days` from `start` (default today) with its item and member. */
export function makeRental(
  overrides: Partial<EquipmentRentalDetails> & { start?: string; end?: string } = {},
): EquipmentRentalDetails {
  const { start = clubToday(), end: endDay, ...rest } = overrides;
  const end = endDay ?? addDays(start, 2);
  const days = daysInclusive(start, end);
  const dailyRate = rest.daily_rate ?? 500;
  const total = rest.total_amount ?? days * dailyRate;
  const paid = rest.paid_amount ?? 0;
  const fee = rest.damage_fee ?? 0;
  return {
    id: 1,
    user_id: 7,
    inventory_id: 3,
    rental_start_date: startOfDayUtc(start),
    rental_end_date: endOfDayUtc(end),
    days,
    daily_rate: dailyRate,
    total_amount: total,
    status: 'pending',
    special_requests: null,
    notes: null,
    damage_assessment: null,
    damage_fee: fee,
    paid_amount: paid,
    refunded_amount: 0,
    amount_due: Math.max(0, total + fee - paid),
    cancel_reason: null,
    created_by: 7,
    confirmed_by: null,
    confirmed_at: null,
    picked_up_by: null,
    picked_up_at: null,
    returned_by: null,
    returned_at: null,
    cancelled_by: null,
    cancelled_at: null,
    created_at: STAMP,
    updated_at: STAMP,
    item_id: 30,
    item_name: 'Pull trolley',
    brand_name: 'PowaKaddy',
    image_file_id: null,
    user_name: 'Ana López',
    user_email: 'ana@example.org',
    ...rest,
  };
}

/** A rental pool as GET …/pools answers it. */
export function makePool(overrides: Partial<RentalPool> = {}): RentalPool {
  return {
    inventory_id: 3,
    item_id: 30,
    item_name: 'Pull trolley',
    brand_name: 'PowaKaddy',
    image_file_id: null,
    rental_price: 500,
    units: 4,
    ...overrides,
  };
}

export function makeStatistics(overrides: Partial<RentalStatistics> = {}): RentalStatistics {
  const today = clubToday();
  return {
    start_date: addDays(today, -29),
    end_date: today,
    total: 12,
    by_status: { pending: 2, confirmed: 1, active: 3, overdue: 1, returned: 4, cancelled: 1 },
    revenue: 18000,
    damage_fees: 1500,
    refunds: 500,
    net_revenue: 17500,
    active_now: 4,
    overdue: 1,
    pickups_today: 2,
    returns_today: 1,
    ...overrides,
  };
}

/** The answer of GET /availability for [start, end] with `booked(day)` units taken each day. */
export function makeAvailability(
  start: string,
  end: string,
  booked: (day: string) => number = () => 0,
  pool: RentalPool = makePool(),
) {
  const days = Array.from({ length: daysInclusive(start, end) }, (_, i) => {
    const date = addDays(start, i);
    const taken = booked(date);
    return { date, booked: taken, available: Math.max(0, pool.units - taken) };
  });
  return {
    inventory_id: pool.inventory_id,
    item_name: pool.item_name,
    quantity: pool.units,
    daily_rate: pool.rental_price,
    available: days.every((d) => d.available > 0),
    days,
  };
}
