import { useId } from 'react';
import { useFormat, useT } from '@fairway/shared-ui';
import type { BookingPrice } from '@fairway/shared-api/tee-sheet';
import { greenFeeMessages } from '../../features/green-fees/i18n';
import { useQuote, type QuoteInput } from '../hooks/useQuote';
import styles from './PriceSummary.module.css';
import { money } from '../utils/money';

export type PriceSummaryProps =
  /** A price already known (a stored booking's, or a quote the caller holds). */
  | { quote: BookingPrice | null; heading?: string }
  /** The booking being made: quoted (POST /green-fees/quote) as it changes. */
  | (QuoteInput & { quote?: never; heading?: string });

/**
 * The lines of a booking's price (a player's green fee, a cart) and the total, in the price's
 * currency through useFormat().money. Shows nothing when the club has no rates (price null) or
 * when there is not yet a course, time and player to price.
 */
export function PriceSummary(props: PriceSummaryProps) {
  return props.quote !== undefined ? (
    <PriceLines price={props.quote} heading={props.heading} />
  ) : (
    <QuotedPrice {...props} />
  );
}

function QuotedPrice({ heading, ...input }: QuoteInput & { heading?: string }) {
  const t = useT(greenFeeMessages);
  const state = useQuote(input);
  if (state.status === 'error')
    return (
      <p className={styles['fw-price-note']} role="status">
        {t('priceUnavailable')}
      </p>
    );
  if (state.status === 'loading' && state.price === null)
    return (
      <p className={styles['fw-price-note']} role="status" aria-live="polite">
        {t('priceWorkingOut')}
      </p>
    );
  return <PriceLines price={state.price} heading={heading} busy={state.status === 'loading'} />;
}

function PriceLines({
  price,
  heading,
  busy = false,
}: {
  price: BookingPrice | null;
  heading?: string | undefined;
  busy?: boolean;
}) {
  const t = useT(greenFeeMessages);
  const f = useFormat();
  const headingId = useId();
  if (!price) return null;
  const amount = (cents: number) => money(cents, price.currency, f);
  return (
    <section className={styles['fw-price']} aria-labelledby={headingId} aria-busy={busy}>
      <h3 id={headingId} className={styles['fw-price-heading']}>
        {heading ?? t('price')}
      </h3>
      <ul className={styles['fw-price-lines']}>
        {price.lines.map((line, i) => (
          <li key={i} className={styles['fw-price-line']}>
            <span className={styles['fw-price-who']}>
              <span>{line.label}</span>
              {line.rate_name ? (
                <span className={styles['fw-price-rate']}>{line.rate_name}</span>
              ) : null}
            </span>
            <span className={styles['fw-price-amount']}>{amount(line.amount_cents)}</span>
          </li>
        ))}
      </ul>
      <p className={`${styles['fw-price-line']} ${styles['fw-price-total']}`} aria-live="polite">
        <span>{t('priceTotal')}</span>
        <span className={styles['fw-price-amount']}>{amount(price.total_cents)}</span>
      </p>
    </section>
  );
}
