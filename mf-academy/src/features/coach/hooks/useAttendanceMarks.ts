import { useCallback, useRef, useState } from 'react';
import { errorText, useResource } from '@fairway/shared-ui';
import type { Attendance, AttendanceStatus } from '@fairway/shared-api/academy';
import { academyApi } from '../../../shared/api/clients';

/**
 * The marks at one session, by enrolment (GET /sessions/{id}/attendance), and the one-tap mark:
 * shown at once, sent (POST /attendance/mark), kept when the server agrees and rolled back, with
 * its reason, when it refuses.
 */
export function useAttendanceMarks(sessionId: number) {
  const rows = useResource<Attendance[]>(
    () => academyApi().sessions.attendance(sessionId),
    [sessionId],
  );
  const [optimistic, setOptimistic] = useState<Record<number, AttendanceStatus>>({});
  const [failures, setFailures] = useState<Record<number, string>>({});
  const latest = useRef<Record<number, number>>({});

  const byEnrolment = new Map((rows.data ?? []).map((a) => [a.enrollment_id, a]));

  const replace = useCallback(
    (row: Attendance) =>
      rows.setData((list) => [
        ...(list ?? []).filter((a) => a.enrollment_id !== row.enrollment_id),
        row,
      ]),
    [rows],
  );

  const mark = useCallback(
    async (enrollmentId: number, status: AttendanceStatus) => {
      const ticket = (latest.current[enrollmentId] ?? 0) + 1;
      latest.current[enrollmentId] = ticket;
      setOptimistic((current) => ({ ...current, [enrollmentId]: status }));
      setFailures(({ [enrollmentId]: _, ...rest }) => rest);
      const settle = () => setOptimistic(({ [enrollmentId]: _, ...rest }) => rest);
      try {
        const row = await academyApi().attendance.mark(sessionId, enrollmentId, status);
        if (latest.current[enrollmentId] !== ticket) return;
        replace(row);
        settle();
      } catch (err) {
        if (latest.current[enrollmentId] !== ticket) return;
        settle();
        setFailures((current) => ({ ...current, [enrollmentId]: errorText(err) }));
      }
    },
    [sessionId, replace],
  );

  return {
    rows,
    /** The mark shown for an enrolment: the one being sent, else the server's. */
    statusOf: (enrollmentId: number): AttendanceStatus | null =>
      optimistic[enrollmentId] ?? byEnrolment.get(enrollmentId)?.status ?? null,
    recordOf: (enrollmentId: number) => byEnrolment.get(enrollmentId) ?? null,
    failureOf: (enrollmentId: number) => failures[enrollmentId] ?? null,
    mark,
    replace,
  };
}
