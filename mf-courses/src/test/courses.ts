import type { Course, CourseStatus } from '@fairway/shared-api/courses';

/** Contract-shaped answers of /api/settings/courses for the tests. */
export function makeCourse(id: number, name: string, overrides: Partial<Course> = {}): Course {
  return {
    id,
    name,
    description: null,
    holes_count: 18,
    par_total: 72,
    tee_interval_minutes: 10,
    players_per_slot: 4,
    crossover_starts: false,
    is_active: true,
    created_at: '2025-01-10T08:00:00.000Z',
    updated_at: '2025-01-10T08:00:00.000Z',
    ...overrides,
  };
}

export const OLD_COURSE = makeCourse(1, 'Old Course');
export const PARK_COURSE = makeCourse(2, 'Park Course', { holes_count: 9, par_total: 35 });

export function makeStatus(courseId: number, overrides: Partial<CourseStatus> = {}): CourseStatus {
  return {
    course_id: courseId,
    is_open_now: true,
    message: 'The course is currently open until 18:00.',
    next_opening: null,
    time_zone: 'Europe/London',
    checked_at: '2026-03-03T09:00:00.000Z',
    ...overrides,
  };
}
