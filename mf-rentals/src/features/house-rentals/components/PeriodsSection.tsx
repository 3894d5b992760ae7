import { useState } from 'react';
import {
  Button,
  DataTable,
  money,
  useFormat,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import type { HouseRentalDetails, HouseRentalPeriod } from '@fairway/shared-api/house-rentals';
import { useHouseRentals } from '../stores/HouseRentalsContext';
import { houseRentalsMessages } from '../i18n';
import { PeriodDialog } from './PeriodDialog';
import styles from './HouseRentals.module.css';

/** ?view=periods: the listing's seasons with their nightly rates; add and edit them. */
export function PeriodsSection({ listing }: { listing: HouseRentalDetails }) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  const store = useHouseRentals();
  const [editing, setEditing] = useState<HouseRentalPeriod | 'new' | null>(null);
  const periods = [...listing.periods].sort((a, b) => a.start_date.localeCompare(b.start_date));

  const columns: DataTableColumn<HouseRentalPeriod>[] = [
    { id: 'name', header: t('columnPeriod'), value: (p) => p.name, wrap: true },
    {
      id: 'dates',
      header: t('columnNights'),
      value: (p) => p.start_date,
      render: (p) =>
        t('dateRange', { start: f.dateShort(p.start_date), end: f.dateShort(p.end_date) }),
    },
    {
      id: 'rate',
      header: t('columnNightlyRate'),
      value: (p) => p.nightly_rate,
      render: (p) => money(p.nightly_rate, null, f),
      align: 'end',
    },
    { id: 'min', header: t('columnMinNights'), value: (p) => p.min_nights, align: 'end' },
  ];

  return (
    <section aria-labelledby="fw-hr-periods" className={styles['fw-hr-section']}>
      <div className={styles['fw-hr-section-head']}>
        <h2 id="fw-hr-periods">{t('periods')}</h2>
        {store.canWrite ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            {t('addPeriod')}
          </Button>
        ) : null}
      </div>
      <DataTable
        caption={t('periodsOf', { title: listing.title })}
        hideCaption
        columns={columns}
        rows={periods}
        getRowId={(p) => String(p.id)}
        emptyTitle={t('noPeriods')}
        emptyMessage={t('noPeriodsMessage')}
        filterable={false}
        exportFileName={false}
        rowActions={
          store.canWrite
            ? (p) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('editPeriodNamed', { name: p.name })}
                  onClick={() => setEditing(p)}
                >
                  {t('edit')}
                </Button>
              )
            : undefined
        }
      />
      {editing ? (
        <PeriodDialog
          listingId={listing.id}
          period={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            store.changed();
          }}
        />
      ) : null}
    </section>
  );
}
