import type { KeyboardEvent } from 'react';
import {
  Button,
  ErrorState,
  LiveMessage,
  LoadingState,
  useFormat,
  useT,
  type Resource,
} from '@fairway/shared-ui';
import type { Session, TrainerSchedule } from '@fairway/shared-api/academy';
import { StatusBadge } from '../../../shared/components/StatusBadge';
import { academyMessages } from '../../../shared/i18n/messages';
import { weekDays } from '../../../shared/utils/days';
import { coachMessages } from '../i18n';
import styles from './Coach.module.css';

export type WeekCalendarProps = {
  weekStart: string;
  today: string;
  week: Resource<TrainerSchedule | null>;
  selectedId: number | null;
  onSelect: (session: Session) => void;
  /** -1, +1, or 0 for this week. */
  onWeekChange: (step: -1 | 0 | 1) => void;
};

const MOVES: Record<string, 'next' | 'previous' | 'first' | 'last'> = {
  ArrowDown: 'next',
  ArrowRight: 'next',
  ArrowUp: 'previous',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

/** Arrow keys (and Home/End) move focus between the week's sessions, in time order. */
function handleCalendarKeys(e: KeyboardEvent<HTMLElement>) {
  const move = MOVES[e.key];
  if (!move) return;
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[data-session-button]')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0 || buttons.length === 0) return;
  const to =
    move === 'first'
      ? 0
      : move === 'last'
        ? buttons.length - 1
        : Math.min(buttons.length - 1, Math.max(0, at + (move === 'next' ? 1 : -1)));
  e.preventDefault();
  buttons[to]?.focus();
}

/** A week of the trainer's sessions: a day per column (stacked on a phone), each session a button. */
export function WeekCalendar({
  weekStart,
  today,
  week,
  selectedId,
  onSelect,
  onWeekChange,
}: WeekCalendarProps) {
  const t = useT(coachMessages);
  const ta = useT(academyMessages);
  const f = useFormat();
  const days = weekDays(weekStart);
  // Only an answer for this week is shown (not the previous week's while the next one loads).
  const shown = week.data && week.data.start_date === weekStart ? week.data : null;
  const sessions = shown?.sessions ?? [];
  const live = sessions.filter((s) => s.status !== 'cancelled');

  return (
    <section aria-labelledby="fw-academy-coach-week" className={styles['fw-academy-section']}>
      <div className={styles['fw-academy-week-head']}>
        <h2 id="fw-academy-coach-week" className={styles['fw-academy-heading']}>
          {t('mySchedule')}
        </h2>
        <div className={styles['fw-academy-week-nav']}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('previousWeek')}
            onClick={() => onWeekChange(-1)}
          >
            ‹
          </Button>
          <span className={styles['fw-academy-week-label']}>
            {t('weekOf', { date: f.dateLong(weekStart) })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('nextWeek')}
            onClick={() => onWeekChange(1)}
          >
            ›
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onWeekChange(0)}>
            {t('thisWeek')}
          </Button>
        </div>
      </div>
      <LiveMessage text={shown ? t('weekSessions', { count: live.length }) : ''} />
      {week.status === 'error' ? (
        <ErrorState
          title={t('weekError')}
          message={week.error}
          onRetry={() => void week.reload()}
          retrying={week.retrying}
        />
      ) : !shown ? (
        <LoadingState label={t('loadingWeek')} />
      ) : (
        <div
          className={styles['fw-academy-week']}
          role="group"
          aria-label={t('weekOf', { date: f.dateLong(weekStart) })}
          aria-describedby="fw-academy-coach-week-help"
          onKeyDown={handleCalendarKeys}
        >
          <p id="fw-academy-coach-week-help" className={styles['fw-academy-visually-hidden']}>
            {t('calendarHelp')}
          </p>
          {days.map((day) => {
            const ofDay = sessions.filter((s) => s.session_date === day);
            const headingId = `fw-academy-day-${day}`;
            return (
              <section
                key={day}
                aria-labelledby={headingId}
                className={styles['fw-academy-day']}
                data-today={day === today || undefined}
              >
                <h3 id={headingId} className={styles['fw-academy-day-name']}>
                  {f.dateLong(day, { year: false })}
                </h3>
                {ofDay.length === 0 ? (
                  <p className={styles['fw-academy-muted']}>{t('noSessionsDay')}</p>
                ) : (
                  <ul className={styles['fw-academy-day-sessions']}>
                    {ofDay.map((s) => {
                      const time = ta('timeRange', {
                        start: f.time(s.start_time),
                        end: f.time(s.end_time),
                      });
                      const cancelled = s.status === 'cancelled';
                      return (
                        <li key={s.id}>
                          <button
                            type="button"
                            data-session-button
                            className={styles['fw-academy-block']}
                            data-status={s.status}
                            aria-pressed={selectedId === s.id}
                            onClick={() => onSelect(s)}
                          >
                            <span className={styles['fw-academy-block-time']}>
                              {cancelled ? <s>{time}</s> : time}
                            </span>
                            <span className={styles['fw-academy-block-name']}>
                              {cancelled ? <s>{s.schedule_name}</s> : s.schedule_name}
                            </span>
                            <span className={styles['fw-academy-muted']}>
                              {t('expected', { count: s.expected_count })}
                            </span>
                            <StatusBadge kind="session" status={s.status} />
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
