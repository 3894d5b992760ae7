import { Button, DateField, Select, icons, isIsoDate, useFormat, useT } from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import { addDays } from '../utils/dates';
import styles from './CourseDayPicker.module.css';
import { messages } from '../../i18n/messages';

export type CourseDayPickerProps = {
  courses: readonly Course[];
  courseId: number;
  onCourseChange: (courseId: number) => void;
  /** YYYY-MM-DD. */
  date: string;
  onDateChange: (date: string) => void;
  /** Earliest day offered (members cannot book the past). */
  min?: string;
  /** Latest day offered. */
  max?: string;
};

/**
 * Which course and which day: a course select, a date field and previous/next day buttons (the
 * quickest way on a phone). A date outside min..max, or a half-typed one, is not passed on.
 */
export function CourseDayPicker({
  courses,
  courseId,
  onCourseChange,
  date,
  onDateChange,
  min,
  max,
}: CourseDayPickerProps) {
  const t = useT(messages);
  const f = useFormat();
  const inRange = (d: string) => (!min || d >= min) && (!max || d <= max);
  const previous = addDays(date, -1);
  const next = addDays(date, 1);
  const handleDate = (value: string) => {
    if (isIsoDate(value) && inRange(value)) onDateChange(value);
  };
  return (
    <div className={styles['fw-courses-day-picker']}>
      <Select
        label={t('course')}
        options={courses.map((c) => ({ value: String(c.id), label: c.name }))}
        value={String(courseId)}
        onValueChange={(value) => onCourseChange(Number(value))}
      />
      <DateField
        label={t('date')}
        hint={f.date(date)}
        value={date}
        min={min}
        max={max}
        onValueChange={handleDate}
      />
      <div className={styles['fw-courses-day-steps']}>
        <Button
          variant="secondary"
          iconStart={<icons.ChevronLeftIcon />}
          disabled={!inRange(previous)}
          onClick={() => onDateChange(previous)}
        >
          {t('previousDay')}
        </Button>
        <Button
          variant="secondary"
          iconEnd={<icons.ChevronRightIcon />}
          disabled={!inRange(next)}
          onClick={() => onDateChange(next)}
        >
          {t('nextDay')}
        </Button>
      </div>
    </div>
  );
}
