import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Cluster, useFormat, useT } from '@fairway/shared-ui';
import { addDays, addMonths, monthBounds } from '../../../shared/utils/dates';
import { houseRentalsMessages } from '../i18n';
import { monthWeeks } from '../utils/monthWeeks';
import styles from './HouseRentals.module.css';

/** A booking holding a night: who stays (the guest's name) and which booking it is. */
export type NightBooking = { id: number; guest: string };

/**
 * One night of the house: booked (by whom), free (offered and not booked) or not offered (no
 * period covers it, or the period's answer is not in yet).
 */
export type NightInfo =
  { state: 'booked'; bookings: readonly NightBooking[] } | { state: 'free' } | { state: 'closed' };

export type HouseCalendarProps = {
  /** The house's name: the grid is named "{house}, {month}". */
  house: string;
  month: string;
  onMonthChange: (month: string) => void;
  nightOf: (date: string) => NightInfo;
  /** Enter or a click on a booked night opens its booking. */
  onOpenBooking?: (id: number) => void;
};

/**
 * The rental calendar of one house: a month of nights, each marked booked (with the guest's name),
 * free or not offered. An ARIA grid with one Tab stop: arrows move by night and week, Home/End to
 * the week's ends, PageUp/PageDown by month, Enter opens the booking of a booked night.
 */
export function HouseCalendar({
  house,
  month,
  onMonthChange,
  nightOf,
  onOpenBooking,
}: HouseCalendarProps) {
  const t = useT(houseRentalsMessages);
  const f = useFormat();
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const weekdays = f.weekdays();
  const weekStart = weekdays[0]?.day ?? 1;
  const weeks = monthWeeks(month, weekStart);
  const { start, end } = monthBounds(month);
  const today = f.today();
  const tabStop =
    focused && focused >= start && focused <= end
      ? focused
      : today >= start && today <= end
        ? today
        : start;

  useEffect(() => {
    if (!moveFocus.current || !focused) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`);
    if (cell) {
      cell.focus();
      moveFocus.current = false;
    }
  }, [focused, month]);

  const goTo = (date: string) => {
    moveFocus.current = true;
    setFocused(date);
    const target = date.slice(0, 7);
    if (target !== month) onMonthChange(target);
  };

  const shiftMonth = (date: string, n: number) => {
    const target = addMonths(date.slice(0, 7), n);
    const last = monthBounds(target).end;
    const day = `${target}-${date.slice(8, 10)}`;
    return day > last ? last : day;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const current = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date;
    if (!current) return;
    const column = (new Date(`${current}T00:00:00Z`).getUTCDay() - weekStart + 7) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(current, -1),
      ArrowRight: () => addDays(current, 1),
      ArrowUp: () => addDays(current, -7),
      ArrowDown: () => addDays(current, 7),
      Home: () => addDays(current, -column),
      End: () => addDays(current, 6 - column),
      PageUp: () => shiftMonth(current, -1),
      PageDown: () => shiftMonth(current, 1),
    };
    if (event.key === 'Enter' || event.key === ' ') {
      const night = nightOf(current);
      if (night.state === 'booked' && night.bookings[0] && onOpenBooking) {
        event.preventDefault();
        onOpenBooking(night.bookings[0].id);
      }
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    goTo(move());
  };

  const describe = (night: NightInfo) =>
    night.state === 'booked'
      ? t('nightBookedBy', { guests: f.list(night.bookings.map((b) => b.guest)) })
      : night.state === 'free'
        ? t('nightFree')
        : t('nightNotOffered');

  const monthName = f.month(start);

  return (
    <div className={styles['fw-hr-calendar']}>
      <Cluster gap={2} align="center" justify="between">
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('previousMonth')}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          ‹
        </Button>
        <h3 id={titleId} className={styles['fw-hr-calendar-title']} aria-live="polite">
          {monthName}
        </h3>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('nextMonth')}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          ›
        </Button>
      </Cluster>
      <ul className={styles['fw-hr-legend']} aria-label={t('legend')}>
        <li data-state="booked">{t('legendBooked')}</li>
        <li data-state="free">{t('legendFree')}</li>
        <li data-state="closed">{t('legendNotOffered')}</li>
      </ul>
      <div className={styles['fw-hr-calendar-scroll']}>
        <table
          ref={gridRef}
          role="grid"
          aria-label={t('calendarLabel', { house, month: monthName })}
          className={styles['fw-hr-calendar-grid']}
          onKeyDown={handleKeyDown}
        >
          <thead>
            <tr>
              {weekdays.map((w) => (
                <th key={w.day} scope="col" abbr={w.long}>
                  {w.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={i}>
                {week.map((date, j) => {
                  if (!date) return <td key={`empty-${j}`} role="presentation" />;
                  const night = nightOf(date);
                  const label = `${f.dateLong(date)}: ${describe(night)}`;
                  const clickable =
                    night.state === 'booked' && night.bookings.length > 0 && !!onOpenBooking;
                  return (
                    <td
                      key={date}
                      role="gridcell"
                      data-date={date}
                      data-state={night.state}
                      data-today={date === today || undefined}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-label={label}
                      onFocus={() => setFocused(date)}
                      onClick={() => {
                        setFocused(date);
                        if (clickable && night.state === 'booked')
                          onOpenBooking?.(night.bookings[0]!.id);
                      }}
                    >
                      <span className={styles['fw-hr-calendar-date']} aria-hidden="true">
                        {Number(date.slice(8, 10))}
                      </span>
                      <span className={styles['fw-hr-calendar-what']} aria-hidden="true">
                        {night.state === 'booked'
                          ? night.bookings.map((b) => (
                              <span key={b.id} className={styles['fw-hr-calendar-guest']}>
                                {b.guest}
                              </span>
                            ))
                          : night.state === 'free'
                            ? t('nightFreeShort')
                            : '—'}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
