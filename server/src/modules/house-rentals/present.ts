// Rows as the API answers them (shared-api/src/domains/house-rentals).
import type {
  HouseBooking,
  HouseBookingFeedback,
  HousePaymentStatus,
  HouseRental,
  HouseRentalImage,
  HouseRentalPeriod,
} from '@fairway/shared-api/contract';
import { hhmm } from '../../lib/clock';
import { fileUrl } from '../files';
import { ZERO_TOTALS, type LedgerTotals } from '../property';
import type { HouseFacts } from './houses';
import type * as repo from './repository';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toListing(row: repo.ListingRow, house: HouseFacts | undefined): HouseRental {
  return {
    id: row.id,
    house_id: row.house_id,
    house_name: house?.name ?? '',
    house_type_name: house?.house_type_name ?? null,
    house_tenant_id: house?.tenant_id ?? null,
    title: row.title,
    description: row.description,
    max_guests: row.max_guests,
    min_nights: row.min_nights,
    check_in_time: hhmm(row.check_in_time),
    check_out_time: hhmm(row.check_out_time),
    cleaning_fee: row.cleaning_fee,
    is_active: row.is_active,
    primary_image_file_id: row.primary_image_file_id,
    nightly_rate_from: row.nightly_rate_from,
    nightly_rate_to: row.nightly_rate_to,
    feedback_average: row.feedback_average === null ? null : Number(row.feedback_average),
    feedback_count: row.feedback_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const toPeriod = ({ organization_id: _, ...row }: repo.PeriodRow): HouseRentalPeriod => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const toImage = (row: repo.ImageRow): HouseRentalImage => ({
  id: row.id,
  house_rental_id: row.house_rental_id,
  file_id: row.file_id,
  url: fileUrl(row.file_id),
  thumbnail_url: fileUrl(row.file_id, 'medium'),
  caption: row.caption,
  sort_order: row.sort_order,
  is_primary: row.is_primary,
  created_at: row.created_at.toISOString(),
});

/**
 * Unpaid while something is due and nothing was paid; partial when some was; paid when nothing is
 * due and it was paid (or cost nothing). A cancelled stay that was never paid stays unpaid with
 * nothing due.
 */
export function paymentStatusOf(t: LedgerTotals): HousePaymentStatus {
  if (t.outstanding > 0) return t.paid > 0 ? 'partial' : 'unpaid';
  return t.paid > 0 || t.charged === 0 ? 'paid' : 'unpaid';
}

export function toBooking(
  row: repo.BookingRow,
  houseName: string,
  totals: LedgerTotals = ZERO_TOTALS,
): HouseBooking {
  return {
    id: row.id,
    house_rental_id: row.house_rental_id,
    listing_title: row.listing_title,
    house_id: row.house_id,
    house_name: houseName,
    period_id: row.period_id,
    period_name: row.period_name,
    user_id: row.user_id,
    guest_name: row.guest_name,
    guest_email: row.guest_email,
    tenant_id: row.tenant_id,
    check_in: row.check_in,
    check_out: row.check_out,
    nights: row.nights,
    guests: row.guests,
    status: row.status,
    notes: row.notes,
    nightly_rate: row.nightly_rate,
    cleaning_fee: row.cleaning_fee,
    total_amount: totals.charged,
    amount_paid: totals.paid,
    amount_credited: totals.credited,
    amount_due: Math.max(totals.outstanding, 0),
    payment_status: paymentStatusOf(totals),
    has_feedback: row.has_feedback,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    confirmed_at: iso(row.confirmed_at),
    checked_in_at: iso(row.checked_in_at),
    completed_at: iso(row.completed_at),
    cancelled_at: iso(row.cancelled_at),
  };
}

export const toFeedback = ({
  organization_id: _,
  ...row
}: repo.FeedbackRow): HouseBookingFeedback => ({
  ...row,
  responded_at: iso(row.responded_at),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
