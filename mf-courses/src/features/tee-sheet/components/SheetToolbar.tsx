import { Button, Checkbox, DateField, icons, isIsoDate, useFormat, useT } from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import { addDays } from '../../../shared/utils/dates';
import { DAY_KEYS } from '../hooks/useDayShortcuts';
import { MAX_COURSES_SHOWN } from '../utils/sheetUrl';
import { deskMessages } from '../i18n';
import styles from './TeeSheet.module.css';
import { messages } from '../../../i18n/messages';

export type SheetToolbarProps = {
  courses: readonly Course[];
  shownIds: readonly number[];
  onCoursesChange: (ids: number[]) => void;
  date: string;
  today: string;
  onDateChange: (date: string) => void;
};

/**
 * The desk's day and courses in one dense row: previous day, today, next day, the date, and a
 * checkbox per course (several show side by side; the last one cannot be unticked).
 */
export function SheetToolbar({
  courses,
  shownIds,
  onCoursesChange,
  date,
  today,
  onDateChange,
}: SheetToolbarProps) {
  const t = useT(messages);
  const d = useT(deskMessages);
  const f = useFormat();
  const handleCourse = (id: number, checked: boolean) => {
    const next = checked
      ? courses.filter((c) => c.id === id || shownIds.includes(c.id)).map((c) => c.id)
      : shownIds.filter((shown) => shown !== id);
    if (next.length > 0) onCoursesChange(next.slice(0, MAX_COURSES_SHOWN));
  };
  return (
    <div
      className={styles['fw-courses-toolbar']}
      role="group"
      aria-label={d('dayAndCourses')}
      data-print="hide"
    >
      <div className={styles['fw-courses-toolbar-day']}>
        <Button
          variant="secondary"
          size="sm"
          iconStart={<icons.ChevronLeftIcon />}
          aria-keyshortcuts={DAY_KEYS.previous}
          onClick={() => onDateChange(addDays(date, -1))}
        >
          {t('previousDay')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-keyshortcuts={DAY_KEYS.today.toUpperCase()}
          disabled={date === today}
          onClick={() => onDateChange(today)}
        >
          {d('today')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          iconEnd={<icons.ChevronRightIcon />}
          aria-keyshortcuts={DAY_KEYS.next}
          onClick={() => onDateChange(addDays(date, 1))}
        >
          {t('nextDay')}
        </Button>
        <DateField
          className={styles['fw-courses-toolbar-date']}
          label={t('date')}
          // The date as the club writes it: the browser's picker shows the browser's own format.
          hint={f.date(date)}
          value={date}
          onValueChange={(value) => {
            if (isIsoDate(value)) onDateChange(value);
          }}
        />
      </div>
      {courses.length > 1 ? (
        <fieldset className={styles['fw-courses-toolbar-courses']}>
          <legend className={styles['fw-courses-toolbar-legend']}>{d('courses')}</legend>
          {courses.map((c) => (
            <Checkbox
              key={c.id}
              label={c.name}
              checked={shownIds.includes(c.id)}
              disabled={shownIds.length === 1 && shownIds.includes(c.id)}
              onCheckedChange={(checked) => handleCourse(c.id, checked)}
            />
          ))}
        </fieldset>
      ) : null}
      <p className={styles['fw-courses-toolbar-hint']}>{d('shortcutsHint')}</p>
    </div>
  );
}
