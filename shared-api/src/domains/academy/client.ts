// The academy and basic trainings, as the screens use them (docs/academy.md). Failures carry the
// server's `message` (or `error`) text, as the spec's client reads them.
import type { Http } from '@fairway/shared-api/core';
import type {
  AcademyDateRangeQuery,
  Attendance,
  AttendanceListQuery,
  AttendanceMark,
  AttendanceParticipation,
  AttendanceStatus,
  AttendanceUpdate,
  Candidate,
  CandidateInput,
  CandidateListQuery,
  CandidateNote,
  CandidateNoteInput,
  CandidateNoteUpdate,
  CandidateUpdate,
  Enrollment,
  EnrollmentInput,
  EnrollmentStatus,
  Schedule,
  ScheduleInput,
  ScheduleStatus,
  ScheduleSummary,
  ScheduleUpdate,
  Session,
  SessionInput,
  SessionStatus,
  SessionUpdate,
  Trainer,
  TrainerInput,
  TrainerListQuery,
  TrainerSchedule,
  TrainerScheduleQuery,
  TrainerUpdate,
  Training,
  TrainingInput,
  TrainingPlan,
  TrainingPlanInput,
  TrainingPlanUpdate,
  TrainingType,
  TrainingTypeInput,
  TrainingTypeUpdate,
  TrainingUpdate,
  TrainingUser,
  TrainingUserInput,
  TrainingUserUpdate,
} from './contract';

const academy = 'settings/academy';
const trainings = 'settings/trainings';

/** list / active / get / create / update / remove of one academy resource. */
function crud<Row, Input, Update>(http: Http, base: string) {
  return {
    list: () => http.get<Row[]>(base),
    active: () => http.get<Row[]>(`${base}/active`),
    get: (id: number) => http.get<Row>(`${base}/${id}`),
    create: (body: Input) => http.post<Row>(base, body),
    update: (id: number, body: Update) => http.put<Row>(`${base}/${id}`, body),
    remove: (id: number) => http.delete<void>(`${base}/${id}`),
  };
}

/** /api/settings/academy/* (docs/academy.md). */
export function createAcademyClient(http: Http) {
  const trainersBase = `${academy}/trainers`;
  const candidatesBase = `${academy}/candidates`;
  const schedulesBase = `${academy}/schedules`;
  const sessionsBase = `${academy}/sessions`;
  const enrollmentsBase = `${academy}/enrollments`;
  const attendanceBase = `${academy}/attendance`;
  return {
    trainers: {
      ...crud<Trainer, TrainerInput, TrainerUpdate>(http, trainersBase),
      /** Every trainer; `user_id` finds the trainer of an account. */
      list: (query: TrainerListQuery = {}) =>
        http.get<Trainer[]>(trainersBase, { searchParams: { ...query } }),
      bySpecialty: (specialty: string) =>
        http.get<Trainer[]>(`${trainersBase}/specialty`, { searchParams: { specialty } }),
      /** The notes this trainer has written on candidates, newest first. */
      notes: (id: number) => http.get<CandidateNote[]>(`${trainersBase}/${id}/notes`),
    },
    trainingTypes: crud<TrainingType, TrainingTypeInput, TrainingTypeUpdate>(
      http,
      `${academy}/training-types`,
    ),
    trainingPlans: crud<TrainingPlan, TrainingPlanInput, TrainingPlanUpdate>(
      http,
      `${academy}/training-plans`,
    ),
    candidates: {
      ...crud<Candidate, CandidateInput, CandidateUpdate>(http, candidatesBase),
      /** Every candidate; `user_id` finds the candidate of an account, `q` searches names. */
      list: (query: CandidateListQuery = {}) =>
        http.get<Candidate[]>(candidatesBase, { searchParams: { ...query } }),
      notes: (id: number) => http.get<CandidateNote[]>(`${candidatesBase}/${id}/notes`),
      note: (id: number, noteId: number) =>
        http.get<CandidateNote>(`${candidatesBase}/${id}/notes/${noteId}`),
      addNote: (id: number, body: CandidateNoteInput) =>
        http.post<CandidateNote>(`${candidatesBase}/${id}/notes`, body),
      updateNote: (id: number, noteId: number, body: CandidateNoteUpdate) =>
        http.put<CandidateNote>(`${candidatesBase}/${id}/notes/${noteId}`, body),
      removeNote: (id: number, noteId: number) =>
        http.delete<void>(`${candidatesBase}/${id}/notes/${noteId}`),
    },
    schedules: {
      ...crud<Schedule, ScheduleInput, ScheduleUpdate>(http, schedulesBase),
      byStatus: (status: ScheduleStatus) =>
        http.get<Schedule[]>(`${schedulesBase}/status`, { searchParams: { status } }),
      byTrainer: (trainerId: number) =>
        http.get<Schedule[]>(`${schedulesBase}/trainer/${trainerId}`),
      byPlan: (planId: number) => http.get<Schedule[]>(`${schedulesBase}/training-plan/${planId}`),
      /** Schedules that overlap start..end (YYYY-MM-DD). */
      inRange: (query: AcademyDateRangeQuery) =>
        http.get<Schedule[]>(`${schedulesBase}/date-range`, { searchParams: { ...query } }),
      publish: (id: number) => http.post<Schedule>(`${schedulesBase}/${id}/publish`, {}),
      cancel: (id: number, reason: string) =>
        http.post<Schedule>(`${schedulesBase}/${id}/cancel`, { schedule_id: id, reason }),
      summary: (id: number) => http.get<ScheduleSummary>(`${schedulesBase}/${id}/summary`),
      sessions: (id: number) => http.get<Session[]>(`${schedulesBase}/${id}/sessions`),
      enrollments: (id: number) => http.get<Enrollment[]>(`${schedulesBase}/${id}/enrollments`),
    },
    sessions: {
      list: () => http.get<Session[]>(sessionsBase),
      get: (id: number) => http.get<Session>(`${sessionsBase}/${id}`),
      create: (body: SessionInput) => http.post<Session>(sessionsBase, body),
      update: (id: number, body: SessionUpdate) => http.put<Session>(`${sessionsBase}/${id}`, body),
      remove: (id: number) => http.delete<void>(`${sessionsBase}/${id}`),
      byStatus: (status: SessionStatus) =>
        http.get<Session[]>(`${sessionsBase}/status`, { searchParams: { status } }),
      byTrainer: (trainerId: number) => http.get<Session[]>(`${sessionsBase}/trainer/${trainerId}`),
      onDate: (date: string) =>
        http.get<Session[]>(`${sessionsBase}/date`, { searchParams: { date } }),
      inRange: (query: AcademyDateRangeQuery) =>
        http.get<Session[]>(`${sessionsBase}/date-range`, { searchParams: { ...query } }),
      start: (id: number) => http.post<Session>(`${sessionsBase}/${id}/start`, {}),
      complete: (id: number, notes?: string | null) =>
        http.post<Session>(`${sessionsBase}/${id}/complete`, { notes: notes ?? null }),
      cancel: (id: number, reason?: string | null) =>
        http.post<Session>(`${sessionsBase}/${id}/cancel`, reason ? { reason } : {}),
      attendance: (id: number) => http.get<Attendance[]>(`${sessionsBase}/${id}/attendance`),
    },
    enrollments: {
      list: () => http.get<Enrollment[]>(enrollmentsBase),
      get: (id: number) => http.get<Enrollment>(`${enrollmentsBase}/${id}`),
      /** Enrols a candidate (a member: themselves, leaving candidate_id out). */
      create: (body: EnrollmentInput) => http.post<Enrollment>(enrollmentsBase, body),
      update: (id: number, notes: string | null) =>
        http.put<Enrollment>(`${enrollmentsBase}/${id}`, { notes }),
      remove: (id: number) => http.delete<void>(`${enrollmentsBase}/${id}`),
      byStatus: (status: EnrollmentStatus) =>
        http.get<Enrollment[]>(`${enrollmentsBase}/status`, { searchParams: { status } }),
      byCandidate: (candidateId: number) =>
        http.get<Enrollment[]>(`${enrollmentsBase}/candidate/${candidateId}`),
      activeByCandidate: (candidateId: number) =>
        http.get<Enrollment[]>(`${enrollmentsBase}/candidate/${candidateId}/active`),
      approve: (id: number, approvedBy?: number) =>
        http.post<Enrollment>(`${enrollmentsBase}/${id}/approve`, {
          ...(approvedBy ? { approved_by: approvedBy } : {}),
        }),
      withdraw: (id: number, reason?: string | null) =>
        http.post<Enrollment>(`${enrollmentsBase}/${id}/withdraw`, reason ? { reason } : {}),
    },
    attendance: {
      /** The office's report rows; `total` from X-Total-Count. */
      list: (query: AttendanceListQuery = {}) =>
        http.getPage<Attendance>(attendanceBase, { searchParams: { ...query } }),
      get: (id: number) => http.get<Attendance>(`${attendanceBase}/${id}`),
      create: (body: AttendanceMark) => http.post<Attendance>(attendanceBase, body),
      update: (id: number, body: AttendanceUpdate) =>
        http.put<Attendance>(`${attendanceBase}/${id}`, body),
      remove: (id: number) => http.delete<void>(`${attendanceBase}/${id}`),
      byCandidate: (candidateId: number) =>
        http.get<Attendance[]>(`${attendanceBase}/candidate/${candidateId}`),
      byEnrollment: (enrollmentId: number) =>
        http.get<Attendance[]>(`${attendanceBase}/enrollment/${enrollmentId}`),
      /** The trainer's one tap: records or changes one enrolment's attendance at a session. */
      mark: (sessionId: number, enrollmentId: number, status: AttendanceStatus) =>
        http.post<Attendance>(`${attendanceBase}/mark`, {
          session_id: sessionId,
          enrollment_id: enrollmentId,
          status,
        }),
      participation: (id: number, body: AttendanceParticipation) =>
        http.post<Attendance>(`${attendanceBase}/${id}/participation`, body),
    },
    /** A trainer's sessions over a range (default today and the 27 days after). */
    trainerSchedule: (trainerId: number, query: TrainerScheduleQuery = {}) =>
      http.get<TrainerSchedule>(`${academy}/trainer-schedule/${trainerId}`, {
        searchParams: { ...query },
      }),
  };
}
export type AcademyClient = ReturnType<typeof createAcademyClient>;

/** /api/settings/trainings (basic trainings, docs/academy.md). */
export function createTrainingsClient(http: Http) {
  const users = `${trainings}/users`;
  return {
    list: () => http.get<Training[]>(trainings),
    get: (id: number) => http.get<Training>(`${trainings}/${id}`),
    create: (body: TrainingInput) => http.post<Training>(trainings, body),
    update: (id: number, body: TrainingUpdate) => http.put<Training>(`${trainings}/${id}`, body),
    remove: (id: number) => http.delete<void>(`${trainings}/${id}`),
    byCourse: (courseId: number) => http.get<Training[]>(`${trainings}/course/${courseId}`),
    requests: {
      /** Every request (academy:read), or the caller's own. */
      list: () => http.get<TrainingUser[]>(users),
      get: (id: number) => http.get<TrainingUser>(`${users}/${id}`),
      create: (body: TrainingUserInput) => http.post<TrainingUser>(users, body),
      update: (id: number, body: TrainingUserUpdate) =>
        http.put<TrainingUser>(`${users}/${id}`, body),
      byCourse: (courseId: number) => http.get<TrainingUser[]>(`${users}/course/${courseId}`),
      /** The office sets the date and time, which confirms the request. */
      setDate: (id: number, trainingDate: string) =>
        http.put<TrainingUser>(`${users}/date/${id}`, { training_date: trainingDate }),
      /** The office offers a date; the member accepts it with status 2 (CONFIRMED). */
      propose: (id: number, trainingDate: string, proposalNote?: string | null) =>
        http.put<TrainingUser>(`${users}/proposal/${id}`, {
          training_date: trainingDate,
          ...(proposalNote ? { proposal_note: proposalNote } : {}),
        }),
    },
  };
}
export type TrainingsClient = ReturnType<typeof createTrainingsClient>;
