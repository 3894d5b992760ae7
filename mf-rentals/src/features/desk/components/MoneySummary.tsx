import { money, useFormat, useT } from '@fairway/shared-ui';
import type { EquipmentRental } from '../../../shared/api/types';
import { rentalMessages } from '../../../shared/i18n/messages';
import { deskMessages } from '../i18n';
import styles from '../../../shared/components/Rentals.module.css';

/** A rental's money: total (days × rate), damage fee, paid, refunded and what is still due. */
export function MoneySummary({
  rental,
  damageFee,
}: {
  rental: EquipmentRental;
  /** A fee being typed (the return dialog): the due amount shown includes it. */
  damageFee?: number;
}) {
  const t = useT(deskMessages);
  const tr = useT(rentalMessages);
  const f = useFormat();
  const fee = damageFee ?? rental.damage_fee;
  const due =
    damageFee === undefined
      ? rental.amount_due
      : Math.max(0, rental.total_amount + fee - rental.paid_amount);
  return (
    <dl className={styles['fw-rentals-money']}>
      <dt>
        {t('moneyTotal', {
          days: tr('days', { count: rental.days }),
          rate: money(rental.daily_rate, null, f),
        })}
      </dt>
      <dd>{money(rental.total_amount, null, f)}</dd>
      <dt>{t('moneyDamageFee')}</dt>
      <dd>{money(fee, null, f)}</dd>
      <dt>{t('moneyPaid')}</dt>
      <dd>{money(rental.paid_amount, null, f)}</dd>
      <dt>{t('moneyRefunded')}</dt>
      <dd>{money(rental.refunded_amount, null, f)}</dd>
      <dt className={styles['fw-rentals-money-total']}>{t('moneyDue')}</dt>
      <dd className={styles['fw-rentals-money-total']}>{money(due, null, f)}</dd>
    </dl>
  );
}
