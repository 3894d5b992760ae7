import { useT } from '@fairway/shared-ui';
import type { EquipmentRental } from '../../../shared/api/types';
import type { NextAction } from '../../../shared/utils/rentals';
import type { useDeskToday } from '../hooks/useDeskData';
import { deskMessages } from '../i18n';
import { RentalTable } from './RentalTable';
import styles from './Desk.module.css';

const pickupAction = (r: EquipmentRental): NextAction | null =>
  r.status === 'pending' ? 'confirm' : r.status === 'confirmed' ? 'pickup' : null;

const returnAction = (r: EquipmentRental): NextAction | null =>
  r.status === 'active' || r.status === 'overdue'
    ? 'return'
    : r.status === 'returned' && r.amount_due > 0
      ? 'payment'
      : null;

/** Today: what is collected (requested or confirmed, starting today) and what comes back. */
export function TodayTab({ today }: { today: ReturnType<typeof useDeskToday> }) {
  const t = useT(deskMessages);
  const common = {
    loading: today.loading && !today.data,
    error: today.status === 'error' ? today.error : null,
    onRetry: () => void today.reload(),
    hideCaption: true,
  };
  return (
    <div className={styles['fw-rentals-today']}>
      <section aria-labelledby="fw-rentals-pickups">
        <h2 id="fw-rentals-pickups">{t('pickupsToday')}</h2>
        <RentalTable
          {...common}
          caption={t('pickupsToday')}
          rows={today.data?.pickups ?? null}
          emptyTitle={t('noPickups')}
          emptyMessage={t('noPickupsMessage')}
          actionFor={pickupAction}
        />
      </section>
      <section aria-labelledby="fw-rentals-returns">
        <h2 id="fw-rentals-returns">{t('returnsToday')}</h2>
        <RentalTable
          {...common}
          caption={t('returnsToday')}
          rows={today.data?.returns ?? null}
          emptyTitle={t('noReturns')}
          emptyMessage={t('noReturnsMessage')}
          actionFor={returnAction}
        />
      </section>
    </div>
  );
}
