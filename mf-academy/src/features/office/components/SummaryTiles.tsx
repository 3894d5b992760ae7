import { Grid, StatTile, money, useFormat, useT, type Resource } from '@fairway/shared-ui';
import type { ScheduleSummary } from '@fairway/shared-api/academy';
import { officeMessages } from '../i18n';

/** A schedule at a glance: places, enrolments, sessions, attendance, progress and revenue. */
export function SummaryTiles({ summary }: { summary: Resource<ScheduleSummary> }) {
  const t = useT(officeMessages);
  const f = useFormat();
  const s = summary.data;
  if (summary.status === 'error' && !s)
    return (
      <p role="status" aria-live="polite">
        {summary.error}
      </p>
    );
  const wait = '…';
  return (
    <section aria-label={t('summary')} aria-busy={!s}>
      <Grid minColumnWidth="9rem" gap={3}>
        <StatTile
          label={t('tilePlaces')}
          value={s ? t('outOf', { value: s.places_taken, total: s.max_participants }) : wait}
        />
        <StatTile
          label={t('tileEnrolments')}
          value={s ? f.number(s.enrollments.approved + s.enrollments.completed) : wait}
          hint={s ? t('tileEnrolmentsHint', { pending: s.enrollments.pending }) : undefined}
        />
        <StatTile
          label={t('tileSessions')}
          value={s ? t('outOf', { value: s.sessions.completed, total: s.sessions.planned }) : wait}
        />
        <StatTile
          label={t('tileAttendance')}
          value={
            s ? (s.attendance_rate === null ? t('notYet') : f.percent(s.attendance_rate)) : wait
          }
        />
        <StatTile
          label={t('tileProgress')}
          value={
            s
              ? s.average_progress === null
                ? t('notYet')
                : t('rating', { value: f.number(s.average_progress, { maximumFractionDigits: 1 }) })
              : wait
          }
        />
        <StatTile label={t('tileRevenue')} value={s ? money(s.revenue, null, f) : wait} />
      </Grid>
    </section>
  );
}
