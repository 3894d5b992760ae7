import type { CurrentUser } from '@fairway/shared-api';
import type { CartConfiguration, Course, CourseStatus } from '@fairway/shared-api/courses';

let nextId = 100;

/** The signed-in user of a test, with the permissions it needs. */
export function sessionUser(
  permissions: string[],
  overrides: Partial<CurrentUser> = {},
): CurrentUser {
  return {
    id: 1,
    organization_id: 1,
    email: 'member@example.org',
    first_name: 'Morgan',
    last_name: 'Member',
    status: 'active',
    email_verified: true,
    must_change_password: false,
    tenant_id: null,
    roles: ['member'],
    permissions,
    session_kind: 'password',
    ...overrides,
  };
}

/** The permissions of the seeded roles that matter here. */
export const MEMBER_PERMISSIONS = [
  'self:use',
  'courses:read',
  'tee_times:book',
  'course_services:request',
];
export const STAFF_PERMISSIONS = [
  ...MEMBER_PERMISSIONS,
  'tee_sheet:manage',
  'course_services:manage',
];
export const ADMIN_PERMISSIONS = ['*'];

/** A course as GET /api/courses answers it. */
export function makeCourse(overrides: Partial<Course> = {}): Course {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Course ${id}`,
    description: null,
    holes_count: 18,
    par_total: 72,
    tee_interval_minutes: null,
    players_per_slot: null,
    crossover_starts: false,
    is_active: true,
    created_at: '2025-01-10T08:00:00.000Z',
    updated_at: '2026-03-01T09:30:00.000Z',
    ...overrides,
  };
}

/** GET /api/courses/{id}/status. */
export function makeCourseStatus(overrides: Partial<CourseStatus> = {}): CourseStatus {
  return {
    course_id: 1,
    is_open_now: true,
    message: 'The course is currently open until 18:00.',
    next_opening: null,
    time_zone: 'Europe/London',
    checked_at: '2026-06-13T09:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/cart/configuration. */
export function makeCartConfiguration(
  overrides: Partial<CartConfiguration> = {},
): CartConfiguration {
  return {
    id: 1,
    fleet_size: 40,
    max_riders_per_cart: 2,
    price_per_round: '35.00',
    price_per_nine: '20.00',
    path_only: false,
    min_driver_age: 16,
    notes: null,
    updated_at: '2026-03-01T09:30:00.000Z',
    ...overrides,
  };
}
