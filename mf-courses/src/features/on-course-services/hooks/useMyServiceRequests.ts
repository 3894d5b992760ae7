import { useEffect } from 'react';
import { useResource } from '@fairway/shared-ui';
import type { OnCourseService } from '@fairway/shared-api/courses';
import { courseServicesApi } from '../../../shared/api/clients';
import { QUEUE_REFRESH_MS } from './useServiceQueue';

/**
 * The member's own requests with their state (GET /on-course-services/mine: open ones first,
 * then the latest resolved, in the server's order), whichever device she sent them from, read
 * again every 30 s while the page is visible, so "Done" shows when the staff resolve one.
 */
export function useMyServiceRequests(userId: number | null) {
  const requests = useResource<OnCourseService[]>(
    async () => (userId === null ? [] : courseServicesApi().mine()),
    [userId],
  );

  const { reload } = requests;
  useEffect(() => {
    const visible = () => document.visibilityState !== 'hidden';
    const timer = window.setInterval(() => {
      if (visible()) void reload();
    }, QUEUE_REFRESH_MS);
    const handleVisibility = () => {
      if (visible()) void reload();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [reload]);

  return requests;
}
