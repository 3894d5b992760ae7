import {
  DAY_NAMES,
  type OpeningHours,
  type OpeningHoursInput,
  type OpeningHoursUpdate,
} from '@fairway/shared-api/contract';
import { clockTimeIn, hhmm, isZoned } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import { timeZoneOf } from '../organizations';
import { minutesOf } from './calendar';
import { guarded } from './constraints';
import * as repo from './hours-repository';
import { toOpeningHours } from './mappers';
import { courseReference, fieldError } from './references';

/** Opening hours: one row per course and weekday, wall-clock times in the club's zone. */

type Times = Pick<
  repo.HoursValues,
  'open_time' | 'close_time' | 'first_tee_time' | 'last_tee_time'
>;
type TimeField = keyof Times;
const TIME_FIELDS: TimeField[] = ['open_time', 'close_time', 'first_tee_time', 'last_tee_time'];

/** The times a request sends, as HH:MM; the club's zone is read only when a timestamp is sent. */
async function timesOf(tx: Tx, p: Principal, input: OpeningHoursUpdate): Promise<Partial<Times>> {
  const sent = TIME_FIELDS.filter((f) => input[f] !== undefined);
  const timeZone = sent.some((f) => isZoned(input[f] ?? ''))
    ? await timeZoneOf(tx, p.organizationId)
    : 'UTC';
  return Object.fromEntries(
    sent.map((f) => [f, input[f] === null ? null : clockTimeIn(input[f]!, timeZone)]),
  );
}

/** The spec's checks on one weekday's hours, with the sentence a person can act on. */
export function checkHours(h: Pick<repo.HoursValues, 'is_open'> & Times): void {
  const open = minutesOf(h.open_time);
  const close = minutesOf(h.close_time);
  if (h.is_open !== false && close <= open)
    throw fieldError('close_time', 'Closing time must be after opening time');
  const inside = (t: string | null | undefined) =>
    t == null || (minutesOf(t) >= open && minutesOf(t) <= close);
  if (!inside(h.first_tee_time))
    throw fieldError('first_tee_time', 'First tee time must be between opening and closing time');
  if (!inside(h.last_tee_time))
    throw fieldError('last_tee_time', 'Last tee time must be between opening and closing time');
  if (
    h.first_tee_time &&
    h.last_tee_time &&
    minutesOf(h.last_tee_time) < minutesOf(h.first_tee_time)
  )
    throw fieldError('last_tee_time', 'Last tee time cannot be before the first tee time');
}

const dayTaken = (day: number) => () =>
  conflict(`Opening hours for ${DAY_NAMES[day]} already exist for this course`);

async function hoursOr404(tx: Tx, id: number) {
  const row = await repo.findHours(tx, id);
  if (!row) throw notFound('Opening hours');
  return row;
}

export async function listHours(tx: Tx, courseId?: number): Promise<OpeningHours[]> {
  return (await repo.listHours(tx, courseId)).map(toOpeningHours);
}

export async function getHours(tx: Tx, id: number): Promise<OpeningHours> {
  return toOpeningHours(await hoursOr404(tx, id));
}

export async function createHours(
  tx: Tx,
  p: Principal,
  input: OpeningHoursInput,
): Promise<OpeningHours> {
  await courseReference(tx, input.course_id);
  const values: repo.HoursValues = {
    course_id: input.course_id,
    day_of_week: input.day_of_week,
    is_open: input.is_open,
    first_tee_time: null,
    last_tee_time: null,
    ...((await timesOf(tx, p, input)) as Times),
  };
  checkHours(values);
  const row = await guarded(() => repo.insertHours(tx, p.organizationId, values), {
    unique: dayTaken(values.day_of_week),
  });
  return toOpeningHours(row);
}

export async function updateHours(
  tx: Tx,
  p: Principal,
  id: number,
  input: OpeningHoursUpdate,
): Promise<OpeningHours> {
  const current = await hoursOr404(tx, id);
  if (input.course_id !== undefined && input.course_id !== current.course_id)
    await courseReference(tx, input.course_id);
  const { course_id, day_of_week, is_open } = input;
  const values: repo.HoursValues = {
    course_id: course_id ?? current.course_id,
    day_of_week: day_of_week ?? current.day_of_week,
    is_open: is_open ?? current.is_open,
    open_time: hhmm(current.open_time),
    close_time: hhmm(current.close_time),
    first_tee_time: current.first_tee_time && hhmm(current.first_tee_time),
    last_tee_time: current.last_tee_time && hhmm(current.last_tee_time),
    ...(await timesOf(tx, p, input)),
  };
  checkHours(values);
  const row = await guarded(() => repo.updateHours(tx, id, values), {
    unique: dayTaken(values.day_of_week),
  });
  return toOpeningHours(row!);
}

export async function removeHours(tx: Tx, id: number): Promise<void> {
  if (!(await repo.removeHours(tx, id))) throw notFound('Opening hours');
}
