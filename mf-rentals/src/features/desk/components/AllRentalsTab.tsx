import { useState } from 'react';
import { DateField, Select, useT } from '@fairway/shared-ui';
import { RENTAL_STATUSES, type EquipmentRental } from '../../../shared/api/types';
import { rentalMessages } from '../../../shared/i18n/messages';
import { nextAction } from '../../../shared/utils/rentals';
import { useRentalList } from '../hooks/useDeskData';
import { useDeskParams } from '../hooks/useDeskParams';
import { useDesk } from '../stores/DeskContext';
import { deskMessages } from '../i18n';
import { RentalTable } from './RentalTable';
import styles from './Desk.module.css';

/** ?tab=all: every rental, newest first, by status and dates, a page at a time. */
export function AllRentalsTab() {
  const t = useT(deskMessages);
  const tr = useT(rentalMessages);
  const desk = useDesk();
  const { status, from, to, update } = useDeskParams();
  const [offset, setOffset] = useState(0);
  const [limit, setLimit] = useState(25);
  const list = useRentalList(
    {
      ...(status ? { status } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      limit,
      offset,
    },
    desk.created,
  );
  const filter = (changes: Record<string, string | null>) => {
    setOffset(0);
    update(changes);
  };
  const filtered = Boolean(status || from || to);

  return (
    <section aria-labelledby="fw-rentals-all" className={styles['fw-rentals-tab']}>
      <h2 id="fw-rentals-all">{t('allRentals')}</h2>
      <div className={styles['fw-rentals-filters']} role="group" aria-label={t('filters')}>
        <Select
          label={t('filterStatus')}
          placeholder={t('anyStatus')}
          options={RENTAL_STATUSES.map((s) => ({ value: s, label: tr(`status_${s}`) }))}
          value={status ?? ''}
          onChange={(e) => filter({ status: e.target.value || null })}
        />
        <DateField
          label={t('filterFrom')}
          value={from ?? ''}
          max={to ?? undefined}
          onValueChange={(v) => filter({ from: v || null })}
        />
        <DateField
          label={t('filterTo')}
          value={to ?? ''}
          min={from ?? undefined}
          onValueChange={(v) => filter({ to: v || null })}
        />
      </div>
      <RentalTable
        caption={t('allRentals')}
        hideCaption
        rows={list.data?.items ?? null}
        loading={list.loading}
        error={list.status === 'error' ? list.error : null}
        onRetry={() => void list.reload()}
        emptyTitle={filtered ? t('noMatches') : t('noRentals')}
        emptyMessage={filtered ? t('noMatchesMessage') : t('noRentalsMessage')}
        actionFor={(r: EquipmentRental) => nextAction(r)}
        paging={{
          total: list.data?.total ?? 0,
          offset,
          limit,
          onOffsetChange: setOffset,
          onLimitChange: (n) => {
            setLimit(n);
            setOffset(0);
          },
        }}
      />
    </section>
  );
}
