import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styles from './MonthCalendar.module.css';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { IconButton } from '../Button/Button';
import { visuallyHiddenClass } from '../VisuallyHidden/VisuallyHidden';
import {
  addDays,
  addMonths,
  clampDate,
  daysInMonth,
  isIsoMonth,
  monthOf,
  monthWeeks,
  shiftMonth,
  weekday,
  dateValue,
} from './dates';
import { useFormat, useT } from '../../i18n/display';
import { messages } from '../../i18n/messages';

export type CalendarMarkTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

/** Something about one day: a dot in the given tone, and `label` in the day's accessible name. */
export type CalendarMark = { tone?: CalendarMarkTone; label: string };

type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type MonthCalendarProps = {
  /** The grid's accessible name, e.g. 'Booking date'; the month ('June 2026') is added to it. */
  label: string;
  /** The shown month, 'YYYY-MM' (controlled); leave out to let the calendar keep it. */
  month?: string;
  /** The first month shown when uncontrolled; default the selected date's month, else today's. */
  defaultMonth?: string;
  /** Called with 'YYYY-MM' when the shown month changes (buttons, PageUp/PageDown, arrows across a month's edge). */
  onMonthChange?: (month: string) => void;
  /** The chosen day, 'YYYY-MM-DD'. */
  selected?: string | null;
  /** Called with 'YYYY-MM-DD' when a day is chosen (click, Enter, Space). */
  onSelect?: (date: string) => void;
  /** Days to mark: 'YYYY-MM-DD' → { tone, label } (closures, days with bookings…). */
  marked?: Readonly<Record<string, CalendarMark>>;
  /** Earliest and latest days that can be chosen, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  /** Further days that cannot be chosen (they stay reachable with the keyboard, announced as unavailable). */
  isDateDisabled?: (date: string) => boolean;
  /** 0 = Sunday … 6 = Saturday; default the club's week_starts_on. */
  weekStartsOn?: WeekStart;
  /** Today, 'YYYY-MM-DD' (default: today on the club's clock); outlined and announced as today. */
  today?: string;
  /** Names of months and days; default the club's locale in the active language. */
  locale?: string;
  className?: string;
};

const MONTH_FORMAT = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY_FORMAT = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The month's first day within [min, max], or its first day when none is. */
function firstChoosable(month: string, min?: string, max?: string): string {
  const first = clampDate(`${month}-01`, min, max);
  return monthOf(first) === month ? first : `${month}-01`;
}

/** A Sunday to name the weekdays from (2023-01-01 was one). */
const A_SUNDAY = '2023-01-01';

/**
 * A month as an ARIA grid. Tab reaches one day (roving tabindex: the selected day, else today, else
 * the first day); arrow keys move by day and week, Home/End to the week's first/last day,
 * PageUp/PageDown by month (with Shift by year), Enter or Space chooses. Moving past the month's
 * edge turns the page. Marked days show a dot and their label is part of the day's name. Fits a
 * 360 px phone: seven columns of 44 px touch targets.
 */
export function MonthCalendar({
  label,
  month: monthProp,
  defaultMonth,
  onMonthChange,
  selected = null,
  onSelect,
  marked,
  min,
  max,
  isDateDisabled,
  weekStartsOn: weekStartsOnProp,
  today: todayProp,
  locale: localeProp,
  className,
}: MonthCalendarProps) {
  const t = useT(messages);
  const format = useFormat();
  const locale = localeProp ?? format.locale;
  const weekStartsOn = weekStartsOnProp ?? (format.settings.week_starts_on as WeekStart);
  const today = todayProp ?? format.today();
  const initialMonth = isIsoMonth(defaultMonth)
    ? defaultMonth
    : monthOf(clampDate(selected ?? today, min, max));
  const [month, setMonth] = useControllableState(monthProp, initialMonth, onMonthChange);
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const titleId = useId();
  const gridLabelId = useId();

  const monthName = useMemo(
    () => MONTH_FORMAT(locale).format(new Date(dateValue(`${month}-01`))),
    [locale, month],
  );
  const dayFormat = useMemo(() => DAY_FORMAT(locale), [locale]);
  const weekdays = useMemo(() => {
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, i) => {
      const d = new Date(dateValue(addDays(A_SUNDAY, (weekStartsOn + i) % 7)));
      return { long: long.format(d), short: short.format(d) };
    });
  }, [locale, weekStartsOn]);
  const weeks = useMemo(() => monthWeeks(month, weekStartsOn), [month, weekStartsOn]);

  const inMonth = (date: string | null): date is string => !!date && monthOf(date) === month;
  /** The day that takes Tab in this month. */
  const tabStop = inMonth(focusedDate)
    ? focusedDate
    : inMonth(selected)
      ? selected
      : inMonth(today)
        ? today
        : firstChoosable(month, min, max);
  const lastOfMonth = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  const canGoBack = !min || `${month}-01` > min;
  const canGoForward = !max || lastOfMonth < max;

  const isDisabled = (date: string) =>
    (!!min && date < min) || (!!max && date > max) || !!isDateDisabled?.(date);

  // After a keyboard move (possibly onto another month's page), focus the new day once it is drawn.
  useEffect(() => {
    if (!moveFocus.current || !focusedDate) return;
    const button = gridRef.current?.querySelector<HTMLButtonElement>(
      `[data-date="${focusedDate}"]`,
    );
    if (button) {
      button.focus();
      moveFocus.current = false;
    }
  }, [focusedDate, month]);

  const goTo = (date: string) => {
    const next = clampDate(date, min, max);
    moveFocus.current = true;
    setFocusedDate(next);
    if (monthOf(next) !== month) setMonth(monthOf(next));
  };

  const handleMonthButton = (delta: number) => {
    setMonth(addMonths(month, delta));
    // Focus stays on the button; the new page's Tab stop is its selected day, today or its first day.
    setFocusedDate(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const current = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date;
    if (!current) return;
    const dayInWeek = (weekday(current) - weekStartsOn + 7) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(current, -1),
      ArrowRight: () => addDays(current, 1),
      ArrowUp: () => addDays(current, -7),
      ArrowDown: () => addDays(current, 7),
      Home: () => addDays(current, -dayInWeek),
      End: () => addDays(current, 6 - dayInWeek),
      PageUp: () => shiftMonth(current, event.shiftKey ? -12 : -1),
      PageDown: () => shiftMonth(current, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    goTo(move());
  };

  const handleSelect = (date: string) => {
    setFocusedDate(date);
    if (!isDisabled(date)) onSelect?.(date);
  };

  return (
    <div className={cx(styles['fw-ui-calendar'], className)}>
      <div className={styles['fw-ui-calendar-header']}>
        <IconButton
          label={t('previousMonth')}
          icon={<ChevronLeftIcon />}
          size="md"
          disabled={!canGoBack}
          onClick={() => handleMonthButton(-1)}
        />
        <h2 id={titleId} className={styles['fw-ui-calendar-title']} aria-live="polite">
          {monthName}
        </h2>
        <IconButton
          label={t('nextMonth')}
          icon={<ChevronRightIcon />}
          size="md"
          disabled={!canGoForward}
          onClick={() => handleMonthButton(1)}
        />
      </div>
      <span id={gridLabelId} hidden>
        {label}
      </span>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={`${gridLabelId} ${titleId}`}
        className={styles['fw-ui-calendar-grid']}
        onKeyDown={handleKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th
                key={d.long}
                scope="col"
                abbr={d.long}
                className={styles['fw-ui-calendar-weekday']}
              >
                <span aria-hidden="true">{d.short}</span>
                <span className={visuallyHiddenClass}>{d.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => {
                if (!date)
                  return <td key={`empty-${i}`} className={styles['fw-ui-calendar-empty']} />;
                const mark = marked?.[date];
                const disabled = isDisabled(date);
                const isSelected = date === selected;
                const isToday = date === today;
                const name = [
                  dayFormat.format(new Date(dateValue(date))),
                  isToday ? t('today') : null,
                  mark?.label,
                  disabled ? t('notAvailable') : null,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={date} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-label={name}
                      aria-disabled={disabled || undefined}
                      aria-current={isToday ? 'date' : undefined}
                      className={cx(
                        styles['fw-ui-calendar-day'],
                        isSelected && styles['fw-ui-calendar-day-selected'],
                        isToday && styles['fw-ui-calendar-day-today'],
                        disabled && styles['fw-ui-calendar-day-disabled'],
                      )}
                      onClick={() => handleSelect(date)}
                      onFocus={() => setFocusedDate(date)}
                    >
                      <span aria-hidden="true">{Number(date.slice(8, 10))}</span>
                      {mark ? (
                        <span
                          aria-hidden="true"
                          className={cx(
                            styles['fw-ui-calendar-dot'],
                            styles[`fw-ui-calendar-dot-${mark.tone ?? 'info'}`],
                          )}
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
