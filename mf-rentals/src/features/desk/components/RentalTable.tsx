import type { ReactNode } from 'react';
import {
  Button,
  DataTable,
  money,
  useFormat,
  useT,
  type DataTableColumn,
  type DataTablePaging,
} from '@fairway/shared-ui';
import type { EquipmentRental } from '../../../shared/api/types';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import { rentalMessages } from '../../../shared/i18n/messages';
import { rentalDay } from '../../../shared/utils/dates';
import { itemOf, memberOf, rentalDates, type NextAction } from '../../../shared/utils/rentals';
import { useDeskParams } from '../hooks/useDeskParams';
import { useQuickAction } from '../hooks/useQuickAction';
import { useDesk } from '../stores/DeskContext';
import { deskMessages } from '../i18n';
import { NextActionButton } from './NextActionButton';
import styles from './Desk.module.css';

export type RentalTableProps = {
  caption: string;
  /** A heading above already names the table. */
  hideCaption?: boolean;
  rows: readonly EquipmentRental[] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  emptyTitle: string;
  emptyMessage?: ReactNode;
  /** The step this list offers for a row (pickups: confirm, hand over; returns: take back, pay). */
  actionFor: (rental: EquipmentRental) => NextAction | null;
  paging?: DataTablePaging;
  toolbar?: ReactNode;
};

/** Rentals as a table: member (opens the details), item, dates, status, amount due, next step. */
export function RentalTable({ rows, actionFor, ...props }: RentalTableProps) {
  const t = useT(deskMessages);
  const tr = useT(rentalMessages);
  const f = useFormat();
  const desk = useDesk();
  const { update } = useDeskParams();
  const quick = useQuickAction();
  const canWrite = desk.canWrite;
  const shown = rows?.map(desk.latest) ?? null;

  const columns: DataTableColumn<EquipmentRental>[] = [
    {
      id: 'member',
      header: t('columnMember'),
      value: (r) => memberOf(r, tr),
      render: (r) => (
        <Button
          variant="ghost"
          size="sm"
          className={styles['fw-rentals-link']}
          aria-label={t('openDetails', { member: memberOf(r, tr), id: r.id })}
          onClick={() => update({ rental: r.id })}
        >
          {memberOf(r, tr)}
        </Button>
      ),
      wrap: true,
    },
    { id: 'item', header: t('columnItem'), value: (r) => itemOf(r, tr), wrap: true },
    {
      id: 'dates',
      header: t('columnDates'),
      value: (r) => rentalDay(r.rental_start_date),
      render: (r) => (
        <>
          {rentalDates(r, tr, f)}{' '}
          <span className={styles['fw-rentals-muted']}>({tr('days', { count: r.days })})</span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('columnStatus'),
      value: (r) => tr(`status_${r.status}`),
      render: (r) => <StatusBadge status={r.status} />,
    },
    {
      id: 'due',
      header: t('columnDue'),
      value: (r) => r.amount_due,
      render: (r) => money(r.amount_due, null, f),
      align: 'end',
    },
    {
      id: 'next',
      header: t('columnNext'),
      sortable: false,
      render: (r) => {
        const action = canWrite ? actionFor(r) : null;
        return action ? (
          <NextActionButton
            rental={r}
            action={action}
            busy={quick.busy === r.id}
            onRun={(a, rental) => void quick.run(a, rental)}
          />
        ) : (
          <span className={styles['fw-rentals-muted']}>{t('nothingToDo')}</span>
        );
      },
    },
  ];

  return (
    <DataTable
      caption={props.caption}
      hideCaption={props.hideCaption}
      columns={columns}
      rows={shown}
      getRowId={(r) => String(r.id)}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      emptyTitle={props.emptyTitle}
      emptyMessage={props.emptyMessage}
      filterable={false}
      exportFileName={false}
      paging={props.paging}
      toolbar={props.toolbar}
    />
  );
}
