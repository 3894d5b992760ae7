import { sql, type SQL } from 'drizzle-orm';

/**
 * The course's name as an SQL expression, for a module that shows it inside one of its own
 * statements (the tee sheet's booking details). NULL when there is no such course.
 */
export const courseNameOf = (courseId: SQL): SQL<string> =>
  sql<string>`(SELECT c.name FROM courses c WHERE c.id = ${courseId})`;
