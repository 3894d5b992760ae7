import { useResource } from '@fairway/shared-ui';
import type {
  Attendance,
  Candidate,
  Enrollment,
  Session,
  Training,
  TrainingUser,
} from '@fairway/shared-api/academy';
import { academyApi, trainingsApi } from '../../../shared/api/clients';
import { myCandidate } from '../../../shared/utils/myCandidate';

export type MyAcademy = {
  /** Null until the member first enrols. */
  candidate: Candidate | null;
  enrolments: Enrollment[];
  attendance: Attendance[];
};

/** My candidate, every enrolment of it and my attendance (ratings included). */
export function useMyAcademy(userId: number | null) {
  return useResource<MyAcademy>(async () => {
    const candidate = await myCandidate(userId);
    if (!candidate) return { candidate: null, enrolments: [], attendance: [] };
    const api = academyApi();
    const [enrolments, attendance] = await Promise.all([
      api.enrollments.byCandidate(candidate.id),
      api.attendance.byCandidate(candidate.id),
    ]);
    return { candidate, enrolments, attendance };
  }, [userId]);
}

/** The sessions of these schedules (my approved enrolments'), in time order. */
export function useSessionsOf(scheduleIds: readonly number[]) {
  const key = [...new Set(scheduleIds)].sort((a, b) => a - b).join(',');
  return useResource<Session[]>(async () => {
    const ids = key ? key.split(',').map(Number) : [];
    const lists = await Promise.all(ids.map((id) => academyApi().schedules.sessions(id)));
    return lists.flat().sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  }, [key]);
}

/** My lesson requests (GET /trainings/users answers the caller's own). */
export function useMyLessonRequests() {
  return useResource<TrainingUser[]>(() => trainingsApi().requests.list(), []);
}

/** The lessons I may ask for: active basic trainings. */
export function useActiveTrainings() {
  return useResource<Training[]>(async () => {
    const all = await trainingsApi().list();
    return all.filter((t) => t.is_active).sort((a, b) => a.name.localeCompare(b.name));
  }, []);
}
