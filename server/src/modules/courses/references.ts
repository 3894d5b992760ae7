import { badRequest } from '../../lib/errors';
import type { Tx } from '../../plugins/platform/database';
import { findCourse, type CourseRow } from './days';

/** A 400 that names its field, so a form can show the message beside the input. */
export const fieldError = (
  field: string,
  message: string,
  where: 'body' | 'querystring' = 'body',
) => badRequest(message, [{ field: `${where}.${field}`, message }]);

/** A course named in a request body: one of the caller's club, else 400 'Course not found'. */
export async function courseReference(tx: Tx, courseId: number): Promise<CourseRow> {
  const course = await findCourse(tx, courseId);
  if (!course) throw fieldError('course_id', 'Course not found');
  return course;
}

/** A hole number named in a body must exist on the course: 1 … holes_count. */
export function assertHoleOnCourse(
  course: Pick<CourseRow, 'name' | 'holes_count'>,
  holeNumber: number,
  field = 'hole_number',
): void {
  if (holeNumber > course.holes_count)
    throw fieldError(
      field,
      `Hole ${holeNumber} does not exist on ${course.name}, which has ${course.holes_count} holes`,
    );
}
