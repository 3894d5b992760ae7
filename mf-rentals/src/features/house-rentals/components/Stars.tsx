import { useT } from '@fairway/shared-ui';
import { houseRentalsMessages } from '../i18n';

/** A rating as five stars, read out as "4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const t = useT(houseRentalsMessages);
  return (
    <span role="img" aria-label={t('ratingOutOf', { rating })}>
      {'★'.repeat(rating)}
      {'☆'.repeat(Math.max(0, 5 - rating))}
    </span>
  );
}
