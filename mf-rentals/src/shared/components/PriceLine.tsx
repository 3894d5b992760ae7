import { money, useFormat, useT } from '@fairway/shared-ui';
import { rentalMessages } from '../i18n/messages';
import { daysInclusive, isDay } from '../utils/dates';

export type PriceLineProps = {
  start: string;
  end: string;
  /** The pool's rental price a day (minor units); null when it is not rented. */
  rate: number | null;
};

/** "3 days × £5.00 = £15.00" for the chosen days: what the server will charge (days × rate). */
export function PriceLine({ start, end, rate }: PriceLineProps) {
  const t = useT(rentalMessages);
  const f = useFormat();
  if (!isDay(start) || !isDay(end) || end < start) return null;
  if (rate === null) return <p>{t('notRentable')}</p>;
  const days = daysInclusive(start, end);
  return (
    <p aria-live="polite">
      <strong>
        {t('priceLine', {
          days: t('days', { count: days }),
          rate: money(rate, null, f),
          total: money(days * rate, null, f),
        })}
      </strong>
    </p>
  );
}
