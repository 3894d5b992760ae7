// The academy's programme: schedules (a course of sessions), sessions, enrolments and attendance
// (docs/academy.md). Paths under /api/settings/academy/.
import { z } from 'zod';
import { bodyId, isoDate, pathId, timestamp, updateOf } from '@fairway/shared-api/core';
import { academyActor, academyAmount, academyText } from './catalogue';

/** draft → published → completed, or cancelled from draft or published. */
export const SCHEDULE_STATUSES = ['draft', 'published', 'completed', 'cancelled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
/** scheduled → in_progress → completed, or cancelled from scheduled or in_progress. */
export const SESSION_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** pending → approved → completed; pending or approved → withdrawn. */
export const ENROLLMENT_STATUSES = ['pending', 'approved', 'withdrawn', 'completed'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];
/** Enrolments in these statuses hold a place of the schedule. */
export const PLACE_HOLDING_STATUSES = [
  'pending',
  'approved',
] as const satisfies readonly EnrollmentStatus[];
export const ATTENDANCE_STATUSES = ['present', 'late', 'absent', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
/** Present and late count as attended. */
export const ATTENDED_STATUSES = ['present', 'late'] as const satisfies readonly AttendanceStatus[];

/** participation_level and progress_rating: 1 (lowest) to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Date ranges in queries span at most this many days. */
export const MAX_ACADEMY_RANGE_DAYS = 366;
/** Default reason of a withdrawal or a cancel without one. */
export const DEFAULT_WITHDRAW_REASON = 'Withdrawn';

const time = z
  .string({ error: 'must be a time as HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM');

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const rating = (label: string) => count(label, RATING_MIN, RATING_MAX);
const optionalText = (label: string, max: number) => academyText(label, max).nullable().optional();

// --- Schedules ------------------------------------------------------------------------------

export const schedule = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  training_plan_id: z.number().int(),
  training_plan_name: z.string(),
  training_type_name: z.string(),
  trainer_id: z.number().int(),
  trainer_name: z.string(),
  /** YYYY-MM-DD, the club's calendar. */
  start_date: z.string(),
  end_date: z.string(),
  max_participants: z.number().int(),
  total_sessions: z.number().int(),
  /** Minor units: what a candidate without an account pays, and what a member pays. */
  price: z.number().int(),
  member_price: z.number().int(),
  location: z.string().nullable(),
  status: z.enum(SCHEDULE_STATUSES),
  cancel_reason: z.string().nullable(),
  published_at: timestamp.nullable(),
  cancelled_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
  /** Enrolments holding a place (pending and approved). */
  places_taken: z.number().int(),
  places_left: z.number().int(),
  /** Sessions created so far (not cancelled). */
  session_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Schedule = z.infer<typeof schedule>;

const scheduleFields = {
  name: academyText('name', 120).min(1, 'name is required'),
  description: optionalText('description', 4000),
  training_plan_id: bodyId('training_plan_id'),
  trainer_id: bodyId('trainer_id'),
  start_date: isoDate,
  end_date: isoDate,
  max_participants: count('max_participants', 1, 500),
  total_sessions: count('total_sessions', 1, 200),
  price: academyAmount('price'),
  member_price: academyAmount('member_price'),
  location: optionalText('location', 200),
};
/** POST /schedules: a draft. end_date ≥ start_date, at most 366 days apart. */
export const scheduleInput = z.object(scheduleFields).strict();
export type ScheduleInput = z.input<typeof scheduleInput>;
export const scheduleUpdate = updateOf(scheduleInput);
export type ScheduleUpdate = z.input<typeof scheduleUpdate>;

/** The spec's client sends schedule_id again in the body; it must match the path when sent. */
export const scheduleCancel = z
  .object({
    schedule_id: bodyId('schedule_id').optional(),
    reason: academyText('reason', 500).min(1, 'reason is required'),
  })
  .strict();
export type ScheduleCancel = z.input<typeof scheduleCancel>;

export const scheduleStatusQuery = z
  .object({
    status: z.enum(SCHEDULE_STATUSES, {
      error: `status must be one of ${SCHEDULE_STATUSES.join(', ')}`,
    }),
  })
  .strict();

/** start_date..end_date inclusive, YYYY-MM-DD, at most 366 days. */
export const academyDateRangeQuery = z.object({ start_date: isoDate, end_date: isoDate }).strict();
export type AcademyDateRangeQuery = z.input<typeof academyDateRangeQuery>;

export const scheduleSummary = z.object({
  schedule_id: z.number().int(),
  status: z.enum(SCHEDULE_STATUSES),
  max_participants: z.number().int(),
  places_taken: z.number().int(),
  places_left: z.number().int(),
  enrollments: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    withdrawn: z.number().int(),
    completed: z.number().int(),
  }),
  sessions: z.object({
    /** The schedule's total_sessions (planned). */
    planned: z.number().int(),
    scheduled: z.number().int(),
    in_progress: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
  }),
  /** Attended (present or late) over marked attendance records, 0..1; null before any marking. */
  attendance_rate: z.number().nullable(),
  /** Mean progress_rating given, or null. */
  average_progress: z.number().nullable(),
  /** Sum of the prices of approved and completed enrolments (minor units). */
  revenue: z.number().int(),
});
export type ScheduleSummary = z.infer<typeof scheduleSummary>;

// --- Sessions -------------------------------------------------------------------------------

export const session = z.object({
  id: z.number().int(),
  schedule_id: z.number().int(),
  schedule_name: z.string(),
  schedule_status: z.enum(SCHEDULE_STATUSES),
  /** The schedule's trainer unless a substitute was set. */
  trainer_id: z.number().int(),
  trainer_name: z.string(),
  /** 1, 2, … in date order among the schedule's sessions. */
  session_number: z.number().int(),
  title: z.string().nullable(),
  /** The club's calendar and clock. */
  session_date: z.string().describe('YYYY-MM-DD'),
  start_time: z.string().describe('HH:MM'),
  end_time: z.string().describe('HH:MM'),
  /** The same as instants. */
  starts_at: timestamp,
  ends_at: timestamp,
  location: z.string().nullable(),
  status: z.enum(SESSION_STATUSES),
  /** The trainer's notes when completing it. */
  notes: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  started_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
  cancelled_at: timestamp.nullable(),
  /** Approved and completed enrolments of the schedule: who is expected. */
  expected_count: z.number().int(),
  /** Attendance records marked present or late. */
  attended_count: z.number().int(),
  /** Attendance records marked at all. */
  marked_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Session = z.infer<typeof session>;

/**
 * POST /sessions. Times are the club's clock; end_time after start_time on the same day. The
 * date lies within the schedule's start_date..end_date. trainer_id defaults to the schedule's.
 */
export const sessionInput = z
  .object({
    schedule_id: bodyId('schedule_id'),
    trainer_id: bodyId('trainer_id').optional(),
    title: optionalText('title', 120),
    session_date: isoDate,
    start_time: time,
    end_time: time,
    location: optionalText('location', 200),
  })
  .strict();
export type SessionInput = z.input<typeof sessionInput>;
/** PUT /sessions/{id}: a scheduled session only; schedule_id cannot change. */
export const sessionUpdate = updateOf(sessionInput.omit({ schedule_id: true }));
export type SessionUpdate = z.input<typeof sessionUpdate>;

export const sessionComplete = z.object({ notes: optionalText('notes', 4000) }).strict();
export type SessionComplete = z.input<typeof sessionComplete>;
export const sessionCancel = z.object({ reason: optionalText('reason', 500) }).strict();
export type SessionCancel = z.input<typeof sessionCancel>;

export const sessionStatusQuery = z
  .object({
    status: z.enum(SESSION_STATUSES, {
      error: `status must be one of ${SESSION_STATUSES.join(', ')}`,
    }),
  })
  .strict();
export const sessionDateQuery = z.object({ date: isoDate }).strict();

/** GET /trainer-schedule/{id}: the trainer's sessions, default today and the 27 days after. */
export const trainerScheduleQuery = z
  .object({ start_date: isoDate.optional(), end_date: isoDate.optional() })
  .strict();
export type TrainerScheduleQuery = z.input<typeof trainerScheduleQuery>;

export const trainerSchedule = z.object({
  trainer_id: z.number().int(),
  trainer_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  sessions: z.array(session),
});
export type TrainerSchedule = z.infer<typeof trainerSchedule>;

// --- Enrolments -----------------------------------------------------------------------------

export const enrollment = z.object({
  id: z.number().int(),
  schedule_id: z.number().int(),
  schedule_name: z.string(),
  schedule_status: z.enum(SCHEDULE_STATUSES),
  schedule_start_date: z.string(),
  schedule_end_date: z.string(),
  trainer_name: z.string(),
  candidate_id: z.number().int(),
  candidate_name: z.string(),
  candidate_user_id: z.number().int().nullable(),
  status: z.enum(ENROLLMENT_STATUSES),
  /** What this candidate pays (minor units): member_price with an account, price without. */
  price: z.number().int(),
  notes: z.string().nullable(),
  enrolled_at: timestamp,
  approved_by: z.number().int().nullable(),
  approved_at: timestamp.nullable(),
  withdrawn_at: timestamp.nullable(),
  withdraw_reason: z.string().nullable(),
  completed_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Enrollment = z.infer<typeof enrollment>;

/**
 * POST /enrollments. candidate_id: academy:write may enrol anyone; a member leaves it out (or names
 * their own) and is enrolled as their own candidate, made from their profile on first use.
 */
export const enrollmentInput = z
  .object({
    schedule_id: bodyId('schedule_id'),
    candidate_id: bodyId('candidate_id').optional(),
    notes: optionalText('notes', 2000),
  })
  .strict();
export type EnrollmentInput = z.input<typeof enrollmentInput>;
/** PUT /enrollments/{id}: notes only; the status moves through approve and withdraw. */
export const enrollmentUpdate = z.object({ notes: academyText('notes', 2000).nullable() }).strict();
export type EnrollmentUpdate = z.input<typeof enrollmentUpdate>;
export const enrollmentApprove = z.object({ approved_by: academyActor }).strict();
export type EnrollmentApprove = z.input<typeof enrollmentApprove>;
export const enrollmentWithdraw = z.object({ reason: optionalText('reason', 500) }).strict();
export type EnrollmentWithdraw = z.input<typeof enrollmentWithdraw>;
export const enrollmentStatusQuery = z
  .object({
    status: z.enum(ENROLLMENT_STATUSES, {
      error: `status must be one of ${ENROLLMENT_STATUSES.join(', ')}`,
    }),
  })
  .strict();

// --- Attendance -----------------------------------------------------------------------------

export const attendance = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  session_date: z.string(),
  start_time: z.string(),
  session_number: z.number().int(),
  schedule_id: z.number().int(),
  schedule_name: z.string(),
  enrollment_id: z.number().int(),
  candidate_id: z.number().int(),
  candidate_name: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  participation_level: z.number().int().nullable(),
  progress_rating: z.number().int().nullable(),
  trainer_notes: z.string().nullable(),
  marked_by: z.number().int().nullable(),
  marked_at: timestamp,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Attendance = z.infer<typeof attendance>;

/**
 * POST /attendance/mark: records (or changes) one enrolment's attendance at a session, the
 * trainer's one tap. POST /attendance takes the same body and answers 409 when one exists.
 */
export const attendanceMark = z
  .object({
    session_id: bodyId('session_id'),
    enrollment_id: bodyId('enrollment_id'),
    status: z.enum(ATTENDANCE_STATUSES, {
      error: `status must be one of ${ATTENDANCE_STATUSES.join(', ')}`,
    }),
  })
  .strict();
export type AttendanceMark = z.input<typeof attendanceMark>;
export const attendanceUpdate = updateOf(
  z
    .object({
      status: attendanceMark.shape.status,
      trainer_notes: optionalText('trainer_notes', 4000),
    })
    .strict(),
);
export type AttendanceUpdate = z.input<typeof attendanceUpdate>;
export const attendanceParticipation = z
  .object({
    participation_level: rating('participation_level').nullable().optional(),
    progress_rating: rating('progress_rating').nullable().optional(),
    trainer_notes: optionalText('trainer_notes', 4000),
  })
  .strict();
export type AttendanceParticipation = z.input<typeof attendanceParticipation>;

/** GET /attendance: filters for the office's reports; paged (X-Total-Count). */
export const attendanceListQuery = z
  .object({
    schedule_id: pathId('schedule_id').optional(),
    session_id: pathId('session_id').optional(),
    candidate_id: pathId('candidate_id').optional(),
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .strict();
export type AttendanceListQuery = {
  schedule_id?: number;
  session_id?: number;
  candidate_id?: number;
  start_date?: string;
  end_date?: string;
  limit?: number;
  offset?: number;
};
