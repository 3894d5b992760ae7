import { useResource } from '@fairway/shared-ui';
import { teeSheetApi } from '../../../shared/api/clients';

/** The staff grid of a course's day: every time with its bookings and blocks. */
export function useTeeSheet(courseId: number, date: string) {
  return useResource(() => teeSheetApi().sheet(courseId, date), [courseId, date]);
}
