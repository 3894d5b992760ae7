import { Button, DateField, Select, icons, isIsoDate } from '@fairway/shared-ui';
import type { Course } from '@fairway/shared-api/courses';
import { addDays } from '../utils/dates';
import styles from './CourseDayPicker.module.css';

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
  const inRange = (d: string) => (!min || d >= min) && (!max || d <= max);
  const previous = addDays(date, -1);
  const next = addDays(date, 1);
  const handleDate = (value: string) => {
    if (isIsoDate(value) && inRange(value)) onDateChange(value);
  };
  return (
    <div className={styles['fw-courses-day-picker']}>
      <Select
        label="Course"
        options={courses.map((c) => ({ value: String(c.id), label: c.name }))}
        value={String(courseId)}
        onValueChange={(value) => onCourseChange(Number(value))}
      />
      <DateField label="Date" value={date} min={min} max={max} onValueChange={handleDate} />
      <div className={styles['fw-courses-day-steps']}>
        <Button
          variant="secondary"
          iconStart={<icons.ChevronLeftIcon />}
          disabled={!inRange(previous)}
          onClick={() => onDateChange(previous)}
        >
          Previous day
        </Button>
        <Button
          variant="secondary"
          iconEnd={<icons.ChevronRightIcon />}
          disabled={!inRange(next)}
          onClick={() => onDateChange(next)}
        >
          Next day
        </Button>
      </div>
    </div>
  );
}
