import type { OnCourseService } from '@fairway/shared-api/courses';

/** Contract-shaped answers of /api/settings/on-course-services for the tests. */
export function makeService(id: number, overrides: Partial<OnCourseService> = {}): OnCourseService {
  return {
    id,
    course_id: 1,
    hole_number: 7,
    service_type: 'refreshments',
    description: null,
    requested_by_user_id: 12,
    requested_by_name: 'Sam Smith',
    is_resolved: false,
    resolved_by_user_id: null,
    resolved_at: null,
    created_at: '2026-03-03T11:48:00.000Z',
    ...overrides,
  };
}
