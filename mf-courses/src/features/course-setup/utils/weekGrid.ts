import { getFormat, getT, type Formatter } from '@fairway/shared-ui';
import {
  type OpeningHours,
  type OpeningHoursInput,
  type OpeningHoursUpdate,
} from '@fairway/shared-api/courses';
import { messages, type CoursesT } from '../../../i18n/messages';

/** One weekday of the week grid, as the inputs hold it. */
export type DayRow = {
  /** 0 = Sunday … 6 = Saturday, as the API counts. */
  day_of_week: number;
  /** The stored row's id; null while the day has no opening hours yet. */
  id: number | null;
  is_open: boolean;
  open_time: string;
  close_time: string;
  /** '' = from opening time. */
  first_tee_time: string;
  /** '' = until closing time. */
  last_tee_time: string;
};

export type DayField = 'open_time' | 'close_time' | 'first_tee_time' | 'last_tee_time';
export type DayErrors = Partial<Record<DayField | 'row', string>>;

/** What a day without opening hours starts with in the grid (closed). */
export const NEW_DAY = { open_time: '07:00', close_time: '19:00' } as const;

/** The weekday's name in the reader's language ('Monday', 'lunes'); 0 = Sunday. */
export const dayName = (day: number, format: Formatter = getFormat()): string =>
  format.weekdays().find((w) => w.day === day)?.long ?? String(day);

/** The weekdays in the club's display order: weekStartsOn = 1 gives Monday … Sunday. */
export function weekOrder(weekStartsOn: number): number[] {
  const start =
    Number.isInteger(weekStartsOn) && weekStartsOn >= 0 && weekStartsOn <= 6 ? weekStartsOn : 1;
  return Array.from({ length: 7 }, (_, i) => (start + i) % 7);
}

const hhmm = (t: string | null | undefined) => (t ? t.slice(0, 5) : '');

export function dayRow(day: number, saved: OpeningHours | undefined): DayRow {
  if (!saved)
    return {
      day_of_week: day,
      id: null,
      is_open: false,
      open_time: NEW_DAY.open_time,
      close_time: NEW_DAY.close_time,
      first_tee_time: '',
      last_tee_time: '',
    };
  return {
    day_of_week: day,
    id: saved.id,
    is_open: saved.is_open,
    open_time: hhmm(saved.open_time),
    close_time: hhmm(saved.close_time),
    first_tee_time: hhmm(saved.first_tee_time),
    last_tee_time: hhmm(saved.last_tee_time),
  };
}

/** Seven rows in display order; a day the API has no row for starts closed. */
export function weekRows(hours: ReadonlyArray<OpeningHours>, weekStartsOn: number): DayRow[] {
  const byDay = new Map(hours.map((h) => [h.day_of_week, h]));
  return weekOrder(weekStartsOn).map((day) => dayRow(day, byDay.get(day)));
}

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The server's checks on one day (server/src/modules/courses/hours-service.ts checkHours), with
 * the same sentences, so most mistakes show before anything is sent. A closed day is not checked:
 * its times are kept for when it opens again.
 */
export function dayErrors(row: DayRow, t: CoursesT = getT(messages)): DayErrors {
  if (!row.is_open) return {};
  const errors: DayErrors = {};
  if (!TIME.test(row.open_time)) errors.open_time = t('enterOpeningTime');
  if (!TIME.test(row.close_time)) errors.close_time = t('enterClosingTime');
  if (row.first_tee_time && !TIME.test(row.first_tee_time))
    errors.first_tee_time = t('enterTimeHhMm');
  if (row.last_tee_time && !TIME.test(row.last_tee_time)) errors.last_tee_time = t('enterTimeHhMm');
  if (Object.keys(errors).length > 0) return errors;
  const open = minutes(row.open_time);
  const close = minutes(row.close_time);
  if (close <= open) return { close_time: t('closingAfterOpening') };
  const inside = (time: string) => !time || (minutes(time) >= open && minutes(time) <= close);
  if (!inside(row.first_tee_time)) errors.first_tee_time = t('firstTeeTimeInside');
  if (!inside(row.last_tee_time)) errors.last_tee_time = t('lastTeeTimeInside');
  else if (
    row.first_tee_time &&
    row.last_tee_time &&
    minutes(row.last_tee_time) < minutes(row.first_tee_time)
  )
    errors.last_tee_time = t('lastBeforeFirst');
  return errors;
}

/** The week's errors by day_of_week; only days with a problem are present. */
export function weekErrors(
  rows: ReadonlyArray<DayRow>,
  t: CoursesT = getT(messages),
): Record<number, DayErrors> {
  const out: Record<number, DayErrors> = {};
  for (const row of rows) {
    const errors = dayErrors(row, t);
    if (Object.keys(errors).length > 0) out[row.day_of_week] = errors;
  }
  return out;
}

function body(row: DayRow): Omit<OpeningHoursInput, 'course_id' | 'day_of_week'> {
  return {
    is_open: row.is_open,
    open_time: row.open_time,
    close_time: row.close_time,
    first_tee_time: row.first_tee_time || null,
    last_tee_time: row.last_tee_time || null,
  };
}

function sameAsSaved(row: DayRow, saved: OpeningHours): boolean {
  const b = body(row);
  return (
    b.is_open === saved.is_open &&
    b.open_time === hhmm(saved.open_time) &&
    b.close_time === hhmm(saved.close_time) &&
    (b.first_tee_time ?? '') === hhmm(saved.first_tee_time) &&
    (b.last_tee_time ?? '') === hhmm(saved.last_tee_time)
  );
}

export type WeekChange =
  | { kind: 'create'; day: number; body: OpeningHoursInput }
  | { kind: 'update'; day: number; id: number; body: OpeningHoursUpdate };

/**
 * What one Save sends: a POST for each day without stored hours, a PUT for each stored day that
 * changed. Unchanged days send nothing.
 */
export function weekChanges(
  rows: ReadonlyArray<DayRow>,
  saved: ReadonlyArray<OpeningHours>,
  courseId: number,
): WeekChange[] {
  const byId = new Map(saved.map((h) => [h.id, h]));
  const changes: WeekChange[] = [];
  for (const row of rows) {
    const stored = row.id === null ? undefined : byId.get(row.id);
    if (!stored) {
      changes.push({
        kind: 'create',
        day: row.day_of_week,
        body: { course_id: courseId, day_of_week: row.day_of_week, ...body(row) },
      });
    } else if (!sameAsSaved(row, stored)) {
      changes.push({ kind: 'update', day: row.day_of_week, id: stored.id, body: body(row) });
    }
  }
  return changes;
}
