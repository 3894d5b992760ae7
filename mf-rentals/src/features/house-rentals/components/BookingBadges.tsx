import { Badge, useT } from '@fairway/shared-ui';
import type { HouseBookingStatus, HousePaymentStatus } from '@fairway/shared-api/house-rentals';
import { houseRentalsMessages } from '../i18n';
import { bookingTone, paymentTone } from '../utils/stay';

/** A stay's status in words, with a tone. */
export function BookingStatusBadge({ status }: { status: HouseBookingStatus }) {
  const t = useT(houseRentalsMessages);
  return <Badge tone={bookingTone(status)}>{t(`status_${status}`)}</Badge>;
}

/** Whether a stay is paid, in words, with a tone. */
export function PaymentStatusBadge({ status }: { status: HousePaymentStatus }) {
  const t = useT(houseRentalsMessages);
  return <Badge tone={paymentTone(status)}>{t(`payment_${status}`)}</Badge>;
}
