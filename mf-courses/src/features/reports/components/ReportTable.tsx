import { DataTable, useFormat, useT, type DataTableColumn } from '@fairway/shared-ui';
import type { ReportDay, TeeSheetReport } from '@fairway/shared-api/tee-sheet';
import { reportMessages } from '../i18n';

export type ReportTableProps = { report: TeeSheetReport; unit: number };

/** The report day by day: the charts' figures as a table (sortable, filterable). */
export function ReportTable({ report, unit }: ReportTableProps) {
  const t = useT(reportMessages);
  const f = useFormat();
  const money = (cents: number) => f.money(cents / unit, report.currency);
  const columns: DataTableColumn<ReportDay>[] = [
    { id: 'date', header: t('date'), value: (d) => d.date, render: (d) => f.dateShort(d.date) },
    { id: 'bookings', header: t('bookings'), value: (d) => d.bookings, align: 'end' },
    { id: 'booked', header: t('bookedPlayers'), value: (d) => d.booked_players, align: 'end' },
    { id: 'rounds', header: t('roundsPlayed'), value: (d) => d.rounds, align: 'end' },
    { id: 'checkedIn', header: t('checkedIn'), value: (d) => d.checked_in_players, align: 'end' },
    { id: 'noShows', header: t('noShows'), value: (d) => d.no_show_players, align: 'end' },
    {
      id: 'utilisation',
      header: t('utilisation'),
      value: (d) => d.utilisation,
      render: (d) => f.percent(d.utilisation),
      align: 'end',
    },
    {
      id: 'revenue',
      header: t('revenue'),
      value: (d) => d.revenue_cents / unit,
      render: (d) => money(d.revenue_cents),
      align: 'end',
    },
    {
      id: 'paid',
      header: t('paid'),
      value: (d) => d.paid_cents / unit,
      render: (d) => money(d.paid_cents),
      align: 'end',
    },
    {
      id: 'unpaid',
      header: t('unpaid'),
      value: (d) => d.unpaid_cents / unit,
      render: (d) => money(d.unpaid_cents),
      align: 'end',
    },
  ];
  return (
    <DataTable
      caption={t('daysCaption')}
      columns={columns}
      rows={report.days}
      getRowId={(d) => d.date}
      filterable={false}
    />
  );
}
