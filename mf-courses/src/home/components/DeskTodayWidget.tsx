import {
  BarChart,
  Card,
  LiveMessage,
  ResourceStatus,
  StatTile,
  useFormat,
  useT,
  type Formatter,
} from '@fairway/shared-ui';
import {
  TIME_BANDS,
  type DashboardAlert,
  type TeeSheetDashboard,
  type TimeBandKey,
} from '@fairway/shared-api/tee-sheet';
import { homeMessages, type HomeT } from '../i18n';
import { useDeskDay } from '../hooks/useDeskDay';
import { handlePortalLink } from '../utils/portalLink';
import styles from './Home.module.css';
import { money } from '../../shared/utils/money';

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A band's name: 'Before 09:00', '09:00–12:00', 'From 15:00' (TIME_BANDS, the reports' own). */
export function bandLabel(key: TimeBandKey, t: HomeT, f: Formatter): string {
  const band = TIME_BANDS.find((b) => b.key === key) ?? TIME_BANDS[0];
  if (band.from === 0) return t('bandBefore', { time: f.time(clock(band.to)) });
  if (band.to >= 24 * 60) return t('bandAfter', { time: f.time(clock(band.from)) });
  return t('bandBetween', { from: f.time(clock(band.from)), to: f.time(clock(band.to)) });
}

/** One alert in words. */
export function alertText(alert: DashboardAlert, t: HomeT, f: Formatter, currency: string): string {
  const course = alert.course_name;
  const time = alert.start_time ? f.time(alert.start_time) : '';
  const name = alert.user_name ?? '';
  switch (alert.kind) {
    case 'closure':
      return alert.reason
        ? t('alertClosureReason', { course, reason: alert.reason })
        : t('alertClosure', { course });
    case 'blocked': {
      const from = time;
      const to = alert.end_time ? f.time(alert.end_time) : from;
      return alert.reason
        ? t('alertBlockedReason', { course, from, to, reason: alert.reason })
        : t('alertBlocked', { course, from, to });
    }
    case 'late':
      return t('alertLate', { name, time, course });
    case 'unpaid':
      return alert.amount_cents !== null
        ? t('alertUnpaid', {
            name,
            time,
            course,
            amount: money(alert.amount_cents, currency, f),
          })
        : t('alertUnpaidNoAmount', { name, time, course });
  }
}

/** The tee sheet of `date`, optionally scrolled to a course and time (the sheet reads ?date). */
const sheetHref = (date: string) => `/courses/tee-sheet?date=${date}`;

function DeskDay({ day, t, f }: { day: TeeSheetDashboard; t: HomeT; f: Formatter }) {
  const percent = (ratio: number) => f.percent(ratio);
  const bands = day.utilisation.bands.map((b) => ({
    label: bandLabel(b.band, t, f),
    value: Math.round(b.utilisation * 1000) / 10,
  }));
  return (
    <>
      <div className={styles['fw-courses-home-stats']}>
        <StatTile
          label={t('rounds')}
          value={f.number(day.rounds)}
          hint={t('bookingsHint', { count: day.bookings })}
        />
        <StatTile
          label={t('arrivalsDue')}
          value={f.number(day.arrivals_due.players)}
          hint={t('groupsHint', { count: day.arrivals_due.bookings })}
        />
        <StatTile
          label={t('checkedIn')}
          value={f.number(day.checked_in.players)}
          hint={t('groupsHint', { count: day.checked_in.bookings })}
        />
        <StatTile
          label={t('noShows')}
          value={f.number(day.no_shows.players)}
          hint={t('groupsHint', { count: day.no_shows.bookings })}
        />
        <StatTile label={t('placesLeft')} value={f.number(day.places_left)} />
        <StatTile label={t('utilisation')} value={percent(day.utilisation.overall)} />
      </div>
      <div className={styles['fw-courses-home-columns']}>
        <BarChart
          title={t('bandsTitle')}
          description={t('bandsDescription')}
          data={bands}
          axisMax={100}
          orientation="horizontal"
          categoryLabel={t('timeBand')}
          valueLabel={t('utilisation')}
          formatValue={(v) => percent(v / 100)}
        />
        <div className={styles['fw-courses-home-side']}>
          <h3 className={styles['fw-courses-home-subheading']}>{t('nextArrivals')}</h3>
          {day.arrivals_due.next.length > 0 ? (
            <ul className={styles['fw-courses-home-list']}>
              {day.arrivals_due.next.slice(0, 5).map((a) => (
                <li key={a.booking_id}>
                  <span>
                    {t('arrival', {
                      time: f.time(a.start_time),
                      name: a.user_name,
                      course: a.course_name,
                    })}
                    {' · '}
                    {t('arrivalPlayers', { count: a.player_count })}
                  </span>
                  <span className={styles['fw-courses-home-muted']}>
                    {a.due_in_minutes <= 0
                      ? t('dueNow')
                      : t('dueIn', { minutes: a.due_in_minutes })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles['fw-courses-home-muted']}>{t('noArrivals')}</p>
          )}
          <h3 className={styles['fw-courses-home-subheading']}>{t('alerts')}</h3>
          {day.alerts.length > 0 ? (
            <ul className={styles['fw-courses-home-list']} aria-label={t('alerts')}>
              {day.alerts.map((alert, i) => (
                <li
                  key={`${alert.kind}-${alert.course_id}-${alert.booking_id ?? alert.start_time ?? i}`}
                >
                  {alertText(alert, t, f, day.currency)}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles['fw-courses-home-muted']}>{t('noAlerts')}</p>
          )}
        </div>
      </div>
    </>
  );
}

/**
 * Staff's home widget (tee_sheet:manage): today's rounds, arrivals due, checked in, no-shows,
 * places left, utilisation by time band and the alerts, from the dashboard call; it follows the
 * tee sheet live. A region named "Today at the desk".
 */
export function DeskTodayWidget() {
  const t = useT(homeMessages);
  const f = useFormat();
  const { day, announcement } = useDeskDay(t('dayUpdated'));
  const date = day.data?.date ?? f.today();
  return (
    <Card
      title={t('deskTitle')}
      subtitle={f.dateLong(date)}
      actions={
        <a
          href={sheetHref(date)}
          className={styles['fw-courses-home-link']}
          onClick={handlePortalLink}
        >
          {t('openSheet')}
        </a>
      }
    >
      <LiveMessage text={announcement} />
      <ResourceStatus
        resource={day}
        loadingLabel={t('deskLoading')}
        errorTitle={t('deskNotLoaded')}
      />
      {day.data && <DeskDay day={day.data} t={t} f={f} />}
    </Card>
  );
}
