import { DataTable, EmptyState, LineChart, useFormat, useT } from '@fairway/shared-ui';
import type { Attendance } from '@fairway/shared-api/academy';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import { myTrainingMessages } from '../i18n';
import { inSessionOrder } from '../utils/progress';

/** My attendance with the trainer's ratings, and progress_rating over the sessions as a line. */
export function MyProgress({ attendance }: { attendance: readonly Attendance[] }) {
  const t = useT(myTrainingMessages);
  const f = useFormat();
  if (attendance.length === 0)
    return <EmptyState title={t('noAttendance')} message={t('noAttendanceMessage')} />;

  const rows = inSessionOrder(attendance);
  const rated = rows.filter((a) => a.progress_rating !== null);
  return (
    <>
      {rated.length > 0 ? (
        <LineChart
          title={t('chartTitle')}
          description={t('chartDescription')}
          xLabel={t('columnDate')}
          series={[
            {
              name: t('columnProgress'),
              points: rated.map((a) => ({
                x: t('chartPoint', { number: a.session_number, date: f.dateShort(a.session_date) }),
                y: a.progress_rating,
              })),
            },
          ]}
        />
      ) : null}
      <DataTable
        caption={t('attendanceCaption')}
        columns={[
          {
            id: 'date',
            header: t('columnDate'),
            value: (a: Attendance) => a.session_date,
            render: (a: Attendance) => f.date(a.session_date),
          },
          {
            id: 'course',
            header: t('columnCourse'),
            value: (a: Attendance) => `${a.schedule_name} #${a.session_number}`,
          },
          {
            id: 'status',
            header: t('columnStatus'),
            value: (a: Attendance) => a.status,
            render: (a: Attendance) => <StatusBadge kind="attendance" status={a.status} />,
          },
          {
            id: 'participation',
            header: t('columnParticipation'),
            value: (a: Attendance) => a.participation_level,
            align: 'end',
          },
          {
            id: 'progress',
            header: t('columnProgress'),
            value: (a: Attendance) => a.progress_rating,
            align: 'end',
          },
          {
            id: 'notes',
            header: t('columnNotes'),
            value: (a: Attendance) => a.trainer_notes ?? '',
            wrap: true,
          },
        ]}
        rows={[...rows].reverse()}
        getRowId={(a) => String(a.id)}
        filterable={false}
        exportFileName={false}
      />
    </>
  );
}
