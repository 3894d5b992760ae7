import {
  PERMISSIONS,
  hasPermission,
  type BookingRules,
  type Course,
} from '@fairway/shared-api/contract';
import type { DocumentPreload } from '../../plugins/platform/document-preload';

/** The member's booking screen (mf-courses' BookTeeTimePage), where the portal opens /courses. */
export const BOOKING_SCREEN_PATH = '/courses';

/**
 * The calls the booking screen makes first, with the URLs it builds (shared-api's teeSheet and
 * courses clients): the courses, the caller's rules, round and upcoming bookings, then the status
 * and the day's free times of the course it shows. That course is the first active one by name
 * (the screen's choice unless this browser remembers another), the day today on the club's clock
 * (the rules' `today`; a phone whose calendar is on another day asks for its own).
 */
export const bookingScreenPreload: DocumentPreload = async ({ session, get }) => {
  const { user, features } = session;
  if (!hasPermission(user.permissions, PERMISSIONS.teeTimesBook)) return;
  if (features?.tee_time_management_enabled === false) return;
  const bookings = '/api/settings/tee-time-bookings';
  // The day's times first (the server answers one call at a time on the embedded database): they
  // need the course and the club's today; the member's own round and bookings come after them.
  const [courses, rules] = await Promise.all([
    get<Course[]>('/api/settings/courses'),
    get<BookingRules>(`${bookings}/rules`),
  ]);
  const course = (courses ?? [])
    .filter((c) => c.is_active)
    .sort((a, b) => a.name.localeCompare(b.name))[0];
  await Promise.all([
    course && rules
      ? get(`/api/settings/tee-times/available-with-booking-info/${course.id}?date=${rules.today}`)
      : null,
    course ? get(`/api/settings/courses/${course.id}/status`) : null,
    get(`${bookings}/current-tee-time?user_id=${user.id}`),
    get(`${bookings}/user/${user.id}?scope=upcoming`),
  ]);
};
