import type { Course, CourseInput, CourseStatus, CourseUpdate } from '@fairway/shared-api/contract';
import { conflict, notFound } from '../../lib/errors';
import { wallClock } from '../../lib/clock';
import type { Principal } from '../../plugins/platform/auth/principal';
import type { Tx } from '../../plugins/platform/database';
import { timeZoneOf } from '../organizations';
import { addDays } from './calendar';
import { guarded } from './constraints';
import * as repo from './course-repository';
import { courseHours } from './days';
import * as holesRepo from './hole-repository';
import * as hoursRepo from './hours-repository';
import { toCourse } from './mappers';
import { courseStatusMessage, STATUS_LOOKAHEAD_DAYS } from './status';

const duplicateName = () => conflict('A course with this name already exists');
const hasBookings = () =>
  conflict('This course has a booking history; deactivate it instead of deleting it');

/** A course of the caller's club, or 404 (another club's courses are invisible). */
export async function courseOr404(tx: Tx, id: number) {
  const row = await repo.findById(tx, id);
  if (!row) throw notFound('Course');
  return row;
}

export async function list(tx: Tx): Promise<Course[]> {
  return (await repo.list(tx)).map(toCourse);
}

export async function get(tx: Tx, id: number): Promise<Course> {
  return toCourse(await courseOr404(tx, id));
}

export async function create(tx: Tx, p: Principal, input: CourseInput): Promise<Course> {
  const row = await guarded(
    () =>
      repo.insert(tx, p.organizationId, {
        name: input.name,
        description: input.description ?? null,
        holes_count: input.holes_count ?? 18,
        tee_interval_minutes: input.tee_interval_minutes ?? null,
        players_per_slot: input.players_per_slot ?? null,
        crossover_starts: input.crossover_starts ?? false,
        is_active: input.is_active ?? true,
      }),
    { unique: duplicateName },
  );
  return toCourse(row);
}

export async function update(tx: Tx, id: number, input: CourseUpdate): Promise<Course> {
  await courseOr404(tx, id);
  if (input.holes_count !== undefined) {
    const highest = await holesRepo.highestNumber(tx, id);
    if (highest > input.holes_count)
      throw conflict(
        `Hole ${highest} is laid out on this course; remove the holes above ${input.holes_count} before lowering the number of holes`,
      );
  }
  await guarded(() => repo.update(tx, id, input), { unique: duplicateName });
  return get(tx, id);
}

/**
 * A course that was ever booked stays (409: bookings RESTRICT their tee times, which go with the
 * course), so the club keeps its history and deactivates the course instead; so does one whose
 * holes have rules. Otherwise its hours, closures, holes, sand traps and unbooked tee times go
 * with it.
 */
export async function remove(tx: Tx, id: number): Promise<void> {
  await courseOr404(tx, id);
  if ((await holesRepo.numbersWithRules(tx, id)).length > 0)
    throw conflict('This course has hole rules; remove them before deleting the course');
  await guarded(() => repo.remove(tx, id), { foreignKey: hasBookings });
}

/** The spec's status sentence for the course, at `now` on the club's wall clock. */
export async function status(tx: Tx, p: Principal, id: number, now: Date): Promise<CourseStatus> {
  await courseOr404(tx, id);
  const timeZone = await timeZoneOf(tx, p.organizationId);
  const clock = wallClock(now, timeZone);
  const hours = await courseHours(tx, id);
  const closures = await hoursRepo.closuresBetween(
    tx,
    id,
    clock.date,
    addDays(clock.date, STATUS_LOOKAHEAD_DAYS),
  );
  return {
    course_id: id,
    ...courseStatusMessage({ now: clock, hours, closures }),
    time_zone: timeZone,
    checked_at: now.toISOString(),
  };
}
