import { useResource } from '@fairway/shared-ui';
import { cartsApi, coursesApi } from '../../../shared/api/clients';

/** The club's cart configuration; null while there is none. */
export function useCartConfiguration() {
  return useResource(() => cartsApi().configuration(), []);
}

/** The fleet against today's bookings on one course. */
export function useCartStatus(courseId: number) {
  return useResource(() => cartsApi().status(courseId), [courseId]);
}

/** The club's courses (one status card each). */
export function useCartCourses() {
  return useResource(() => coursesApi().list(), []);
}
