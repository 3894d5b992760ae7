import { Badge, Button, Notice, money, useFormat, useT } from '@fairway/shared-ui';
import type { Enrollment, Schedule } from '@fairway/shared-api/academy';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import { academyMessages } from '../../../shared/i18n/messages';
import { browseMessages } from '../i18n';
import styles from './Browse.module.css';

export type ScheduleCardProps = {
  schedule: Schedule;
  /** The plan's level in words, when the plan is known. */
  levelText: string | null;
  /** My live enrolment in it, if any. */
  enrolment: Enrollment | undefined;
  enrolling: boolean;
  /** The server's refusal of my last try, shown on the card. */
  refusal: string | null;
  onEnrol: (schedule: Schedule) => void;
  onOpen: (schedule: Schedule) => void;
};

/** The price facts of a schedule: mine (member_price) first, the visitors' one after it. */
export function SchedulePrice({ schedule }: { schedule: Schedule }) {
  const t = useT(browseMessages);
  const f = useFormat();
  return (
    <p className={styles['fw-academy-price']}>
      <strong>{t('yourPrice', { price: money(schedule.member_price, null, f) })}</strong>
      {schedule.price !== schedule.member_price ? (
        <span className={styles['fw-academy-muted']}>
          {t('visitors', { price: money(schedule.price, null, f) })}
        </span>
      ) : null}
    </p>
  );
}

/** One published schedule: what, who, when, where, places left, my price, and Enrol. */
export function ScheduleCard({
  schedule: s,
  levelText,
  enrolment,
  enrolling,
  refusal,
  onEnrol,
  onOpen,
}: ScheduleCardProps) {
  const t = useT(browseMessages);
  const ta = useT(academyMessages);
  const f = useFormat();
  const full = s.places_left <= 0;
  const headingId = `fw-academy-schedule-${s.id}`;

  return (
    <article className={styles['fw-academy-card']} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles['fw-academy-card-title']}>
        {s.name}
      </h2>
      <p>
        {levelText
          ? t('planLevel', { plan: s.training_plan_name, level: levelText })
          : s.training_plan_name}
      </p>
      <p>{t('withTrainer', { trainer: s.trainer_name })}</p>
      <p>
        {ta('dateRange', { start: f.date(s.start_date), end: f.date(s.end_date) })} ·{' '}
        {ta('sessions', { count: s.session_count })}
      </p>
      {s.location ? <p className={styles['fw-academy-muted']}>{s.location}</p> : null}
      <p>
        <Badge tone={full ? 'neutral' : s.places_left <= 2 ? 'warning' : 'success'}>
          {ta('placesLeft', { count: Math.max(0, s.places_left) })}
        </Badge>
      </p>
      <SchedulePrice schedule={s} />
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
      <div className={styles['fw-academy-card-actions']}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('detailsOf', { name: s.name })}
          onClick={() => onOpen(s)}
        >
          {t('details')}
        </Button>
        {enrolment ? (
          <span className={styles['fw-academy-enrolled']}>
            <Badge tone="success">{t('enrolled')}</Badge>
            <StatusBadge kind="enrollment" status={enrolment.status} />
          </span>
        ) : (
          <Button
            size="sm"
            aria-label={full ? `${s.name}: ${t('full')}` : t('enrolIn', { name: s.name })}
            disabled={full}
            loading={enrolling}
            loadingLabel={t('enrolling')}
            onClick={() => onEnrol(s)}
          >
            {full ? t('full') : t('enrol')}
          </Button>
        )}
      </div>
    </article>
  );
}
