import { Notice, useFormat, useT, type Resource } from '@fairway/shared-ui';
import type { RentalAvailability } from '../api/types';
import { rentalMessages } from '../i18n/messages';

/** The units free on every day of the range. */
export const freeUnits = (a: RentalAvailability) =>
  a.days.length > 0 ? Math.max(0, Math.min(...a.days.map((d) => d.available))) : 0;

export type AvailabilitySummaryProps = {
  availability: Resource<RentalAvailability | null>;
};

/** What the chosen dates leave free ("2 of 4 available"), or the days that are fully booked. */
export function AvailabilitySummary({ availability }: AvailabilitySummaryProps) {
  const t = useT(rentalMessages);
  const f = useFormat();
  if (availability.loading && !availability.data)
    return (
      <p role="status" aria-live="polite">
        {t('checkingAvailability')}
      </p>
    );
  if (availability.status === 'error')
    return <Notice tone="warning">{t('availabilityError', { error: availability.error })}</Notice>;
  const a = availability.data;
  if (!a) return null;
  if (a.available)
    return (
      <Notice tone="success" role="status">
        {t('availableOf', { available: freeUnits(a), quantity: a.quantity })}
      </Notice>
    );
  const full = a.days.filter((d) => d.available <= 0).map((d) => f.dateShort(d.date));
  return (
    <Notice tone="warning" role="status">
      {full.length > 0
        ? t('notAvailable', { item: a.item_name, days: full.join(', ') })
        : t('notRentableNow', { item: a.item_name })}
    </Notice>
  );
}
