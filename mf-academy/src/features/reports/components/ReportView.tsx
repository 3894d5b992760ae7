import {
  BarChart,
  Card,
  DataTable,
  DonutChart,
  EmptyState,
  Grid,
  Notice,
  StatTile,
  money,
  useFormat,
  useT,
  type DataTableColumn,
} from '@fairway/shared-ui';
import { ATTENDANCE_STATUSES } from '@fairway/shared-api/academy';
import { academyMessages } from '../../../shared/i18n/messages';
import { MAX_MARKS, type Report } from '../hooks/useReport';
import { reportsMessages } from '../i18n';
import {
  attendanceFigures,
  candidateLines,
  reportedSessions,
  sessionRate,
  statusCounts,
  type CandidateLine,
} from '../utils/report';
import styles from './Reports.module.css';

/** Tiles, the per-session bar chart, the statuses donut and the candidates table of a report. */
export function ReportView({ report, oneSchedule }: { report: Report; oneSchedule: boolean }) {
  const t = useT(reportsMessages);
  const ta = useT(academyMessages);
  const f = useFormat();
  const sessions = reportedSessions(report.sessions);
  const counts = statusCounts(report.marks);
  const lines = candidateLines(report.marks);
  const fromMarks = attendanceFigures(report.marks);
  const rate = oneSchedule ? report.summary.attendance_rate : fromMarks.rate;
  const progress = oneSchedule ? report.summary.average_progress : fromMarks.progress;
  const ratingText = (value: number | null) =>
    value === null
      ? t('notYet')
      : t('rating', { value: f.number(value, { maximumFractionDigits: 1 }) });

  const columns: DataTableColumn<CandidateLine>[] = [
    { id: 'name', header: t('columnCandidate'), value: (l) => l.name, rowHeader: true },
    { id: 'attended', header: t('columnAttended'), value: (l) => l.attended, align: 'end' },
    { id: 'marked', header: t('columnMarked'), value: (l) => l.marked, align: 'end' },
    {
      id: 'progress',
      header: t('columnProgress'),
      value: (l) => l.progress,
      render: (l) => ratingText(l.progress),
      align: 'end',
    },
  ];

  return (
    <>
      {report.partial ? <Notice tone="warning">{t('partial', { count: MAX_MARKS })}</Notice> : null}
      <section aria-label={t('figures')}>
        <Grid minColumnWidth="11rem" gap={3}>
          <StatTile
            label={t('tileAttendance')}
            value={rate === null ? t('notYet') : f.percent(rate)}
          />
          <StatTile label={t('tileProgress')} value={ratingText(progress)} />
          <StatTile label={t('tileRevenue')} value={money(report.summary.revenue, null, f)} />
          <StatTile
            label={t('tilePlaces')}
            value={t('outOf', {
              value: report.summary.places_taken,
              total: report.summary.max_participants,
            })}
          />
          <StatTile label={t('tileMarked')} value={f.number(report.marks.length)} />
        </Grid>
      </section>
      <div className={styles['fw-academy-report-grid']}>
        <Card title={t('perSession')}>
          {sessions.length === 0 ? (
            <EmptyState title={t('noSessions')} message={t('noSessionsMessage')} />
          ) : (
            <BarChart
              title={t('perSession')}
              hideTitle
              description={t('perSessionDescription')}
              categoryLabel={t('sessionColumn')}
              valueLabel={t('rateColumn')}
              formatValue={(v) => f.percent(v / 100)}
              axisMax={100}
              data={sessions.map((s) => ({
                label: oneSchedule
                  ? t('sessionLabel', {
                      number: s.session_number,
                      date: f.dateShort(s.session_date),
                    })
                  : t('sessionLabelAll', {
                      schedule: s.schedule_name,
                      number: s.session_number,
                      date: f.dateShort(s.session_date),
                    }),
                value: Math.round(sessionRate(s) * 1000) / 10,
              }))}
              height={240}
            />
          )}
        </Card>
        <Card title={t('statuses')}>
          {report.marks.length === 0 ? (
            <EmptyState title={t('noMarks')} message={t('noMarksMessage')} />
          ) : (
            <DonutChart
              title={t('statuses')}
              hideTitle
              categoryLabel={t('statusColumn')}
              valueLabel={t('countColumn')}
              formatValue={(v) => f.number(v)}
              centerValue={f.number(report.marks.length)}
              centerLabel={t('countColumn')}
              data={ATTENDANCE_STATUSES.map((s) => ({
                label: ta(`attendance_${s}`),
                value: counts[s],
              }))}
            />
          )}
        </Card>
      </div>
      <Card title={t('candidates')}>
        <DataTable
          caption={t('candidates')}
          hideCaption
          columns={columns}
          rows={lines}
          getRowId={(l) => String(l.candidate_id)}
          emptyTitle={t('noCandidates')}
          emptyMessage={t('noCandidatesMessage')}
          initialSort={{ columnId: 'name', direction: 'ascending' }}
          exportFileName="academy-attendance"
        />
      </Card>
    </>
  );
}
