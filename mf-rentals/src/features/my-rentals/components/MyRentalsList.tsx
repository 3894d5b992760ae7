import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ResourceStatus,
  errorText,
  money,
  notify,
  useFormat,
  useT,
  type Resource,
} from '@fairway/shared-ui';
import { rentalsApi } from '../../../shared/api/clients';
import type { EquipmentRental } from '../../../shared/api/types';
import { PoolImage } from '../../../shared/components/PoolImage';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import { rentalMessages } from '../../../shared/i18n/messages';
import { itemOf, rentalDates } from '../../../shared/utils/rentals';
import { myRentalsMessages } from '../i18n';
import styles from './MyRentals.module.css';

/** A member's own cancel (the desk's default is 'Cancelled by staff'). */
const MEMBER_CANCEL_REASON = 'Cancelled by member';

/** The member's rentals: what, when, status and money; a request can be cancelled while pending. */
export function MyRentalsList({ rentals }: { rentals: Resource<EquipmentRental[]> }) {
  const t = useT(myRentalsMessages);
  const tr = useT(rentalMessages);
  const f = useFormat();
  const [cancelling, setCancelling] = useState<EquipmentRental | null>(null);

  const handleCancel = async () => {
    const rental = cancelling;
    if (!rental) return;
    let done: EquipmentRental;
    try {
      done = await rentalsApi().cancel(rental.id, MEMBER_CANCEL_REASON);
    } catch (err) {
      throw new Error(errorText(err));
    }
    rentals.setData((list) => (list ?? []).map((r) => (r.id === done.id ? done : r)));
    notify.success(t('cancelled', { item: itemOf(done, tr) }));
    setCancelling(null);
  };

  if (rentals.status !== 'ready' && !rentals.data)
    return (
      <ResourceStatus
        resource={rentals}
        loadingLabel={t('loadingMine')}
        errorTitle={t('mineError')}
      />
    );
  const list = rentals.data ?? [];
  if (list.length === 0)
    return <EmptyState title={t('noRentals')} message={t('noRentalsMessage')} />;

  return (
    <>
      <ul className={styles['fw-rentals-mine']} aria-labelledby="fw-rentals-mine">
        {list.map((r) => {
          const dates = rentalDates(r, tr, f);
          return (
            <li key={r.id} className={styles['fw-rentals-mine-item']}>
              <div className={styles['fw-rentals-mine-image']}>
                <PoolImage fileId={r.image_file_id} />
              </div>
              <div className={styles['fw-rentals-mine-body']}>
                <p className={styles['fw-rentals-mine-title']}>
                  <strong>{itemOf(r, tr)}</strong> <StatusBadge status={r.status} />
                </p>
                <p>
                  {dates} · {tr('days', { count: r.days })}
                </p>
                <p>
                  {t('amount')}: {money(r.total_amount + r.damage_fee, null, f)}
                  {r.amount_due > 0 && r.status !== 'cancelled' ? (
                    <> · {t('due', { amount: money(r.amount_due, null, f) })}</>
                  ) : null}
                </p>
                {r.special_requests ? (
                  <p className={styles['fw-rentals-muted']}>{r.special_requests}</p>
                ) : null}
                {r.damage_assessment ? (
                  <p className={styles['fw-rentals-muted']}>
                    {t('damage', { text: r.damage_assessment })}
                  </p>
                ) : null}
                {r.status === 'cancelled' && r.cancel_reason ? (
                  <p className={styles['fw-rentals-muted']}>
                    {t('cancelReason', { reason: r.cancel_reason })}
                  </p>
                ) : null}
                {r.status === 'pending' ? (
                  <div>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('cancelRentalFor', { item: itemOf(r, tr), dates })}
                      onClick={() => setCancelling(r)}
                    >
                      {t('cancelRental')}
                    </Button>
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {cancelling ? (
        <ConfirmDialog
          open
          title={t('cancelTitle', { item: itemOf(cancelling, tr) })}
          message={t('cancelMessage', { dates: rentalDates(cancelling, tr, f) })}
          confirmLabel={t('cancelRental')}
          cancelLabel={t('keep')}
          tone="danger"
          onConfirm={handleCancel}
          onCancel={() => setCancelling(null)}
        />
      ) : null}
    </>
  );
}
