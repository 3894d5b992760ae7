import { money, useFormat, useT } from '@fairway/shared-ui';
import { houseRentalsMessages, type HouseRentalsT } from '../i18n';
import type { QuoteProblem, StayQuote } from '../utils/quote';
import styles from './HouseRentals.module.css';

type Formatter = ReturnType<typeof useFormat>;

/** A problem of a chosen stay, in words. */
export function quoteProblemText(problem: QuoteProblem, t: HouseRentalsT, f: Formatter): string {
  switch (problem.kind) {
    case 'dates':
      return t('problemDates');
    case 'order':
      return t('problemOrder');
    case 'past':
      return t('problemPast');
    case 'noPeriod':
      return t('problemNoPeriod');
    case 'twoPeriods':
      return t('problemTwoPeriods', {
        period: problem.period.name,
        last: f.dateShort(problem.period.end_date),
      });
    case 'minNights':
      return t('problemMinNights', { count: problem.min });
    case 'taken':
      return t('problemTaken', {
        nights: f.list(problem.nights.slice(0, 5).map((n) => f.dateShort(n))),
        count: problem.nights.length,
      });
    case 'guests':
      return t('problemGuests', { count: problem.max });
  }
}

/**
 * What the stay costs as the server will charge it ("3 nights × £120.00 + £40.00 cleaning =
 * £400.00"), or why it cannot be booked. Announced politely as it changes.
 */
export function StayQuoteView({
  quote,
  cleaningFee,
  showMissing = false,
}: {
  quote: StayQuote;
  cleaningFee: number;
  /** Also say that dates are missing (after a try to book). */
  showMissing?: boolean;
}) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  const blocking = quote.problems.filter((p) => showMissing || p.kind !== 'dates');
  return (
    <div className={styles['fw-hr-section']} aria-live="polite">
      {quote.period && quote.total !== null ? (
        <dl className={styles['fw-hr-money']}>
          <dt>
            {t('quoteNights', {
              count: quote.nights,
              rate: money(quote.period.nightly_rate, null, f),
            })}
          </dt>
          <dd>{money(quote.nights * quote.period.nightly_rate, null, f)}</dd>
          <dt>{t('cleaningFee')}</dt>
          <dd>{money(cleaningFee, null, f)}</dd>
          <dt className={styles['fw-hr-money-due']}>{t('quoteTotal')}</dt>
          <dd className={styles['fw-hr-money-due']}>{money(quote.total, null, f)}</dd>
        </dl>
      ) : null}
      {blocking.length > 0 ? (
        <ul className={styles['fw-hr-problems']}>
          {blocking.map((p) => (
            <li key={p.kind}>{quoteProblemText(p, t, f)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
